// An immutable index over Read/Edit path rules (semantics 4.2): per decision, the cost depends on
// the path, not on the number of rules.
//
// Roots: `fs` = `//x` (filesystem root), `workspace` = `/x` under EACH workspace root, `home` =
// `~/x`, `cwd` = `./x`. A root on its own (`//`, `/`, `~/`, `./`) matches the root and everything
// below it, in both modes (the parser marks it dirOnly).
//
// Mode `restrict` (deny and ask rules; "deny matches wider"):
// - an unrooted pattern matches at any depth anywhere: `.env` is `//**/.env` (so `/.env` matches
//   too, unlike Claude Code, which anchors it at the settings source);
// - a pattern that names a directory covers everything below it: the rule matches when it matches
//   the path or any ancestor of it (down to its anchor);
// - case is folded when the context says so (win32, darwin, or caseInsensitive);
// - `unknownRoot` reports a rule rooted at home, cwd or a workspace that the context does not
//   know (or a workspace entry that could not be read): the engine must not allow then.
// Mode `allow` ("allow only the exact, fully understood operation"):
// - an unrooted pattern is anchored at each workspace root: a single segment (`.env`, `*.ts`,
//   `build/`) at any depth under it, a pattern with `/` (`src/**`) directly under it;
// - no ancestor coverage (except a pattern ending in `/`, which means the directory and all below);
// - never case-folded; a path with an 8.3 short-name segment never matches;
// - a UNC path (`//server/share/…`) only matches under a workspace/home/cwd root that is itself
//   on a UNC share, and never a `//x/…` rule whose first segment is not a literal of two or more
//   characters (a single letter names a drive; `//c/**` must not allow `\\c\share`; `//**` names
//   no server).
//
// Structure, per root kind: a segment trie over each rule's leading literal segments (restrict mode
// keeps a second set of tries keyed by folded literals, for case-insensitive contexts; `{a,b}`
// literal alternatives branch, up to 64 paths). At the node where the literals end, a rule is
// filed by a key segment of the rest: a literal segment (the longest) in a token table probed
// with each remaining path segment (covers `**/node_modules/**`, `**/.env`, `secrets/`), else a
// `*.ext`-style segment in an extension table probed with each remaining segment's last-dot
// suffix, else a segment starting with a literal of 3+ characters (`.env.*`, `id_rs*`) in a
// prefix table probed with each remaining segment's first 3 characters, else a segment holding a
// literal of 3+ characters (`*secret*`; or braces whose every alternative has 3+, `*{secret,vault}*`,
// under each) in an infix table probed with each 3-character window of each remaining segment
// (only windows whose first character starts some key are hashed; a node with at most
// MAX_INFIX_WORDS keys instead finds each by one indexOf over the remaining segments' text),
// else in a short `other` list.
// A segment is looked up in a token table only when some key has its length, in an extension table
// only when some key ends in its last character (one bit test each: most segments of most paths
// are neither, and are not hashed or looked up).
// The walk visits at most (path depth + 1) nodes and probes the tables only at the few nodes
// that have any.
//
// Confirming a candidate: most rules are decided by the walk itself (path-trie.ts `Confirm`):
// all literals (`~/.ssh`, `//etc/shadow`) or literals then `**` (`//etc/**`, `/src/**`) match
// when the walk reaches their node; `**/k/**`, and `**/k` as a directory, match on a key hit,
// `**/k` exactly on a hit on the last segment. The rest run the rule's compiled linear matcher
// (glob.ts), compiled on first use, on the segment strings (made only then).
//
// Speed (ADR 0004): the path is a PathView (path-view.ts): its text and, per segment, offsets and
// a hash, from one scan of the text. Every table is an open-addressing hash table probed with a
// region of the text and its hash (no substring is made, no fresh string is hashed by a Map); a
// probe confirms a hit by comparing characters. A context root's position in the path is found
// by comparing the text once. The walk keeps its state in module-level scratch (matching never
// calls out, so it is never re-entered).
//
// Files: path-trie.ts (the types, the hash and the tables), path-view.ts (the scanned path),
// path-index-build.ts and path-index-keys.ts (building), this file (matching), path-index-naive.ts
// (the oracle).

