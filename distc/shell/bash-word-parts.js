import { BudgetSpent } from './budget.js';
export class Parts {
    constructor(substOnly = false) {
        this.parts = [];
        this.lit = '';
        this.litQuoted = false;
        this.brace = false;
        this.budget = undefined;
        this.at = 0;
        this.substOnly = substOnly;
    }
    lit1(text, quoted) {
        if (this.budget !== undefined && !this.budget.piece())
            throw new BudgetSpent(this.at);
        if (this.substOnly)
            return;
        if (!quoted && !this.brace && text.includes('{'))
            this.brace = true;
        if (this.lit !== '' && this.litQuoted !== quoted)
            this.flush();
        this.lit += text;
        this.litQuoted = quoted;
    }
    push(p) {
        if (this.substOnly && p.type !== 'command-substitution' && p.type !== 'process-substitution')
            return;
        if (p.type === 'literal') {
            if (!p.quoted && p.text.includes('{'))
                this.brace = true;
        }
        else if (this.budget !== undefined && !this.budget.word())
            throw new BudgetSpent(this.at);
        this.flush();
        this.parts.push(p);
    }
    flush() {
        if (this.lit !== '')
            this.parts.push({ type: 'literal', text: this.lit, quoted: this.litQuoted });
        this.lit = '';
    }
    done() {
        this.flush();
        return this.parts;
    }
}
/** The value of a word made of one unquoted literal (reserved words, operators), else undefined. */
export function plainText(w) {
    const p = w.parts;
    return p.length === 1 && p[0].type === 'literal' && !p[0].quoted ? p[0].text : p.length === 0 && w.text === '' ? '' : undefined;
}
export function makeWord(sc, start, end, parts) {
    return { start: sc.off(start), end: sc.offEnd(end), text: sc.src.slice(start, end), parts };
}
/**
 * Brace expansion: an unquoted `{` with a matching unquoted `}` in the same word and an unquoted
 * `,` or `..` between them turns both braces into `glob` parts (the word's value is unknown).
 */
export function braceExpansion(parts) {
    // The word as one string: unquoted literal text as written, every other part one NUL.
    let flat = '';
    for (const p of parts)
        flat += p.type === 'literal' && !p.quoted ? p.text : '\u0000';
    const n = flat.length;
    const marks = new Uint8Array(n);
    const stack = [];
    const commaAt = [];
    let any = false;
    for (let i = 0; i < n; i++) {
        const c = flat.charCodeAt(i);
        if (c === 123) { // {
            stack.push(i);
            commaAt.push(false);
        }
        else if (stack.length === 0)
            continue;
        else if (c === 44)
            commaAt[commaAt.length - 1] = true; // ,
        else if (c === 46) { // ..
            if (flat.charCodeAt(i + 1) === 46)
                commaAt[commaAt.length - 1] = true;
        }
        else if (c === 125) { // }
            const open = stack.pop();
            if (commaAt.pop()) {
                marks[open] = 1;
                marks[i] = 1;
                any = true;
                if (commaAt.length > 0)
                    commaAt[commaAt.length - 1] = true;
            }
        }
    }
    if (!any)
        return parts;
    const out = [];
    let at = 0;
    for (const p of parts) {
        if (!(p.type === 'literal' && !p.quoted)) {
            out.push(p);
            at++;
            continue;
        }
        let from = 0;
        for (let k = 0; k < p.text.length; k++) {
            if (marks[at + k] !== 1)
                continue;
            if (k > from)
                out.push({ type: 'literal', text: p.text.slice(from, k), quoted: false });
            out.push({ type: 'glob', text: p.text[k] });
            from = k + 1;
        }
        if (from < p.text.length)
            out.push({ type: 'literal', text: from === 0 ? p.text : p.text.slice(from), quoted: false });
        at += p.text.length;
    }
    return out;
}
//# sourceMappingURL=bash-word-parts.js.map