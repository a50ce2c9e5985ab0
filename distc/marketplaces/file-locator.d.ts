import type { Locate } from './warnings.js';
export declare function fileLocator(): Locate;
