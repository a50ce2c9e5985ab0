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
  /** Ids of every matching rule, ascending, no duplicates. Treat as immutable (may be shared). */
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
  /** Compiled on first use (see matcherOf): most rules are never a candidate. */
  raw: GlobMatcher | undefined;
  /** restrict mode only; compiled on first use in a case-folding context. */
  folded: GlobMatcher | undefined;
  /** Match the path or an ancestor (restrict mode, or a dirOnly pattern). */
  readonly prefix: boolean;
  /** allow mode: never matches a UNC path. */
  readonly noUnc: boolean;
}

/** Literal keys to rule indexes, behind a bit set of the keys' signatures (see sig()). */
interface KeyTable {
  readonly map: Map<string, number[]>;
  bits: Int32Array;
  /** A signature's bit is `sig >>> shift`. */
  shift: number;
}

interface TrieNode {
  children: Map<string, TrieNode> | undefined;
  /** Set by seal(): the key and node of the only child; */
  onlyKey: string | undefined;
  only: TrieNode | undefined;
  /** or, with a few children, their keys and nodes (compared with `===`); */
  fewKeys: string[] | undefined;
  few: TrieNode[] | undefined;
  /** or, with more, a bit set of their keys' signatures in front of the Map. */
  childBits: Int32Array | undefined;
  childShift: number;
  /** Rules whose pattern is all literals and ends here. */
  here: number[] | undefined;
  other: number[] | undefined;
  tok: KeyTable | undefined;
  ext: KeyTable | undefined;
  /** Keyed by the first PREFIX_LEN characters of a segment's leading literal (`id_*`, `.env*`). */
  pre: KeyTable | undefined;
  /** Some of here/other/tok/ext/pre is present (set by seal()). */
  rules: boolean;
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
  /** @internal the longest extension key (0: no extension table anywhere) */
  readonly maxExt: number;
  /** @internal per-call de-duplication stamps (scratch, not state) */
  readonly scratch: { stamp: Uint32Array; gen: number };
}

const MAX_TRIE_BRANCHES = 64;
const MAX_KEY_ALTERNATIVES = 32;
/** Prefix keys are exactly this long (a shorter leading literal files the rule in `other`). */
const PREFIX_LEN = 3;
/** Up to this many children are compared one by one (cheaper than hashing a fresh segment). */
const FEW_CHILDREN = 6;
const EMPTY: readonly number[] = Object.freeze([]);

const GLOBSTAR: PathSegment = Object.freeze({ type: 'globstar' });

/** Builds the index. Never throws for parsed patterns; the result is frozen. */
export function buildPathIndex(rules: readonly PathRuleRef[], mode: PathMatchMode): PathIndex {
  const restrict = mode === 'restrict';
  const compiled: CompiledRule[] = [];
  const always: number[] = [];
  const tries: Record<RootKind, TrieNode | undefined> = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };
  const foldedTries: Record<RootKind, TrieNode | undefined> = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };
  let maxExt = 0;
  foldVariant = false;

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
    const index = compiled.length;
    compiled.push({
      id: ref.id,
      root,
      segments,
      raw: undefined,
      folded: undefined,
      prefix: restrict || p.dirOnly || p.segments.length === 0,
      noUnc,
    });
    maxExt = Math.max(maxExt, file((tries[root] ??= newNode()), index, segments, false));
  }
  for (const t of ROOT_KINDS) if (tries[t]) seal(tries[t]);

  // Restrict mode also needs tries keyed by folded literals. When no key changes under folding
  // (the usual lower-case rule set), they would be the same tries: share them.
  let folded: Record<RootKind, TrieNode | undefined> = foldedTries;
  if (restrict && !foldVariant) folded = tries;
  else if (restrict) {
    for (let index = 0; index < compiled.length; index++) {
      const rule = compiled[index]!;
      maxExt = Math.max(maxExt, file((foldedTries[rule.root] ??= newNode()), index, rule.segments, true));
    }
    for (const t of ROOT_KINDS) if (foldedTries[t]) seal(foldedTries[t]);
  }
  return Object.freeze({
    mode,
    size: rules.length,
    rules: Object.freeze(compiled),
    always: Object.freeze(always),
    tries: Object.freeze(tries),
    foldedTries: Object.freeze(folded),
    maxExt,
    scratch: { stamp: new Uint32Array(compiled.length), gen: 0 },
  });
}

