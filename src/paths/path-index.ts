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
//   characters (a single letter names a drive; `//c/**` must not allow `\\c\share`).
//
// Structure, per root kind: a segment trie over each rule's leading literal segments (restrict mode
// keeps a second set of tries keyed by folded literals, for case-insensitive contexts; `{a,b}`
// literal alternatives branch, up to 64 paths). At the node where the
// literals end, a rule is filed by a key segment of the rest: a literal segment (the longest) in
// a token Map probed with each remaining path segment (covers `**/node_modules/**`, `**/.env`,
// `secrets/`), else a `*.ext`-style segment in an extension Map probed with each remaining
// segment's last-dot suffix, else a segment starting with a literal of 3+ characters (`.env.*`,
// `id_rs*`) in a prefix Map probed with each remaining segment's first 3 characters, else in a
// short `other` list. Candidates are verified with the rule's compiled linear matcher (glob.ts).
// The walk visits at most (path depth + 1) nodes and probes the Maps only at the few nodes that
// have any.
//
// Speed (ADR 0004): a path's segment strings are fresh, so a Map probe would first hash each of
// them. Each segment instead gets one cheap signature (length and three characters, mixed),
// cached per position for the next call (the restrict and the allow match of one decision share
// it); every token, extension and prefix Map, and every child Map of more than a few keys, has a
// bit set of its keys' signatures in front of it, and only a segment whose bit is set is looked
// up. The bit set only filters: a set bit still needs the Map hit and the verification. A node
// with one or a few children compares their keys with `===`. Matchers are compiled on first use
// (a rule that is never a candidate is never compiled), and the walk keeps its state in
// module-level scratch (matching never calls out, so it is never re-entered).
//
// Files: path-trie.ts (the types and the segment signature), path-index-build.ts and
// path-index-keys.ts (building), this file (matching, with the per-segment signature cache).

import { compileGlob } from './glob.js';
import { foldSegments, isUnc, type NormalizedPath, type ResolvedPathContext } from './normalize.js';
import {
  type CompiledRule, EMPTY, type PathIndex, type PathMatch, PREFIX_LEN, type RootKind, sig, type TrieNode,
} from './path-trie.js';

export { buildPathIndex } from './path-index-build.js';
export type { PathIndex, PathMatch, PathMatchMode, PathRuleRef } from './path-trie.js';

/** The state of one matchPath call (module-level: matching never calls out, so never re-enters). */
interface Walk {
  index: PathIndex | undefined;
  /** Segments used for trie keys and verification (folded when folding). */
  keys: readonly string[];
  fold: boolean;
  /** allow mode: the path is a UNC path (restrict matching ignores UNC-ness). */
  unc: boolean;
  out: number[] | undefined;
  /** Stamp of the current root walk (a rule is verified at most once per walk). */
  gen: number;
}
const W: Walk = { index: undefined, keys: EMPTY as unknown as string[], fold: false, unc: false, out: undefined, gen: 0 };

// Per-segment signatures, cached by the segment string: slot j holds the last string seen at
// position j, its signature and its last dot. A signature depends only on the string's content,
// so a slot is valid whenever its string equals the segment (the restrict and the allow match of
// one decision share the work; so do paths that share leading directories).
let seen: (string | undefined)[] = new Array<string | undefined>(64).fill(undefined);
let sigs = new Int32Array(64);
/** Offset of the last dot of the segment (-1: none), and the signature of the suffix from it. */
let dots = new Int32Array(64);
let dotSigs = new Int32Array(64);
/** The signature of the first PREFIX_LEN characters (0 when the segment is shorter). */
let preSigs = new Int32Array(64);

function prepare(n: number): void {
  if (n <= sigs.length) return;
  let size = sigs.length;
  while (size < n) size *= 2;
  seen = new Array<string | undefined>(size).fill(undefined);
  sigs = new Int32Array(size);
  dots = new Int32Array(size);
  dotSigs = new Int32Array(size);
  preSigs = new Int32Array(size);
}

/** Fills slot j for segment s (when it holds another string). */
function slot(j: number, s: string): void {
  if (seen[j] === s) return;
  const n = s.length;
  sigs[j] = sig(s, 0, n);
  // (A charCode loop: lastIndexOf costs more than this on short strings.)
  let dot = n - 1;
  while (dot >= 0 && s.charCodeAt(dot) !== 46) dot--;
  dots[j] = dot;
  dotSigs[j] = dot < 0 ? 0 : sig(s, dot, n);
  preSigs[j] = n < PREFIX_LEN ? 0 : sig(s, 0, PREFIX_LEN);
  seen[j] = s;
}

