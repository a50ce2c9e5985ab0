// What one decision has found so far (the reasons, sorted into deny, ask, incomplete, not
// allowed and allowed), and how it concludes (semantics section 4):
//
//   deny if any part matches a deny rule; ask (fresh) if any part matches an ask rule, or its
//   kind asks in some source (unreadable rule), or a source is in restricted mode; ask if the
//   analysis was incomplete (fresh where deny or ask rules exist); allow if every allow-scope part is allowed by every source that
//   declares an allow list; otherwise ask (the managed default).
//
// Reason lists are created on first use: most decisions fill one or two of the five.

import type { CompiledPolicy } from '../compile/compile.js';
import type { ResolvedPathContext } from '../paths/normalize.js';
import type { Decision, DecisionContext, Part, Reason } from '../policy/types.js';
import type { CommandSubject } from '../shell/subject.js';
import type { RepositoryTops } from './argument-paths.js';

/** A part no allow rule covers, its reason unwritten (Outcome.addNotAllowed); `plain` when the part's text quotes as itself. */
interface NotAllowed {
  readonly code: 'not-allowable' | 'no-allow-in-source';
  readonly part: Part;
  readonly before: string;
  readonly after: string;
  readonly plain: boolean;
}

/** A part an allow rule covered: `plain` when the part's text quotes as itself. */
interface AllowedPart {
  readonly id: number;
  readonly part: Part;
  readonly plain: boolean;
}

/** What the symlink resolver gave for one path: its answer (any value), or the failure it threw. */
export type LinkAnswer = { readonly answer: unknown } | { readonly threw: string };

export class Outcome {
  // (Fields are `declare`d and set in the constructor: ES2022 class fields are defined by a
  // separate initializer function, which V8 called on every decision instead of inlining.)
  declare deny: Reason[] | undefined;
  declare ask: Reason[] | undefined;
  declare incomplete: Reason[] | undefined;
  /** Why parts are not allowed, their messages unwritten: used only when nothing denies or asks (conclude). */
  declare notAllowed: NotAllowed[] | undefined;
  /** The allow rules that covered parts, in order (their reasons are written by conclude). */
  declare allowed: AllowedPart[] | undefined;
  /** Parts an allow rule had to cover. */
  declare allowParts: number;
  /** A part text the current check knows to quote as itself (printable ASCII, no `"` or `\\`). */
  declare plainText: string | undefined;
  /**
   * Set while a path the command writes only if its destination is a directory is checked
   * (`cp f dir` writes `dir/f`): its deny and ask rules then ask, naming it.
   */
  declare possiblePath: string | undefined;
  /** When the command touches possiblePath (`writes if its destination is a directory`). */
  declare possibleWhen: string;
  /** What possiblePath is: a path, or a URL whose host a word may name (checkPossibleHost). */
  declare possibleNoun: 'path' | 'host';
  /** Automata the recursive-argument checks of this decision ran (src/paths/path-below.ts). */
  declare belowChecks: number;
  /** Automaton cells the glob-argument checks of this decision ran (src/paths/glob-overlap.ts). */
  declare overlapWork: number;
  /** The symlink resolver's answers in this decision, by path (src/decide/link-hook.ts). */
  declare linkAnswers: Map<string, LinkAnswer> | undefined;
  /** The directories above the last repository path's base (argument-paths.ts checkRepositoryPath). */
  declare repositoryTops: RepositoryTops | undefined;
  /** Keys of reasons already given, when several parts may repeat one (the first alone, until a second arrives). */
  declare private firstKey: string | undefined;
  declare private seen: Set<string> | undefined;
  /**
   * Deny and ask rule reasons given (restrictRule), by part text, then rule (id, or -1 - id for
   * an ask rule): apart from `seen`, so a 10,000-character text is hashed once, not joined into a
   * new key per rule. The first alone, until a second arrives.
   */
  declare private firstRuleText: string | undefined;
  declare private firstRuleKey: number;
  declare private ruleSeen: Map<string, Set<number>> | undefined;
  /** The last text quote() quoted, and its quoting. */
  declare private quotedText: string | undefined;
  declare private quoted: string;
  declare readonly policy: CompiledPolicy;
  declare readonly ctx: ResolvedPathContext;
  declare readonly raw: DecisionContext | undefined;
  /** Several parts (a shell line, a link and its target) may give the same reason twice. */
  declare readonly dedupe: boolean;
  /**
   * Calls that found something (a rule matched, a part asks or is unknown, allowed or not), also
   * those a reason given already drops: a check that leaves it unchanged found nothing (quiet-paths.ts).
   */
  declare findings: number;
  /** How many times a path check set plainText (quiet-paths.ts: whether a check sets it at all). */
  declare plainTextSets: number;
  /** An Edit operation where Domain deny or ask rules exist: a file it edits that routes traffic is an unknown host (parts.ts checkTrafficEdit). */
  declare trafficEdit: boolean;