import { compileGlob } from './glob.js';
import { isUnc, type NormalizedPath, type ResolvedPathContext } from './normalize.js';
import { belowShortRoot, shortRootPrefix } from './short-roots.js';
import {
  BY_GLOB, type CompiledRule, EMPTY, hasLastChar, type KeyTable, hashRange, lengthBit, lookup, mayHoldInfix, ON_HIT, ON_LAST_HIT, type PathIndex, type PathMatch, PREFIX_LEN,
  type RootPlan, type RootWalk, type TrieNode, WHEN_REACHED,
} from './path-trie.js';
import { depthUnder, PathView, segmentChars, segmentsOf } from './path-view.js';

export { buildPathIndex } from './path-index-build.js';
export { matchPathNaive } from './path-index-naive.js';
export { PathView } from './path-view.js';
export type { PathIndex, PathMatch, PathMatchMode, PathRuleRef } from './path-trie.js';

/** The state of one match call (module-level: matching never calls out, so never re-enters). */
interface Walk {
  index: PathIndex | undefined;
  /** The view walked (the folded one when folding). */
  view: PathView;
  fold: boolean;
  /** allow mode: the path is a UNC path (restrict matching ignores UNC-ness). */
  unc: boolean;
  /** Collect only the lowest matching id (allow checks need no more, and no list is made). */
  lowestOnly: boolean;
  lowest: number;
  out: number[] | undefined;
  /** Stamp of the current root walk (a rule is confirmed at most once per walk). */
  gen: number;
}
const W: Walk = { index: undefined, view: new PathView(), fold: false, unc: false, lowestOnly: false, lowest: -1, out: undefined, gen: 0 };

/** The view matchPath scans its argument into. */
const PUBLIC_VIEW = new PathView();

/**
 * Every rule that matches the path, in ascending id order. `ctx` must be the context the path was
 * normalized with. Never throws for a path from normalizePath.
 */
export function matchPath(index: PathIndex, path: NormalizedPath, ctx: ResolvedPathContext): PathMatch {
  return matchView(index, PUBLIC_VIEW.of(path), ctx);
}

/** matchPath on a scanned view of a normalized path (the engine scans once per decision). */
export function matchView(index: PathIndex, path: PathView, ctx: ResolvedPathContext): PathMatch {
  const restrict = index.mode === 'restrict';
  // An 8.3 short name can never be allowed, not even by a bare selector.
  if (!restrict && path.shortName) return NO_MATCH;
  W.lowestOnly = false;
  W.out = index.always.length > 0 ? copyOf(index.always) : undefined;
  const unknownRoot = walkRoots(index, path, ctx);
  const found = W.out;
  W.out = undefined;
  return result(found, restrict && unknownRoot);
}

/**
 * The lowest id of a rule of an allow index that matches the view, or -1: what an allow check
 * needs, found without making the list.
 */
export function lowestAllowMatch(index: PathIndex, path: PathView, ctx: ResolvedPathContext): number {
  if (path.shortName) return -1;
  const always = index.always;
  let lowest = -1;
  for (let k = 0; k < always.length; k++) if (lowest < 0 || always[k]! < lowest) lowest = always[k]!;
  W.lowest = lowest;
  W.lowestOnly = true;
  walkRoots(index, path, ctx);
  return W.lowest;
}

