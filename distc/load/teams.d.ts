import { type Diagnostic } from '../diagnostics.js';
import { type NodeLocation } from './json-parse.js';
/** The pointers of the overridable keys an enterprise document wraps in {"overridable": V}. */
export declare function wrappedKeys(settings: unknown): Set<string>;
export interface TeamsReport {
    diagnostics: Diagnostic[];
    /** Team file name → team slugs, as far as the mappings file could be read. */
    mappings: Record<string, string[]>;
    /** Team files read, by file name. */
    teamFiles: string[];
    /** The team documents that could be read, by file name (for composition, compose/teams.ts). */
    teams: Record<string, TeamDocument>;
    /** Mapped team files that could not be read, parsed or trusted, with the reason. */
    unreadable: Record<string, string>;
    /** Set when team-mappings.json could not be read, parsed or trusted: no one knows who is in which team. */
    mappingsProblem?: string;
}
export interface TeamsDirOptions {
    /** Make the file trust check on the directories, the mappings file and every team file. */
    checkTrust?: boolean;
}
export interface TeamDocument {
    /** The path read. */
    file: string;
    value: Record<string, unknown>;
    /** Keys (JSON pointers of the overridable and additive keys) whose team value is invalid. */
    invalid: string[];
    locations: Map<string, NodeLocation>;
}
/** The keys a team file may set: the overridable ones, then the additive ones. */
export declare const TEAM_KEYS: readonly string[];
/**
 * Validates DIR/team-mappings.json and every DIR/teams/*.json. `wrapped` is the set of
 * overridable keys the enterprise marked (see wrappedKeys); a team value for any other key
 * is reported, as is a mapping to a missing file and a team file nobody is mapped to.
 */
export declare function validateTeamsDir(dir: string, wrapped: ReadonlySet<string>, options?: TeamsDirOptions): TeamsReport;
