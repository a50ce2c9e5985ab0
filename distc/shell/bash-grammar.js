import { Scanner } from './bash-lexer.js';
import { BudgetSpent } from './budget.js';
import { CompoundGrammar } from './bash-compound.js';
import { isCloseParen, isEof, isRedirect, plainText } from './bash-tokens.js';
/**
 * declare typeset local export readonly. Comparisons after a length switch, not a Set: a Set
 * lookup hashes the command name, a fresh string for every line (as isOpener in ./bash-tokens.ts).
 */
function isDeclName(v) {
    switch (v.length) {
        case 5: return v === 'local';
        case 6: return v === 'export';
        case 7: return v === 'declare' || v === 'typeset';
        case 8: return v === 'readonly';
        default: return false;
    }
}
function isDecl(w) {
    const v = plainText(w);
    return v !== undefined && isDeclName(v);
}
/**
 * A reserved word of bash (RESERVED in ./bash-compound.ts): on the first code, then comparisons
 * (a command name is compared with at most three words, not the dozen of parseCommand's checks).
 */
export function isReservedWord(v) {
    switch (v.charCodeAt(0)) {
        case 123:
        case 125:
        case 33: return v.length === 1; // { } !
        case 105: return v === 'if' || v === 'in';
        case 102: return v === 'fi' || v === 'for' || v === 'function';
        case 100: return v === 'do' || v === 'done';
        case 91: return v === '[[';
        case 93: return v === ']]';
        case 116: return v === 'then' || v === 'time';
        case 101: return v === 'elif' || v === 'else' || v === 'esac';
        case 99: return v === 'case' || v === 'coproc';
        case 119: return v === 'while';
        case 117: return v === 'until';
        case 115: return v === 'select';
        default: return false;
    }
}
/** then elif else fi do done esac } in ]]: reserved words that cannot start a command (as isDeclName). */
function isBadStart(v) {
    switch (v.length) {
        case 1: return v === '}';
        case 2: return v === 'fi' || v === 'do' || v === 'in' || v === ']]';
        case 4: return v === 'then' || v === 'elif' || v === 'else' || v === 'done' || v === 'esac';
        default: return false;
    }
}
export class Grammar extends CompoundGrammar {
    /** `parent`: a grammar on the same scanner whose DirectWords this one uses. */
    constructor(sc, shared, parent) {
        super(sc, shared.budget, parent);
        this.shared = shared;
        this.literalWords = shared.literalWords;
    }
    // ---- Nested callbacks -------------------------------------------------------------------
    parseUntilParen(sc) {
        this.spendWord(sc.off(sc.pos));
        // (Same scanner: the body's grammar shares this one's DirectWords.)
        const g = new Grammar(sc, this.shared, sc === this.sc ? this : undefined);
        const outer = sc.heredocs;
        // The body reads its own here-documents (a new list only when some are pending: when none
        // are, the list is empty and left so, or the body has failed, when the body is done).
        const pending = outer.length > 0;
        if (pending) {
            sc.outerHeredocs += outer.length;
            sc.heredocs = [];
        }
        const body = g.parseList(isCloseParen, true, 'list');
        const close = g.peek();
        if (!(close.k === 'op' && close.op === ')'))
            g.unexpected(close);
        if (sc.heredocs.length > 0)
            sc.fail('here-document not finished inside a substitution (not supported)', close.start);
        sc.pos = close.start;
        if (pending) {
            sc.heredocs = outer;
            sc.outerHeredocs -= outer.length;
        }
        return body;
    }
    parseText(text, map, depth) {
        this.spendWord(map[0] ?? 0);
        const sc = new Scanner(text, map);
        sc.depth = depth;
        const g = new Grammar(sc, this.shared, undefined);
        const body = g.parseList(isEof, true, 'list');
        const t = g.peek();
        if (t.k !== 'eof')
            g.unexpected(t);
        return body;
    }
    unsupported(message, offset) {
        this.shared.unsupported.push({ message, offset });
    }
    scanLimit() {
        return this.shared.budget === undefined ? Infinity : this.shared.budget.scan;
    }
    scanned(chars, offset) {
        const budget = this.shared.budget;
        if (budget !== undefined && !budget.scanned(chars))
            throw new BudgetSpent(offset);
    }
    /** A substitution body costs what a word does (an input of 5,000 empty `` would be 5,000 parses). */
    spendWord(offset) {
        const budget = this.shared.budget;
        if (budget !== undefined && !budget.word())
            throw new BudgetSpent(offset);
    }
    // ---- Lists -------------------------------------------------------------------------------
    /** A list of and-or items up to a token for which isEnd is true (not consumed). */
    parseList(isEnd, allowEmpty, _what, top = false) {
        // The first item is kept apart and the list made at the second: most lists have one item,
        // which is returned as it is (an array's first push allocates room for 17 elements).
        let first;
        let firstBackground = false;
        let items;
        let count = 0;
        this.skipNewlines();
        for (;;) {
            const t = this.peek();
            if (isEnd(t) || t.k === 'eof')
                break;
            const command = this.parseAndOr();
            const s = this.peek();
            let background = false;
            let more = true;
            if (s.k === 'op' && (s.op === ';' || s.op === '&')) {
                this.nextSeparator();
                background = s.op === '&';
            }
            else if (s.k === 'nl')
                this.nextSeparator();
            else
                more = false;
            if (count === 0) {
                first = command;
                firstBackground = background;
                if (top) {
                    this.shared.topFirst = command;
                    this.shared.topFirstBackground = background;
                }
            }
            else {
                if (items === undefined) {
                    items = [{ command: first, background: firstBackground }];
                    if (top)
                        this.shared.topItems = items;
                }
                items.push({ command, background });
            }
            count++;
            if (more)
                this.skipNewlines();
            if (top)
                this.topItemDone(count);
            if (!more)
                break;
        }
        if (count === 0 && !allowEmpty)
            this.unexpected(this.peek());
        if (count === 1 && !firstBackground)
            return first;
        if (items === undefined)
            items = first === undefined ? [] : [{ command: first, background: firstBackground }];
        // (No items[-1]: a negative index is a property lookup by name, the slow path.)
        const last = items.length === 0 ? undefined : items[items.length - 1];
        const start = first === undefined ? this.sc.off(this.sc.pos) : first.start;
        const end = last === undefined ? start : last.command.end;
        return { type: 'sequence', items, start, end };
    }
    /** The first `count` top-level items are complete: `partial` holds them, then the simple commands read after. */
    topItemDone(count) {
        this.shared.topCount = count;
        this.shared.simplesFrom = this.shared.simples.length;
    }
    parseAndOr() {
        const first = this.parsePipeline();
        // (Made when a `&&` or `||` follows: most commands stand alone.)
        let rest;
        for (;;) {
            const t = this.peek();
            if (t.k !== 'op' || (t.op !== '&&' && t.op !== '||'))
                break;
            this.nextSeparator();
            this.skipNewlines();
            (rest ??= []).push({ op: t.op, command: this.parsePipeline() });
        }
        if (rest === undefined)
            return first;
        return { type: 'and-or', first, rest, start: first.start, end: rest[rest.length - 1].command.end };
    }
    parsePipeline() {
        let timed = false;
        let posix = false;
        let negated = false;
        const start = this.peek().start;
        for (;;) {
            const t = this.peek();
            if (!timed && this.isWord(t, 'time')) {
                this.next();
                timed = true;
                if (this.isWord(this.peek(), '-p')) {
                    this.next();
                    posix = true;
                }
                // (bash 5 takes one `--` after them, and prints the time as `-p` does.)
                if (this.isWord(this.peek(), '--')) {
                    this.next();
                    posix = true;
                }
            }
            else if (this.isWord(t, '!')) {
                this.next();
                negated = !negated;
            }
            else
                break;
        }
        const after = this.peek();
        if ((timed || negated) && (after.k !== 'word' && !(after.k === 'op' && (after.op === '(' || isRedirect(after.op))))) {
            this.sc.fail('time or ! without a command (not supported)', after.start);
        }
        const first = this.parseCommand();
        const t0 = this.peek();
        if (!timed && !negated && !(t0.k === 'op' && (t0.op === '|' || t0.op === '|&')))
            return first;
        const commands = [first];
        for (;;) {
            const t = this.peek();
            if (t.k !== 'op' || (t.op !== '|' && t.op !== '|&'))
                break;
            this.nextSeparator();
            if (t.op === '|&') {
                const prev = commands[commands.length - 1];
                if (prev.type === 'simple' || prev.type === 'compound') {
                    const target = { start: this.sc.off(t.start), end: this.sc.off(t.end), text: '1', parts: [{ type: 'literal', text: '1', quoted: false }] };
                    prev.redirects.push({ op: '>&', fd: 2, target, start: target.start, end: target.end });
                }
            }
            this.skipNewlines();
            commands.push(this.parseCommand());
        }
        if (commands.length === 1 && !timed && !negated)
            return commands[0];
        const end = commands[commands.length - 1].end;
        const p = { type: 'pipeline', negated, timed, commands, start: this.sc.off(start), end };
        return posix ? Object.assign(p, { timePosix: true }) : p;
    }
    // ---- Commands ----------------------------------------------------------------------------
    parseCommand() {
        const t = this.peek();
        if (t.k === 'op' && t.op === '(')
            return this.parseSubshell(t);
        if (t.k === 'word' && t.assign === undefined) {
            const plain = t.plain;
            if (plain !== undefined && isReservedWord(plain)) {
                if (isBadStart(plain))
                    this.unexpected(t);
                switch (plain) {
                    case '{': return this.parseGroup();
                    case 'if': return this.parseIf();
                    case 'while':
                    case 'until': return this.parseWhile(plain);
                    case 'for':
                    case 'select': return this.parseFor(plain);
                    case 'case': return this.parseCase();
                    case 'function': return this.parseFunctionKeyword();
                    case '[[': return this.parseCond();
                    case 'coproc': return this.parseCoproc();
                    case '!':
                    case 'time': this.unexpected(t);
                }
            }
        }
        if (t.k !== 'word' && !(t.k === 'op' && isRedirect(t.op)))
            this.unexpected(t);
        return this.parseSimple();
    }
    parseSimple(prefix = [], startAt) {
        const sc = this.sc;
        const start = startAt ?? this.peek().start;
        const assignments = [];
        const words = prefix;
        const redirects = [];
        // Whether the command name is a declaration builtin (its arguments may be assignments).
        let decl = words.length > 0 && isDecl(words[0]);
        try {
            for (;;) {
                const t = this.peek();
                if (t.k === 'op' && isRedirect(t.op)) {
                    redirects.push(this.parseRedirect());
                    this.assignOk = words.length === 0 || decl;
                    continue;
                }
                if (t.k !== 'word')
                    break;
                this.nextWord(); // (assignOk is set below, for every word)
                const a = t.assign;
                if (a !== undefined && words.length === 0) {
                    const asg = { name: a.name, value: a.value, start: t.word.start, end: t.word.end };
                    assignments.push(a.array === undefined ? asg : Object.assign(asg, { array: a.array }));
                    this.assignOk = true;
                    continue;
                }
                if (words.length === 0)
                    decl = t.plain !== undefined && isDeclName(t.plain);
                this.assignOk = decl;
                if (a?.array !== undefined && !(words.length > 0 && decl)) {
                    sc.fail("syntax error near unexpected token `('", t.start + a.name.length + 1);
                }
                words.push(t.word);
                if (words.length === 1 && assignments.length === 0 && redirects.length === 0) {
                    const n = this.peek();
                    if (n.k === 'op' && n.op === '(')
                        return this.parseFunctionRest(t.word.text, t.start);
                }
            }
        }
        catch (e) {
            // The budget ran out inside this command: deny and ask rules still see it as far as it was
            // read, followed by a word that stands for anything (the rest was not read).
            if (!(e instanceof BudgetSpent) || words.length === 0)
                throw e;
            words.push({ start: e.offset, end: e.offset, text: '…', parts: [{ type: 'expansion', text: '…', quoted: false }] });
            this.shared.simples.push(this.simpleNode(start, assignments, words, redirects));
            throw e;
        }
        if (this.shared.budget !== undefined && !this.shared.budget.command())
            throw new BudgetSpent(sc.off(start));
        const cmd = this.simpleNode(start, assignments, words, redirects);
        this.shared.simples.push(cmd);
        return cmd;
    }
    simpleNode(start, assignments, words, redirects) {
        const sc = this.sc;
        let end = sc.off(start);
        for (let i = 0; i < words.length; i++)
            if (words[i].end > end)
                end = words[i].end;
        for (let i = 0; i < redirects.length; i++)
            if (redirects[i].end > end)
                end = redirects[i].end;
        for (let i = 0; i < assignments.length; i++)
            if (assignments[i].end > end)
                end = assignments[i].end;
        return { type: 'simple', assignments, words, redirects, start: sc.off(start), end };
    }
}
//# sourceMappingURL=bash-grammar.js.map