/**
 * Every rule that matches the path, in ascending id order. `ctx` must be the context the path was
 * normalized with. Never throws for a path from normalizePath.
 */
export function matchPath(index: PathIndex, path: NormalizedPath, ctx: ResolvedPathContext): PathMatch {
  const restrict = index.mode === 'restrict';
  // An 8.3 short name can never be allowed, not even by a bare selector.
  if (!restrict && path.shortName) return NO_MATCH;
  const fold = restrict && ctx.foldCase;
  const tries = fold ? index.foldedTries : index.tries;
  const out: number[] | undefined = index.always.length > 0 ? index.always.slice() : undefined;
  if (tries.fs === undefined && tries.home === undefined && tries.cwd === undefined && tries.workspace === undefined) {
    return result(out, false);
  }
  const keys = fold ? foldSegments(path.segments) : path.segments;
  prepare(keys.length);
  W.index = index;
  W.keys = keys;
  W.fold = fold;
  // Only allow matching looks at UNC-ness.
  W.unc = !restrict && isUnc(path);
  W.out = out;
  let unknownRoot = false;
  if (tries.fs) walk(tries.fs, 0);
  if (tries.home) {
    if (ctx.home === undefined) unknownRoot = true;
    else under(tries.home, ctx.home, ctx.foldedHome!);
  }
  if (tries.cwd) {
    if (ctx.cwd === undefined) unknownRoot = true;
    else under(tries.cwd, ctx.cwd, ctx.foldedCwd!);
  }
  if (tries.workspace) {
    if (ctx.workspace.length === 0 || !ctx.workspaceComplete) unknownRoot = true;
    for (let k = 0; k < ctx.workspace.length; k++) under(tries.workspace, ctx.workspace[k]!, ctx.foldedWorkspace[k]!);
  }
  const found = W.out;
  // Do not keep the caller's objects alive.
  W.index = undefined;
  W.keys = EMPTY as unknown as string[];
  W.out = undefined;
  return result(found, restrict && unknownRoot);
}

const NO_MATCH: PathMatch = Object.freeze({ ids: EMPTY, unknownRoot: false });
const NO_MATCH_UNKNOWN: PathMatch = Object.freeze({ ids: EMPTY, unknownRoot: true });
const ascending = (a: number, b: number): number => a - b;

function result(out: number[] | undefined, unknownRoot: boolean): PathMatch {
  if (out === undefined || out.length === 0) return unknownRoot ? NO_MATCH_UNKNOWN : NO_MATCH;
  if (out.length > 1) {
    out.sort(ascending);
    let k = 1;
    for (let i = 1; i < out.length; i++) if (out[i] !== out[k - 1]) out[k++] = out[i]!;
    out.length = k;
  }
  return { ids: out, unknownRoot };
}

/** Walks a root's trie when the path lies at or under that root. */
function under(trie: TrieNode, root: NormalizedPath, foldedRoot: readonly string[]): void {
  const rs = W.fold ? foldedRoot : root.segments;
  const ps = W.keys;
  if (ps.length < rs.length) return;
  if (W.index!.mode === 'allow' && isUnc(root) !== W.unc) return;
  // (Per segment: String.prototype.startsWith on the texts measured slower.)
  for (let i = 0; i < rs.length; i++) if (ps[i] !== rs[i]) return;
  walk(trie, rs.length);
}

function walk(trie: TrieNode, start: number): void {
  const scratch = W.index!.scratch;
  if (scratch.gen >= 0xfffffff0) {
    scratch.stamp.fill(0);
    scratch.gen = 0;
  }
  W.gen = ++scratch.gen;
  const keys = W.keys;
  const n = keys.length;
  let node: TrieNode = trie;
  let d = start;
  for (;;) {
    if (node.rules) visit(node, d, start);
    if (d >= n) return;
    const key = keys[d]!;
    const only = node.onlyKey;
    if (only !== undefined) {
      if (only !== key) return;
      node = node.only!;
    } else if (node.fewKeys !== undefined) {
      const fewKeys = node.fewKeys;
      let k = 0;
      while (k < fewKeys.length && fewKeys[k] !== key) k++;
      if (k === fewKeys.length) return;
      node = node.few![k]!;
    } else {
      const bits = node.childBits;
      if (bits === undefined) return;
      slot(d, key);
      const h = sigs[d]! >>> node.childShift;
      if ((bits[h >>> 5]! & (1 << (h & 31))) === 0) return;
      const next = node.children!.get(key);
      if (next === undefined) return;
      node = next;
    }
    d++;
  }
}

