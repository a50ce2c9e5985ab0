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
import type { ExactEntry, MarketplacePolicy, StrictList } from './policy.js';
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

/** The host and path the patterns look at, each computed at most once, and only if a list has patterns. */
class Subjects {
  private hostDone = false;
  private pathDone = false;
  private hostValue: string | undefined;
  private pathValue: string | undefined;
  constructor(readonly marketplace: Readonly<Marketplace>) {}
  get host(): string | undefined {
    if (!this.hostDone) {
      this.hostValue = hostOf(this.marketplace);
      this.hostDone = true;
    }
    return this.hostValue;
  }
  /** How a denial names the marketplace (once per decision, however many sources block it). */
  get described(): string {
    this.describedValue ??= describe(this.marketplace);
    return this.describedValue;
  }
  private describedValue: string | undefined;
  get path(): string | undefined {
    if (!this.pathDone) {
      this.pathValue = localPathOf(this.marketplace);
      this.pathDone = true;
    }
    return this.pathValue;
  }
}

function decideUnsafe(policy: MarketplacePolicy, source: unknown): MarketplaceDecision {
  const parsed = readMarketplaceSource(source);
  if (!parsed.ok) return deny([{ code: 'malformed-source', message: `not a marketplace source: ${parsed.error}` }]);
  if (policy.strict.length === 0) return ALLOW_UNRESTRICTED;
  const m = parsed.source;
  const primary = primaryOf(m);
  const subjects = new Subjects(m);
  const allowed: MarketplaceReason[] = [];
  let blocked: MarketplaceReason[] | undefined;
  for (const list of policy.strict) {
    const candidates = list.exact[m.source].get(primary);
    const hit = (candidates && exactHit(candidates, m)) ?? matchPatterns(list, subjects);
    if (hit) allowed.push(hit);
    else (blocked ??= []).push(blockedBy(list, subjects, candidates));
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
  for (const e of candidates) if (sameMembers(e.entry, m)) return e.listed;
  return undefined;
}

/** The first host pattern that matches the host, else the first path pattern that matches the path. */
function matchPatterns(list: StrictList, subjects: Subjects): MarketplaceReason | undefined {
  if (list.hostPatterns.length > 0) {
    const host = subjects.host;
    if (host !== undefined) {
      for (const p of list.hostPatterns) {
        if (p.regex.matches(host)) {
          return { code: 'listed', message: `host ${host} matches ${p.says}`, source: list.from.source, channel: list.from.channel, entry: p.entry, index: p.index, match: 'hostPattern', subject: host };
        }
      }
    }
  }
  if (list.pathPatterns.length > 0) {
    const path = subjects.path;
    if (path !== undefined) {
      for (const p of list.pathPatterns) {
        if (p.regex.matches(path)) {
          return { code: 'listed', message: `path ${path} matches ${p.says}`, source: list.from.source, channel: list.from.channel, entry: p.entry, index: p.index, match: 'pathPattern', subject: path };
        }
      }
    }
  }
  return undefined;
}

function blockedBy(list: StrictList, subjects: Subjects, sameName: readonly ExactEntry[] | undefined): MarketplaceReason {
  const from = { source: list.from.source, channel: list.from.channel };
  if (list.size === 0) {
    const why = list.restricted ? ' (the source is in restricted mode: it could not be read)' : '';
    return { code: 'lockdown', message: `strictKnownMarketplaces of ${list.label} is []: no marketplace is allowed${why}`, ...from };
  }
  return { code: 'not-listed', message: `${subjects.described} is not listed in strictKnownMarketplaces of ${list.label}${nearMiss(list, subjects, sameName)}`, ...from };
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
