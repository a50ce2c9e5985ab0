// Windows tools a table of their own does not model, by name (windows-admin-tools.ts).

import type { FileTouches } from './file-touches.js';
import { bitsadminTouches, certreqTouches, cmdl32Touches, directoryToolTouches, diskshadowTouches, dnscmdTouches } from './windows-admin-tools.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** The Windows tools of windows-admin-tools.ts, by lower-case name: read beside the safety net. */
const WINDOWS_TOOL_READERS: ReadonlyMap<string, Reader> = new Map([
  ['bitsadmin', bitsadminTouches], ['csvde', directoryToolTouches], ['ldifde', directoryToolTouches], ['dnscmd', dnscmdTouches], ['cmdl32', cmdl32Touches],
  ['diskshadow', diskshadowTouches], ['certreq', certreqTouches],
]);

/** Their first letters, either case: a cheap test before any copy of a name. */
const FIRST_LETTERS: ReadonlySet<number> = new Set([...WINDOWS_TOOL_READERS.keys()].flatMap((n) => [n.charCodeAt(0), n.toUpperCase().charCodeAt(0)]));

/** The reader of a Windows tool a table of its own does not model (any case, without `.exe`), or undefined. */
export function windowsToolReader(name: string): Reader | undefined {
  return FIRST_LETTERS.has(name.charCodeAt(0)) ? WINDOWS_TOOL_READERS.get(name.toLowerCase().replace(/\.exe$/, '')) : undefined;
}
