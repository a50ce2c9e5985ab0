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
export type LinkAnswer = {
    readonly answer: unknown;
} | {
    readonly threw: string;
};
export declare class Outcome {
    deny: Reason[] | undefined;
    ask: Reason[] | undefined;
    incomplete: Reason[] | undefined;
    /** Why parts are not allowed, their messages unwritten: used only when nothing denies or asks (conclude). */
    notAllowed: NotAllowed[] | undefined;
    /** The allow rules that covered parts, in order (their reasons are written by conclude). */
    allowed: AllowedPart[] | undefined;
    /** Parts an allow rule had to cover. */
    allowParts: number;
    /** A part text the current check knows to quote as itself (printable ASCII, no `"` or `\\`). */
    plainText: string | undefined;
    /**
     * Set while a path the command writes only if its destination is a directory is checked
     * (`cp f dir` writes `dir/f`): its deny and ask rules then ask, naming it.
     */
    possiblePath: string | undefined;
    /** When the command touches possiblePath (`writes if its destination is a directory`). */
    possibleWhen: string;
    /** What possiblePath is: a path, or a URL whose host a word may name (checkPossibleHost). */
    possibleNoun: 'path' | 'host';
    /** Automata the recursive-argument checks of this decision ran (src/paths/path-below.ts). */
    belowChecks: number;
    /** Automaton cells the glob-argument checks of this decision ran (src/paths/glob-overlap.ts). */
    overlapWork: number;
    /** The symlink resolver's answers in this decision, by path (src/decide/link-hook.ts). */
    linkAnswers: Map<string, LinkAnswer> | undefined;
    /** The directories above the last repository path's base (argument-paths.ts checkRepositoryPath). */
    repositoryTops: RepositoryTops | undefined;
    /** Keys of reasons already given, when several parts may repeat one (the first alone, until a second arrives). */
    private firstKey;
    private seen;
    /**
     * Deny and ask rule reasons given (restrictRule), by part text, then rule (id, or -1 - id for
     * an ask rule): apart from `seen`, so a 10,000-character text is hashed once, not joined into a
     * new key per rule. The first alone, until a second arrives.
     */
    private firstRuleText;
    private firstRuleKey;
    private ruleSeen;
    /** The last text quote() quoted, and its quoting. */
    private quotedText;
    private quoted;
    readonly policy: CompiledPolicy;
    readonly ctx: ResolvedPathContext;
    readonly raw: DecisionContext | undefined;
    /** Several parts (a shell line, a link and its target) may give the same reason twice. */
    readonly dedupe: boolean;
    /**
     * Calls that found something (a rule matched, a part asks or is unknown, allowed or not), also
     * those a reason given already drops: a check that leaves it unchanged found nothing (quiet-paths.ts).
     */
    findings: number;
    /** How many times a path check set plainText (quiet-paths.ts: whether a check sets it at all). */
    plainTextSets: number;
    /** An Edit operation where Domain deny or ask rules exist: a file it edits that routes traffic is an unknown host (parts.ts checkTrafficEdit). */
    trafficEdit: boolean;
    constructor(policy: CompiledPolicy, ctx: ResolvedPathContext, raw: DecisionContext | undefined, dedupe: boolean);
    /** Once a part is denied, asked for, incomplete or not allowed, no allow check can change the decision. */
    settled(): boolean;
    /** How many deny, ask, incomplete and not-allowed reasons were given. */
    reasonCount(): number;
    addIncomplete(r: Reason): void;
    /**
     * Part `p` is not allowed: the reason's message is `before`, the part's text quoted, `after`.
     * Written by conclude, and only if the decision is ask for this reason: most lines with such a
     * part end in deny or ask for another (measured: the quoting alone was ~2% of a decision).
     */
    addNotAllowed(code: 'not-allowable' | 'no-allow-in-source', p: Part, before: string, after: string): void;
    /** A deny or ask reason for rule `id` on part `p` (once per rule and part text). */
    restrictRule(id: number, p: Part): void;
    /** A deny or ask rule for rule `id` matching a reading command `p` only may have (CommandSubject.possible): it asks. */
    possibleCommandRule(id: number, c: CommandSubject, p: Part): void;
    /**
     * An allow rule that covers part `p`. Its reason is written only if the decision is allow
     * (conclude): most lines with an allowed part end in ask or deny for another part.
     */
    allowRule(id: number, p: Part): void;
    /** The kind of a part asks in some source (an unreadable deny or ask rule of that kind). */
    askAll(kind: string, p: Part): void;
    unknownRoot(p: Part): void;
    /** JSON-style quoting of a part's text. */
    quote(s: string): string;
    /** True the first time a rule key (firstRuleKey) is given with this part text. */
    private firstRule;
    /** True the first time a key is given. */
    private first;
}
/** Rule `id`'s reason on part `p` (`plain`: the part's text quotes as itself). */
export declare function ruleReason(policy: CompiledPolicy, code: 'deny-rule' | 'ask-rule' | 'allow-rule', id: number, p: Part, plain: boolean): Reason;
/** JSON-style quoting, without the cost of JSON.stringify for plain text. */
export declare function quote(s: string): string;
export declare const DEFAULT_ASK: Reason;
/** The decision (see the file comment for the order). */
export declare function conclude(o: Outcome): Decision;
export {};