/** Walks every root trie the path lies under, into W; returns whether a rule's root is unknown. */
function walkRoots(index: PathIndex, path: PathView, ctx: ResolvedPathContext): boolean {
  const scratch = index.scratch;
  let plan = scratch.plan;
  if (plan === undefined || plan.ctx !== ctx) scratch.plan = plan = planRoots(index, ctx);
  const walks = plan.walks;
  const unknownRoot = plan.shortRoots.length > 0 ? plan.unknownRoot || belowShortRoot(plan, path) : plan.unknownRoot;
  if (walks.length === 0) return unknownRoot;
  W.index = index;
  W.view = plan.fold ? path.folded() : path;
  W.fold = plan.fold;
  // Only allow matching looks at UNC-ness.
  W.unc = index.mode === 'allow' && path.unc;
  for (let k = 0; k < walks.length; k++) {
    const r = walks[k]!;
    if (r.unc >= 0 && (r.unc === 1) !== W.unc) continue;
    const d = depthUnder(W.view, r.body, r.segments);
    if (d >= 0) walk(r.trie, d);
  }
  // Do not keep the caller's objects alive.
  W.index = undefined;
  return unknownRoot;
}

/**
 * The root walks of an index in a context, in the order the rules' roots are checked: the
 * filesystem root, home, cwd, each workspace root. A root the context does not know is no walk
 * and makes unknownRoot; in allow mode a root walks only paths whose UNC-ness is its own.
 */
function planRoots(index: PathIndex, ctx: ResolvedPathContext): RootPlan {
  const allow = index.mode === 'allow';
  const fold = !allow && ctx.foldCase;
  const tries = fold ? index.foldedTries : index.tries;
  const bodies = ctx.bodies;
  const walks: RootWalk[] = [];
  const shortRoots: { body: string; segments: number }[] = [];
  let unknownRoot = false;
  const rooted = (trie: TrieNode, root: NormalizedPath, body: string): void => {
    walks.push({ trie, body, segments: root.segments.length, unc: allow ? (isUnc(root) ? 1 : 0) : -1 });
    // (A root's long name is unknown: deny and ask rules below it may name a path given by it.)
    if (!allow && root.shortName) shortRoots.push(shortRootPrefix(root, fold));
  };
  if (tries.fs) walks.push({ trie: tries.fs, body: '', segments: 0, unc: -1 });
  if (tries.home) {
    if (ctx.home === undefined) unknownRoot = true;
    else rooted(tries.home, ctx.home, fold ? bodies.foldedHome : bodies.home);
  }
  if (tries.cwd) {
    if (ctx.cwd === undefined) unknownRoot = true;
    else rooted(tries.cwd, ctx.cwd, fold ? bodies.foldedCwd : bodies.cwd);
  }
  if (tries.workspace) {
    const roots = bodies.roots;
    if (roots.length === 0 || !ctx.workspaceComplete) unknownRoot = true;
    const ws = fold ? bodies.foldedWorkspace : bodies.workspace;
    for (let k = 0; k < roots.length; k++) rooted(tries.workspace, roots[k]!, ws[k]!);
  }
  return { ctx, fold, walks, unknownRoot, shortRoots };
}

/** A matching rule's id, into the current walk's output. */
function emit(id: number): void {
  if (W.lowestOnly) {
    if (W.lowest < 0 || id < W.lowest) W.lowest = id;
  } else if (W.out === undefined) W.out = [id];
  // (A list of one, not `[]` then push: that grows the array to room for 17.)
  else W.out.push(id);
}

/** A fresh copy (`slice()` on a frozen array takes V8's slow path: measured ~300 ns for one element). */
function copyOf(ids: readonly number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < ids.length; k++) out.push(ids[k]!);
  return out;
}

const NO_MATCH: PathMatch = Object.freeze({ ids: EMPTY, unknownRoot: false });
const NO_MATCH_UNKNOWN: PathMatch = Object.freeze({ ids: EMPTY, unknownRoot: true });
const ascending = (a: number, b: number): number => a - b;

