// Applies fallback actions to a copy of a document. The input is never changed.
import type { FallbackEffect } from './fallbacks.js';
import { decodePointer } from './json-parse.js';

export interface Action {
  pointer: string;
  effect: FallbackEffect;
}

const REMOVED = Symbol('removed');

export function applyActions(doc: unknown, actions: readonly Action[]): unknown {
  const copy = clone(doc);
  if (actions.length === 0) return copy;
  // An action on an ancestor decides for everything below it: apply shallow ones first and
  // skip any action whose target an earlier one already removed or replaced.
  const ordered = [...actions].sort((a, b) => depth(a.pointer) - depth(b.pointer));
  const settled: string[] = [];
  const sets: [string, unknown][] = [];
  for (const { pointer, effect } of ordered) {
    if (settled.some((s) => pointer === s || pointer.startsWith(`${s}/`))) continue;
    switch (effect.kind) {
      case 'drop':
        setAt(copy, pointer, REMOVED);
        break;
      case 'replace':
        // Created if absent: an MDM value that did not decode was never placed.
        setAt(copy, pointer, clone(effect.value), true);
        break;
      case 'replace-many':
        if (effect.drop) setAt(copy, pointer, REMOVED);
        for (const [p, v] of Object.entries(effect.values)) sets.push([p, v]);
        break;
      case 'ask-all':
      case 'deny-all-mcp':
        if (effect.drop) setAt(copy, pointer, REMOVED);
        if (effect.kind === 'ask-all' && effect.also) for (const [p, v] of Object.entries(effect.also)) sets.push([p, v]);
        break;
    }
    settled.push(pointer);
  }
  const swept = sweep(copy);
  // Restrictive values set by whole-object fallbacks, creating parents as needed.
  for (const [p, v] of sets) setAt(swept, p, clone(v), true);
  return swept;
}

function depth(pointer: string): number {
  return pointer === '' ? 0 : pointer.split('/').length;
}

function setAt(root: unknown, pointer: string, value: unknown, create = false): void {
  const segments = decodePointer(pointer);
  if (segments.length === 0) return;
  let node = root as Record<string, unknown>;
  for (const s of segments.slice(0, -1)) {
    let next = node[s];
    if (next === null || typeof next !== 'object') {
      if (!create) return;
      next = {};
      define(node, s, next);
    }
    node = next as Record<string, unknown>;
  }
  const last = segments[segments.length - 1]!;
  if (!create && !Object.prototype.hasOwnProperty.call(node, last)) return;
  define(node, last, value);
}

function define(node: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so that a key named "__proto__" stays an ordinary own property.
  Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
}

/** Deep copy of a JSON value; own "__proto__" keys stay own keys. */
function clone(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(clone);
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) define(out, k, clone((v as Record<string, unknown>)[k]));
    return out;
  }
  return v;
}

function sweep(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => x !== REMOVED).map(sweep);
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const x = (v as Record<string, unknown>)[k];
      if (x !== REMOVED) define(out, k, sweep(x));
    }
    return out;
  }
  return v;
}
