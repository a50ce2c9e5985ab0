// Relative writes where the context's own directory is one whose files run later (session 45):
// with cwd ~/.config/autostart, `cp x y.desktop` and `echo 'Exec=rm -rf ~' > y.desktop` write an
// autostart entry, with cwd .git/hooks `echo … > foo` a hook, with cwd ~ `tar xf x.tar` a tree
// that may hold startup files. The analysis names such a file only as written (`y.desktop`), and
// movedAutorunWrites leaves the context's directory out: decide.ts resolves them here, by the
// context's cwd, and the stored code they hold is not known (no text is paired with the place).

import type { Incomplete } from './analysis.js';
import { autorunPlace, treeHoldsAutorun } from './autorun-files.js';
import { GUESSED_PATHS, type PathRef } from './file-touches.js';

/** The last cwd tested and whether it may hold such places (one test per context, not per decision). */
let lastCwd: string | undefined;
let lastHolds = false;

/** Whether a directory (the context's cwd) is, or lies in, one where files run later, or above one (the home directory, /etc, a `.git`). */
function cwdMayHoldAutorun(cwd: string): boolean {
  if (cwd !== lastCwd) {
    lastCwd = cwd;
    lastHolds = treeHoldsAutorun(cwd, false) || autorunPlace(`${cwd}/x`) !== undefined || autorunPlace(`${cwd}\\x`) !== undefined;
  }
  return lastHolds;
}

/** A path as written that is relative (not `/x`, `~/x`, `$X/x`, `C:x`). */
const ROOTED = /^(?:[\\/~$]|[A-Za-z]:)/;

/**
 * The relative writes of `paths` that land, from the context's directory `cwd` (or a relative
 * directory the line moved to from it), on a place whose files run later or a tree that may hold
 * one: the file's code is not known. `metadataOnly`: the parts' texts of removers and mode
 * changers (`rm x`, `chmod +x y`), which store nothing.
 */
export function startAutorunWrites(paths: readonly PathRef[], metadataOnly: ReadonlySet<string> | undefined, cwd: string): Incomplete[] | undefined {
  if (!cwdMayHoldAutorun(cwd)) return undefined;
  const separator = cwd.includes('\\') && !cwd.includes('/') ? '\\' : '/';
  const base = cwd.endsWith(separator) ? cwd : `${cwd}${separator}`;
  let out: Incomplete[] | undefined;
  for (const p of paths) {
    if (p.op !== 'edit' || p.dynamic || ROOTED.test(p.path) || metadataOnly?.has(p.text) === true || (p.when !== undefined && GUESSED_PATHS.has(p.when))) continue;
    // (A place as written, `> .bashrc`, is stored-code-writes.ts's, its text read.)
    if (p.below === 'none' ? autorunPlace(p.path) !== undefined : treeHoldsAutorun(p.path, false)) continue;
    for (const d of p.cwd?.dirs ?? ['']) {
      if (d !== '' && ROOTED.test(d)) continue;
      const at = `${base}${d === '' ? '' : `${d}${separator}`}${p.path}`;
      if (p.below !== 'none' ? treeHoldsAutorun(at, false) : autorunPlace(at) !== undefined) {
        (out ??= []).push({ reason: `the line writes ${at} (relative to the working directory), a file or tree that runs later, whose text is not read`, text: p.text });
        break;
      }
    }
  }
  return out;
}
