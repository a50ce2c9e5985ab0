import { BREAK, decodeAnsiC, isBreak, isClassAt, isNameCode, isNameStartCode, LITERAL, PLAIN, plainRunEnd } from './bash-lexer.js';
import { ExpansionReader } from './bash-expansions.js';
import { braceExpansion, makeWord, Parts, plainText } from './bash-word-parts.js';
import { plainWordAt } from './bash-literal-words.js';
export { heredocWord } from './bash-expansions.js';
export { Parts } from './bash-word-parts.js';
/**
 * A word token. Every token has the same fields in the same order (./bash-tokens.ts makes the
 * others), so V8 gives them one hidden class and the grammar's reads of `t.k` stay monomorphic.
 */
export function wordToken(word, assign, plain, start, end) {
    return { k: 'word', op: undefined, fd: undefined, word, assign, plain, start, end };
}
/**
 * An assignment prefix (`name=`, `name+=`, `name[...]=`) at i. Where bash accepts an assignment
 * (`assignOk`: command position, after assignments, after declare-like builtins) a `name[`
 * starts a bracket scan that may cross blanks and quotes, as bash's lexer does: `x[ ]=1 rm`
 * is an assignment and then `rm`; `subEnd` is then set even when no `=` follows.
 */
function assignPrefix(sc, i, assignOk) {
    const src = sc.src;
    if (i >= sc.end || !isNameStartCode(src.charCodeAt(i)))
        return undefined;
    let j = i + 1;
    while (j < sc.end && isNameCode(src.charCodeAt(j)))
        j++;
    const nameEnd = j;
    let subEnd;
    if (sc.ch(j) === '[') {
        let d = 0;
        for (;;) {
            const c = sc.ch(j);
            if (c === '') {
                if (assignOk)
                    sc.fail("unexpected EOF while looking for matching `]'", nameEnd);
                return undefined;
            }
            if (!assignOk && (c === '\n' || c === ' ' || c === '\t' || c === "'" || c === '"' || c === '`' || c === '\\'))
                return undefined;
            if (c === '\\')
                j++;
            else if (c === "'" || c === '"') {
                let k = j + 1;
                while (sc.ch(k) !== c && sc.ch(k) !== '')
                    k += c === '"' && sc.ch(k) === '\\' ? 2 : 1;
                j = k;
            }
            else if (c === '[')
                d++;
            else if (c === ']' && --d === 0)
                break;
            j++;
        }
        j++;
        if (assignOk)
            subEnd = j;
    }
    if (sc.ch(j) === '+' && sc.ch(j + 1) === '=')
        return { eq: j + 1, nameEnd };
    if (sc.ch(j) === '=')
        return { eq: j, nameEnd };
    return subEnd === undefined ? undefined : { eq: -1, nameEnd, subEnd };
}
export class WordReader extends ExpansionReader {
    constructor(sc, nx, budget) {
        super(sc, nx);
        this.budget = budget;
        this.noCloseBracketUntil = -1;
        this.noElementEndUntil = { '.': -1, '=': -1, ':': -1 };
    }
    /** Whether the word ends at i (a break character that does not start `<(` / `>(`). */
    atEnd(i = this.sc.pos) {
        const sc = this.sc;
        if (i >= sc.end)
            return true;
        if (!isClassAt(sc, i, BREAK))
            return false;
        const c = sc.src.charCodeAt(i);
        return !((c === 60 || c === 62) && sc.ch(i + 1) === '(');
    }
    /** Read one unquoted-context word at sc.pos (which is not a break character). */
    readWord(assignOk = false) {
        const sc = this.sc;
        const start = sc.pos;
        // A plain word has no `=`, `+=` or `[` after a name, so it is never an assignment prefix.
        const runEnd = plainRunEnd(sc, start);
        if (runEnd > start && this.atEnd(runEnd))
            return this.plainWord(start, runEnd);
        let ap = assignPrefix(sc, start, assignOk);
        const b = new Parts();
        b.budget = this.budget;
        b.at = sc.off(start);
        let assign;
        if (ap?.subEnd !== undefined) {
            // `name[...]` with no `=`: one word up to the `]`, then the rest of the word as usual.
            while (sc.pos < ap.subEnd)
                this.step(b, false, true);
            ap = undefined;
            while (!this.atEnd())
                this.step(b, true, false);
        }
        else if (ap !== undefined) {
            // The name and subscript: expansions inside the subscript are visible, no globbing.
            while (sc.pos < ap.eq)
                this.step(b, false, true);
            if (sc.ch() === '+') {
                b.lit1('+', false);
                sc.pos++;
            }
            b.lit1('=', false);
            sc.pos++;
            const valueStart = sc.pos;
            const vb = new Parts();
            let array;
            if (sc.ch() === '(' && assignOk) {
                array = this.readArray();
                if (!this.atEnd())
                    sc.fail('text right after an array assignment (not supported)', sc.pos);
                vb.lit1(sc.src.slice(valueStart, sc.pos), false);
                for (const w of array)
                    for (const p of w.parts)
                        if (p.type === 'command-substitution' || p.type === 'process-substitution' || p.type === 'expansion' || p.type === 'glob')
                            vb.push(p);
            }
            else {
                this.readTilde(vb);
                while (!this.atEnd()) {
                    if (sc.ch() === ':' && sc.ch(sc.pos + 1) === '~') {
                        vb.lit1(':', false);
                        sc.pos++;
                        this.readTilde(vb);
                        continue;
                    }
                    this.step(vb, true, false);
                }
            }
            const vparts = vb.done();
            for (const p of vparts)
                b.push(p);
            const value = makeWord(sc, valueStart, sc.pos, vparts);
            assign = { name: sc.src.slice(start, ap.nameEnd), value };
            if (array !== undefined)
                assign.array = array;
        }
        else {
            this.readTilde(b);
            while (!this.atEnd())
                this.step(b, true, false);
        }
        const parts = b.brace ? braceExpansion(b.done()) : b.done();
        const word = makeWord(sc, start, sc.pos, parts);
        return wordToken(word, assign, plainText(word), start, sc.pos);
    }
    /** A word of one unquoted literal [start, end) as its token (./bash-literal-words.ts makes the word). */
    plainWord(start, end) {
        const word = plainWordAt(this.sc, start, end);
        return wordToken(word, undefined, word.text, start, end);
    }
    readArray() {
        const sc = this.sc;
        sc.enter();
        sc.pos++; // (
        const words = [];
        for (;;) {
            const c = sc.ch();
            if (c === ' ' || c === '\t' || c === '\n')
                sc.pos++;
            else if (c === '\\' && sc.ch(sc.pos + 1) === '\n')
                sc.pos += 2;
            else if (c === '#')
                while (sc.ch() !== '\n' && !sc.eof())
                    sc.pos++;
            else if (c === ')') {
                sc.pos++;
                break;
            }
            else if (c === '')
                sc.fail("unexpected end of file looking for ')'");
            else if (this.atEnd())
                sc.fail(`syntax error near unexpected token '${c}'`);
            else
                words.push(this.readWord(false).word);
        }
        sc.leave();
        return words;
    }
    readTilde(b) {
        const sc = this.sc;
        if (sc.ch() !== '~')
            return;
        let j = sc.pos + 1;
        while (/[A-Za-z0-9._+-]/.test(sc.ch(j)))
            j++;
        const next = sc.ch(j);
        if (next === '/' || next === ':' || this.atEnd(j)) {
            b.push({ type: 'expansion', text: sc.src.slice(sc.pos, j), quoted: false });
            sc.pos = j;
        }
    }
    /** The right-hand side of `=~` in `[[ ]]`: parentheses and `|` belong to the word. */
    readRegexWord() {
        const sc = this.sc;
        while (sc.ch() === ' ' || sc.ch() === '\t')
            sc.pos++;
        const start = sc.pos;
        const b = new Parts();
        let d = 0;
        for (;;) {
            const c = sc.ch();
            if (c === '' || c === ' ' || c === '\t' || c === '\n')
                break;
            if (c === '(')
                d++;
            else if (c === ')') {
                if (d === 0)
                    break;
                d--;
            }
            else if (c !== '|' && d === 0 && (c === ';' || c === '&' || c === '<' || c === '>'))
                break;
            if (c === '(' || c === ')' || c === '|' || c === '<' || c === '>' || c === ';' || c === '&') {
                b.lit1(c, false);
                sc.pos++;
            }
            else
                this.step(b, false, false);
        }
        if (sc.pos === start)
            return undefined;
        return makeWord(sc, start, sc.pos, b.done());
    }
    /** One unquoted element of a word. */
    step(b, glob, inSubscript) {
        const sc = this.sc;
        const at = sc.pos;
        // The common case first, on the character's class (what the last branch below does for it).
        if (isClassAt(sc, at, PLAIN | LITERAL)) {
            this.literalStep(b, at);
            return;
        }
        const c = sc.ch();
        if (c === '\\') {
            const n = sc.ch(at + 1);
            if (n === '\n')
                sc.pos += 2;
            else if (n === '')
                sc.pos++; // bash drops a backslash at the end of the input
            else {
                b.lit1(n, true);
                sc.pos += 2;
            }
        }
        else if (c === "'") {
            const close = sc.src.indexOf("'", at + 1);
            if (close < 0 || close >= sc.end)
                sc.fail("unexpected EOF while looking for matching `''", at);
            b.lit1(sc.src.slice(at + 1, close), true);
            if (close === at + 1)
                b.lit1('', true);
            sc.pos = close + 1;
        }
        else if (c === '"') {
            sc.pos++;
            this.readDquote(b, false);
        }
        else if (c === '$') {
            const n = sc.ch(at + 1);
            if (n === "'") {
                sc.pos += 2;
                let j = sc.pos;
                for (;;) {
                    const d = sc.ch(j);
                    if (d === '')
                        sc.fail("unexpected EOF while looking for matching `''", at);
                    if (d === '\\')
                        j += 2;
                    else if (d === "'")
                        break;
                    else
                        j++;
                }
                b.lit1(decodeAnsiC(sc.src.slice(sc.pos, j)), true);
                sc.pos = j + 1;
            }
            else if (n === '"') {
                // (The translation, from a catalog TEXTDOMAIN and TEXTDOMAINDIR choose, is expanded as
                // a double-quoted string: its `$(cmd)` runs.)
                this.nx.unsupported('$"…" is replaced by its translation from a message catalog, which bash expands', sc.off(at));
                sc.pos += 2;
                this.readDquote(b, false);
            }
            else
                this.readDollar(b, false);
        }
        else if (c === '`') {
            this.readBacktick(b, false);
        }
        else if ((c === '<' || c === '>') && sc.ch(at + 1) === '(') {
            const body = this.readParenBody(at, '<((');
            b.push({ type: 'process-substitution', direction: c, body, text: sc.src.slice(at, sc.pos) });
        }
        else if (glob && (c === '*' || c === '?')) {
            b.push({ type: 'glob', text: c });
            sc.pos++;
        }
        else if (glob && c === '[') {
            const close = this.bracketClose(at);
            if (close === 'glob') {
                b.push({ type: 'glob', text: '[' });
                sc.pos++;
            }
            else if (close > 0) {
                b.push({ type: 'glob', text: sc.src.slice(at, close + 1) });
                sc.pos = close + 1;
            }
            else {
                b.lit1('[', false);
                sc.pos++;
            }
        }
        else {
            void inSubscript;
            this.literalStep(b, at);
        }
    }
    /** A run of characters that are never special unquoted (PLAIN), or one other literal character, at `at`. */
    literalStep(b, at) {
        const sc = this.sc;
        const runEnd = plainRunEnd(sc, at);
        if (runEnd > at + 1) {
            b.lit1(sc.src.slice(at, runEnd), false);
            sc.pos = runEnd;
        }
        else {
            b.lit1(sc.src[at], false);
            sc.pos++;
        }
    }
    /** Index of the `]` of the `X]` ending a bracket element from `from`, 'glob' when unsure, or -1 (then `[` is a character). */
    elementEnd(from, kind) {
        const sc = this.sc;
        if (from < this.noElementEndUntil[kind])
            return -1;
        for (let j = from;; j++) {
            const c = sc.ch(j);
            if (c === kind && sc.ch(j + 1) === ']')
                return j + 1;
            if (c === "'" || c === '"' || c === '\\' || c === '$' || c === '`')
                return 'glob';
            if (isBreak(c)) {
                this.noElementEndUntil[kind] = j;
                return -1;
            }
        }
    }
    /** Index of the `]` closing a glob bracket at i, 'glob' when unsure (conservative), or -1. */
    bracketClose(i) {
        const sc = this.sc;
        if (i < this.noCloseBracketUntil)
            return -1;
        let j = i + 1;
        if (sc.ch(j) === '!' || sc.ch(j) === '^')
            j++;
        if (sc.ch(j) === ']')
            j++;
        for (;; j++) {
            const c = sc.ch(j);
            if (c === ']')
                return j;
            if (c === "'" || c === '"' || c === '\\' || c === '$' || c === '`')
                return 'glob';
            // `[.x.]`, `[=x=]`, `[:class:]` are one element: their `]` does not close (`[[.e.]]`).
            if (c === '[') {
                const kind = sc.ch(j + 1);
                if (kind === '.' || kind === '=' || kind === ':') {
                    const end = this.elementEnd(j + 2, kind);
                    if (end === 'glob')
                        return 'glob';
                    if (end > 0)
                        j = end;
                    continue;
                }
            }
            if (isBreak(c)) {
                this.noCloseBracketUntil = j;
                return -1;
            }
        }
    }
}
//# sourceMappingURL=bash-words.js.map