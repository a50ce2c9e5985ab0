// Registry writes that store a command line Windows runs later (LOLBAS's UAC bypasses): a
// `…\shell\<verb>\command` key holds the line a verb runs (HKCU\Software\Classes\ms-settings,
// mscfile, exefile, Folder…, which ComputerDefaults, fodhelper, eventvwr, sdclt then run
// elevated), and HKCU\Environment's windir or systemroot (which the SilentCleanup task expands)
// or UserInitMprLogonScript (run at logon). Keys are read in one spelling (registry-paths.ts).
// Such a write is never allowed; its value, when the line gives it, is read as a line for deny
// rules (as schtasks /tr's is). `reg add|copy|import`, `setx` and the item cmdlets
// (Set-ItemProperty, New-ItemProperty, Set-Item, New-Item, …) are read; other registry writes are not.

import type { NativeRun } from './powershell-native.js';
import { registryKeyPath, UNREADABLE_KEY } from './registry-paths.js';

/** Stands for a word from an expansion (as in windows-runners.ts). */
const EXPANDED = '\u0000';

/** A verb's command key (`…\shell\open\command`), by either separator. */
const COMMAND_KEY = /[\\/]shell[\\/][^\\/]+[\\/]command[\\/]*$/i;
/** A key at or above a verb's command key: a location from which a relative `command` is one. */
const SHELL_KEY = /(?:^|[\\/])shell(?:[\\/][^\\/]+(?:[\\/]command)?)?[\\/]*$/i;
/** HKCU\Environment, in reg's and PowerShell's spellings. */
const ENVIRONMENT_KEY = /^(?:(?:Microsoft\.PowerShell\.Core\\)?Registry::)?(?:HKCU:?|HKEY_CURRENT_USER)[\\/]+Environment[\\/]*$/i;
/** Variables an elevated task expands from the user's environment, and the logon script's. */
const ELEVATED_VARIABLES = /^(?:windir|systemroot|UserInitMprLogonScript)$/i;
/** Value names a command key's line is in (fodhelper's, sdclt's); `(default)` is only the registry's. */
const COMMAND_VALUES = /^(?:DelegateExecute|IsolatedCommand|\(default\))$/i;
/** A path on a registry drive or through the Registry provider. */
const REGISTRY_PATH = /^(?:HK[A-Z_]+:|(?:Microsoft\.PowerShell\.Core\\)?Registry::)/i;

const STORED = 'the line writes a registry key whose value is a command line Windows runs later (a verb\'s shell\\…\\command key)';
const UNREADABLE = 'the line writes a registry key whose `..` climbs above its hive';
const ENVIRONMENT = 'the line sets windir or systemroot in the user\'s environment, which elevated tasks expand, or UserInitMprLogonScript, a logon script';

/** A key that is a verb's command key, or a relative `command` (the location may be a `shell\<verb>` key). */
function isCommandKey(key: string): boolean {
  if (COMMAND_KEY.test(key)) return true;
  return /^(?:\.[\\/])?command[\\/]*$/i.test(key);
}

function stored(value: string | undefined, problem: string): NativeRun {
  return value === undefined || value === '' || value.includes(EXPANDED) ? { problem } : { line: value, problem };
}

/** The word after reg's `/X` (or `-X`), any case. */
function switchValue(words: readonly string[], letter: string): string | undefined {
  const at = words.findIndex((w, k) => k > 2 && w.length === 2 && (w[0] === '/' || w[0] === '-') && w[1]!.toLowerCase() === letter);
  return at < 0 ? undefined : words[at + 1];
}

/** `reg add KEY [/v NAME|/ve] [/d DATA]`, `reg copy SRC DEST`, `reg import FILE`. */
function reg(words: readonly string[]): NativeRun | undefined {
  const verb = words[1]?.toLowerCase();
  if (verb === 'import') return { problem: 'reg import writes the keys a file names, which may store a command line' };
  if (verb !== 'add' && verb !== 'copy') return undefined;
  const given = words[verb === 'add' ? 2 : 3];
  if (given === undefined) return undefined;
  const key = registryKeyPath(given);
  if (key === UNREADABLE_KEY) return { problem: UNREADABLE };
  if (key === EXPANDED) return { problem: `reg ${verb} writes a key named by an expansion` };
  const data = switchValue(words, 'd');
  if (isCommandKey(key)) return stored(data, STORED);
  const name = switchValue(words, 'v');
  if (ENVIRONMENT_KEY.test(key) && name !== undefined && (name === EXPANDED || ELEVATED_VARIABLES.test(name))) return stored(data, ENVIRONMENT);
  return undefined;
}