  constructor(policy: CompiledPolicy, ctx: ResolvedPathContext, raw: DecisionContext | undefined, dedupe: boolean) {
    this.policy = policy;
    this.ctx = ctx;
    this.raw = raw;
    this.dedupe = dedupe;
    this.deny = undefined;
    this.ask = undefined;
    this.incomplete = undefined;
    this.notAllowed = undefined;
    this.allowed = undefined;
    this.allowParts = 0;
    this.plainText = undefined;
    this.possiblePath = undefined;
    this.possibleWhen = '';
    this.possibleNoun = 'path';
    this.belowChecks = 0;
    this.overlapWork = 0;
    this.linkAnswers = undefined;
    this.repositoryTops = undefined;
    this.firstKey = undefined;
    this.seen = undefined;
    this.firstRuleText = undefined;
    this.firstRuleKey = 0;
    this.ruleSeen = undefined;
    this.quotedText = undefined;
    this.quoted = '';
    this.findings = 0;
    this.plainTextSets = 0;
    this.trafficEdit = false;
  }

  /** Once a part is denied, asked for, incomplete or not allowed, no allow check can change the decision. */
  settled(): boolean {
    return this.notAllowed !== undefined || this.deny !== undefined || this.ask !== undefined || this.incomplete !== undefined;
  }

  /** How many deny, ask, incomplete and not-allowed reasons were given. */
  reasonCount(): number {
    return (this.deny?.length ?? 0) + (this.ask?.length ?? 0) + (this.incomplete?.length ?? 0) + (this.notAllowed?.length ?? 0);
  }

  addIncomplete(r: Reason): void {
    this.findings++;
    if (this.incomplete === undefined) this.incomplete = [r];
    else this.incomplete.push(r);
  }

  /**
   * Part `p` is not allowed: the reason's message is `before`, the part's text quoted, `after`.
   * Written by conclude, and only if the decision is ask for this reason: most lines with such a
   * part end in deny or ask for another (measured: the quoting alone was ~2% of a decision).
   */
  addNotAllowed(code: 'not-allowable' | 'no-allow-in-source', p: Part, before: string, after: string): void {
    this.findings++;
    const r: NotAllowed = { code, part: p, before, after, plain: p.text === this.plainText };
    // (A list of one, not `[]` then push: that allocates room for 17.)
    if (this.notAllowed === undefined) this.notAllowed = [r];
    else this.notAllowed.push(r);
  }

  /** A deny or ask reason for rule `id` on part `p` (once per rule and part text). */
  restrictRule(id: number, p: Part): void {
    this.findings++;
    const deny = this.policy.unfrozen.rules[id]?.list === 'deny';
    const possible = this.possiblePath;
    if (possible !== undefined) {
      if (this.dedupe && !this.first(`p:${id}:${possible}:${p.text}`)) return;
      this.addIncomplete({
        code: 'incomplete-analysis',
        message: `${this.policy.labels[id]} ${VERB[deny ? 'deny-rule' : 'ask-rule']} ${this.possibleNoun} ${this.quote(possible)}, which ${p.type} ${this.quote(p.text)} ${this.possibleWhen}: it can never be allowed`,
        part: p,
      });
      return;
    }
    if (this.dedupe && !this.firstRule(deny ? id : -1 - id, p.text)) return;
    const r = ruleReason(this.policy, deny ? 'deny-rule' : 'ask-rule', id, p, p.text === this.plainText);
    if (deny) {
      if (this.deny === undefined) this.deny = [r];
      else this.deny.push(r);
    } else if (this.ask === undefined) this.ask = [r];
    else this.ask.push(r);
  }

