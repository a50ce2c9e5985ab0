// Where an effective value came from: the managed source (file and channel) and, for a key a
// team decided on the server channel, the team file(s).
import type { Channel } from '../load/load.js';
import type { ResolvedSource } from '../compose/resolved.js';
import { decodePointer } from '../load/json-pointer.js';

export interface Provenance {
  readonly source: string;
  readonly channel: Channel;
  /** The team file(s) that decided the key, or how teams lifted it ("unmanaged by teams/x.json"). */
  readonly team?: string;
}

export function provenance(source: ResolvedSource, pointer: string): Provenance {
  const team = source.decidedBy[pointer];
  return team === undefined ? { source: source.name, channel: source.channel } : { source: source.name, channel: source.channel, team };
}

export function describeProvenance(p: Provenance): string {
  return `${p.source} (${p.channel})${p.team ? `, ${p.team}` : ''}`;
}

/** The value at a JSON pointer of plain settings, or undefined. */
export function valueAt(settings: unknown, pointer: string): unknown {
  let v: unknown = settings;
  for (const s of decodePointer(pointer)) {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || !Object.prototype.hasOwnProperty.call(v, s)) return undefined;
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

/** The highest-precedence source (sources come highest first) that sets the key. */
export function highestSetting(sources: readonly ResolvedSource[], pointer: string): { value: unknown; from: Provenance } | undefined {
  for (const s of sources) {
    const value = valueAt(s.settings, pointer);
    if (value !== undefined) return { value, from: provenance(s, pointer) };
  }
  return undefined;
}
