import type { Grammar } from './wrapper-specs.js';
export declare const TERMINAL_RUNNERS: Readonly<Record<string, Grammar>>;
