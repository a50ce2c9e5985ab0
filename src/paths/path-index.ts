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
// Structure, per root kind: a segment trie over each rule's leading literal segments (folded keys
// in restrict mode; `{a,b}` literal alternatives branch, up to 64 paths). At the node where the
// literals end, a rule is filed by a key segment of the rest: a literal segment (the longest) in
// a token Map probed with each remaining path segment (covers `**/node_modules/**`, `**/.env`,
// `secrets/`), else a `*.ext`-style segment in an extension Map probed with each remaining
// segment's last-dot suffix, else in a short `other` list. Candidates are verified with the
// rule's compiled linear matcher (glob.ts). The walk visits at most (path depth + 1) nodes and
// probes the Maps only at the few nodes that have any.

import type { PathPart, PathPattern, PathSegment } from '../rules/types.js';
import { compileGlob, type GlobMatcher } from './glob.js';
import { foldCase, foldSegments, isUnc, type NormalizedPath, type ResolvedPathContext } from './normalize.js';

export interface PathRuleRef {
  readonly id: number;
  /** `undefined` = bare selector: every path. */
  readonly pattern: PathPattern | undefined;
}

export type PathMatchMode = 'restrict' | 'allow';

export interface PathMatch {
  /** Ids of every matching rule, ascending, no duplicates. */
  readonly ids: readonly number[];
  /** restrict mode: some rule is rooted at a home/cwd/workspace the context does not know. */
  readonly unknownRoot: boolean;
}

type RootKind = 'fs' | 'workspace' | 'home' | 'cwd';
const ROOT_KINDS: readonly RootKind[] = ['fs', 'workspace', 'home', 'cwd'];

interface CompiledRule {
  readonly id: number;
  readonly root: RootKind;
  /** The segments matched from the root (unrooted patterns already rewritten). */
  readonly segments: readonly PathSegment[];
  readonly raw: GlobMatcher;
  /** restrict mode only. */
  readonly folded: GlobMatcher | undefined;
  /** Match the path or an ancestor (restrict mode, or a dirOnly pattern). */
  readonly prefix: boolean;
  /** allow mode: never matches a UNC path. */
  readonly noUnc: boolean;
}

interface TrieNode {
  readonly children: Map<string, TrieNode>;
  /** Rules whose pattern is all literals and ends here. */
  readonly here: number[];
  readonly other: number[];
  tok: Map<string, number[]> | undefined;
  ext: Map<string, number[]> | undefined;
}

export interface PathIndex {
  readonly mode: PathMatchMode;
  /** Number of rules indexed. */
  readonly size: number;
  /** @internal */
  readonly rules: readonly CompiledRule[];
  /** @internal bare selectors */
  readonly always: readonly number[];
  /** @internal tries keyed by the literal text as written */
  readonly tries: Readonly<Record<RootKind, TrieNode | undefined>>;
  /** @internal restrict mode: the same tries keyed by folded literals (case-insensitive contexts) */
  readonly foldedTries: Readonly<Record<RootKind, TrieNode | undefined>>;
  /** @internal per-call de-duplication stamps (scratch, not state) */
  readonly scratch: { stamp: Uint32Array; gen: number };
}

const MAX_TRIE_BRANCHES = 64;
const MAX_KEY_ALTERNATIVES = 32;
const EMPTY: readonly number[] = Object.freeze([]);

const GLOBSTAR: PathSegment = Object.freeze({ type: 'globstar' });

/** Builds the index. Never throws for parsed patterns; the result is frozen. */
export function buildPathIndex(rules: readonly PathRuleRef[], mode: PathMatchMode): PathIndex {
  const restrict = mode === 'restrict';
  const compiled: CompiledRule[] = [];
  const always: number[] = [];
  const tries: Record<RootKind, TrieNode | undefined> = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };
  const foldedTries: Record<RootKind, TrieNode | undefined> = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };

  for (const ref of rules) {
    const p = ref.pattern;
    if (p === undefined) {
      always.push(ref.id);
      continue;
    }
    let root: RootKind;
    let segments: readonly PathSegment[];
    if (p.root === 'unrooted') {
      if (restrict) {
        root = 'fs';
        segments = p.segments[0]?.type === 'globstar' ? p.segments : [GLOBSTAR, ...p.segments];
      } else {
        root = 'workspace';
        segments = p.segments.length === 1 && p.segments[0]!.type === 'segment' ? [GLOBSTAR, ...p.segments] : p.segments;
      }
    } else {
      root = p.root;
      segments = p.segments;
    }
    const first = segments[0];
    const noUnc = !restrict && root === 'fs' && first !== undefined &&
      !(first.type === 'globstar' || (first.parts.length === 1 && first.parts[0]!.type === 'literal' && first.parts[0]!.text.length >= 2));
    const rule: CompiledRule = Object.freeze({
      id: ref.id,
      root,
      segments,
      raw: compileGlob(segments, { foldCase: false }),
      folded: restrict ? compileGlob(segments, { foldCase: true }) : undefined,
      prefix: restrict || p.dirOnly || p.segments.length === 0,
      noUnc,
    });
    const index = compiled.length;
    compiled.push(rule);
    file((tries[root] ??= newNode()), index, segments, false);
    if (restrict) file((foldedTries[root] ??= newNode()), index, segments, true);
  }

  const index: PathIndex = {
    mode,
    size: rules.length,
    rules: Object.freeze(compiled),
    always: Object.freeze(always),
    tries: Object.freeze(tries),
    foldedTries: Object.freeze(foldedTries),
    scratch: { stamp: new Uint32Array(compiled.length), gen: 0 },
  };
  for (const t of ROOT_KINDS) {
    if (tries[t]) freezeNode(tries[t]);
    if (foldedTries[t]) freezeNode(foldedTries[t]);
  }
  return Object.freeze(index);
}

