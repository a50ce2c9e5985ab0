// The files that hold the registry's hives, for the commands that copy a key's values out:
// `reg save|export KEY FILE`, `reg copy KEY …`, `regedit /e FILE [KEY]`. A copy of HKLM\SAM is the
// SAM hive's content, so a Read rule on the file (`Read(//c/Windows/System32/config/**)`) meets
// `reg save HKLM\SAM x`. Possible paths (deny and ask rules only): a system may keep its hives
// elsewhere. A live read of a key (`reg query`, Get-ItemProperty, Get-ChildItem, Get-Item, a
// Copy-Item of the key, Set-Location into it) reads its hive's file only for the two hives that
// hold nothing but secrets, HKLM\SAM (password hashes) and HKLM\SECURITY (LSA secrets, cached
// logons): what `Read(//c/Windows/System32/config/**)` protects. SOFTWARE, SYSTEM and the user's
// hives hold the settings every program reads through the registry: a read of one of their keys
// is not read as a read of the hive's file (a whole copy, `reg save`, still is).

import { registryKeyPath, UNREADABLE_KEY } from './registry-paths.js';
import { wildcardMatch } from './wildcard-match.js';
export { HIVE_COPY } from './file-touches.js';

const CONFIG = 'C:\\Windows\\System32\\config\\';
/** HKLM's subkeys that are hives of their own, by lower-case name. */
const MACHINE_HIVES: ReadonlyMap<string, string> = new Map([
  ['sam', 'SAM'], ['security', 'SECURITY'], ['system', 'SYSTEM'], ['software', 'SOFTWARE'], ['components', 'COMPONENTS'],
]);
const ALL_MACHINE = [...MACHINE_HIVES.values()].map((h) => CONFIG + h);
const USER = '~\\NTUSER.DAT';
const USER_CLASSES = '~\\AppData\\Local\\Microsoft\\Windows\\UsrClass.dat';
const EVERY_HIVE = [...ALL_MACHINE, CONFIG + 'DEFAULT', USER, USER_CLASSES];

/** The hive files a copy of key `word` reads (every hive for a word from an expansion). */
export function hiveFiles(word: string, dynamic: boolean): readonly string[] {
  if (dynamic) return EVERY_HIVE;
  const key = registryKeyPath(word).replace(/^(?:Microsoft\.PowerShell\.Core\\)?Registry::/i, '');
  const [hive, first, second] = key.split('\\').map((s) => s.toLowerCase());
  switch (hive?.replace(/:$/, '')) {
    case 'hklm':
      if (first === undefined || first === '') return ALL_MACHINE;
      return MACHINE_HIVES.has(first) ? [CONFIG + MACHINE_HIVES.get(first)!] : [];
    case 'hku':
      if (first === undefined || first === '') return EVERY_HIVE;
      return first === '.default' ? [CONFIG + 'DEFAULT'] : [];
    case 'hkcu':
      if (first === undefined || first === '' || (first === 'software' && (second === undefined || second === ''))) return [USER, USER_CLASSES];
      return first === 'software' && second === 'classes' ? [USER_CLASSES] : [USER];
    case 'hkcr':
      return [CONFIG + 'SOFTWARE', USER_CLASSES];
    case 'hkcc':
      return [CONFIG + 'SYSTEM'];
    default:
      return [];
  }
}

/** The hive files `reg save|export|copy` or `regedit /e` (program lower case, without `.exe`) copies out. */
function hiveCopyReads(program: string, words: readonly string[], dynamic: readonly boolean[]): readonly string[] {
  if (program === 'reg') {
    const action = words[1]?.toLowerCase();
    if (dynamic[1] === true) return words.length > 2 ? EVERY_HIVE : [];
    return action === 'save' || action === 'export' || action === 'copy' ? hiveFiles(words[2] ?? '', dynamic[2] === true) : [];
  }
  if (program !== 'regedit' && program !== 'regedt32') return [];
  // (`regedit /e FILE` exports the whole registry, `/e FILE KEY` the key; `/a` the same in ANSI.)
  const at = words.findIndex((w, i) => i > 0 && /^[/-][ea]$/i.test(w));
  if (at < 0) return [];
  return words.length > at + 2 ? hiveFiles(words[at + 2]!, dynamic[at + 2] === true) : EVERY_HIVE;
}

