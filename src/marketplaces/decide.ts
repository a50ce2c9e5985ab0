// decideMarketplace(policy, source): may plugins be installed from this marketplace?
//
//   malformed source                                   -> deny
//   no source declares strictKnownMarketplaces         -> allow (no restriction)
//   every declaring source has an entry that matches   -> allow
//   otherwise (a [] anywhere is lockdown)              -> deny, naming each source that blocks
//
// An entry matches when it is an exact entry equal on every member, a hostPattern that fully
// matches the marketplace's host, or a pathPattern that fully matches its local path.
// Synchronous, never throws: an internal error is a deny with a reason, never an allow.
import type { Channel } from '../load/load.js';
import type { ExactEntry, MarketplacePolicy, PatternEntry, StrictList } from './policy.js';
import { hostOf, localPathOf, primaryOf, readMarketplaceSource, sameMembers, type Marketplace } from './source.js';

export type MarketplaceReasonCode =
  /** No source declares strictKnownMarketplaces. */
  | 'no-restriction'
  /** An entry of this source allows the marketplace. */
  | 'listed'
  /** This source's strictKnownMarketplaces is []: no marketplace is allowed. */
  | 'lockdown'
  /** This source declares strictKnownMarketplaces and no entry matches. */
  | 'not-listed'
  /** The value asked about is not a marketplace source. */
  | 'malformed-source'
  /** A bug: the decision failed closed. */
  | 'internal-error';

export interface MarketplaceReason {
  readonly code: MarketplaceReasonCode;
  readonly message: string;
  /** The source (name and channel) the reason is about. */
  readonly source?: string;
  readonly channel?: Channel;
  /** The entry that matched, and its position in that source's list. */
  readonly entry?: Readonly<Record<string, unknown>>;
  readonly index?: number;
  /** How it matched, and what the pattern saw (the host or path). */
  readonly match?: 'exact' | 'hostPattern' | 'pathPattern';
  readonly subject?: string;
}

export interface MarketplaceDecision {
  readonly decision: 'allow' | 'deny';
  readonly reasons: readonly MarketplaceReason[];
}

export function decideMarketplace(policy: MarketplacePolicy, source: unknown): MarketplaceDecision {
  try {
    return decideUnsafe(policy, source);
  } catch (error) {
    return deny([{ code: 'internal-error', message: `internal error while deciding (this is a bug in managed-policy; please report it): ${(error as Error)?.message ?? String(error)}` }]);
  }
}

/**
 * What the patterns look at (the host and the path), each computed at most once per decision and
 * only if a list gets as far as its patterns; and which patterns were already run. The same
 * pattern usually sits in every declaring list (one policy pushed through mdm, server and file:
 * the compiled regex is shared), so its result is remembered by its policy-wide slot, two bits
 * per slot in two integers (no allocation; slots past 30 are simply run again).
 */
class Subjects {
  private hostDone = false;
  private pathDone = false;
  private hostValue: string | undefined = undefined;
  private pathValue: string | undefined = undefined;
  private describedValue: string | undefined = undefined;
  /** Bit `slot` set: that pattern was run; `matched` holds its answer. */
  private ran = 0;
  private matched = 0;
  constructor(readonly marketplace: Readonly<Marketplace>) {}
  get host(): string | undefined {
    if (!this.hostDone) {
      this.hostValue = hostOf(this.marketplace);
      this.hostDone = true;
    }
    return this.hostValue;
  }
  get path(): string | undefined {
    if (!this.pathDone) {
      this.pathValue = localPathOf(this.marketplace);
      this.pathDone = true;
    }
    return this.pathValue;
  }
  /** How a denial names the marketplace (once per decision, however many sources block it). */
  get described(): string {
    this.describedValue ??= describe(this.marketplace);
    return this.describedValue;
  }
  /** Whether the pattern fully matches `subject` (the host or the path: a slot is one or the other). */
  matches(p: PatternEntry, subject: string): boolean {
    const slot = p.slot;
    if (slot > 30) return p.regex.matches(subject);
    const bit = 1 << slot;
    if ((this.ran & bit) !== 0) return (this.matched & bit) !== 0;
    const yes = p.regex.matches(subject);
    this.ran |= bit;
    if (yes) this.matched |= bit;
    return yes;
  }
}

