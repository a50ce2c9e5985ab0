import { type Decider, type FlagKey, type SandboxNote } from './types.js';
export interface SandboxInput {
    readonly decider: Decider;
    readonly flags: Readonly<Partial<Record<FlagKey, boolean>>>;
    readonly readwritePaths?: readonly string[];
    readonly readonlyPaths?: readonly string[];
    readonly deniedPaths?: readonly string[];
    readonly allowedHosts?: readonly string[];
    readonly blockedHosts?: readonly string[];
    readonly proxyUrl?: string;
    readonly notes: readonly SandboxNote[];
}
export declare function readSandboxInput(sandbox: unknown, decider: Decider): SandboxInput;