/** The files ntdsutil's install-from-media copy reads: the directory database and the hives it needs. */
const NTDS_COPY: readonly string[] = ['C:\\Windows\\NTDS\\ntds.dit', CONFIG + 'SYSTEM', CONFIG + 'SECURITY'];
/** The files of the hives holding only secrets (above), by lower-case key name. */
const SECRET_HIVES: ReadonlyMap<string, string> = new Map([['sam', CONFIG + 'SAM'], ['security', CONFIG + 'SECURITY']]);
const ALL_SECRET = [...SECRET_HIVES.values()];
/** Cmdlets (canonical names) that read a key's values or subkeys, copy or move them, or move the location into the key. */
const KEY_READERS: ReadonlySet<string> = new Set([
  'Get-Item', 'Get-ItemProperty', 'Get-ItemPropertyValue', 'Get-ChildItem', 'Copy-Item', 'Copy-ItemProperty', 'Move-Item', 'Move-ItemProperty', 'Set-Location', 'Push-Location',
]);
/** The key readers that read values, which only a provider with properties (the registry's) has: an unknown key may be any. */
const PROPERTY_READERS: ReadonlySet<string> = new Set(['Get-ItemProperty', 'Get-ItemPropertyValue', 'Copy-ItemProperty', 'Move-ItemProperty']);
/** A word that is the pipeline's current object (`% { gci $_ }`, `$PSItem.PSPath`): what the pipeline gives. */
const PIPELINE_OBJECT = /^\$(?:_|PSItem|input)(?![\w:])/i;
/** A registry word with a hive (or provider) prefix, `-Path:` attached or not. */
const KEY_WORD = /^(?:-[a-z]+:)?(?:(?:Microsoft\.PowerShell\.Core\\)?Registry::|\\\\[^\\/]+[\\/])?HK/i;
const WILDCARD = /[*?[]/;
/** The Registry provider's root, above the hives (`Registry::`, `-Path:Registry::\`). */
const PROVIDER_ROOT = /^(?:-[a-z]+:)?(?:Microsoft\.PowerShell\.Core\\)?Registry::[\\/]*$/i;
/** What starts an expansion in a word's text (`$k`, `$(f)`, a backtick escape): the segment may be any name. */
const EXPANSION = /[$`(@]/;
/** An expression's text that names HKLM or the provider. */
const MACHINE_TEXT = /HKLM|HKEY_LOCAL_MACHINE|Registry::/i;

/**
 * The hive files a command reads: a copy's (`reg save|export|copy`, `regedit /e`) or a live read's
 * of a key in SAM or SECURITY (`name` the cmdlet's canonical name, `program` lower case without `.exe`).
 */
export function hiveReads(name: string, program: string, words: readonly string[], dynamic: readonly boolean[]): readonly string[] {
  // (ntdsutil's `ifm` (`i`) `create full DIR` copies a domain controller's ntds.dit with the SYSTEM and SECURITY hives;
  // its commands take any unique prefix and may come from its input: read so whatever its words.)
  if (program === 'ntdsutil') return NTDS_COPY;
  if (program === 'reg' || program === 'regedit' || program === 'regedt32') {
    const copied = hiveCopyReads(program, words, dynamic);
    if (copied.length > 0 || program !== 'reg') return copied;
    const action = words[1]?.toLowerCase();
    if (action !== 'query' && action !== 'compare') return [];
    // (`/s` queries every subkey; `compare` reads two keys.)
    const recursive = words.some((w, k) => k > 2 && /^[/-]s$/i.test(w));
    return liveReads(words.slice(2, action === 'compare' ? 4 : 3), dynamic.slice(2, action === 'compare' ? 4 : 3), recursive);
  }
  if (!KEY_READERS.has(name)) return [];
  // (A location is where relative keys are read next; `-Recurse`, `-Depth`, or a splatted `@p` may recurse.)
  const recursive = name.endsWith('Location') || words.some((w, k) => k > 0 && (dynamic[k] === true || /^-(?:r|de)/i.test(w)));
  // (A word with an expansion is read by its text: `HKLM:\$k` may be any key, `HKLM:\S*` SAM or SECURITY.)
  const keys: string[] = [];
  // (A word that is all expansion, `$k`, `$env:K`, `(f)`, may be any key to the property readers, which read little else,
  // and to the item and child readers when its text names HKLM (`(Join-Path HKLM:\ SAM)`): they list directories, and
  // `gci $d` stays allowed; a known `$d` is read again with its value; `'HKLM:\SAM' | gp`, a key piped in, is not seen.)
  const anyKey = PROPERTY_READERS.has(name);
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    // (A script block is a delay-bind path, any key to any reader: `… | gp -Path { 'HKLM:\\SAM\\SAM' }`, `… | gci { $k }` read the key
    // it returns for each object piped in; session 45.)
    if (dynamic[k] === true && ((EXPANSION.test(w.charAt(0)) && (anyKey || MACHINE_TEXT.test(w))) || w.startsWith('{'))) return ALL_SECRET;
    if (KEY_WORD.test(w)) keys.push(w.replace(/^-[a-z]+:/i, ''));
    // (The provider's root holds every hive: read so as HKLM's root.)
    else if (PROVIDER_ROOT.test(w)) keys.push('HKLM:\\');
  }
  return liveReads(keys, [], recursive);
}

/** The secret hives' files keys `words` (one from an expansion, `dynamic`: any) are in; from HKLM's root only when `recursive`. */
function liveReads(words: readonly string[], dynamic: readonly boolean[], recursive: boolean): readonly string[] {
  const files = new Set<string>();
  for (let k = 0; k < words.length; k++) {
    if (dynamic[k] === true) return ALL_SECRET;
    // (reg's remote form `\\HOST\HKLM\…`: the host may be this machine.)
    const key = registryKeyPath(words[k]!.replace(/^\\\\[^\\/]+[\\/]/, '')).replace(/^(?:Microsoft\.PowerShell\.Core\\)?Registry::/i, '');
    if (key === UNREADABLE_KEY) return ALL_SECRET;
    const [hive, first] = key.split(/[\\/]+/);
    const machine = hive!.replace(/:$/, '').toLowerCase();
    if (machine !== 'hklm' && !(WILDCARD.test(machine) && machine.startsWith('h'))) continue;
    if (first === undefined || first === '') {
      if (recursive) return ALL_SECRET;
      continue;
    }
    const lower = first.toLowerCase();
    if (EXPANSION.test(lower)) return ALL_SECRET;
    if (WILDCARD.test(lower) || WILDCARD.test(machine)) {
      for (const [hiveName, file] of SECRET_HIVES) if (wildcardMatches(lower, hiveName)) files.add(file);
    } else if (SECRET_HIVES.has(lower)) files.add(SECRET_HIVES.get(lower)!);
  }
  return [...files];
}

/** Whether PowerShell's wildcard `pattern` (`*`, `?`; a `[…]` class taken as any one character) may match `name` (both lower case, short). */
function wildcardMatches(pattern: string, name: string): boolean {
  return wildcardMatch(pattern.replace(/\[[^\]]*\]?/g, '?'), name);
}

/** Whether `name` (a canonical cmdlet name) reads registry keys as KEY_READERS do. */
export function isKeyReader(name: string): boolean {
  return KEY_READERS.has(name);
}

/**
 * The secret hives' files key reader `name` may read from a key the pipeline gives it, which its
 * words do not show (`'HKLM:\\SAM' | Get-ChildItem`, by value; `Get-Item HKLM:\\SAM | gp`, by
 * property name: PSPath): read as a word all expansion is (above), any key for the property
 * readers, for the item and child readers when the line's text names HKLM or the provider.
 */
export function pipedHiveReads(name: string, lineText: string): readonly string[] {
  return KEY_READERS.has(name) && (PROPERTY_READERS.has(name) || MACHINE_TEXT.test(lineText)) ? ALL_SECRET : [];
}

/** The same for a word that is the pipeline's current object (`… | % { gci $_ }`, `$PSItem`, `$input`). */
export function pipelineObjectHiveReads(name: string, words: readonly string[], dynamic: readonly boolean[], lineText: string): readonly string[] {
  return words.some((w, k) => k > 0 && dynamic[k] === true && PIPELINE_OBJECT.test(w)) ? pipedHiveReads(name, lineText) : [];
}

/** The secret hives' files at or below key `word` (any key for an unreadable one): none for a key outside them, or a file path. */
export function secretHivesBelow(word: string): readonly string[] {
  return liveReads([word], [], true);
}
