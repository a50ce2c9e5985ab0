import { type Diagnostic } from '../diagnostics.js';
import { type LoadedSettings } from '../load/load.js';
import { type TeamDocument, type TeamsReport } from '../load/teams.js';
export { combineTeamValues, UNMANAGED } from './team-values.js';
import { type ResolvedSource } from './resolved.js';
export interface AppliedTeam {
    /** The team file name in teams/ ("devs.json"). */
    readonly name: string;
    /** Absent when the file could not be read, parsed or trusted (`unreadable` says why). */
    readonly doc?: TeamDocument;
    readonly unreadable?: string;
}
export interface TeamComposition {
    /** The server source with the team values applied (rules parsed again), for the compiler. */
    readonly loaded: LoadedSettings;
    /** The same, for the subject engines, with the team file that decided each overridden key. */
    readonly resolved: ResolvedSource;
    /** The applicable team files, by name. */
    readonly applied: readonly string[];
    /** Ignored team values and conflicts between teams (warnings). */
    readonly diagnostics: readonly Diagnostic[];
}
/** The team files mapped to any of the user's slugs, sorted by name; unmapped slugs warn. */
export declare function applicableTeams(report: TeamsReport, slugs: readonly string[]): {
    teams: AppliedTeam[];
    diagnostics: Diagnostic[];
};
/**
 * Applies the applicable teams to a server source. A restricted source stays as it is (teams
 * never loosen restricted mode). Overridable keys the enterprise did not wrap keep the
 * enterprise value (validateTeamsDir reports the ignored team values).
 */
export declare function applyTeams(server: LoadedSettings, teams: readonly AppliedTeam[]): TeamComposition;