  /** A deny or ask rule for rule `id` matching a reading command `p` only may have (CommandSubject.possible): it asks. */
  possibleCommandRule(id: number, c: CommandSubject, p: Part): void {
    this.findings++;
    const reading = c.words.join(' ');
    if (this.dedupe && !this.first(`c:${id}:${reading}:${p.text}`)) return;
    const deny = this.policy.rules[id]?.list === 'deny';
    this.addIncomplete({
      code: 'incomplete-analysis',
      message: `${this.policy.labels[id]} ${VERB[deny ? 'deny-rule' : 'ask-rule']} ${quote(reading)}, which command ${this.quote(p.text)} may be: it ${c.possible}, so it can never be allowed`,
      part: p,
    });
  }

  /**
   * An allow rule that covers part `p`. Its reason is written only if the decision is allow
   * (conclude): most lines with an allowed part end in ask or deny for another part.
   */
  allowRule(id: number, p: Part): void {
    this.findings++;
    if (this.settled()) return;
    // (Whether the text quotes as itself, known now: plainText belongs to the check under way.)
    const plain = p.text === this.plainText;
    if (this.allowed === undefined) this.allowed = [{ id, part: p, plain }];
    else this.allowed.push({ id, part: p, plain });
  }

  /** The kind of a part asks in some source (an unreadable deny or ask rule of that kind). */
  askAll(kind: string, p: Part): void {
    this.findings++;
    if (this.dedupe && !this.first(`askall:${kind}`)) return;
    (this.ask ??= []).push({
      code: 'unreadable-rule',
      message: `a managed source has an unreadable ${kind} deny or ask rule, so every ${kind} operation asks until it is fixed (run managed-policy validate)`,
      part: p,
    });
  }

  unknownRoot(p: Part): void {
    this.findings++;
    if (this.dedupe && !this.first(`root:${p.text}`)) return;
    this.addIncomplete({
      code: 'incomplete-analysis',
      message: `a deny or ask rule is rooted at a directory the context does not give (home, cwd or workspace), so ${JSON.stringify(p.text)} cannot be checked against it; pass it in the context`,
      part: p,
    });
  }

  /** JSON-style quoting of a part's text. */
  quote(s: string): string {
    if (s === this.plainText) return `"${s}"`;
    // (A part's reasons quote its text again: a command with a `"` costs a JSON.stringify each.)
    if (s !== this.quotedText) {
      this.quotedText = s;
      this.quoted = quote(s);
    }
    return this.quoted;
  }

  /** True the first time a rule key (firstRuleKey) is given with this part text. */
  private firstRule(key: number, text: string): boolean {
    if (this.ruleSeen === undefined) {
      if (this.firstRuleText === undefined) {
        this.firstRuleText = text;
        this.firstRuleKey = key;
        return true;
      }
      if (this.firstRuleKey === key && this.firstRuleText === text) return false;
      this.ruleSeen = new Map([[this.firstRuleText, new Set([this.firstRuleKey])]]);
    }
    const keys = this.ruleSeen.get(text);
    if (keys === undefined) {
      this.ruleSeen.set(text, new Set([key]));
      return true;
    }
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  }

