// shapesIntersect as it was before session 37 (src/shell/word-shapes.ts at b89bdf1), without the
// decision's pairs budget: the oracle of test/shell-directory-readings-s37.test.ts, on short inputs.
import { DASHES } from '../../src/shell/powershell-scan.js';

const ANY_CODE = 2;
const SEP_CODE = 0;
const NODASH_CODE = 7;

/**
 * Whether a rule's joined form (literal characters, the separator, ANY spanning anything) and a
 * command's (also WORD, NOSLASH, and groups repeated zero or more times) can stand for a common
 * string. Reachability over pairs of positions; a very large product is a possible match (it
 * only widens a deny).
 */
export function shapesIntersectBefore(rule: string, cmd: string, foldAll = false): boolean {
  // Where both sides have plain characters, at the start and at the end, only one step is
  // possible: compared here, before any allocation (most rules differ from a command early).
  let i0 = 0;
  let j0 = 0;
  while (i0 < rule.length && j0 < cmd.length) {
    const r = rule.charCodeAt(i0);
    const c = cmd.charCodeAt(j0);
    if (r === ANY_CODE || c <= 7) break;
    if (c !== r && !(foldAll && c === foldedCode(r))) return false;
    i0++;
    j0++;
  }
  let n = rule.length;
  let m = cmd.length;
  while (n > i0 && m > j0) {
    const r = rule.charCodeAt(n - 1);
    const c = cmd.charCodeAt(m - 1);
    if (r === ANY_CODE || c <= 7) break;
    if (c !== r && !(foldAll && c === foldedCode(r))) return false;
    n--;
    m--;
  }
  if (i0 > 0 || j0 > 0 || n < rule.length || m < cmd.length) return reachable(rule.slice(i0, n), cmd.slice(j0, m), foldAll);
  return reachable(rule, cmd, foldAll);
}

/** shapesIntersect's search over pairs of positions. */
function reachable(rule: string, cmd: string, foldAll: boolean): boolean {
  const n = rule.length;
  const m = cmd.length;
  const width = m + 1;
  // (Beyond a quarter of a million pairs, or the decision's budget: a possible match, which only widens a deny.)
  if ((n + 1) * width > 250_000) return true;
  return search(rule, withoutRepeatedWildcards(cmd), foldAll);
}

/**
 * `cmd` with each run of one wildcard (WORD, NOSLASH, ANY) as one: each stands for any text of
 * its class, so two in a row for the same texts. (The budget above counts the word as written:
 * the same answers within it; a word of 10,000 `*` was searched over 250,000 pairs, 0.5 ms.)
 */
function withoutRepeatedWildcards(cmd: string): string {
  let out: string | undefined;
  let from = 0;
  for (let j = 1; j < cmd.length; j++) {
    const c = cmd.charCodeAt(j);
    if ((c === ANY_CODE || c === 3 || c === 4) && cmd.charCodeAt(j - 1) === c) {
      out = (out ?? '') + cmd.slice(from, j);
      from = j + 1;
    }
  }
  return out === undefined ? cmd : out + cmd.slice(from);
}

/** reachable()'s search, within its budget. */
function search(rule: string, cmd: string, foldAll: boolean): boolean {
  const n = rule.length;
  const m = cmd.length;
  const width = m + 1;
  const partner = new Int32Array(m);
  // Characters of a glob's shape (in a group, or all with foldAll) are lower case: the rule's fold.
  const folded = new Uint8Array(m);
  let open = -1;
  for (let j = 0; j < m; j++) {
    const c = cmd.charCodeAt(j);
    if (c === 5) open = j;
    else if (c === 6) {
      partner[open] = j;
      partner[j] = open;
      open = -1;
    } else if (open >= 0 || foldAll) folded[j] = 1;
  }
  const seen = new Uint8Array((n + 1) * width);
  const stack: number[] = [0];
  seen[0] = 1;
  const push = (i: number, j: number) => {
    const k = i * width + j;
    if (seen[k] === 0) {
      seen[k] = 1;
      stack.push(k);
    }
  };
  while (stack.length > 0) {
    const k = stack.pop()!;
    const i = Math.floor(k / width);
    const j = k - i * width;
    if (i === n && j === m) return true;
    const r = i < n ? rule.charCodeAt(i) : -1;
    const c = j < m ? cmd.charCodeAt(j) : -1;
    const wild = c === ANY_CODE || c === 3 || c === 4;
    if (r === ANY_CODE) push(i + 1, j);
    if (wild) push(i, j + 1);
    if (c === 5 || c === 6) {
      // Into the group or past it (start); out of it or round again (end).
      push(i, j + 1);
      push(i, partner[j]! + 1);
    }
    if (r >= 0 && r !== ANY_CODE) {
      if ((c === r || (folded[j] === 1 && c === foldedCode(r))) && !wild) push(i + 1, j + 1);
      else if (c === NODASH_CODE) {
        if (r !== SEP_CODE && !DASHES.has(rule[i]!)) push(i + 1, j + 1);
      }
      else if (c === ANY_CODE || (c === 3 && r !== SEP_CODE) || (c === 4 && r !== SEP_CODE && r !== 47)) push(i + 1, j);
    } else if (r === ANY_CODE && c >= 0 && !wild && c !== 5 && c !== 6) push(i, j + 1);
  }
  return false;
}

/** An ASCII letter's code in lower case (a glob's shape holds no other letters: asciiFolded). */
function foldedCode(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}
