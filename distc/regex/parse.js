// Administrator pattern text → a small regular-expression tree (sets, sequences, alternatives,
// repetitions, ^ and $). The dialect is JavaScript's RegExp without flags and without the
// legacy Annex B leniencies (`a{`, `\_`, `[\w-z]` are errors), limited to what a finite automaton
// can run: lookaround, backreferences and word boundaries are refused with the reason.
import { RegExpParser, RegExpSyntaxError } from '@eslint-community/regexpp';
import { DIGIT, DOT, SPACE, WORD, complement, normalizeRanges, unionRanges } from './charset.js';
// ES2022: what Node 20 accepts without flags (no duplicate group names, no inline modifiers).
const parser = new RegExpParser({ strict: true, ecmaVersion: 2022 });
const SYNTAX_HINT = 'Write a JavaScript regular expression without flags and escape literal metacharacters (\\. \\{ \\}); the pattern must match the whole host or path.';
export function parsePattern(pattern) {
    let ast;
    try {
        ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: false, unicodeSets: false });
    }
    catch (error) {
        if (!(error instanceof RegExpSyntaxError))
            throw error;
        return { ok: false, problem: { kind: 'syntax', message: syntaxMessage(error.message), offset: clamp(error.index, pattern.length), hint: SYNTAX_HINT } };
    }
    // V8 is the dialect's reference: whatever it refuses is refused too (a safety net, as the
    // strict parser is already narrower than V8's Annex B grammar).
    try {
        new RegExp(pattern);
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        return { ok: false, problem: { kind: 'syntax', message: error.message, offset: 0, hint: SYNTAX_HINT } };
    }
    const refused = [];
    const node = alternatives(ast.alternatives, refused);
    const first = refused[0];
    return first ? { ok: false, problem: first } : { ok: true, node };
}
function alternatives(alts, refused) {
    const nodes = alts.map((a) => sequence(a.elements, refused));
    return nodes.length === 1 ? nodes[0] : { t: 'alt', alts: nodes };
}
function sequence(elements, refused) {
    const items = elements.map((e) => element(e, refused));
    return items.length === 1 ? items[0] : { t: 'seq', items };
}
const EMPTY = { t: 'seq', items: [] };
function element(e, refused) {
    switch (e.type) {
        case 'Character':
            return { t: 'set', ranges: normalizeRanges([e.value, e.value]) };
        case 'CharacterSet':
            return { t: 'set', ranges: characterSet(e, refused) };
        case 'CharacterClass':
            return { t: 'set', ranges: characterClass(e, refused) };
        case 'Group':
        case 'CapturingGroup':
            // Captures mean nothing to a yes/no full match.
            return alternatives(e.alternatives, refused);
        case 'Quantifier':
            // Greedy or lazy makes no difference to whether the whole input matches.
            return { t: 'rep', min: e.min, max: e.max, item: element(e.element, refused) };
        case 'Assertion':
            if (e.kind === 'start')
                return { t: 'start' };
            if (e.kind === 'end')
                return { t: 'end' };
            refuse(refused, e, e.kind === 'word' ? 'a word boundary (\\b, \\B)' : `a ${e.kind} assertion`);
            return EMPTY;
        case 'Backreference':
            refuse(refused, e, 'a backreference');
            return EMPTY;
        default:
            refuse(refused, e, `the construct ${JSON.stringify(e.raw)}`);
            return EMPTY;
    }
}
function characterSet(e, refused) {
    switch (e.kind) {
        case 'any':
            return DOT;
        case 'digit':
            return e.negate ? complement(DIGIT) : DIGIT;
        case 'word':
            return e.negate ? complement(WORD) : WORD;
        case 'space':
            return e.negate ? complement(SPACE) : SPACE;
        default:
            refuse(refused, e, 'a Unicode property escape');
            return [];
    }
}
function characterClass(e, refused) {
    const parts = [];
    for (const x of e.elements) {
        if (x.type === 'Character')
            parts.push([x.value, x.value]);
        else if (x.type === 'CharacterClassRange')
            parts.push([x.min.value, x.max.value]);
        else if (x.type === 'CharacterSet')
            parts.push(characterSet(x, refused));
        else
            refuse(refused, x, `the class element ${JSON.stringify(x.raw)}`);
    }
    const set = unionRanges(parts);
    return e.negate ? complement(set) : set;
}
function refuse(refused, node, what) {
    refused.push({
        kind: 'unsupported',
        message: `${what} is not supported in administrator patterns: they run on a finite automaton, which has no memory of earlier input`,
        offset: node.start,
        hint: 'Rewrite the pattern without lookaround, backreferences or word boundaries; a full-match pattern over a host or path does not need them.',
    });
}
function syntaxMessage(m) {
    // "Invalid regular expression: /a{/: Incomplete quantifier" → "Incomplete quantifier"
    const at = m.lastIndexOf('/: ');
    return at >= 0 ? m.slice(at + 3) : m;
}
function clamp(n, max) {
    return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : 0;
}
//# sourceMappingURL=parse.js.map