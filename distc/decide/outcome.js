// What one decision has found so far (the reasons, sorted into deny, ask, incomplete, not
// allowed and allowed), and how it concludes (semantics section 4):
//
//   deny if any part matches a deny rule; ask (fresh) if any part matches an ask rule, or its
//   kind asks in some source (unreadable rule), or a source is in restricted mode; ask if the
//   analysis was incomplete (fresh where deny or ask rules exist); allow if every allow-scope part is allowed by every source that
//   declares an allow list; otherwise ask (the managed default).
//
// Reason lists are created on first use: most decisions fill one or two of the five.
export class Outcome {
    constructor(policy, ctx, raw, dedupe) {
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
    settled() {
        return this.notAllowed !== undefined || this.deny !== undefined || this.ask !== undefined || this.incomplete !== undefined;
    }
    /** How many deny, ask, incomplete and not-allowed reasons were given. */
    reasonCount() {
        return (this.deny?.length ?? 0) + (this.ask?.length ?? 0) + (this.incomplete?.length ?? 0) + (this.notAllowed?.length ?? 0);
    }
    addIncomplete(r) {
        this.findings++;
        if (this.incomplete === undefined)
            this.incomplete = [r];
        else
            this.incomplete.push(r);
    }
    /**
     * Part `p` is not allowed: the reason's message is `before`, the part's text quoted, `after`.
     * Written by conclude, and only if the decision is ask for this reason: most lines with such a
     * part end in deny or ask for another (measured: the quoting alone was ~2% of a decision).
     */
    addNotAllowed(code, p, before, after) {
        this.findings++;
        const r = { code, part: p, before, after, plain: p.text === this.plainText };
        // (A list of one, not `[]` then push: that allocates room for 17.)
        if (this.notAllowed === undefined)
            this.notAllowed = [r];
        else
            this.notAllowed.push(r);
    }
    /** A deny or ask reason for rule `id` on part `p` (once per rule and part text). */
    restrictRule(id, p) {
        this.findings++;
        const deny = this.policy.unfrozen.rules[id]?.list === 'deny';
        const possible = this.possiblePath;
        if (possible !== undefined) {
            if (this.dedupe && !this.first(`p:${id}:${possible}:${p.text}`))
                return;
            this.addIncomplete({
                code: 'incomplete-analysis',
                message: `${this.policy.labels[id]} ${VERB[deny ? 'deny-rule' : 'ask-rule']} ${this.possibleNoun} ${this.quote(possible)}, which ${p.type} ${this.quote(p.text)} ${this.possibleWhen}: it can never be allowed`,
                part: p,
            });
            return;
        }
        if (this.dedupe && !this.firstRule(deny ? id : -1 - id, p.text))
            return;
        const r = ruleReason(this.policy, deny ? 'deny-rule' : 'ask-rule', id, p, p.text === this.plainText);
        if (deny) {
            if (this.deny === undefined)
                this.deny = [r];
            else
                this.deny.push(r);
        }
        else if (this.ask === undefined)
            this.ask = [r];
        else
            this.ask.push(r);
    }
    /** A deny or ask rule for rule `id` matching a reading command `p` only may have (CommandSubject.possible): it asks. */
    possibleCommandRule(id, c, p) {
        this.findings++;
        const reading = c.words.join(' ');
        if (this.dedupe && !this.first(`c:${id}:${reading}:${p.text}`))
            return;
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
    allowRule(id, p) {
        this.findings++;
        if (this.settled())
            return;
        // (Whether the text quotes as itself, known now: plainText belongs to the check under way.)
        const plain = p.text === this.plainText;
        if (this.allowed === undefined)
            this.allowed = [{ id, part: p, plain }];
        else
            this.allowed.push({ id, part: p, plain });
    }
    /** The kind of a part asks in some source (an unreadable deny or ask rule of that kind). */
    askAll(kind, p) {
        this.findings++;
        if (this.dedupe && !this.first(`askall:${kind}`))
            return;
        (this.ask ??= []).push({
            code: 'unreadable-rule',
            message: `a managed source has an unreadable ${kind} deny or ask rule, so every ${kind} operation asks until it is fixed (run managed-policy validate)`,
            part: p,
        });
    }
    unknownRoot(p) {
        this.findings++;
        if (this.dedupe && !this.first(`root:${p.text}`))
            return;
        this.addIncomplete({
            code: 'incomplete-analysis',
            message: `a deny or ask rule is rooted at a directory the context does not give (home, cwd or workspace), so ${JSON.stringify(p.text)} cannot be checked against it; pass it in the context`,
            part: p,
        });
    }
    /** JSON-style quoting of a part's text. */
    quote(s) {
        if (s === this.plainText)
            return `"${s}"`;
        // (A part's reasons quote its text again: a command with a `"` costs a JSON.stringify each.)
        if (s !== this.quotedText) {
            this.quotedText = s;
            this.quoted = quote(s);
        }
        return this.quoted;
    }
    /** True the first time a rule key (firstRuleKey) is given with this part text. */
    firstRule(key, text) {
        if (this.ruleSeen === undefined) {
            if (this.firstRuleText === undefined) {
                this.firstRuleText = text;
                this.firstRuleKey = key;
                return true;
            }
            if (this.firstRuleKey === key && this.firstRuleText === text)
                return false;
            this.ruleSeen = new Map([[this.firstRuleText, new Set([this.firstRuleKey])]]);
        }
        const keys = this.ruleSeen.get(text);
        if (keys === undefined) {
            this.ruleSeen.set(text, new Set([key]));
            return true;
        }
        if (keys.has(key))
            return false;
        keys.add(key);
        return true;
    }
    /** True the first time a key is given. */
    first(key) {
        if (this.seen === undefined) {
            if (this.firstKey === undefined) {
                this.firstKey = key;
                return true;
            }
            if (this.firstKey === key)
                return false;
            this.seen = new Set([this.firstKey]);
        }
        if (this.seen.has(key))
            return false;
        this.seen.add(key);
        return true;
    }
}
const VERB = { 'deny-rule': 'denies', 'ask-rule': 'asks for', 'allow-rule': 'allows' };
/** ` denies path "` and the like: a path reason's message is then label + this + text + `"` (fewer string joins per decision). */
// (Chosen by comparison, not `PATH_MIDDLE[code]`: a keyed load with several names is megamorphic.)
function pathMiddle(code) {
    return code === 'allow-rule' ? ' allows path "' : code === 'deny-rule' ? ' denies path "' : ' asks for path "';
}
/** Rule `id`'s reason on part `p` (`plain`: the part's text quotes as itself). */
export function ruleReason(policy, code, id, p, plain) {
    const { rules, labels } = policy.unfrozen;
    const rule = rules[id];
    if (!rule)
        throw new Error(`no rule ${id}`);
    const text = p.text;
    const message = plain && p.type === 'path'
        ? labels[id] + pathMiddle(code) + text + '"'
        : `${labels[id]} ${VERB[code]} ${p.type} ${plain ? `"${text}"` : quote(text)}`;
    return { code, message, rule, part: p };
}
function allowReasons(o) {
    const allowed = o.allowed;
    if (allowed === undefined)
        return [];
    // (The usual single part: a list of one, not `[]` then push.)
    if (allowed.length === 1)
        return [ruleReason(o.policy, 'allow-rule', allowed[0].id, allowed[0].part, allowed[0].plain)];
    const out = [];
    for (let k = 0; k < allowed.length; k++)
        out.push(ruleReason(o.policy, 'allow-rule', allowed[k].id, allowed[k].part, allowed[k].plain));
    return out;
}
/** Printable ASCII other than `"` and `\\`: quoted as is. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** JSON-style quoting, without the cost of JSON.stringify for plain text. */
export function quote(s) {
    return PLAIN.test(s) ? `"${s}"` : JSON.stringify(s);
}
export const DEFAULT_ASK = Object.freeze({
    code: 'default-ask', message: 'managed permission rules exist and none decided this operation, so the managed default is to ask',
});
const NO_ALLOW_PART = Object.freeze({ code: 'default-ask', message: 'the operation has no part an allow rule could cover' });
const restrictedReasons = new WeakMap();
function restrictedOf(policy) {
    let r = restrictedReasons.get(policy);
    if (r === undefined) {
        r = Object.freeze(policy.sources.filter((s) => s.restricted).map((s) => Object.freeze({
            code: 'restricted-mode',
            message: `${s.name} (${s.channel}) could not be read, so it is in restricted mode: every permission operation asks until it is fixed`,
        })));
        restrictedReasons.set(policy, r);
    }
    return r;
}
/** The decision (see the file comment for the order). */
export function conclude(o) {
    if (o.deny !== undefined)
        return { decision: 'deny', reasons: o.deny };
    const policy = o.policy;
    if (o.ask !== undefined || policy.restricted) {
        const reasons = o.ask ?? [];
        if (policy.restricted)
            for (const r of restrictedOf(policy))
                reasons.push(r);
        if (o.incomplete !== undefined)
            for (const r of o.incomplete)
                reasons.push(r);
        return { decision: 'ask', fresh: true, reasons };
    }
    // (Fresh where deny or ask rules exist: what the analysis could not read may be what they name,
    // `eval "$X"` beside Shell(rm *), and bypass mode or an auto-approval must not answer it.)
    if (o.incomplete !== undefined)
        return restrictsAny(policy) ? { decision: 'ask', fresh: true, reasons: o.incomplete } : { decision: 'ask', reasons: o.incomplete };
    if (o.allowParts > 0 && o.notAllowed === undefined)
        return { decision: 'allow', reasons: allowReasons(o) };
    const why = o.notAllowed;
    if (o.allowParts === 0 || why === undefined)
        return { decision: 'ask', reasons: [NO_ALLOW_PART, DEFAULT_ASK] };
    if (why.length === 1)
        return { decision: 'ask', reasons: [notAllowedReason(why[0]), DEFAULT_ASK] };
    const reasons = [];
    for (let k = 0; k < why.length; k++)
        reasons.push(notAllowedReason(why[k]));
    reasons.push(DEFAULT_ASK);
    return { decision: 'ask', reasons };
}
/** Whether any deny or ask rule, or a kind that asks (an unreadable rule), exists. */
function restrictsAny(policy) {
    const c = policy.restrict.counts;
    return c.shell + c.read + c.edit + c.domain > 0;
}
function notAllowedReason(r) {
    const text = r.part.text;
    return { code: r.code, message: r.before + (r.plain ? `"${text}"` : quote(text)) + r.after, part: r.part };
}
//# sourceMappingURL=outcome.js.map