function newNode(): TrieNode {
  return {
    children: undefined, onlyKey: undefined, only: undefined, fewKeys: undefined, few: undefined, childBits: undefined, childShift: 0,
    here: undefined, other: undefined, tok: undefined, ext: undefined, pre: undefined, rules: false,
  };
}

/** Builds the lookup shortcuts of every node (after filing, before any match). */
function seal(trie: TrieNode): void {
  const stack: TrieNode[] = [trie];
  while (stack.length > 0) {
    const node = stack.pop()!;
    node.rules = node.here !== undefined || node.other !== undefined || node.tok !== undefined || node.ext !== undefined || node.pre !== undefined;
    if (node.tok) sealTable(node.tok);
    if (node.ext) sealTable(node.ext);
    if (node.pre) sealTable(node.pre);
    const children = node.children;
    if (children === undefined) continue;
    if (children.size === 1) {
      for (const [k, c] of children) {
        node.onlyKey = k;
        node.only = c;
      }
    } else if (children.size <= FEW_CHILDREN) {
      node.fewKeys = [...children.keys()];
      node.few = [...children.values()];
    } else {
      const shift = bitsShift(children.size);
      const bits = new Int32Array(1 << Math.max(0, 32 - shift - 5));
      for (const k of children.keys()) setBit(bits, sig(k, 0, k.length) >>> shift);
      node.childBits = bits;
      node.childShift = shift;
    }
    for (const c of children.values()) stack.push(c);
  }
}

function sealTable(t: KeyTable): void {
  const shift = bitsShift(t.map.size);
  const bits = new Int32Array(1 << Math.max(0, 32 - shift - 5));
  for (const k of t.map.keys()) setBit(bits, sig(k, 0, k.length) >>> shift);
  t.bits = bits;
  t.shift = shift;
}

/** About 32 bits per key (1–3% false positives), at least 64, at most 131,072 bits (16 KB). */
function bitsShift(keys: number): number {
  let b = 6;
  while (b < 17 && 1 << b < keys * 32) b++;
  return 32 - b;
}

function setBit(bits: Int32Array, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

/**
 * A cheap signature of `s.slice(from, to)` (length and three characters, mixed): the same value
 * for equal strings, computed without slicing or hashing the string.
 */
function sig(s: string, from: number, to: number): number {
  const len = to - from;
  if (len <= 0) return 0;
  const h = (len << 24) ^ (s.charCodeAt(from) << 16) ^ (s.charCodeAt(from + (len >> 1)) << 8) ^ s.charCodeAt(to - 1) ^ (len >>> 8);
  return Math.imul(h ^ (h >>> 15), 0x9e3779b1);
}

/** The text of a segment made of literals only, or undefined. */
function literalText(seg: PathSegment): string | undefined {
  if (seg.type !== 'segment') return undefined;
  const parts = seg.parts;
  if (parts.length === 1) {
    const p = parts[0]!;
    return p.type === 'literal' ? p.text : undefined;
  }
  let text = '';
  for (const p of parts) {
    if (p.type !== 'literal') return undefined;
    text += p.text;
  }
  return parts.length === 0 ? undefined : text;
}

/** Literal spellings of a segment (literals and braces only), or undefined. */
function literalSet(seg: PathSegment, limit: number): string[] | undefined {
  if (seg.type !== 'segment') return undefined;
  const text = literalText(seg);
  if (text !== undefined) return [text];
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

/** Set while filing the literal tries when some key is not its own case fold. */
let foldVariant = false;

/** The trie key of a literal: folded for the folded tries; else noted when folding would change it. */
function keyOf(text: string, fold: boolean): string {
  if (fold) return foldCase(text);
  if (!foldVariant) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 65 && c <= 90) {
        foldVariant = true;
        break;
      }
      if (c >= 128) {
        if (foldCase(text) !== text) foldVariant = true;
        break;
      }
    }
  }
  return text;
}

