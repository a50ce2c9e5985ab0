import type { Grammar } from './wrapper-specs.js';
export declare const TOOL_RUNNERS: Readonly<Record<string, Grammar>>;
/** The runner a program is by its name's family (`ld-linux-x86-64.so.2`, `qemu-aarch64`), when not by its name. */
export declare function runnerFamily(name: string): string | undefined;
