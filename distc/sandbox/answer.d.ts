import type { PathContext } from '../paths/normalize.js';
import type { EffectiveSandbox } from './types.js';
export declare const SANDBOX_OPS: readonly ["sandbox-host", "sandbox-path", "sandbox-required", "sandbox-unavailable", "sandbox-bypass"];
export type SandboxOp = (typeof SANDBOX_OPS)[number];
export declare function isSandboxRequest(v: unknown): boolean;
/**
 * One request to its answer object. `defaults` is the context a `sandbox-path` request's own
 * "context" members are laid over (cwd and home place relative and `~` paths).
 */
export declare function answerSandboxRequest(effective: EffectiveSandbox, request: unknown, defaults?: PathContext): object;