/** `setx NAME VALUE` sets HKCU\Environment's NAME (HKLM's with /m). */
function setx(words: readonly string[]): NativeRun | undefined {
  const operands = words.slice(1).filter((w) => !w.startsWith('/') && !w.startsWith('-'));
  const name = operands[0];
  return name !== undefined && (name === EXPANDED || ELEVATED_VARIABLES.test(name)) ? stored(operands[1], ENVIRONMENT) : undefined;
}

/** The item cmdlets that write a key or a value (lower-case parameter prefixes read below). */
const ITEM_WRITERS: ReadonlySet<string> = new Set(['Set-ItemProperty', 'New-ItemProperty', 'Set-Item', 'New-Item', 'Copy-Item', 'Move-Item', 'Rename-Item', 'Copy-ItemProperty', 'Move-ItemProperty', 'Rename-ItemProperty']);
const LOCATION_SETTERS: ReadonlySet<string> = new Set(['Set-Location', 'Push-Location']);

/** The value of parameter `-NAME` (by a prefix of at least `shortest` letters; `-Value:X` too), or undefined. */
function parameter(words: readonly string[], name: string, shortest: number): string | undefined {
  for (let k = 1; k < words.length; k++) {
    const m = /^-([a-z]+)(:?)(.*)$/is.exec(words[k]!);
    if (m === null || m[1]!.length < shortest || !name.startsWith(m[1]!.toLowerCase())) continue;
    return m[2] === ':' ? m[3] : words[k + 1];
  }
  return undefined;
}

/** A PowerShell item cmdlet's write to a command key or to HKCU\Environment's windir; a move into a shell key. */
function itemWrite(name: string, words: readonly string[]): NativeRun | undefined {
  // (Values, and words a parameter takes: any may be the key, `-Path P`, `-Destination D`, `-Name command` below `shell\open`.)
  const values = words.slice(1).map((w) => registryKeyPath(w.replace(/^-[a-z]+:/is, '')));
  if (LOCATION_SETTERS.has(name)) {
    // (Into `HKCU:\…\shell[\verb[\command]]`, or a relative `shell\verb\command`: `cd src/shell` stays a directory.)
    const into = values.some((w) => (REGISTRY_PATH.test(w) && SHELL_KEY.test(w)) || COMMAND_KEY.test(w));
    return into ? { problem: 'the line moves into a registry shell key, where a relative write stores a command line' } : undefined;
  }
  if (!ITEM_WRITERS.has(name)) return undefined;
  if (values.includes(UNREADABLE_KEY)) return { problem: UNREADABLE };
  const key = values.find((w) => isCommandKey(w) || COMMAND_VALUES.test(w))
    ?? (values.some((w) => SHELL_KEY.test(w)) && values.some((w) => /^command$/i.test(w)) ? 'command' : undefined);
  // (Set-ItemProperty KEY NAME VALUE and Set-Item KEY VALUE take the value by position too.)
  const positional = words.slice(1).filter((w, k) => !w.startsWith('-') && !/^-[a-z]+$/i.test(words[k] ?? ''));
  const value = parameter(words, 'value', 2) ?? (name === 'Set-ItemProperty' ? positional[2] : name === 'Set-Item' ? positional[1] : undefined);
  if (key !== undefined) return stored(value, STORED);
  if (values.some((w) => ENVIRONMENT_KEY.test(w)) && values.some((w) => w === EXPANDED || ELEVATED_VARIABLES.test(w))) return stored(value, ENVIRONMENT);
  return undefined;
}

/** What a registry write stores (`name` the cmdlet's canonical name, `program` lower case without `.exe`), or undefined: none read. */
export function registryWrite(name: string, program: string, words: readonly string[]): NativeRun | undefined {
  if (program === 'reg') return reg(words);
  if (program === 'setx') return setx(words);
  return itemWrite(name, words);
}

/** The programs read here, as a bash line runs them. */
export const REGISTRY_PROGRAMS: ReadonlySet<string> = new Set(['reg', 'setx']);