function decideUnsafe(policy: MarketplacePolicy, source: unknown): MarketplaceDecision {
  const parsed = readMarketplaceSource(source);
  if (!parsed.ok) return deny([{ code: 'malformed-source', message: `not a marketplace source: ${parsed.error}` }]);
  const lists = policy.strict;
  if (lists.length === 0) return ALLOW_UNRESTRICTED;
  const m = parsed.source;
  const primary = primaryOf(m);
  const subjects = new Subjects(m);
  const type = m.source;
  const allowed: MarketplaceReason[] = [];
  let blocked: MarketplaceReason[] | undefined;
  // Indexed loops: for...of over the frozen arrays of a compiled policy is a slow path in V8.
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i] as StrictList;
    const candidates = list.exact[type].get(primary);
    const exact = candidates === undefined ? undefined : exactHit(candidates, m);
    if (exact !== undefined) {
      if (blocked === undefined) allowed.push(exact);
      continue;
    }
    const pattern = matchPatterns(list, subjects);
    if (pattern === undefined) (blocked ??= []).push(blockedBy(list, subjects, candidates));
    // An allow reason is only built while the answer can still be allow.
    else if (blocked === undefined) allowed.push(patternReason(list, pattern, pattern.kind === 'hostPattern' ? (subjects.host as string) : (subjects.path as string)));
  }
  return blocked ? deny(blocked) : { decision: 'allow', reasons: allowed };
}

const ALLOW_UNRESTRICTED: MarketplaceDecision = Object.freeze({
  decision: 'allow',
  reasons: Object.freeze([Object.freeze({ code: 'no-restriction', message: 'no managed source declares strictKnownMarketplaces' } as const)]),
});

function deny(reasons: MarketplaceReason[]): MarketplaceDecision {
  return { decision: 'deny', reasons };
}

function exactHit(candidates: readonly ExactEntry[], m: Readonly<Marketplace>): MarketplaceReason | undefined {
  for (let i = 0; i < candidates.length; i++) {
    const e = candidates[i] as ExactEntry;
    if (sameMembers(e.entry, m)) return e.listed;
  }
  return undefined;
}

/** The first host pattern that matches the host, else the first path pattern that matches the path. */
function matchPatterns(list: StrictList, subjects: Subjects): PatternEntry | undefined {
  const hostPatterns = list.hostPatterns;
  if (hostPatterns.length > 0) {
    const host = subjects.host;
    if (host !== undefined) {
      for (let i = 0; i < hostPatterns.length; i++) {
        const p = hostPatterns[i] as PatternEntry;
        if (subjects.matches(p, host)) return p;
      }
    }
  }
  const pathPatterns = list.pathPatterns;
  if (pathPatterns.length > 0) {
    const path = subjects.path;
    if (path !== undefined) {
      for (let i = 0; i < pathPatterns.length; i++) {
        const p = pathPatterns[i] as PatternEntry;
        if (subjects.matches(p, path)) return p;
      }
    }
  }
  return undefined;
}

function patternReason(list: StrictList, p: PatternEntry, subject: string): MarketplaceReason {
  const what = p.kind === 'hostPattern' ? 'host' : 'path';
  return { code: 'listed', message: `${what} ${subject} matches ${p.says}`, source: list.from.source, channel: list.from.channel, entry: p.entry, index: p.index, match: p.kind, subject };
}

function blockedBy(list: StrictList, subjects: Subjects, sameName: readonly ExactEntry[] | undefined): MarketplaceReason {
  if (list.size === 0) {
    const why = list.restricted ? ' (the source is in restricted mode: it could not be read)' : '';
    return { code: 'lockdown', message: `strictKnownMarketplaces of ${list.label} is []: no marketplace is allowed${why}`, source: list.from.source, channel: list.from.channel };
  }
  return { code: 'not-listed', message: `${subjects.described} is not listed in strictKnownMarketplaces of ${list.label}${nearMiss(list, subjects, sameName)}`, source: list.from.source, channel: list.from.channel };
}

export function describe(m: Readonly<Marketplace>): string {
  switch (m.source) {
    case 'github':
      return `github ${m.repo}${m.ref ? `@${m.ref}` : ''}${m.path ? ` path ${m.path}` : ''}`;
    case 'git':
    case 'url':
      return `${m.source} ${m.url}`;
    case 'npm':
      return `npm ${m.package}`;
    case 'file':
    case 'directory':
      return `${m.source} ${m.path}`;
  }
}

/** Why an almost-equal entry did not match (the usual surprise of exact matching). */
function nearMiss(list: StrictList, subjects: Subjects, sameName: readonly ExactEntry[] | undefined): string {
  const m = subjects.marketplace;
  const same = sameName?.[0];
  if (same) return `: entry ${same.index} names the same ${PRIMARY_NAME[m.source]} but its other members differ (every member must be equal, or absent on both sides)`;
  if (m.source === 'file' || m.source === 'directory') {
    if (subjects.path === undefined && list.pathPatterns.length > 0) return ': a path with a ".." segment never matches a pathPattern';
  } else if (subjects.host === undefined && list.hostPatterns.length > 0) {
    return `: a ${m.source} source ${m.source === 'git' ? 'with this URL form ' : ''}has no host for hostPattern to match`;
  }
  return '';
}

const PRIMARY_NAME: Readonly<Record<Marketplace['source'], string>> = { github: 'repo', git: 'url', url: 'url', npm: 'package', file: 'path', directory: 'path' };
