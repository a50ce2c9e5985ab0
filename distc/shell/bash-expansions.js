import { BashSyntaxError, isNameChar, isNameStart } from './bash-lexer.js';
import { makeWord, Parts } from './bash-word-parts.js';
/** Characters with no meaning inside double quotes (all but `"`, `\\`, `$` and a backtick). */
const DQUOTE_RUN = /[^"\\$`]+/y;
export class ExpansionReader {
    constructor(sc, nx) {
        this.sc = sc;
        this.nx = nx;
    }
    /** After the opening `"` (or in a here-document body when `heredoc`): up to the closing `"`. */
    readDquote(b, heredoc) {
        const sc = this.sc;
        const open = sc.pos - 1;
        b.lit1('', true);
        for (;;) {
            // A run of characters with no meaning inside double quotes, in one step (bounded by sc.end:
            // a here-document body is read inside the whole text).
            // (A sticky regex, not a loop over the characters: native from the first call, where a loop
            // costs 20-30 ns a character until the JIT has optimized it; ADR 0006.)
            DQUOTE_RUN.lastIndex = sc.pos;
            const end = DQUOTE_RUN.test(sc.src) ? Math.min(DQUOTE_RUN.lastIndex, sc.end) : sc.pos;
            if (end > sc.pos + 1) {
                b.lit1(sc.src.slice(sc.pos, end), true);
                sc.pos = end;
                continue;
            }
            const c = sc.ch();
            if (c === '') {
                if (heredoc)
                    return;
                sc.fail('unexpected EOF while looking for matching `"\'', open);
            }
            if (c === '"' && !heredoc) {
                sc.pos++;
                return;
            }
            if (c === '\\') {
                const n = sc.ch(sc.pos + 1);
                if (n === '\n')
                    sc.pos += 2;
                else if (n === '$' || n === '`' || n === '\\' || (n === '"' && !heredoc)) {
                    b.lit1(n, true);
                    sc.pos += 2;
                }
                else {
                    b.lit1('\\', true);
                    sc.pos++;
                }
            }
            else if (c === '$') {
                this.readDollar(b, true);
            }
            else if (c === '`') {
                this.readBacktick(b, true);
            }
            else {
                b.lit1(c, true);
                sc.pos++;
            }
        }
    }
    /** `$...` at sc.pos (not `$'` / `$"` in unquoted context). */
    readDollar(b, quoted) {
        const sc = this.sc;
        const at = sc.pos;
        const n = sc.ch(at + 1);
        if (n === '(') {
            if (sc.ch(at + 2) === '(' && this.tryArith(b, quoted, at, at + 3, '))'))
                return;
            const body = this.readParenBody(at, '$((');
            b.push({ type: 'command-substitution', body, quoted, text: sc.src.slice(at, sc.pos) });
        }
        else if (n === '[') {
            this.nx.unsupported('$[ ] arithmetic', sc.off(at));
            if (!this.tryArith(b, quoted, at, at + 2, ']'))
                sc.fail("unexpected EOF while looking for matching `]'", at);
        }
        else if (n === '{') {
            this.readBraceParam(b, quoted);
        }
        else if (isNameStart(n)) {
            let j = at + 2;
            while (isNameChar(sc.ch(j)))
                j++;
            b.push({ type: 'expansion', text: sc.src.slice(at, j), quoted });
            sc.pos = j;
        }
        else if ((n >= '0' && n <= '9') || '@*#?-$!_'.includes(n) && n !== '') {
            b.push({ type: 'expansion', text: sc.src.slice(at, at + 2), quoted });
            sc.pos = at + 2;
        }
        else {
            b.lit1('$', quoted);
            sc.pos++;
        }
    }
    /**
     * The list of `$(...)`, `<(...)` or `>(...)` at `at` (its `(` at at + 1); sc.pos ends just after
     * the closing `)`. `opener` names the doubled form in the error message.
     */
    readParenBody(at, opener) {
        const sc = this.sc;
        sc.enter(at);
        sc.pos = at + 2;
        const body = this.nx.parseUntilParen(sc);
        if (sc.ch(at + 2) === '(' && hasCase(body))
            sc.fail(`\`${opener}\` holding a case command (bash rejects or reads it differently)`, at);
        sc.pos++;
        sc.leave();
        return body;
    }
    /**
     * Arithmetic `$((...))`, `((...))` or `$[...]` whose contents start at `from`. Returns false
     * (position unchanged) when `$((` turns out to be `$( (...) )`.
     */
    tryArith(b, quoted, at, from, close) {
        const sc = this.sc;
        const inner = new Parts(true);
        const save = sc.pos;
        sc.enter(at);
        sc.pos = from;
        let d = 0;
        let ok = false;
        const stop = from + this.nx.scanLimit();
        for (;;) {
            const c = sc.ch();
            if (c === '' || sc.pos > stop)
                break;
            if (close === ']') {
                if (c === '[')
                    d++;
                else if (c === ']' && d-- === 0) {
                    sc.pos++;
                    ok = true;
                    break;
                }
            }
            else if (c === '(')
                d++;
            else if (c === ')') {
                if (d === 0) {
                    if (sc.ch(sc.pos + 1) === ')') {
                        sc.pos += 2;
                        ok = true;
                    }
                    break;
                }
                d--;
            }
            if (c === '\\')
                sc.pos += 2;
            else if (c === "'") {
                this.nx.unsupported('single quotes inside arithmetic', sc.off(sc.pos));
                const e = sc.src.indexOf("'", sc.pos + 1);
                if (e < 0 || e >= sc.end)
                    break;
                // A quoted value can be evaluated again (`a[$(cmd)]` in an array subscript runs cmd):
                // show any substitution written inside it, so deny rules see the command.
                try {
                    for (const p of heredocWord(sc, this.nx, sc.pos + 1, e).parts)
                        inner.push(p);
                }
                catch (err) {
                    if (!(err instanceof BashSyntaxError))
                        throw err;
                }
                sc.pos = e + 1;
            }
            else if (c === '"') {
                sc.pos++;
                this.readDquote(inner, false);
            }
            else if (c === '$') {
                if (sc.ch(sc.pos + 1) === "'" || sc.ch(sc.pos + 1) === '"')
                    sc.pos++;
                else
                    this.readDollar(inner, true);
            }
            else if (c === '`')
                this.readBacktick(inner, true);
            else
                sc.pos++;
        }
        sc.leave();
        this.nx.scanned(sc.pos - from, sc.off(at));
        if (!ok) {
            sc.pos = save;
            return false;
        }
        if (/[A-Za-z_$`]/.test(sc.src.slice(from, sc.pos))) {
            // Arithmetic evaluates variable values as expressions, and `a[$(cmd)]` in a value runs cmd.
            this.nx.unsupported('arithmetic on a variable or expansion (its value can run commands)', sc.off(at));
        }
        b.push({ type: 'expansion', text: sc.src.slice(at, sc.pos), quoted });
        for (const p of inner.done())
            b.push(p);
        return true;
    }
    /** `${...}`: one expansion part, followed by the substitutions found inside it. */
    readBraceParam(b, quoted) {
        const sc = this.sc;
        const at = sc.pos;
        const after = sc.ch(at + 2);
        if (after === ' ' || after === '\t' || after === '\n' || after === '|') {
            this.readFunsub(b, quoted, at);
            return;
        }
        sc.enter(at);
        sc.pos += 2;
        const inner = new Parts(true);
        for (;;) {
            const c = sc.ch();
            if (c === '')
                sc.fail("unexpected EOF while looking for matching `}'", at);
            if (c === '}') {
                sc.pos++;
                break;
            }
            if (c === '\\')
                sc.pos += 2;
            else if (c === "'") {
                if (quoted)
                    sc.fail("single quote inside a double-quoted ${...} (not supported)", sc.pos);
                const e = sc.src.indexOf("'", sc.pos + 1);
                if (e < 0 || e >= sc.end)
                    sc.fail("unexpected EOF while looking for matching `''", sc.pos);
                sc.pos = e + 1;
            }
            else if (c === '"') {
                sc.pos++;
                this.readDquote(inner, false);
            }
            else if (c === '$') {
                if (sc.ch(sc.pos + 1) === "'" && !quoted) {
                    sc.fail("$'...' inside ${...} (not supported)", sc.pos);
                }
                this.readDollar(inner, true);
            }
            else if (c === '`')
                this.readBacktick(inner, true);
            else
                sc.pos++;
        }
        sc.leave();
        b.push({ type: 'expansion', text: sc.src.slice(at, sc.pos), quoted });
        for (const p of inner.done())
            b.push(p);
    }
    /**
     * bash 5.3's `${ list; }` and `${|list;}` (ksh93's too): the list runs in this shell, as a
     * command substitution that does not fork (bash 5.2 rejects it). Its end is a `}` word, which
     * is not read precisely: the list up to the first `}` after a `;`, `&` or newline is read as a
     * command substitution's (deny and ask rules see its commands), and the line is never allowed.
     */
    readFunsub(b, quoted, at) {
        const sc = this.sc;
        this.nx.unsupported('a ${ command; } substitution (bash 5.3 and ksh run the commands in it)', sc.off(at));
        let end = -1;
        for (let j = at + 3, last = ''; j < sc.end; j++) {
            const c = sc.ch(j);
            if (c === '}' && (last === ';' || last === '&' || last === '\n')) {
                end = j;
                break;
            }
            if (c !== ' ' && c !== '\t')
                last = c;
        }
        if (end < 0)
            sc.fail("unexpected EOF while looking for matching `}'", at);
        const text = sc.src.slice(at + 3, end);
        const map = new Int32Array(text.length + 1);
        for (let k = 0; k <= text.length; k++)
            map[k] = sc.off(at + 3 + k);
        sc.enter(at);
        const body = this.nx.parseText(text, map, sc.depth);
        sc.leave();
        sc.pos = end + 1;
        b.push({ type: 'command-substitution', body, quoted, text: sc.src.slice(at, sc.pos) });
    }
    /** A backtick substitution: find the closing backtick, unescape, parse the body separately. */
    readBacktick(b, inDquote) {
        const sc = this.sc;
        const at = sc.pos;
        let j = at + 1;
        let text = '';
        const map = [];
        for (;;) {
            const c = sc.ch(j);
            if (c === '')
                sc.fail('unexpected EOF while looking for matching ``\'', at);
            if (c === '`')
                break;
            if (c === '\\') {
                const n = sc.ch(j + 1);
                if (n === '$' || n === '`' || n === '\\' || (inDquote && n === '"')) {
                    map.push(sc.off(j + 1));
                    text += n;
                    j += 2;
                    continue;
                }
            }
            map.push(sc.off(j));
            text += c;
            j++;
        }
        map.push(sc.off(j));
        sc.enter(at);
        const body = this.nx.parseText(text, Int32Array.from(map), sc.depth);
        sc.leave();
        sc.pos = j + 1;
        b.push({ type: 'command-substitution', body, quoted: inDquote, text: sc.src.slice(at, sc.pos) });
    }
}
/** Read a here-document body as a word (unquoted delimiter: `$`, backticks and `\` are active). */
export function heredocWord(sc, nx, start, end) {
    const saveEnd = sc.end;
    const savePos = sc.pos;
    sc.end = end;
    sc.pos = start;
    const b = new Parts();
    try {
        new ExpansionReader(sc, nx).readDquote(b, true);
    }
    finally {
        sc.end = saveEnd;
        sc.pos = savePos;
    }
    return makeWord(sc, start, end, b.done());
}
/** Whether a command list holds a `case` command (outside of words). Iterative. */
function hasCase(c) {
    const todo = [c];
    for (let x = todo.pop(); x !== undefined; x = todo.pop()) {
        switch (x.type) {
            case 'compound':
                if (x.kind === 'case')
                    return true;
                todo.push(...x.bodies);
                break;
            case 'sequence':
                for (const it of x.items)
                    todo.push(it.command);
                break;
            case 'and-or':
                todo.push(x.first, ...x.rest.map((r) => r.command));
                break;
            case 'pipeline':
                todo.push(...x.commands);
                break;
            case 'function':
                todo.push(x.body);
                break;
            case 'simple': break;
        }
    }
    return false;
}
//# sourceMappingURL=bash-expansions.js.map