import { CHAR_CLASS, DIRECT_START, isBreak, isName, isNameCode, LITERAL, PLAIN } from './bash-lexer.js';
import { DirectWords } from './bash-direct-words.js';
import { heredocWord } from './bash-expansions.js';
import { heredocBody } from './bash-heredoc.js';
import { WordReader, wordToken } from './bash-words.js';
import { literalWordAt, skipBlanks } from './bash-literal-words.js';
export { plainText } from './bash-word-parts.js';
import { BudgetSpent } from './budget.js';
const NAMED_ELEMENT_REDIRECT = 'a {NAME[subscript]} redirect evaluates the subscript as arithmetic, which can run commands named in variable values';
/** An operator, newline or end token, with every field a word token has (see wordToken). */
function token(k, op, fd, start, end) {
    return { k, op, fd, word: undefined, assign: undefined, plain: undefined, start, end };
}
// The operators, longest first for each first character (lexOp reads them on codes):
// ;;& ;; ;& ; && &>> &> & || |& | ( ) <<< <<- << <& <> < >> >& >| >
export const REDIRECTS = new Set(['<', '>', '>>', '>|', '<>', '<<', '<<-', '<<<', '>&', '<&', '&>', '&>>']);
/**
 * REDIRECTS.has(op) for an operator, on its first two codes (asked for every token: no
 * hashing): every operator starting with `<` or `>` is one, and of those starting with `&`, `&>`
 * and `&>>`.
 */
export function isRedirect(op) {
    const c = op.charCodeAt(0);
    return c === 60 || c === 62 || (c === 38 && op.charCodeAt(1) === 62);
}
/**
 * then do else elif if while until { ! time coproc -p: after these an assignment may follow.
 * Comparisons, not a Set: a Set lookup must hash the word, which most words never need
 * otherwise (a length switch rejects nearly every word at once).
 */
