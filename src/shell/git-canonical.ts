// What `git push` does that its words do not spell, for deny and ask rules (the canonical reading,
// command-canonical.ts): a `+` refspec, `--mirror` and `--force-with-lease=REF` force (read as
// `-f`, as `--force` is); a refspec `SRC:DST` updates DST, `:DST` deletes it (also read as
// `--delete`/`-d`) and `refs/heads/X` or `heads/X` is branch X, so `Shell(git push * main)` also
// fires on `git push origin HEAD:main`, `+main`, `:main`, `refs/heads/main` and `heads/main` (an
// alternative reading, with each refspec replaced by the branch it updates).
//
// An allow rule must cover that reading too: a push whose refspecs name other branches than they
// push (`feature/x:main`) also runs, for the analysis, the line that pushes those branches by
// name (`git push origin main`), so `Shell(git push origin feature/*)` does not allow it.

import type { Canonical } from './command-canonical.js';
import type { FileTouches } from './file-touches.js';
import { quoted } from './tmux-arguments.js';

const BRANCHES = 'refs/heads/';
const SHORT_BRANCHES = 'heads/';

/** A refspec word read as the branch it updates, and whether it forces (`+`) or deletes (`:DST`). */
interface Destination { readonly ref: string; readonly forces: boolean; readonly deletes: boolean }

function destinationOf(w: string): Destination {
  let ref = w;
  const forces = ref.startsWith('+');
  if (forces) ref = ref.slice(1);
  // (A ref name holds no `:`; the source may: `HEAD~1:main`.)
  const colon = ref.lastIndexOf(':');
  if (colon >= 0 && colon < ref.length - 1) ref = ref.slice(colon + 1);
  // (git looks a short name up as refs/%s, refs/heads/%s…: `heads/main` is refs/heads/main.)
  if (ref.startsWith(BRANCHES)) ref = ref.slice(BRANCHES.length);
  else if (ref.startsWith(SHORT_BRANCHES)) ref = ref.slice(SHORT_BRANCHES.length);
  return { ref, forces, deletes: colon === 0 };
}

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
    const d = destinationOf(w);
    forces ||= d.forces;
    deletes ||= d.deletes;
    if (d.ref === w) continue;
    destinations ??= c.positionals.slice();
    destinations[j] = d.ref;
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

/** push's options whose value is the next word (the repository is the first other operand). */
const PUSH_VALUE_OPTIONS = new Set(['-o', '--push-option', '--repo', '--receive-pack', '--exec']);

/**
 * `git push` (words from `from` on follow the subcommand) with a refspec that names another
 * branch than it pushes: the line that pushes its destinations by name (`--force` for a `+`,
 * `--delete` for `:DST`), run for the analysis, so that allow rules must cover it too.
 */
export function pushByDestination(t: FileTouches, words: readonly string[], dynamic: readonly boolean[], from: number): void {
  if (dynamic.includes(true)) return;
  const out = words.slice(0, from);
  let repository = false;
  let changed = false;
  let operands = true;
  const extra: string[] = [];
  for (let k = from; k < words.length; k++) {
    const w = words[k]!;
    if (operands && w === '--') operands = false;
    else if (operands && w.length > 1 && w[0] === '-') {
      if (PUSH_VALUE_OPTIONS.has(w) && k + 1 < words.length) out.push(w, words[++k]!);
      else out.push(w);
      continue;
    } else if (!repository) repository = true;
    else {
      const d = destinationOf(w);
      if (d.forces && !extra.includes('--force')) extra.push('--force');
      if (d.deletes && !extra.includes('--delete')) extra.push('--delete');
      changed ||= d.ref !== w;
      out.push(d.ref);
      continue;
    }
    out.push(w);
  }
  if (changed) t.run([...out.slice(0, from), ...extra, ...out.slice(from)].map(quoted).join(' '), false);
}