  /** True the first time a key is given. */
  private first(key: string): boolean {
    if (this.seen === undefined) {
      if (this.firstKey === undefined) {
        this.firstKey = key;
        return true;
      }
      if (this.firstKey === key) return false;
      this.seen = new Set([this.firstKey]);
    }
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

const VERB = { 'deny-rule': 'denies', 'ask-rule': 'asks for', 'allow-rule': 'allows' } as const;

/** ` denies path "` and the like: a path reason's message is then label + this + text + `"` (fewer string joins per decision). */
// (Chosen by comparison, not `PATH_MIDDLE[code]`: a keyed load with several names is megamorphic.)
function pathMiddle(code: 'deny-rule' | 'ask-rule' | 'allow-rule'): string {
  return code === 'allow-rule' ? ' allows path "' : code === 'deny-rule' ? ' denies path "' : ' asks for path "';
}

/** Rule `id`'s reason on part `p` (`plain`: the part's text quotes as itself). */
export function ruleReason(policy: CompiledPolicy, code: 'deny-rule' | 'ask-rule' | 'allow-rule', id: number, p: Part, plain: boolean): Reason {
  const { rules, labels } = policy.unfrozen;
  const rule = rules[id];
  if (!rule) throw new Error(`no rule ${id}`);
  const text = p.text;
  const message = plain && p.type === 'path'
    ? labels[id] + pathMiddle(code) + text + '"'
    : `${labels[id]} ${VERB[code]} ${p.type} ${plain ? `"${text}"` : quote(text)}`;
  return { code, message, rule, part: p };
}

function allowReasons(o: Outcome): Reason[] {
  const allowed = o.allowed;
  if (allowed === undefined) return [];
  // (The usual single part: a list of one, not `[]` then push.)
  if (allowed.length === 1) return [ruleReason(o.policy, 'allow-rule', allowed[0]!.id, allowed[0]!.part, allowed[0]!.plain)];
  const out: Reason[] = [];
  for (let k = 0; k < allowed.length; k++) out.push(ruleReason(o.policy, 'allow-rule', allowed[k]!.id, allowed[k]!.part, allowed[k]!.plain));
  return out;
}

/** Printable ASCII other than `"` and `\\`: quoted as is. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** JSON-style quoting, without the cost of JSON.stringify for plain text. */
export function quote(s: string): string {
  return PLAIN.test(s) ? `"${s}"` : JSON.stringify(s);
}

export const DEFAULT_ASK: Reason = Object.freeze({
  code: 'default-ask', message: 'managed permission rules exist and none decided this operation, so the managed default is to ask',
});
const NO_ALLOW_PART: Reason = Object.freeze({ code: 'default-ask', message: 'the operation has no part an allow rule could cover' });

const restrictedReasons = new WeakMap<CompiledPolicy, readonly Reason[]>();

function restrictedOf(policy: CompiledPolicy): readonly Reason[] {
  let r = restrictedReasons.get(policy);
  if (r === undefined) {
    r = Object.freeze(policy.sources.filter((s) => s.restricted).map((s): Reason => Object.freeze({
      code: 'restricted-mode',
      message: `${s.name} (${s.channel}) could not be read, so it is in restricted mode: every permission operation asks until it is fixed`,
    })));
    restrictedReasons.set(policy, r);
  }
  return r;
}

/** The decision (see the file comment for the order). */
export function conclude(o: Outcome): Decision {
  if (o.deny !== undefined) return { decision: 'deny', reasons: o.deny };
  const policy = o.policy;
  if (o.ask !== undefined || policy.restricted) {
    const reasons: Reason[] = o.ask ?? [];
    if (policy.restricted) for (const r of restrictedOf(policy)) reasons.push(r);
    if (o.incomplete !== undefined) for (const r of o.incomplete) reasons.push(r);
    return { decision: 'ask', fresh: true, reasons };
  }
  // (Fresh where deny or ask rules exist: what the analysis could not read may be what they name,
  // `eval "$X"` beside Shell(rm *), and bypass mode or an auto-approval must not answer it.)
  if (o.incomplete !== undefined) return restrictsAny(policy) ? { decision: 'ask', fresh: true, reasons: o.incomplete } : { decision: 'ask', reasons: o.incomplete };
  if (o.allowParts > 0 && o.notAllowed === undefined) return { decision: 'allow', reasons: allowReasons(o) };
  const why = o.notAllowed;
  if (o.allowParts === 0 || why === undefined) return { decision: 'ask', reasons: [NO_ALLOW_PART, DEFAULT_ASK] };
  if (why.length === 1) return { decision: 'ask', reasons: [notAllowedReason(why[0]!), DEFAULT_ASK] };
  const reasons: Reason[] = [];
  for (let k = 0; k < why.length; k++) reasons.push(notAllowedReason(why[k]!));
  reasons.push(DEFAULT_ASK);
  return { decision: 'ask', reasons };
}

/** Whether any deny or ask rule, or a kind that asks (an unreadable rule), exists. */
function restrictsAny(policy: CompiledPolicy): boolean {
  const c = policy.restrict.counts;
  return c.shell + c.read + c.edit + c.domain > 0;
}

function notAllowedReason(r: NotAllowed): Reason {
  const text = r.part.text;
  return { code: r.code, message: r.before + (r.plain ? `"${text}"` : quote(text)) + r.after, part: r.part };
}