function isOpener(v) {
    switch (v.length) {
        case 1: return v === '{' || v === '!';
        case 2: return v === 'do' || v === 'if' || v === '-p';
        case 4: return v === 'then' || v === 'else' || v === 'elif' || v === 'time';
        case 5: return v === 'while' || v === 'until';
        case 6: return v === 'coproc';
        default: return false;
    }
}
/** parseList ends: a `)` (one function for every list, not a closure per call), the end of the text. */
export const isCloseParen = (t) => t.k === 'op' && t.op === ')';
export const isEof = (t) => t.k === 'eof';
function isDigitCode(c) {
    return c >= 48 && c <= 57;
}
/** The token reader; the grammar (./bash-grammar.ts) extends it and supplies the Nested callbacks. */
export class TokenReader {
    /**
     * `parent`: a reader of the same scanner and budget, whose DirectWords this one uses (it keeps
     * nothing between words; the WordReader is not shared: its bracket cache holds for one reader's
     * positions, which only grow, and an arithmetic attempt that fails is read again).
     */
    constructor(sc, budget, parent) {
        this.sc = sc;
        this.budget = budget;
        this.peeked = undefined;
        this.reader = undefined;
        this.direct = parent === undefined ? undefined : parent.direct;
        this.condMode = false;
        this.assignOk = true;
        this.literalWords = true;
        this.afterRedirect = false;
    }
    get words() {
        return (this.reader ??= new WordReader(this.sc, this, this.budget));
    }
    peek() {
        if (this.peeked === undefined)
            this.peeked = this.lex();
        return this.peeked;
    }
    /** next() for the peeked word token, when the caller sets assignOk itself (the rest of what next() does). */
    nextWord() {
        this.peeked = undefined;
        this.afterRedirect = false;
    }
    /** next() for the peeked newline or `;` `&` `&&` `||` `|` `|&` (no redirection: a command may start after it). */
    nextSeparator() {
        this.peeked = undefined;
        this.afterRedirect = false;
        this.assignOk = !this.condMode;
    }
    next() {
        const t = this.peek();
        this.peeked = undefined;
        // Where bash's lexer accepts an assignment word (affects `name[...]` scanning).
        this.afterRedirect = t.k === 'op' && (t.op === '>&' || t.op === '<&');
        if (this.condMode)
            this.assignOk = false;
        else if (t.k === 'op')
            this.assignOk = !isRedirect(t.op);
        else if (t.k === 'nl')
            this.assignOk = true;
        else if (t.k === 'word') {
            const v = t.plain;
            this.assignOk = v !== undefined && isOpener(v);
        }
        return t;
    }
    unexpected(t) {
        const what = t.k === 'eof' ? 'end of file' : t.k === 'nl' ? 'newline' : t.k === 'op' ? t.op : t.word.text;
        this.sc.fail(t.k === 'eof' ? 'syntax error: unexpected end of file' : `syntax error near unexpected token \`${what}'`, t.start);
    }
    lex() {
        const sc = this.sc;
        const src = sc.src;
        const end = sc.end;
        const c = skipBlanks(sc);
        const start = sc.pos;
        if (c === -1) {
            if (sc.heredocs.length > 0) {
                for (const h of sc.heredocs)
                    h.fill('', start, start);
                sc.heredocs = [];
            }
            return token('eof', undefined, undefined, start, start);
        }
        if (c === 10) {
            sc.pos++;
            this.gatherHeredocs();
            return token('nl', undefined, undefined, start, start + 1);
        }
        // Most words: one unquoted literal up to a blank, newline, `;`, `&`, `|`, `(`, `)` or the end
        // (before `<` or `>` it may be an fd number or run into a process substitution).
        if (c < 128 && this.literalWords) {
            const k = CHAR_CLASS[c];
            if ((k & (PLAIN | LITERAL)) !== 0) {
                const w = literalWordAt(sc, this.budget, start);
                if (w !== undefined)
                    return wordToken(w, undefined, w.text, start, sc.pos);
            }
            if ((k & (PLAIN | LITERAL | DIRECT_START)) !== 0) {
                const w = (this.direct ??= new DirectWords(sc, this.budget)).word(start);
                if (w !== undefined)
                    return w;
            }
        }
        // fd number or {var} before a redirection (only a digit or `{` can start one)
        if ((isDigitCode(c) || c === 123) && !this.condMode && !this.afterRedirect) {
            const t = this.fdRedirect(start, c);
            if (t !== undefined)
                return t;
        }
        if (!((c === 60 || c === 62) && start + 1 < end && src.charCodeAt(start + 1) === 40)) {
            const op = this.lexOp();
            if (op !== undefined)
                return token('op', op, undefined, start, sc.pos);
        }
        if (this.budget !== undefined && !this.budget.word())
            throw new BudgetSpent(sc.off(start));
        const w = this.words.readWord(this.assignOk && !this.condMode);
        if (sc.pos === start)
            sc.fail('internal error: empty word', start);
        // (`{a['$(cmd)']}>f`: bash reads the word as a descriptor variable, and evaluates its subscript.)
        if (c === 123 && (sc.ch() === '<' || sc.ch() === '>') && /^\{[A-Za-z_][A-Za-z0-9_]*\[.*\]\}$/s.test(w.word.text)) {
            this.unsupported(NAMED_ELEMENT_REDIRECT, sc.off(start));
        }
        return w;
    }
    /** `2>`, `10<&`, `{fd}>` at start (c: its first code, a digit or `{`): the redirection token, or undefined. */
    fdRedirect(start, c) {
        const sc = this.sc;
        const src = sc.src;
        let j = start;
        let fd = 0;
        // (The value is summed only below ten digits, where it is what Number() of them gives.)
        while (j < sc.end && isDigitCode(src.charCodeAt(j)))
            j++;
        if (j > start) {
            if (j - start >= 10)
                return undefined;
        }
        else {
            // c is `{`
            let k = start + 1;
            while (k < sc.end && isNameCode(src.charCodeAt(k)))
                k++;
            if (!isName(src.slice(start + 1, k)))
                return undefined;
            // `{a[i]}>f` assigns the descriptor to an array element: bash evaluates the subscript.
            const subscriptEnd = sc.ch(k) === '[' ? this.varSubscriptEnd(k) : k;
            if (sc.ch(subscriptEnd) !== '}')
                return undefined;
            const r = sc.ch(subscriptEnd + 1);
            if (subscriptEnd > k && (r === '<' || r === '>') && !/^\[\d+\]$/.test(src.slice(k, subscriptEnd))) {
                this.unsupported(NAMED_ELEMENT_REDIRECT, sc.off(start));
            }
            j = subscriptEnd + 1;
            fd = -1;
        }
        const r = j < sc.end ? src.charCodeAt(j) : -1;
        if (!((r === 60 || r === 62) && sc.ch(j + 1) !== '('))
            return undefined;
        if (fd === 0)
            for (let i = start; i < j; i++)
                fd = fd * 10 + (src.charCodeAt(i) - 48);
        sc.pos = j;
        const op = this.lexOp();
        if (op !== undefined && REDIRECTS.has(op) && !op.startsWith('&'))
            return token('op', op, fd, start, sc.pos);
        sc.pos = start;
        return undefined;
    }
    /** Just after the `]` closing a `[` at k in a `{NAME[…]}` word, or k when none closes before a break. */
    varSubscriptEnd(k) {
        for (let i = k + 1; i < this.sc.end; i++) {
            const c = this.sc.ch(i);
            if (c === ']')
                return i + 1;
            if (isBreak(c))
                return k;
        }
        return k;
    }
    /** The operator at sc.pos (moved past it), longest first, or undefined. */
    lexOp() {
        const sc = this.sc;
        const src = sc.src;
        const p = sc.pos;
        // Codes, not startsWith over OPS: ; & | ( ) < > are 59 38 124 40 41 60 62, and - is 45.
        const c = src.charCodeAt(p);
        const n1 = p + 1 < sc.end ? src.charCodeAt(p + 1) : -1;
        const n2 = p + 2 < sc.end ? src.charCodeAt(p + 2) : -1;
        let op;
        switch (c) {
            case 59:
                op = n1 === 59 ? (n2 === 38 ? ';;&' : ';;') : n1 === 38 ? ';&' : ';';
                break;
            case 38:
                op = n1 === 38 ? '&&' : n1 === 62 ? (n2 === 62 ? '&>>' : '&>') : '&';
                break;
            case 124:
                op = n1 === 124 ? '||' : n1 === 38 ? '|&' : '|';
                break;
            case 40:
                op = '(';
                break;
            case 41:
                op = ')';
                break;
            case 60:
                op = n1 === 60 ? (n2 === 60 ? '<<<' : n2 === 45 ? '<<-' : '<<') : n1 === 38 ? '<&' : n1 === 62 ? '<>' : '<';
                break;
            case 62:
                op = n1 === 62 ? '>>' : n1 === 38 ? '>&' : n1 === 124 ? '>|' : '>';
                break;
            default: return undefined;
        }
        sc.pos = p + op.length;
        return op;
    }
    gatherHeredocs() {
        const sc = this.sc;
        if (sc.heredocs.length === 0) {
            if (sc.outerHeredocs > 0)
                sc.fail('newline inside a substitution while a here-document is pending (not supported)', sc.pos - 1);
            return;
        }
        for (const h of sc.heredocs) {
            const bodyStart = sc.pos;
            const r = heredocBody(sc.src, bodyStart, sc.end, h);
            sc.pos = r.next;
            h.fill(r.body, bodyStart, r.bodyEnd);
        }
        sc.heredocs = [];
    }
    /** An unquoted word whose value is `text` (line continuations inside are already removed). */
    isWord(t, text) {
        return t.k === 'word' && t.plain === text;
    }
    skipNewlines() {
        while (this.peek().k === 'nl')
            this.next();
    }
    expectWord(text) {
        const t = this.next();
        if (!this.isWord(t, text))
            this.unexpected(t);
        return t;
    }
    until(...words) {
        return (t) => words.some((w) => this.isWord(t, w));
    }
    // ---- Redirections (a here-document's body is gathered at the next newline) ---------------
    parseRedirects(into) {
        for (;;) {
            const t = this.peek();
            if (t.k === 'op' && isRedirect(t.op))
                into.push(this.parseRedirect());
            else
                break;
        }
    }
    parseRedirect() {
        const t = this.next();
        if (t.k !== 'op')
            this.unexpected(t);
        const w = this.next();
        if (w.k !== 'word')
            this.unexpected(w);
        const target = w.word;
        const op = t.op;
        const r = { op, target, start: this.sc.off(t.start), end: target.end };
        if (t.fd !== undefined)
            r.fd = t.fd;
        if (op === '<<' || op === '<<-') {
            const delimiter = target.parts.map((p) => (p.type === 'literal' || p.type === 'expansion' || p.type === 'glob' ? p.text : p.text)).join('');
            const expands = !/['"\\]/.test(target.text);
            const sc = this.sc;
            sc.heredocs.push({
                strip: op === '<<-', delimiter, expands,
                fill: (body, bodyStart, bodyEnd) => {
                    r.heredoc = expands
                        ? { body, expands, bodyWord: heredocWord(sc, this, bodyStart, bodyEnd) }
                        : { body, expands };
                },
            });
        }
        return r;
    }
}
//# sourceMappingURL=bash-tokens.js.map