function newNode(): TrieNode {
  return { children: new Map(), here: [], other: [], tok: undefined, ext: undefined };
}

function freezeNode(node: TrieNode): void {
  for (const child of node.children.values()) freezeNode(child);
  Object.freeze(node.here);
  Object.freeze(node.other);
  Object.freeze(node);
}

/** Literal spellings of a segment (literals and braces only), or undefined. */
function literalSet(seg: PathSegment, limit: number): string[] | undefined {
  if (seg.type !== 'segment') return undefined;
  return expand(seg.parts, limit);
}

function expand(parts: readonly PathPart[], limit: number): string[] | undefined {
  let out = [''];
  for (const part of parts) {
    let options: string[];
    if (part.type === 'literal') options = [part.text];
    else if (part.type === 'braces') {
      options = [];
      for (const alt of part.alternatives) {
        const e = expand(alt, limit);
        if (e === undefined) return undefined;
        options.push(...e);
        if (options.length > limit) return undefined;
      }
    } else return undefined;
    if (out.length * options.length > limit) return undefined;
    out = out.flatMap((prefix) => options.map((o) => prefix + o));
  }
  return out;
}

/** Extension keys (`.pem`) of a segment that must end in a literal containing a dot. */
function extKeys(seg: PathSegment): string[] | undefined {
  if (seg.type !== 'segment') return undefined;
  const last = seg.parts[seg.parts.length - 1];
  if (last === undefined) return undefined;
  let endings: string[] | undefined;
  if (last.type === 'literal') endings = [last.text];
  else if (last.type === 'braces') endings = expand(last.alternatives.length > 0 ? [last] : [], MAX_KEY_ALTERNATIVES);
  if (endings === undefined) return undefined;
  const keys: string[] = [];
  for (const e of endings) {
    const dot = e.lastIndexOf('.');
    if (dot < 0) return undefined;
    keys.push(e.slice(dot));
  }
  return keys;
}

function file(trie: TrieNode, index: number, segments: readonly PathSegment[], fold: boolean): void {
  const key = fold ? foldCase : (s: string) => s;
  // Leading literal segments, branching on brace alternatives.
  let nodes: TrieNode[] = [trie];
  let i = 0;
  for (; i < segments.length; i++) {
    const lits = literalSet(segments[i]!, MAX_KEY_ALTERNATIVES);
    if (lits === undefined || nodes.length * lits.length > MAX_TRIE_BRANCHES) break;
    const nextNodes: TrieNode[] = [];
    for (const node of nodes) {
      for (const lit of new Set(lits.map(key))) {
        let child = node.children.get(lit);
        if (!child) node.children.set(lit, (child = newNode()));
        if (!nextNodes.includes(child)) nextNodes.push(child);
      }
    }
    nodes = nextNodes;
  }
  const rest = segments.slice(i);
  const add = (map: Map<string, number[]>, k: string): void => {
    const list = map.get(k);
    if (list) {
      if (list[list.length - 1] !== index) list.push(index);
    } else map.set(k, [index]);
  };
  for (const node of nodes) {
    if (rest.length === 0) {
      node.here.push(index);
      continue;
    }
    // Token: the literal segment of the rest with the longest spelling.
    let best: string[] | undefined;
    let bestLen = -1;
    for (const seg of rest) {
      const lits = literalSet(seg, MAX_KEY_ALTERNATIVES);
      if (lits === undefined) continue;
      const len = Math.min(...lits.map((l) => l.length));
      if (len > bestLen) [best, bestLen] = [lits, len];
    }
    if (best) {
      node.tok ??= new Map();
      for (const lit of new Set(best.map(key))) add(node.tok, lit);
      continue;
    }
    let exts: string[] | undefined;
    for (const seg of rest) {
      exts = extKeys(seg);
      if (exts) break;
    }
    if (exts) {
      node.ext ??= new Map();
      for (const e of new Set(exts.map(key))) add(node.ext, e);
      continue;
    }
    node.other.push(index);
  }
}

// ---------------------------------------------------------------------------------------------
// Matching

interface Walk {
  readonly index: PathIndex;
  /** Segments used for trie keys and verification. */
  readonly keys: readonly string[];
  readonly verify: readonly string[];
  readonly fold: boolean;
  readonly unc: boolean;
  out: number[] | undefined;
  /** Stamp of the current root walk (a rule is verified at most once per walk). */
  gen: number;
}

