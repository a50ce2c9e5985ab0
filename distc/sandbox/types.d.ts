import type { Channel } from '../load/load.js';
import type { HostEntry } from './hosts.js';
/** Who decided an effective value. */
export type Decider = {
    readonly by: 'managed';
    readonly source: string;
    readonly channel: Channel;
} | {
    readonly by: 'user';
}
/** Nobody set the key: the client's own default (force-on keys off, capabilities on). */
 | {
    readonly by: 'default';
};
export interface Decided<T> {
    readonly value: T;
    /** Never empty. Several managed sources when more than one set the deciding value (precedence order). */
    readonly decidedBy: readonly Decider[];
    /** The user's own value, when a managed source decided otherwise (so people see what was replaced). */
    readonly userValue?: T;
}
/** Force-on keys: `true` from any managed source enforces; otherwise the user's value; default false. */
export declare const FORCE_ON_KEYS: readonly ["enabled", "failIfUnavailable", "sandboxMcpServers", "sandboxLspServers"];
/** Capability keys: `false` from any managed source prohibits; otherwise the user's value; default true. */
export declare const CAPABILITY_KEYS: readonly ["allowBypass", "addCurrentWorkingDirectory", "gitAuth", "ghAuth", "allowDevToolAccess", "network.allowOutbound", "network.allowLocalNetwork", "seatbelt.keychainAccess"];
export type ForceOnKey = (typeof FORCE_ON_KEYS)[number];
export type CapabilityKey = (typeof CAPABILITY_KEYS)[number];
export type FlagKey = ForceOnKey | CapabilityKey;
/** Where each flag sits in a `sandbox` settings object. */
export declare const FLAG_PATHS: Readonly<Record<FlagKey, readonly string[]>>;
export type GrantList = 'readwritePaths' | 'readonlyPaths';
/** A user grant that survived: the user decided it; `permittedBy` lists the managed lists that contain it. */
export interface PathGrant {
    readonly path: string;
    readonly decidedBy: readonly Decider[];
    /** Every managed source that sets this list (each contains the exact string). Empty: no managed source sets it. */
    readonly permittedBy: readonly Decider[];
}
export interface DeniedPath {
    readonly path: string;
    /** Every source (managed, in precedence order, then the user) that lists this exact string. */
    readonly decidedBy: readonly Decider[];
}
export type SpellingDifference = 'trailing-slash' | 'case' | 'home-spelling';
export interface DropReason {
    readonly code: 'managed-list-empty' | 'not-in-managed-list';
    /** The managed source whose list does not contain the path. */
    readonly decidedBy: Decider;
    readonly message: string;
    /** A managed entry that differs from the user's path only in spelling (never makes the grant survive). */
    readonly near?: {
        readonly entry: string;
        readonly differsBy: readonly SpellingDifference[];
        readonly message: string;
    };
}
export interface DroppedGrant {
    readonly list: GrantList;
    readonly path: string;
    /** One per managed source that removes it. */
    readonly reasons: readonly DropReason[];
}
export interface AllowedHostList {
    /** The one source (managed or user) that set this non-empty list. */
    readonly decidedBy: Decider;
    readonly entries: readonly HostEntry[];
}
export interface BlockedHost extends HostEntry {
    /** Every spelling in the sources (`Evil.COM.`, `*.evil.com`); `text` is the canonical one. */
    readonly written: readonly string[];
    readonly decidedBy: readonly Decider[];
}
/** Something in the inputs the derivation had to read in the restrictive direction. */
export interface SandboxNote {
    readonly decidedBy: Decider;
    /** Where, in the `sandbox` object of that source (RFC 6901, relative to `sandbox`). */
    readonly pointer: string;
    readonly message: string;
}
export interface EffectiveSandbox {
    readonly enabled: Decided<boolean>;
    readonly failIfUnavailable: Decided<boolean>;
    readonly allowBypass: Decided<boolean>;
    readonly addCurrentWorkingDirectory: Decided<boolean>;
    readonly sandboxMcpServers: Decided<boolean>;
    readonly sandboxLspServers: Decided<boolean>;
    readonly gitAuth: Decided<boolean>;
    readonly ghAuth: Decided<boolean>;
    readonly allowDevToolAccess: Decided<boolean>;
    readonly filesystem: {
        readonly readwritePaths: readonly PathGrant[];
        readonly readonlyPaths: readonly PathGrant[];
        readonly deniedPaths: readonly DeniedPath[];
        /**
         * Every path of the user's own readonlyPaths, kept or dropped: none of them is ever writable
         * through a read-write root (a dropped read-only grant must not turn into write access).
         */
        readonly writeProtectedPaths: readonly string[];
        readonly droppedGrants: readonly DroppedGrant[];
    };
    readonly network: {
        readonly allowOutbound: Decided<boolean>;
        readonly allowLocalNetwork: Decided<boolean>;
        /** A host must match every list (each non-empty list of a managed source, and the user's). */
        readonly allowedHosts: readonly AllowedHostList[];
        /** Union; a blocked domain blocks its subdomains; blocking wins over allowing. */
        readonly blockedHosts: readonly BlockedHost[];
        readonly proxyUrl: Decided<string | null>;
    };
    readonly seatbelt: {
        readonly keychainAccess: Decided<boolean>;
    };
    readonly notes: readonly SandboxNote[];
}
/** The flag's effective value in the result. */
export declare function flagOf(effective: EffectiveSandbox, key: FlagKey): Decided<boolean>;
export declare function describeDecider(d: Decider): string;
