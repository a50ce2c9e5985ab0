// MDM delivery (semantics section 1): each key is stored as a string under its dot path
// ("sandbox.enabled" = "true"). Each value is decoded as JSON, without coercion: "TRUE" is
// not a boolean. A value that does not decode takes the same fallback as an invalid value.
import type { Diagnostic } from '../diagnostics.js';
import { encodePointer, parseJson, type NodeLocation, type ReplacedValue } from './json-parse.js';
import { fromValue, type LoadedSettings, type LoadOptions } from './load.js';
import type { SchemaIssue } from './schema-issues.js';
import { charPositionsIn, type CharPosition } from './string-offsets.js';

/**
 * The object keys a dot path may descend through. Anything after these is one key, so that
 * plugin keys and marketplace names may contain dots ("enabledPlugins.my.plugin@market").
 */
const OBJECT_PATHS = new Set([
  'permissions',
  'telemetry',
  'remoteControl',
  'sandbox',
  'sandbox.userPolicy',
  'sandbox.userPolicy.filesystem',
  'sandbox.userPolicy.network',
  'sandbox.userPolicy.network.proxy',
  'sandbox.userPolicy.seatbelt',
  'enabledPlugins',
  'extraKnownMarketplaces',
]);

export function splitDotPath(path: string): string[] {
  const parts = path.split('.');
  const out: string[] = [];
  let i = 0;
  while (i < parts.length) {
    const parent = out.join('.');
    if (out.length > 0 && !OBJECT_PATHS.has(parent)) break;
    if (out.length > 0 && (parent === 'enabledPlugins' || parent === 'extraKnownMarketplaces')) break;
    out.push(parts[i]!);
    i++;
  }
  if (i < parts.length) out.push(parts.slice(i).join('.'));
  return out;
}

export function loadSettingsMdm(map: Readonly<Record<string, unknown>>, options: LoadOptions = {}): LoadedSettings {
  const file = options.file ?? '<mdm>';
  const doc: Record<string, unknown> = {};
  const locations = new Map<string, NodeLocation>();
  const preIssues: SchemaIssue[] = [];
  // A value's own warnings (a duplicate key, a BOM), with pointers into the document; positions stay value-relative.
  const warnings: Diagnostic[] = [];
  const replaced: ReplacedValue[] = [];
  // The value text each location is in, for positions inside its strings.
  const textOf = new Map<string, string>();
  // Shallow paths first, so that "sandbox.enabled" lands inside a "sandbox" given whole.
  const entries = Object.keys(map)
    .map((key) => ({ key, segments: splitDotPath(key) }))
    .sort((a, b) => a.segments.length - b.segments.length || (a.key < b.key ? -1 : 1));

  for (const { key, segments } of entries) {
    const pointer = encodePointer(segments);
    const raw = map[key];
    if (key === '' || segments.some((s) => s === '')) {
      preIssues.push({ pointer, code: 'mdm-path-conflict', message: `MDM key ${JSON.stringify(key)} is not a dot path of settings keys` });
      continue;
    }
    if (typeof raw !== 'string') {
      preIssues.push({ pointer, code: 'mdm-value-not-json', message: `MDM value ${key} must be a string holding JSON, found ${raw === null ? 'null' : typeof raw}` });
      continue;
    }
    const parsed = parseJson(raw);
    if (!parsed.ok) {
      const first = parsed.diagnostics.find((d) => d.severity === 'error');
      preIssues.push({
        pointer,
        code: 'mdm-value-not-json',
        message: `MDM value ${key} is not JSON: ${first?.message ?? 'unreadable'} (in ${JSON.stringify(raw.length > 80 ? `${raw.slice(0, 77)}...` : raw)})`,
        ...(first?.line !== undefined ? { line: first.line, column: first.column } : {}),
      });
      continue;
    }
    const placed = place(doc, segments, parsed.value);
    if (placed !== 'ok') {
      const why = placed === 'not-object' ? 'sets a key inside a value that is not an object' : 'sets a key that another MDM value already set whole';
      preIssues.push({ pointer, code: 'mdm-path-conflict', message: `MDM key ${key} ${why}` });
      if (placed === 'not-object') continue;
    }
    for (const [p, loc] of parsed.locations) {
      locations.set(pointer + p, loc);
      textOf.set(pointer + p, raw);
    }
    for (const d of parsed.diagnostics) warnings.push({ ...d, file, pointer: pointer + (d.pointer ?? ''), message: `MDM value ${key}: ${d.message}` });
    for (const r of parsed.replaced) replaced.push({ pointer: pointer + r.pointer, value: r.value });
  }
  const charAt: CharPosition = (pointer, index) => {
    const text = textOf.get(pointer);
    return text === undefined ? undefined : charPositionsIn(text, locations)(pointer, index);
  };
  return fromValue(doc, locations, warnings, { ...options, file, channel: options.channel ?? 'mdm' }, preIssues, replaced, charAt);
}

function place(doc: Record<string, unknown>, segments: readonly string[], value: unknown): 'ok' | 'not-object' | 'overwrote' {
  let node = doc;
  for (const s of segments.slice(0, -1)) {
    if (!Object.prototype.hasOwnProperty.call(node, s)) define(node, s, {});
    const next = node[s];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) return 'not-object';
    node = next as Record<string, unknown>;
  }
  const last = segments[segments.length - 1]!;
  const existed = Object.prototype.hasOwnProperty.call(node, last);
  define(node, last, value);
  return existed ? 'overwrote' : 'ok';
}

function define(node: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
}