/**
 * Every rule that matches the path, in ascending id order. `ctx` must be the context the path was
 * normalized with. Never throws for a path from normalizePath.
 */
export function matchPath(index: PathIndex, path: NormalizedPath, ctx: ResolvedPathContext): PathMatch {
  const restrict = index.mode === 'restrict';
  const fold = restrict && ctx.foldCase;
  const raw = path.segments;
  // An 8.3 short name can never be allowed, not even by a bare selector.
  if (!restrict && path.shortName) return NO_MATCH;
  const segs = fold ? foldSegments(raw) : raw;
  const out: number[] | undefined = index.always.length > 0 ? index.always.slice() : undefined;
  let unknownRoot = false;

  const w: Walk = { index, keys: segs, verify: segs, fold, unc: isUnc(path), out, gen: 0 };

  const tries = fold ? index.foldedTries : index.tries;
  if (tries.fs) walk(w, tries.fs, 0);
  if (tries.home) {
    if (ctx.home === undefined) unknownRoot = true;
    else under(w, tries.home, ctx.home, ctx.foldedHome!);
  }
  if (tries.cwd) {
    if (ctx.cwd === undefined) unknownRoot = true;
    else under(w, tries.cwd, ctx.cwd, ctx.foldedCwd!);
  }
  if (tries.workspace) {
    if (ctx.workspace.length === 0 || !ctx.workspaceComplete) unknownRoot = true;
    for (let k = 0; k < ctx.workspace.length; k++) under(w, tries.workspace, ctx.workspace[k]!, ctx.foldedWorkspace[k]!);
  }
  return result(w.out, restrict && unknownRoot);
}

const NO_MATCH: PathMatch = Object.freeze({ ids: EMPTY, unknownRoot: false });
const NO_MATCH_UNKNOWN: PathMatch = Object.freeze({ ids: EMPTY, unknownRoot: true });

function result(out: number[] | undefined, unknownRoot: boolean): PathMatch {
  if (out === undefined || out.length === 0) return unknownRoot ? NO_MATCH_UNKNOWN : NO_MATCH;
  if (out.length > 1) {
    out.sort((a, b) => a - b);
    let k = 1;
    for (let i = 1; i < out.length; i++) if (out[i] !== out[k - 1]) out[k++] = out[i]!;
    out.length = k;
  }
  return { ids: out.length === 0 ? EMPTY : out, unknownRoot };
}

/** Walks a root's trie when the path lies at or under that root. */
function under(w: Walk, trie: TrieNode, root: NormalizedPath, foldedRoot: readonly string[]): void {
  const rs = w.fold ? foldedRoot : root.segments;
  const ps = w.verify;
  if (ps.length < rs.length) return;
  if (w.index.mode === 'allow' && isUnc(root) !== w.unc) return;
  for (let i = 0; i < rs.length; i++) if (ps[i] !== rs[i]) return;
  walk(w, trie, rs.length);
}

function walk(w: Walk, trie: TrieNode, start: number): void {
  const scratch = w.index.scratch;
  if (scratch.gen >= 0xfffffff0) {
    scratch.stamp.fill(0);
    scratch.gen = 0;
  }
  w.gen = ++scratch.gen;
  const keys = w.keys;
  let node: TrieNode | undefined = trie;
  let d = start;
  for (;;) {
    visit(w, node, d, start);
    if (d >= keys.length) return;
    node = node.children.get(keys[d]!);
    if (node === undefined) return;
    d++;
  }
}

function visit(w: Walk, node: TrieNode, d: number, start: number): void {
  const here = node.here;
  for (let k = 0; k < here.length; k++) consider(w, here[k]!, start);
  const other = node.other;
  for (let k = 0; k < other.length; k++) consider(w, other[k]!, start);
  const keys = w.keys;
  const tok = node.tok;
  if (tok !== undefined) {
    for (let j = d; j < keys.length; j++) {
      const list = tok.get(keys[j]!);
      if (list !== undefined) for (let k = 0; k < list.length; k++) consider(w, list[k]!, start);
    }
  }
  const ext = node.ext;
  if (ext !== undefined) {
    for (let j = d; j < keys.length; j++) {
      const s = keys[j]!;
      const dot = s.lastIndexOf('.');
      if (dot < 0) continue;
      const list = ext.get(dot === 0 ? s : s.slice(dot));
      if (list !== undefined) for (let k = 0; k < list.length; k++) consider(w, list[k]!, start);
    }
  }
}

function consider(w: Walk, r: number, start: number): void {
  const scratch = w.index.scratch;
  if (scratch.stamp[r] === w.gen) return;
  scratch.stamp[r] = w.gen;
  const rule = w.index.rules[r]!;
  if (verifyRule(rule, w.verify, start, w.fold, w.unc)) (w.out ??= []).push(rule.id);
}

function verifyRule(rule: CompiledRule, segments: readonly string[], start: number, fold: boolean, unc: boolean): boolean {
  if (unc && rule.noUnc) return false;
  const m = fold ? rule.folded! : rule.raw;
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
