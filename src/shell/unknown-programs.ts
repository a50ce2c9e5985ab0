// A program no reader here knows may be a runner no table lists (`foo rm -rf x`; every red team
// found more: env loaders, version managers, profilers, job launchers), and a script the analysis
// does not read may run its arguments (`bash deploy.sh rm -rf x`, `"$@"`). Such a command's
// subject says from which word on its words may be a command (CommandSubject.mayRunFrom): a deny
// or ask rule naming one of them, and matching the words from there, asks
// (decide/possible-runs.ts). Allow rules are not changed: the command's own allow rule covers it.

import { BASH_BUILTINS } from './bash-builtins.js';
import { readByTable } from './file-arguments.js';
import { unmodelled } from './possible-paths.js';
import type { Dialect } from './runs.js';

/**
 * Programs that name commands without running them (manuals, lookups): `man rm` beside
 * `Shell(rm *)` stays what it is.
 */
const NAMES_COMMANDS: ReadonlySet<string> = new Set(['man', 'info', 'whatis', 'apropos', 'tldr', 'cheat', 'help', 'whence', 'where', 'command-not-found',
  'pinfo', 'manpath', 'Get-Help', 'Get-Command', 'Get-Alias']);

/** Whether the analysis knows nothing of what program `name` does with its words. */
export function isUnknownProgram(name: string, dialect: Dialect): boolean {
  // (The table memo first: most commands are known there.)
  return name !== '' && !readByTable(name, dialect) && unmodelled(name, dialect) && !NAMES_COMMANDS.has(name) && !(dialect === 'bash' && BASH_BUILTINS.has(name));
}
