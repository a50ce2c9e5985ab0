import type { Grammar } from './wrapper-specs.js';
export declare const DARWIN_RUNNERS: Readonly<Record<string, Grammar>>;
