// The files that hold the registry's hives, for the commands that copy a key's values out:
// `reg save|export KEY FILE`, `reg copy KEY …`, `regedit /e FILE [KEY]`. A copy of HKLM\SAM is the
// SAM hive's content, so a Read rule on the file (`Read(//c/Windows/System32/config/**)`) meets
// `reg save HKLM\SAM x`. Possible paths (deny and ask rules only): a system may keep its hives
// elsewhere. Reading single values (`reg query`, Get-ItemProperty) is not read so.

import { registryKeyPath } from './registry-paths.js';
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
export function hiveCopyReads(program: string, words: readonly string[], dynamic: readonly boolean[]): readonly string[] {
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
