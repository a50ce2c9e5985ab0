// Registry keys a pipeline gives a key reader (session 44): `'HKLM:\SAM\SAM' | Get-ItemProperty`
// binds the string to -Path by value, `Get-Item HKLM:\SAM | Get-ChildItem` the item's PSPath to
// -LiteralPath by property name; either reads the SAM hive as `Get-ItemProperty HKLM:\SAM\SAM`
// does (registry-hive-files.ts). A reader with no path of its own bound reads what the member
// before gives, which the words do not show: any key (a possible read of the secret hives' files,
// which asks where a Read rule covers them), unless that member lists items of paths the line
// names outside those hives (`Get-ChildItem HKLM:\SOFTWARE\…\Uninstall | Get-ItemProperty`,
// `Get-ChildItem src | Get-Item`), filters between passing its items on. As a word all expansion
// is read, an item or child reader (which lists directories too) reads any key only where the
// line names HKLM or the provider (`Get-Content list.txt | Get-ChildItem` stays allowed).

import type { Command, SimpleCommand } from './ast.js';
import { clipboardItems } from './powershell-clipboard-items.js';
import { resolvedCmdletName } from './powershell-aliases.js';
import { hiveFileReads, type NativeRunReader } from './powershell-starts.js';
import { isKeyReader, pipedHiveReads, secretHivesBelow } from './registry-hive-files.js';
import { baseName } from './subject.js';
import { wordValue } from './words.js';

/** Cmdlets whose output is the items of their paths, with their PSPath (and Resolve-Path's Path). */
const ITEM_LISTERS: ReadonlySet<string> = new Set(['Get-ChildItem', 'Get-Item', 'Get-ItemProperty', 'Resolve-Path', 'Get-Acl']);
/** Cmdlets that pass on some of the objects they are given, unchanged. */
const FILTERS: ReadonlySet<string> = new Set(['Where-Object', 'Sort-Object', 'Get-Unique']);
/** The key readers' and listers' switches (lower case): every other `-Name` word takes the word after it. */
const SWITCHES: ReadonlySet<string> = new Set([
  'recurse', 'r', 'force', 'directory', 'file', 'hidden', 'readonly', 'system', 'followsymlink', 'passthru', 'container', 'usetransaction', 'whatif', 'confirm', 'verbose', 'debug',
]);
/** A parameter that binds a path: -Path, -LiteralPath and their aliases, by any prefix of two letters or more. */
const PATH_PARAMETER = /^-(?:pa(?:th?)?|l(?:i(?:t(?:e(?:r(?:a(?:l(?:p(?:a(?:th?)?)?)?)?)?)?)?)?)?|lp|pspath)$/i;

/** Member `k`'s secret-hive reads from the keys the members before give it, with clipboardItems' reading (compound-walk.ts). */
export function readPipedItems(a: NativeRunReader, commands: readonly Command[], k: number, text: string, depth: number): void {
  clipboardItems(a, commands, k, text);
  const member = commands[k]!;
  if (member.type !== 'simple') return;
  const name = cmdletName(member);
  if (name === undefined || !isKeyReader(name) || bindsPath(member)) return;
  let from = k - 1;
  while (from > 0 && commands[from]!.type === 'simple' && FILTERS.has(cmdletName(commands[from] as SimpleCommand) ?? '')) from--;
  if (listsOutsideSecretHives(commands[from]!, from > 0)) return;
  const paths = pipedHiveReads(name, text);
  if (paths.length > 0) hiveFileReads(a, paths, text.slice(commands[from]!.start, member.end), depth);
}

/** A simple command's cmdlet name, canonical (aliases resolved), or undefined for an expansion. */
function cmdletName(c: SimpleCommand): string | undefined {
  if (c.words.length === 0) return undefined;
  const v = wordValue(c.words[0]!);
  return v.dynamic ? undefined : resolvedCmdletName(baseName(v.value, 'powershell'));
}

/**
 * Whether the reader binds a path of its own (a positional word, -Path, -LiteralPath), so the
 * pipeline binds none; its words are read by registry-hive-files.ts hiveReads. A splat may bind
 * one or not: read as not.
 */
function bindsPath(c: SimpleCommand): boolean {
  for (let k = 1; k < c.words.length; k++) {
    const v = wordValue(c.words[k]!);
    if (v.dynamic) {
      if (!v.value.startsWith('@')) return true;
      continue;
    }
    if (!v.value.startsWith('-')) return true;
    const colon = v.value.indexOf(':');
    const parameter = colon < 0 ? v.value : v.value.slice(0, colon);
    if (PATH_PARAMETER.test(parameter)) return true;
    if (colon < 0 && !SWITCHES.has(parameter.slice(1).toLowerCase())) k++;
  }
  return false;
}

/**
 * Whether member `c` gives only items of paths the line names, none in or above a secret hive
 * (all its words known; a registry key's subkeys read as if recursing, since a listing of HKLM:\
 * gives SAM itself). A lister without a path lists the current location, a directory.
 */
function listsOutsideSecretHives(c: Command, fed: boolean): boolean {
  if (c.type !== 'simple') return false;
  const name = cmdletName(c);
  if (name === undefined || !ITEM_LISTERS.has(name)) return false;
  // (A lister fed by a pipeline itself, with no path of its own, lists what it is given.)
  if (fed && !bindsPath(c)) return false;
  for (let k = 1; k < c.words.length; k++) {
    const word = c.words[k]!;
    // (A wildcard is read by its text, as the hives' reader reads it: `*.txt`, `HKLM:\\S*`.)
    if (!word.parts.every((p) => p.type === 'literal' || p.type === 'glob')) return false;
    const value = word.parts.map((p) => p.text).join('').replace(/^-[a-z]+:/i, '');
    const provider = /^[^\\/]*::([\\/]*)/.exec(value);
    const drive = /^([^\\/:]+):/.exec(value)?.[1];
    // (A relative path or one on a lettered drive is a file's: the registry's need a drive of their own or the provider.)
    if (provider === null && (drive === undefined || /^[A-Za-z]$/.test(drive))) continue;
    if (provider !== null && provider.index + provider[0].length === value.length) return false;
    if (!/^(?:(?:Microsoft\.PowerShell\.Core\\)?Registry::|HK[A-Z_]+:)/i.test(value) || secretHivesBelow(value).length > 0) return false;
  }
  return true;
}
