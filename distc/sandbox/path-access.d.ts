import { type PathContext } from '../paths/normalize.js';
import type { Decider, EffectiveSandbox } from './types.js';
export type PathAccess = 'denied' | 'read-only' | 'read-write' | 'none';
export type PathAccessCode = 'invalid-path' | 'short-name' | 'unresolved-denied-path' | 'denied-path' | 'write-protected' | 'unresolved-write-protection' | 'protected-name' | 'read-write-grant' | 'working-directory' | 'read-only-grant' | 'no-grant';
export interface PathAnswer {
    readonly access: PathAccess;
    /** The normalized path (the input as given when it could not be normalized). */
    readonly path: string;
    readonly code: PathAccessCode;
    readonly message: string;
    readonly decidedBy: readonly Decider[];
    /** The list entry that decided, as written in the settings. */
    readonly entry?: string;
}
/** Names that are never writable below a read-write root. */
export declare const PROTECTED_NAMES: readonly string[];
/** The part of a denied path before its first glob character, cut at a separator. */
export declare function denyPrefix(entry: string): string;
export declare function pathAccess(effective: EffectiveSandbox, path: string, context?: PathContext): PathAnswer;