function childOf(node: TrieNode, key: string): TrieNode {
  const children = (node.children ??= new Map());
  let child = children.get(key);
  if (child === undefined) children.set(key, (child = newNode()));
  return child;
}

function tableAdd(table: KeyTable, key: string, index: number): void {
  const list = table.map.get(key);
  if (list === undefined) table.map.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

const NO_BITS = new Int32Array(0);

function newTable(): KeyTable {
  return { map: new Map(), bits: NO_BITS, shift: 0 };
}

/** The leading literal text of a segment (`id_` of `id_*`), or undefined. */
function prefixKey(seg: PathSegment): string | undefined {
  if (seg.type !== 'segment') return undefined;
  let text = '';
  for (const p of seg.parts) {
    if (p.type !== 'literal') break;
    text += p.text;
  }
  return text === '' ? undefined : text;
}

/**
 * Files rule `index` in the trie: along its leading literal segments, then by a token, an
 * extension or in `other`. Returns the longest extension key filed (0 when none).
 */
function file(trie: TrieNode, index: number, segments: readonly PathSegment[], fold: boolean): number {
  // Leading literal segments, branching on brace alternatives.
  let nodes: TrieNode[] = [trie];
  let i = 0;
  for (; i < segments.length; i++) {
    const seg = segments[i]!;
    const text = literalText(seg);
    if (text !== undefined) {
      const key = keyOf(text, fold);
      if (nodes.length === 1) nodes[0] = childOf(nodes[0]!, key);
      else {
        const next: TrieNode[] = [];
        for (const node of nodes) {
          const child = childOf(node, key);
          if (!next.includes(child)) next.push(child);
        }
        nodes = next;
      }
      continue;
    }
    const lits = literalSet(seg, MAX_KEY_ALTERNATIVES);
    if (lits === undefined || nodes.length * lits.length > MAX_TRIE_BRANCHES) break;
    const next: TrieNode[] = [];
    for (const node of nodes) {
      for (const lit of lits) {
        const child = childOf(node, keyOf(lit, fold));
        if (!next.includes(child)) next.push(child);
      }
    }
    nodes = next;
  }
  if (i === segments.length) {
    for (const node of nodes) (node.here ??= []).push(index);
    return 0;
  }
  // Token: the literal segment of the rest with the longest spelling.
  let best: string[] | undefined;
  let bestLen = -1;
  for (let k = i; k < segments.length; k++) {
    const seg = segments[k]!;
    const text = literalText(seg);
    if (text !== undefined) {
      if (text.length > bestLen) [best, bestLen] = [[text], text.length];
      continue;
    }
    const lits = literalSet(seg, MAX_KEY_ALTERNATIVES);
    if (lits === undefined) continue;
    let len = Infinity;
    for (const l of lits) len = Math.min(len, l.length);
    if (len > bestLen) [best, bestLen] = [lits, len];
  }
  if (best) {
    for (const node of nodes) {
      const tok = (node.tok ??= newTable());
      for (const lit of best) tableAdd(tok, keyOf(lit, fold), index);
    }
    return 0;
  }
  let exts: string[] | undefined;
  for (let k = i; k < segments.length && exts === undefined; k++) exts = extKeys(segments[k]!);
  if (exts) {
    let longest = 0;
    for (const node of nodes) {
      const ext = (node.ext ??= newTable());
      for (const e of exts) {
        const key = keyOf(e, fold);
        longest = Math.max(longest, key.length);
        tableAdd(ext, key, index);
      }
    }
    return longest;
  }
  // Prefix: a segment of the rest with a leading literal of at least PREFIX_LEN characters.
  for (let k = i; k < segments.length; k++) {
    const pk = prefixKey(segments[k]!);
    if (pk === undefined) continue;
    // Folded first, then cut: a folded segment starts with the folded literal.
    const full = keyOf(pk, fold);
    if (full.length < PREFIX_LEN) continue;
    const key = full.slice(0, PREFIX_LEN);
    for (const node of nodes) tableAdd((node.pre ??= newTable()), key, index);
    return 0;
  }
  for (const node of nodes) (node.other ??= []).push(index);
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Matching

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
