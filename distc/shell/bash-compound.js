import { EVALUATED_SUBSCRIPT } from './bash-builtins.js';
import { isBlank } from './bash-lexer.js';
import { isCloseParen, TokenReader } from './bash-tokens.js';
import { Parts } from './bash-word-parts.js';
const UNARY = new Set('-a -b -c -d -e -f -g -h -k -p -r -s -t -u -w -x -G -L -N -O -S -z -n -o -v -R'.split(' '));
const BINARY = new Set('= == != =~ -eq -ne -lt -le -gt -ge -nt -ot -ef'.split(' '));
const RESERVED = new Set(['!', 'case', 'coproc', 'do', 'done', 'elif', 'else', 'esac', 'fi', 'for', 'function', 'if', 'in', 'select', 'then', 'until', 'while', '{', '}', 'time', '[[', ']]']);
export class CompoundGrammar extends TokenReader {
    /** `( list )` at t, or `((...))` when it reads as an arithmetic command. */
    parseSubshell(t) {
        if (this.sc.ch(t.end) === '(') {
            const c = this.tryArithCommand(t.start);
            if (c !== undefined)
                return c;
        }
        this.next();
        this.sc.enter(t.start);
        const body = this.parseList(isCloseParen, false, 'subshell');
        const close = this.next();
        if (!(close.k === 'op' && close.op === ')'))
            this.unexpected(close);
        this.sc.leave();
        return this.compound('subshell', t.start, close.end, [body], []);
    }
    /** A compound command's node, with the redirections written after it. */
    compound(kind, start, end, bodies, words, extra = {}) {
        const redirects = [];
        this.parseRedirects(redirects);
        const last = redirects.length === 0 ? undefined : redirects[redirects.length - 1]; // (no index -1: a slow lookup by name)
        const c = { type: 'compound', kind, bodies, words, redirects, start: this.sc.off(start), end: last === undefined ? this.sc.offEnd(end) : last.end };
        return Object.assign(c, extra);
    }
    parseGroup() {
        const open = this.peek();
        const { body, end } = this.parseGroupNoRedirects();
        return this.compound('group', open.start, end, [body], []);
    }
    parseIf() {
        const open = this.next();
        this.sc.enter(open.start);
        const bodies = [];
        let hasElse = false;
        for (;;) {
            bodies.push(this.parseList(this.until('then'), false, 'if'));
            this.expectWord('then');
            bodies.push(this.parseList(this.until('elif', 'else', 'fi'), false, 'then'));
            const t = this.next();
            if (this.isWord(t, 'elif'))
                continue;
            if (this.isWord(t, 'else')) {
                hasElse = true;
                bodies.push(this.parseList(this.until('fi'), false, 'else'));
                this.expectWord('fi');
            }
            else if (!this.isWord(t, 'fi'))
                this.unexpected(t);
            break;
        }
        const end = this.sc.pos;
        this.sc.leave();
        return this.compound('if', open.start, end, bodies, [], { hasElse });
    }
    parseWhile(kind) {
        const open = this.next();
        this.sc.enter(open.start);
        const cond = this.parseList(this.until('do'), false, kind);
        this.expectWord('do');
        const body = this.parseList(this.until('done'), false, 'do');
        const close = this.expectWord('done');
        this.sc.leave();
        return this.compound(kind, open.start, close.end, [cond, body], []);
    }
    parseDoBody() {
        this.skipNewlines();
        const t = this.peek();
        if (this.isWord(t, '{')) {
            const g = this.parseGroupNoRedirects();
            return g;
        }
        this.expectWord('do');
        const body = this.parseList(this.until('done'), false, 'do');
        const close = this.expectWord('done');
        return { body, end: close.end };
    }
    parseGroupNoRedirects() {
        const open = this.next();
        this.sc.enter(open.start);
        const body = this.parseList(this.until('}'), false, 'group');
        const close = this.expectWord('}');
        this.sc.leave();
        return { body, end: close.end };
    }
    parseFor(kind) {
        const open = this.next();
        const sc = this.sc;
        sc.enter(open.start);
        let j = sc.pos;
        while (isBlank(sc.ch(j)))
            j++;
        if (kind === 'for' && sc.ch(j) === '(' && sc.ch(j + 1) === '(') {
            const w = this.arithWord(j);
            if (w === undefined)
                return sc.fail('syntax error: arithmetic for expression', j);
            const t = this.peek();
            if (t.k === 'op' && t.op === ';')
                this.next();
            const { body, end } = this.parseDoBody();
            sc.leave();
            return this.compound('for', open.start, end, [body], [w], { name: '((' });
        }
        const nameTok = this.next();
        if (nameTok.k !== 'word')
            this.unexpected(nameTok);
        const name = nameTok.word.text;
        const words = [];
        let hasIn = false;
        this.skipNewlines();
        if (this.isWord(this.peek(), 'in')) {
            this.next();
            hasIn = true;
            for (;;) {
                const t = this.peek();
                if (t.k !== 'word')
                    break;
                this.next();
                words.push(t.word);
            }
            const t = this.next();
            if (!(t.k === 'nl' || (t.k === 'op' && t.op === ';')))
                this.unexpected(t);
        }
        else {
            const t = this.peek();
            if (t.k === 'op' && t.op === ';')
                this.next();
        }
        const { body, end } = this.parseDoBody();
        sc.leave();
        return this.compound(kind, open.start, end, [body], words, { name, hasIn });
    }
    parseCase() {
        const open = this.next();
        const sc = this.sc;
        sc.enter(open.start);
        const subj = this.next();
        if (subj.k !== 'word')
            this.unexpected(subj);
        const words = [subj.word];
        this.skipNewlines();
        this.expectWord('in');
        const bodies = [];
        const arms = [];
        let end;
        for (;;) {
            this.skipNewlines();
            const t = this.next();
            if (this.isWord(t, 'esac')) {
                end = t.end;
                break;
            }
            let p = t;
            if (p.k === 'op' && p.op === '(')
                p = this.next();
            const patterns = [];
            for (;;) {
                if (p.k !== 'word')
                    this.unexpected(p);
                patterns.push(p.word);
                words.push(p.word);
                const s = this.next();
                if (s.k === 'op' && s.op === '|') {
                    p = this.next();
                    continue;
                }
                if (s.k === 'op' && s.op === ')')
                    break;
                this.unexpected(s);
            }
            const isEnd = (x) => (x.k === 'op' && (x.op === ';;' || x.op === ';&' || x.op === ';;&')) || this.isWord(x, 'esac');
            const body = this.parseList(isEnd, true, 'case');
            const hasBody = !(body.type === 'sequence' && body.items.length === 0);
            if (hasBody)
                bodies.push(body);
            const s = this.peek();
            let terminator;
            if (s.k === 'op' && (s.op === ';;' || s.op === ';&' || s.op === ';;&')) {
                this.next();
                terminator = s.op;
            }
            arms.push({ patterns, body: hasBody ? body : undefined, terminator });
            if (terminator === undefined) {
                this.skipNewlines();
                end = this.expectWord('esac').end;
                break;
            }
        }
        sc.leave();
        return this.compound('case', open.start, end, bodies, words, { arms });
    }
    parseFunctionKeyword() {
        const open = this.next();
        const n = this.next();
        if (n.k !== 'word')
            this.unexpected(n);
        const t = this.peek();
        if (t.k === 'op' && t.op === '(')
            return this.parseFunctionRest(n.word.text, open.start);
        return this.parseFunctionBody(n.word.text, open.start);
    }
    parseFunctionRest(name, start) {
        this.next(); // (
        const c = this.next();
        if (!(c.k === 'op' && c.op === ')'))
            this.unexpected(c);
        return this.parseFunctionBody(name, start);
    }
    parseFunctionBody(name, start) {
        this.sc.enter(start);
        this.skipNewlines();
        const t = this.peek();
        if (!this.isCompoundStart(t))
            this.unexpected(t);
        const body = this.parseCommand();
        this.sc.leave();
        return { type: 'function', name, body, start: this.sc.off(start), end: body.end };
    }
    parseCoproc() {
        const open = this.next();
        const sc = this.sc;
        sc.enter(open.start);
        const t = this.peek();
        let result;
        const reserved = (x) => x.k === 'word' && RESERVED.has(x.plain ?? '');
        if (t.k === 'word' && t.assign === undefined && !this.isCompoundStart(t)) {
            if (reserved(t) && !this.isWord(t, 'time'))
                this.unexpected(t);
            this.next();
            const n = this.peek();
            if (!this.isCompoundStart(n) && reserved(n))
                this.unexpected(n);
            if (this.isCompoundStart(n)) {
                const body = this.parseCommand();
                result = { type: 'compound', kind: 'coproc', bodies: [body], words: [], redirects: [], start: sc.off(open.start), end: body.end };
                Object.assign(result, { name: t.word.text });
            }
            else {
                const body = this.parseSimple([t.word], t.start);
                result = { type: 'compound', kind: 'coproc', bodies: [body], words: [], redirects: [], start: sc.off(open.start), end: body.end };
            }
        }
        else {
            const body = this.parseCommand();
            result = { type: 'compound', kind: 'coproc', bodies: [body], words: [], redirects: [], start: sc.off(open.start), end: body.end };
        }
        sc.leave();
        return result;
    }
    isCompoundStart(t) {
        if (t.k === 'op')
            return t.op === '(';
        return ['{', 'if', 'while', 'until', 'for', 'select', 'case', '[['].some((w) => this.isWord(t, w));
    }
    // ---- Arithmetic and conditional commands ---------------------------------------------------
    /** `((...))` at raw index i; the word holds the whole text, with any substitutions inside. */
    arithWord(i) {
        const sc = this.sc;
        const b = new Parts();
        const save = sc.pos;
        sc.pos = i;
        const ok = this.words.tryArith(b, false, i, i + 2, '))');
        if (!ok) {
            sc.pos = save;
            return undefined;
        }
        this.peeked = undefined;
        return { start: sc.off(i), end: sc.offEnd(sc.pos), text: sc.src.slice(i, sc.pos), parts: b.done() };
    }
    tryArithCommand(i) {
        const save = this.sc.pos;
        const w = this.arithWord(i);
        if (w === undefined) {
            this.sc.pos = save;
            return undefined;
        }
        return this.compound('arith', i, this.sc.pos, [], [w]);
    }
    parseCond() {
        const open = this.next();
        const sc = this.sc;
        sc.enter(open.start);
        this.condMode = true;
        const words = [];
        this.condList(words, '||');
        const close = this.next();
        if (!this.isWord(close, ']]'))
            this.sc.fail('syntax error in conditional expression', close.start);
        this.condMode = false;
        sc.leave();
        return this.compound('cond', open.start, close.end, [], words);
    }
    /** `||` joins `&&` lists, `&&` joins terms; only the words are kept, in order. */
    condList(words, op) {
        for (;;) {
            if (op === '||')
                this.condList(words, '&&');
            else
                this.condTerm(words);
            const t = this.peek();
            if (!(t.k === 'op' && t.op === op))
                return;
            this.next();
        }
    }
    condTerm(words) {
        const sc = this.sc;
        sc.enter();
        this.skipNewlines();
        const t = this.next();
        if (this.isWord(t, '!')) {
            this.condTerm(words);
        }
        else if (t.k === 'op' && t.op === '(') {
            this.condList(words, '||');
            const c = this.next();
            if (!(c.k === 'op' && c.op === ')'))
                sc.fail('syntax error in conditional expression', c.start);
        }
        else if (t.k === 'word' && !this.isWord(t, ']]')) {
            words.push(t.word);
            if (UNARY.has(t.plain ?? '')) {
                const a = this.next();
                if (a.k !== 'word' || this.isWord(a, ']]'))
                    return sc.fail('unexpected argument to conditional unary operator', a.start);
                words.push(a.word);
                // `-v NAME` evaluates NAME's subscript as arithmetic (`-v 'a[$(cmd)]'` runs cmd), and an
                // expansion there may expand to such a name.
                if (t.plain === '-v' && (/[$`]/.test(a.word.text) || EVALUATED_SUBSCRIPT.test(a.word.text))) {
                    this.unsupported('-v on a subscript or an expansion (bash evaluates the subscript as arithmetic, which can run commands)', sc.off(a.start));
                }
            }
            else {
                const n = this.peek();
                const isBin = (n.k === 'word' && BINARY.has(n.plain ?? '')) || (n.k === 'op' && (n.op === '<' || n.op === '>') && n.fd === undefined);
                if (isBin) {
                    this.next();
                    if (n.k === 'word')
                        words.push(n.word);
                    if (n.k === 'word' && n.plain === '=~') {
                        this.peeked = undefined;
                        const r = this.words.readRegexWord();
                        if (r === undefined)
                            return sc.fail('syntax error in conditional expression', sc.pos);
                        words.push(r);
                    }
                    else {
                        const r = this.next();
                        if (r.k !== 'word')
                            return sc.fail('unexpected argument to conditional binary operator', r.start);
                        words.push(r.word);
                        if (n.k === 'word' && /^-(eq|ne|lt|le|gt|ge)$/.test(n.word.text) && ![t.word.text, r.word.text].every((x) => /^[-+]?[0-9]+$/.test(x))) {
                            this.unsupported('arithmetic comparison on a variable or expansion (its value can run commands)', sc.off(n.start));
                        }
                    }
                }
                else if (!(n.k === 'op' && (n.op === '&&' || n.op === '||' || n.op === ')')) && !this.isWord(n, ']]')) {
                    sc.fail('conditional binary operator expected', n.start);
                }
            }
        }
        else
            sc.fail('syntax error in conditional expression', t.start);
        sc.leave();
    }
}
//# sourceMappingURL=bash-compound.js.map