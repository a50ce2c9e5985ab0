import { type Diagnostic } from '../diagnostics.js';
import type { ManagedSettings } from '../generated/types.js';
import { type ParsedRule, type RuleKind } from '../rules/grammar.js';
import { type FallbackEffect } from './fallbacks.js';
import { type NodeLocation, type ReplacedValue } from './json-parse.js';
import { type SchemaIssue } from './schema-issues.js';
import { type CharPosition } from './string-offsets.js';
export type Channel = 'mdm' | 'server' | 'file';
export interface LoadOptions {
    /** The name diagnostics give for the input (a path, or "<mdm>"). */
    file?: string;
    channel?: Channel;
}
export interface AppliedFallback {
    /** Where the invalid content was (physical pointer, wrapper included). */
    pointer: string;
    effect: FallbackEffect;
    /** What is in force meanwhile, in words. */
    says: string;
}
export interface RuleLists {
    deny: readonly ParsedRule[];
    ask: readonly ParsedRule[];
    allow: readonly ParsedRule[];
}
export interface LoadedSettings {
    file: string;
    channel: Channel;
    /** The settings with invalid content removed or replaced as the fallback table says. */
    settings: ManagedSettings;
    /** The whole document could not be read: the restrictive stand-in is in force. */
    restricted: boolean;
    fallbacks: readonly AppliedFallback[];
    /** Operation kinds that ask whatever the rules say (an unreadable deny or ask rule). */
    askAll: readonly RuleKind[];
    /** An unreadable deniedMcpServers: every MCP server that is not built in is blocked. */
    denyAllMcpServers: boolean;
    /** The valid permission rules, parsed once by the grammar the engine uses. */
    rules: RuleLists;
    diagnostics: readonly Diagnostic[];
    /** True when there is no error-severity diagnostic. */
    valid: boolean;
}
/**
 * What a source is when its document cannot be read at all: every key at its fallback for an
 * invalid whole value, so a source we cannot read is never looser than one with a bad key
 * (semantics 1 lists the permission, MCP, marketplace and sandbox-enabled parts; remote control,
 * the telemetry lock and the rest of the sandbox follow the same table).
 */
export declare const RESTRICTED_SETTINGS: ManagedSettings;
export declare function loadSettingsText(text: string, options?: LoadOptions): LoadedSettings;
export declare function loadSettingsBytes(bytes: Uint8Array, options?: LoadOptions): LoadedSettings;
/** A value already parsed (for example by the caller's own JSON reader). No positions. */
export declare function loadSettingsValue(value: unknown, options?: LoadOptions): LoadedSettings;
/**
 * The shared tail of every input form. `preIssues` are problems found before schema validation
 * (MDM values that are not JSON); they take the same fallbacks as schema errors. `replaced` are
 * the values repeated member names replaced (their json-duplicate-key warnings are in `earlier`).
 * `charAt` places a character of a string value in the source (a rule's offending character).
 */
export declare function fromValue(value: unknown, locations: Map<string, NodeLocation>, earlier: readonly Diagnostic[], options: LoadOptions, preIssues?: readonly SchemaIssue[], replaced?: readonly ReplacedValue[], charAt?: CharPosition): LoadedSettings;
export declare function restrictedSource(file: string, options: LoadOptions, diagnostics: readonly Diagnostic[], why: string): LoadedSettings;
