// Builds the path index (path-index.ts): each rule is rewritten to its root kind and segments,
// then filed in its root's segment trie — along its leading literal segments (branching on brace
// alternatives), then in the node's token, extension or prefix table or its `other` list — and
// every trie is sealed (single-child and few-children shortcuts, the signature bit sets in front
// of the Maps). Restrict mode builds a second set of tries keyed by folded literals, or shares the
// first set when no key changes under folding. The layout is described in path-index.ts.

import type { PathSegment } from '../rules/types.js';
import { extKeys, keyOf, literalSet, literalText, prefixKey, resetFoldVariant, sawFoldVariant } from './path-index-keys.js';
import {
  type CompiledRule, FEW_CHILDREN, GLOBSTAR, type KeyTable, MAX_KEY_ALTERNATIVES, MAX_TRIE_BRANCHES, type PathIndex,
  type PathMatchMode, type PathRuleRef, PREFIX_LEN, ROOT_KINDS, type RootKind, sig, type TrieNode,
} from './path-trie.js';

/** Builds the index. Never throws for parsed patterns; the result is frozen. */
export function buildPathIndex(rules: readonly PathRuleRef[], mode: PathMatchMode): PathIndex {
  const restrict = mode === 'restrict';
  const compiled: CompiledRule[] = [];
  const always: number[] = [];
  const tries: Record<RootKind, TrieNode | undefined> = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };
  const foldedTries: Record<RootKind, TrieNode | undefined> = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };
  let maxExt = 0;
  resetFoldVariant();

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
  if (restrict && !sawFoldVariant()) folded = tries;
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
