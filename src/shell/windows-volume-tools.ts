// Windows tools that erase a whole volume or disk (session 44): `format X:`, `Format-Volume
// -DriveLetter X`, `Remove-Partition -DriveLetter X` write every file of X:\ (as bash's `mkfs
// /dev/sda1` writes everything, src/paths/host-disk.ts): an edit of the tree X:\, which a deny on
// C:\Windows meets. A volume the words do not name by its letter (a disk number, a volume path, a
// label, a partition object or the pipeline), a disk cleared (`Clear-Disk`) and diskpart (its
// commands come from a script or standard input: `clean`, `format`, `delete partition`) may be any
// volume, C: too: a problem, which asks.

import type { FileTouches } from './file-touches.js';
import { isWindowsSwitch } from './windows-admin-tools.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

const ANY_VOLUME = 'erases a volume or disk the words do not name by its drive letter, which may hold any file';

/** `format VOLUME [/switches]`: VOLUME is `X:`, a mount directory or a volume's name. */
const formatTouches: Reader = (words, dynamic, t) => {
  let named = false;
  for (let k = 1; k < words.length; k++) {
    if (!dynamic[k] && isWindowsSwitch(words[k]!)) continue;
    named = true;
    volumeTree(words[k]!, dynamic[k] === true, t);
  }
  if (!named) t.problem(`format ${ANY_VOLUME}`);
};

/** The tree volume word `word` names: `X:` is X:\, a directory its tree, anything else (`\\?\Volume{…}\`) unknown. */
function volumeTree(word: string, dynamic: boolean, t: FileTouches): void {
  const letter = /^([A-Za-z]):?[\\/]?$/.exec(word);
  if (dynamic || word.startsWith('\\\\')) return t.problem(`format ${ANY_VOLUME}`);
  t.edit(letter !== null ? `${letter[1]!.toUpperCase()}:\\` : word, false, 'tree');
}

/** `-DriveLetter` by any prefix of two letters or more (`-Dr`, `-DriveLetter:C`). */
const DRIVE_LETTER = /^-dr(?:i(?:v(?:e(?:l(?:e(?:t(?:t(?:er?)?)?)?)?)?)?)?)?(?::|$)/i;

/**
 * `Format-Volume` and `Remove-Partition` (`name`): the volumes `-DriveLetter` names (a letter, or
 * letters `C,D`; Format-Volume's first positional word is one too); any other volume a problem.
 */
function letterVolumeTouches(name: string, positional: boolean): Reader {
  return (words, dynamic, t) => {
    let letters = 0;
    for (let k = 1; k < words.length; k++) {
      const w = words[k]!;
      const parameter = !dynamic[k] && w.startsWith('-');
      const byName = parameter && DRIVE_LETTER.test(w);
      if (parameter && !byName) {
        // (A switch, or a parameter whose value is the next word; -Confirm:$false, -Force, -Full.)
        if (!/:|^-(?:f|fu|ful|full|fo|for|forc|force|confirm|whatif|passthru|compress|setintegritystreams|usemaximumsize|short)$/i.test(w) && k + 1 < words.length) k++;
        continue;
      }
      if (!byName && !(positional && letters === 0)) continue;
      const colon = byName ? w.indexOf(':') : -1;
      const value = byName ? (colon >= 0 ? w.slice(colon + 1) : words[++k]) : w;
      const valueDynamic = dynamic[k] === true;
      if (value === undefined) continue;
      letters++;
      for (const letter of value.split(',')) {
        const l = letter.trim().replace(/^['"]|['"]$/g, '');
        if (valueDynamic || !/^[A-Za-z]$/.test(l)) t.problem(`${name} ${ANY_VOLUME}`);
        else t.edit(`${l.toUpperCase()}:\\`, false, 'tree');
      }
    }
    if (letters === 0) t.problem(`${name} ${ANY_VOLUME}`);
  };
}

/** A tool that may erase any volume: a problem. */
const anyVolume = (name: string): Reader => (_words, _dynamic, t) => t.problem(`${name} ${ANY_VOLUME}`);

/** The readers by lower-case name (windows-copy-tools.ts WINDOWS_TOOL_READERS). */
export const VOLUME_TOOL_READERS: readonly (readonly [string, Reader])[] = [
  ['format', formatTouches], ['format.com', formatTouches],
  ['format-volume', letterVolumeTouches('Format-Volume', true)], ['remove-partition', letterVolumeTouches('Remove-Partition', false)],
  ['clear-disk', anyVolume('Clear-Disk')], ['diskpart', anyVolume('diskpart')], ['remove-virtualdisk', anyVolume('Remove-VirtualDisk')],
  ['reset-physicaldisk', anyVolume('Reset-PhysicalDisk')], ['remove-storagepool', anyVolume('Remove-StoragePool')],
];
