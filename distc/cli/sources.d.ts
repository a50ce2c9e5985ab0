import { type Diagnostic } from '../diagnostics.js';
import { type LoadedSettings } from '../load/load.js';
import type { DecisionContext } from '../policy/types.js';
import { type ResolvedSource } from '../compose/resolved.js';
export declare const SOURCE_OPTIONS: {
    readonly mdm: {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly server: {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly file: {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly 'check-trust': {
        readonly type: "boolean";
        readonly default: false;
    };
    readonly 'teams-dir': {
        readonly type: "string";
    };
    readonly team: {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly context: {
        readonly type: "string";
    };
};
export declare const SOURCES_USAGE = "Sources (each repeatable; precedence mdm > server > file):\n  --mdm FILE      an MDM export: a JSON object of dot paths to JSON-encoded strings\n                  ({\"permissions.deny\": \"[\\\"Shell(rm *)\\\"]\"})\n  --server FILE   a server-delivered managed-settings.json\n  --file FILE     a managed-settings.json file on disk\n  --check-trust   check each file, and the team layout (root-owned, not a symlink, not\n                  group/world-writable); an untrusted file is restricted mode, an untrusted\n                  team file counts as unreadable (its keys take their restrictive fallback)\n  --teams-dir DIR a team layout (DIR/team-mappings.json, DIR/teams/*.json) applied beneath the\n                  one --server source\n  --team SLUG     the user's team (repeatable); needs --teams-dir\n  --context JSON  default context: {\"cwd\":\"...\",\"workspace\":[\"...\"],\"home\":\"...\",\"repository\":\"...\",\"platform\":\"linux|darwin|win32\"}";
export interface SourceFlags {
    mdm?: string[];
    server?: string[];
    file?: string[];
    'check-trust'?: boolean;
    'teams-dir'?: string;
    team?: string[];
    context?: string;
}
export interface Sources {
    /** Every source as loaded, the server source with its teams applied (for the permission engine). */
    readonly sources: readonly LoadedSettings[];
    /** The same sources for the subject engines, highest precedence first. */
    readonly resolved: readonly ResolvedSource[];
    /** The team files applied beneath the server source. */
    readonly teams: readonly string[];
    /** Problems in the team layout and ignored team values (warnings and errors). */
    readonly teamDiagnostics: readonly Diagnostic[];
    readonly context: DecisionContext;
    /** For each source, the validate command line that reports its problems (runnable as printed). */
    readonly validateCommands: ReadonlyMap<LoadedSettings, string>;
}
/** Reads every source named by the flags; a usage problem is returned as a message. */
export declare function loadSources(flags: SourceFlags): Sources | {
    usage: string;
};
/** An MDM export file: a JSON object whose values are the strings MDM stores. */
export declare function loadMdmFile(path: string, checkTrust?: boolean): LoadedSettings;
/** One line per source that has problems, and one per team problem, for stderr. */
export declare function sourceProblems({ sources, teamDiagnostics, validateCommands }: Pick<Sources, 'sources' | 'teamDiagnostics' | 'validateCommands'>): string;