export function result(out: number[] | undefined, unknownRoot: boolean): PathMatch {
  if (out === undefined || out.length === 0) return unknownRoot ? NO_MATCH_UNKNOWN : NO_MATCH;
  if (out.length > 1) {
    out.sort(ascending);
    let k = 1;
    for (let i = 1; i < out.length; i++) if (out[i] !== out[k - 1]) out[k++] = out[i]!;
    out.length = k;
  }
  return { ids: out, unknownRoot };
}

/** A fresh stamp for the current root walk (before its first visit: most walks visit no node with rules). */
function newGen(): void {
  const scratch = W.index!.scratch;
  if (scratch.gen >= 0xfffffff0) {
    scratch.stamp.fill(0);
    scratch.gen = 0;
  }
  W.gen = ++scratch.gen;
}

function walk(trie: TrieNode, start: number): void {
  const v = W.view;
  const n = v.n;
  let node: TrieNode = trie;
  let d = start;
  let stamped = false;
  for (;;) {
    if (node.rules) {
      if (!stamped) {
        newGen();
        stamped = true;
      }
      visit(node, d, start);
    }
    if (d >= n) return;
    const table = node.table;
    if (table === undefined) return;
    const next = lookup(table, v.text, v.starts[d]!, v.ends[d]!, v.hashes[d]!);
    if (next === undefined) return;
    node = next;
    d++;
  }
}

function visit(node: TrieNode, d: number, start: number): void {
  const here = node.here;
  if (here !== undefined) for (let k = 0; k < here.length; k++) reached(here[k]!, d, start);
  const other = node.other;
  if (other !== undefined) for (let k = 0; k < other.length; k++) consider(other[k]!, start, -1);
  const tok = node.tok;
  const ext = node.ext;
  const pre = node.pre;
  const inf = node.inf;
  if (tok === undefined && ext === undefined && pre === undefined && inf === undefined) return;
  // (Only when used: Set.prototype.clear allocates a new table even for an empty set, measured ~60 ns.)
  if ((pre !== undefined || inf !== undefined) && WALKED.size > 0) WALKED.clear();
  // One pass over the remaining segments probes the token, extension and prefix tables (infix
  // keys after it: their windows, in this loop, slowed it even when no window was hashed).
  const v = W.view;
  const { text, starts, ends } = v;
  const n = v.n;
  const maxExt = W.index!.maxExt;
  const tokLengths = node.tokLengths;
  const tokLast = node.tokLast;
  const extLast = node.extLast;
  // (A few infix keys are each found by one indexOf after the loop; more, by windows in it.)
  const infWords = inf !== undefined ? node.infWords : undefined;
  const windowed = inf !== undefined && infWords === undefined;
  // (A key's list is considered only on a hit: the call is then never reached while V8 optimizes
  // this loop, and it stays out of it, which keeps the loop small.)
  for (let j = d; j < n; j++) {
    const from = starts[j]!;
    const to = ends[j]!;
    if (tok !== undefined && (tokLengths & lengthBit(to - from)) !== 0 && hasLastChar(tokLast!, text.charCodeAt(to - 1))) {
      const list = lookup(tok, text, from, to, v.hashes[j]!);
      if (list !== undefined) hits(list, start, j);
    }
    // Extension and prefix keys are short: hashed here, from the text.
    if (ext !== undefined) {
      const at = v.dots[j]!;
      if (at >= 0 && to - at <= maxExt && hasLastChar(extLast!, text.charCodeAt(to - 1))) {
        const list = lookup(ext, text, at, to, hashRange(text, at, to));
        if (list !== undefined) hits(list, start, j);
      }
    }
    if (pre !== undefined && to - from >= PREFIX_LEN) {
      const list = lookup(pre, text, from, from + PREFIX_LEN, hashRange(text, from, from + PREFIX_LEN));
      if (list !== undefined) hitsOnce(list, start);
    }
  }
  if (infWords !== undefined && d < n) infixWords(infWords, node.infWordLists!, text, starts[d]!, ends[n - 1]!, start);
  else if (windowed) infixWindows(node, inf!, d, start);
}