function visit(node: TrieNode, d: number, start: number): void {
  const here = node.here;
  if (here !== undefined) for (let k = 0; k < here.length; k++) consider(here[k]!, start);
  const other = node.other;
  if (other !== undefined) for (let k = 0; k < other.length; k++) consider(other[k]!, start);
  const tok = node.tok;
  const ext = node.ext;
  const pre = node.pre;
  if (tok === undefined && ext === undefined && pre === undefined) return;
  // One pass over the remaining segments probes all three tables.
  const keys = W.keys;
  const n = keys.length;
  const maxExt = W.index!.maxExt;
  for (let j = d; j < n; j++) {
    const s = keys[j]!;
    slot(j, s);
    if (tok !== undefined) {
      const h = sigs[j]! >>> tok.shift;
      if ((tok.bits[h >>> 5]! & (1 << (h & 31))) !== 0) {
        const list = tok.map.get(s);
        if (list !== undefined) for (let k = 0; k < list.length; k++) consider(list[k]!, start);
      }
    }
    if (ext !== undefined) {
      const at = dots[j]!;
      if (at >= 0 && s.length - at <= maxExt) {
        const h = dotSigs[j]! >>> ext.shift;
        if ((ext.bits[h >>> 5]! & (1 << (h & 31))) !== 0) {
          const list = ext.map.get(at === 0 ? s : s.slice(at));
          if (list !== undefined) for (let k = 0; k < list.length; k++) consider(list[k]!, start);
        }
      }
    }
    if (pre !== undefined && s.length >= PREFIX_LEN) {
      const h = preSigs[j]! >>> pre.shift;
      if ((pre.bits[h >>> 5]! & (1 << (h & 31))) !== 0) {
        const list = pre.map.get(s.length === PREFIX_LEN ? s : s.slice(0, PREFIX_LEN));
        if (list !== undefined) for (let k = 0; k < list.length; k++) consider(list[k]!, start);
      }
    }
  }
}

function consider(r: number, start: number): void {
  const index = W.index!;
  const stamp = index.scratch.stamp;
  if (stamp[r] === W.gen) return;
  stamp[r] = W.gen;
  const rule = index.rules[r]!;
  if (verifyRule(rule, W.keys, start, W.fold, W.unc)) (W.out ??= []).push(rule.id);
}

function verifyRule(rule: CompiledRule, segments: readonly string[], start: number, fold: boolean, unc: boolean): boolean {
  if (unc && rule.noUnc) return false;
  const m = fold
    ? (rule.folded ??= compileGlob(rule.segments, { foldCase: true }))
    : (rule.raw ??= compileGlob(rule.segments, { foldCase: false }));
  return m.match(segments, start, rule.prefix);
}

/**
 * The same answer as matchPath, by looping over every rule (no index): the oracle for the
 * differential tests and the baseline in the benchmark.
 */
export function matchPathNaive(index: PathIndex, path: NormalizedPath, ctx: ResolvedPathContext): PathMatch {
  const restrict = index.mode === 'restrict';
  const fold = restrict && ctx.foldCase;
  if (!restrict && path.shortName) return result([], false);
  const out: number[] = index.always.slice();
  const segs = fold ? foldSegments(path.segments) : path.segments;
  const unc = isUnc(path);
  let unknownRoot = false;
  const starts = (root: RootKind): number[] => {
    const roots: { p: NormalizedPath; f: readonly string[] }[] = [];
    if (root === 'fs') return [0];
    if (root === 'home') {
      if (!ctx.home) unknownRoot = true;
      else roots.push({ p: ctx.home, f: ctx.foldedHome! });
    } else if (root === 'cwd') {
      if (!ctx.cwd) unknownRoot = true;
      else roots.push({ p: ctx.cwd, f: ctx.foldedCwd! });
    } else {
      if (ctx.workspace.length === 0 || !ctx.workspaceComplete) unknownRoot = true;
      ctx.workspace.forEach((p, k) => roots.push({ p, f: ctx.foldedWorkspace[k]! }));
    }
    const res: number[] = [];
    for (const { p, f } of roots) {
      const rs = fold ? f : p.segments;
      if (segs.length < rs.length) continue;
      if (!restrict && isUnc(p) !== unc) continue;
      if (rs.every((s, i) => segs[i] === s)) res.push(rs.length);
    }
    return res;
  };
  const cache = new Map<RootKind, number[]>();
  for (const rule of index.rules) {
    let ss = cache.get(rule.root);
    if (!ss) cache.set(rule.root, (ss = starts(rule.root)));
    if (ss.some((s) => verifyRule(rule, segs, s, fold, unc))) out.push(rule.id);
  }
  return result(out, restrict && unknownRoot);
}
