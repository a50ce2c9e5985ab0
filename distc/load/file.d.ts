import { type Diagnostic } from '../diagnostics.js';
import { type LoadedSettings, type LoadOptions } from './load.js';
export interface TrustFacts {
    isSymbolicLink: boolean;
    isFile: boolean;
    uid: number;
    mode: number;
}
/**
 * The file trust check (POSIX): a regular file (or, with `isDirectory`, a directory), not a
 * symlink, owned by root, not group- or world-writable. Returns the problems found; none means trusted. On Windows the check does
 * not apply and one warning says so.
 */
export declare function checkTrust(path: string, platform?: NodeJS.Platform, isDirectory?: boolean): Diagnostic[];
/** The pure half of the check, so every rule is testable without root. */
export declare function trustProblems(path: string, facts: TrustFacts, isDirectory?: boolean): Diagnostic[];
export interface LoadFileOptions extends LoadOptions {
    /** Make the trust check; a failure puts the source in restricted mode (never "ignored"). */
    checkTrust?: boolean;
}
/** Reads and loads a managed file. An unreadable or untrusted file is restricted mode. */
export declare function loadSettingsFile(path: string, options?: LoadFileOptions): LoadedSettings;
