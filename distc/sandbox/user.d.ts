import { type Diagnostic } from '../diagnostics.js';
import type { SandboxSettings } from '../generated/types.js';
export type UserSandboxForm = 'settings' | 'sandbox';
export interface UserSandbox {
    readonly file: string;
    readonly form: UserSandboxForm;
    /** Undefined: the file has no sandbox settings. */
    readonly sandbox: SandboxSettings | undefined;
}
export type UserSandboxResult = {
    readonly ok: true;
    readonly user: UserSandbox;
} | {
    readonly ok: false;
    readonly diagnostics: readonly Diagnostic[];
};
/** The keys of a `sandbox` object (schema SandboxSettings). */
export declare const SANDBOX_KEYS: readonly string[];
export declare function readUserSandboxFile(path: string): UserSandboxResult;
export declare function readUserSandboxText(text: string, file: string): UserSandboxResult;
