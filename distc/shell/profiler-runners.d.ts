import type { Grammar } from './wrapper-specs.js';
/** (Also its options before the subcommand: tool-options.ts.) */
export declare const UFTRACE_RUN: Grammar;
export declare const PROFILER_RUNNERS: Readonly<Record<string, Grammar>>;
