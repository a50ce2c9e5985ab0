import type { Reader } from './host-options.js';
/** The hosts a package cmdlet reaches (its name in any casing), or undefined for any other cmdlet. */
export declare function packageCmdletHosts(name: string): Reader | undefined;
/**
 * Update-Help and Save-Help download each module's help from the HelpInfoUri its manifest names
 * (Microsoft's for its own modules; any host for another's): unknown, unless Update-Help reads it
 * from `-SourcePath`/`-LiteralPath` (a folder; a UNC server there is read elsewhere).
 */
export declare function helpCmdletHosts(name: string): Reader | undefined;
export declare const WINDOWS_PACKAGE_READERS: readonly [string, Reader][];
