// What `git push` does that its words do not spell, for deny and ask rules (the canonical reading,
// command-canonical.ts): a `+` refspec, `--mirror` and `--force-with-lease=REF` force (read as
// `-f`, as `--force` is); a refspec `SRC:DST` updates DST, `:DST` deletes it (also read as
// `--delete`/`-d`) and `refs/heads/X` is branch X, so `Shell(git push * main)` also fires on
// `git push origin HEAD:main`, `+main`, `:main` and `refs/heads/main` (an alternative reading,
// with each refspec replaced by the branch it updates).

import type { Canonical } from './command-canonical.js';

const BRANCHES = 'refs/heads/';

/** git push's canonical form with what it forces and deletes, and its refspecs by destination. */
export function gitPushReadings(c: Canonical): Canonical {
  if (c.firstUnknown === 0 || c.positionals[0] !== 'push') return c;
  let forces = c.optionWords.some(mirrors);
  let deletes = false;
  let destinations: string[] | undefined;
  const known = Math.min(c.positionals.length, c.firstUnknown);
  for (let j = 1; j < known; j++) {
    const w = c.positionals[j]!;
    // (A URL or `host:path` may be the repository: its "destination" is a harmless extra reading.)
    if (w.includes('://')) continue;
    let ref = w;
    if (ref.startsWith('+')) {
      forces = true;
      ref = ref.slice(1);
    }
    // (A ref name holds no `:`; the source may: `HEAD~1:main`.)
    const colon = ref.lastIndexOf(':');
    if (colon === 0) deletes = true;
    if (colon >= 0 && colon < ref.length - 1) ref = ref.slice(colon + 1);
    if (ref.startsWith(BRANCHES)) ref = ref.slice(BRANCHES.length);
    if (ref === w) continue;
    destinations ??= c.positionals.slice();
    destinations[j] = ref;
  }
  if (!forces && !deletes && destinations === undefined) return c;
  const options = c.options.slice();
  if (forces) options.push('-f');
  if (deletes) options.push('--delete', '-d');
  const read = { ...c, options };
  return destinations === undefined ? read : { ...read, alternative: { ...read, positionals: destinations } };
}

/** `--mirror` or an abbreviation git takes (`--mi`; `--m` is push's only `--m` option). */
function mirrors(w: string): boolean {
  return w.length >= 3 && w.length <= 8 && '--mirror'.startsWith(w);
}