/** Each infix key in a window of a remaining segment (a segment that cannot hold one is skipped). */
function infixWindows(node: TrieNode, inf: KeyTable<readonly number[]>, d: number, start: number): void {
  const v = W.view;
  const { text, starts, ends } = v;
  const chars = segmentChars(v);
  const first = node.infFirst!;
  for (let j = d; j < v.n; j++) {
    if (!mayHoldInfix(node.infChars, chars[j]!)) continue;
    const to = ends[j]!;
    for (let i = starts[j]!; i + PREFIX_LEN <= to; i++) {
      const c = text.charCodeAt(i) & 63;
      if ((first[c >>> 5]! & (1 << (c & 31))) === 0) continue;
      const list = lookup(inf, text, i, i + PREFIX_LEN, hashRange(text, i, i + PREFIX_LEN));
      if (list !== undefined) hitsOnce(list, start);
    }
  }
}

/**
 * Each infix key found in text[from, to) (the remaining segments, `/` between them): a list is
 * walked once per visit however often its key occurs, so the first occurrence is all it takes.
 */
function infixWords(words: readonly string[], lists: readonly (readonly number[])[], text: string, from: number, to: number, start: number): void {
  for (let k = 0; k < words.length; k++) {
    const at = text.indexOf(words[k]!, from);
    if (at >= 0 && at + PREFIX_LEN <= to) hitsOnce(lists[k]!, start);
  }
}

/** The prefix and infix lists one visit has walked (scratch; cleared per visit). */
const WALKED = new Set<readonly number[]>();

/**
 * A prefix or infix list, walked once per visit: its rules are all confirmed by their glob on the
 * whole path, so another hit (the same key in another window or segment) adds nothing. Walking
 * it per hit cost (windows × list length): 500 rules sharing a key took 72 ms on an 8,000-
 * character path (found in review).
 */
function hitsOnce(list: readonly number[], start: number): void {
  if (WALKED.has(list)) return;
  WALKED.add(list);
  for (let k = 0; k < list.length; k++) consider(list[k]!, start, -1);
}

function hits(list: readonly number[], start: number, j: number): void {
  for (let k = 0; k < list.length; k++) consider(list[k]!, start, j);
}

/** A rule filed at a node the walk reached (at depth d). */
function reached(r: number, d: number, start: number): void {
  const rule = W.index!.rules[r]!;
  if (W.unc && rule.noUnc) return;
  if (rule.confirm === WHEN_REACHED || d === W.view.n) found(r, rule);
}

/** A candidate from a key table (hit on segment j) or the `other` list (j = -1). */
function consider(r: number, start: number, j: number): void {
  const index = W.index!;
  const stamp = index.scratch.stamp;
  if (stamp[r] === W.gen) return;
  const rule = index.rules[r]!;
  if (W.unc && rule.noUnc) return;
  const c = rule.confirm;
  if (c === ON_HIT || (c === ON_LAST_HIT && j === W.view.n - 1)) {
    found(r, rule);
    return;
  }
  // A last-segment rule hit elsewhere may still be hit on the last segment: no stamp.
  if (c !== BY_GLOB) return;
  stamp[r] = W.gen;
  if (verifyRule(rule, segmentsOf(W.view), start, W.fold, false)) emit(rule.id);
}

function found(r: number, rule: CompiledRule): void {
  const stamp = W.index!.scratch.stamp;
  if (stamp[r] === W.gen) return;
  stamp[r] = W.gen;
  emit(rule.id);
}

export function verifyRule(rule: CompiledRule, segments: readonly string[], start: number, fold: boolean, unc: boolean): boolean {
  if (unc && rule.noUnc) return false;
  const m = fold
    ? (rule.folded ??= compileGlob(rule.segments, { foldCase: true }))
    : (rule.raw ??= compileGlob(rule.segments, { foldCase: false }));
  return m.match(segments, start, rule.prefix);
}
