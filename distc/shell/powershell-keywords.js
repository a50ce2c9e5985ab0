// Keyword statements of the PowerShell parser (powershell-parse.ts): if/elseif/else, while,
// do-while/until, for, foreach, switch, try/catch/finally, trap, function/filter, param,
// begin/process/end/clean blocks and the flow keywords (return, throw, exit, ...), each as a
// Compound, FunctionDef or SimpleCommand with every condition and block in its bodies; plus the
// `( )` condition and `{ }` block pieces they are made of. Keywords this parser does not analyze
// fail the parse. The statements inside are left to the statement grammar in powershell-parse.ts.
import { isInertParameterAttribute, isInertParameterType } from './powershell-param-types.js';
import { compound, sequence, simple } from './powershell-scan.js';
import { WordParser } from './powershell-words.js';
/** Keywords this parser does not analyze: ok: false. */
const UNHANDLED_KEYWORDS = new Set([
    'class', 'enum', 'using', 'workflow', 'configuration', 'data', 'dynamicparam', 'parallel', 'sequence',
    'inlinescript', 'hidden', 'static', 'define', 'from', 'var', 'until', 'elseif', 'else', 'catch', 'finally', 'in',
]);
const FLOW_KEYWORDS = new Set(['return', 'throw', 'exit', 'break', 'continue']);
const BLOCK_NAMES = new Set(['begin', 'process', 'end', 'clean']);
export class KeywordParser extends WordParser {
    /** The `param(...)` blocks read: the statements after one need no separator (`{ param($p) gc $p }`). */
    paramBlocks = new Set();
    keywordStatement(kw, start) {
        switch (kw) {
            case 'if': {
                this.pos += 2;
                const bodies = [this.condition(), this.block()];
                for (;;) {
                    const save = this.pos;
                    this.skip(true);
                    const k = this.keywordAt();
                    if (k === 'elseif') {
                        this.pos += 6;
                        bodies.push(this.condition(), this.block());
                    }
                    else if (k === 'else') {
                        this.pos += 4;
                        bodies.push(this.block());
                        break;
                    }
                    else {
                        this.pos = save;
                        break;
                    }
                }
                return compound('if', bodies, [], start, this.pos);
            }
            case 'while': {
                this.pos += 5;
                return compound('while', [this.condition(), this.block()], [], start, this.pos);
            }
            case 'do': {
                this.pos += 2;
                const body = this.block();
                this.skip(true);
                const k = this.keywordAt();
                if (k !== 'while' && k !== 'until')
                    this.fail('"do { }" needs "while (...)" or "until (...)"');
                this.pos += k.length;
                return compound(k === 'while' ? 'while' : 'until', [body, this.condition()], [], start, this.pos);
            }
            case 'for': {
                this.pos += 3;
                this.skip(false);
                if (this.ch() !== '(')
                    this.fail('"for" needs "(init; condition; step)"');
                const inner = this.parenBody();
                return compound('for', [inner, this.block()], [], start, this.pos);
            }
            case 'foreach': {
                const save = this.pos;
                this.pos += 7;
                this.skip(false);
                if (this.ch() === '-') {
                    // `foreach -parallel` (workflows) is not handled; anything else is the alias ForEach-Object.
                    if (/^-parallel\b/i.test(this.src.slice(this.pos, this.pos + 10)))
                        this.fail('"foreach -parallel" is not supported');
                }
                if (this.ch() !== '(') {
                    this.pos = save;
                    return undefined; // the ForEach-Object alias
                }
                const open = this.pos++;
                this.enter(open);
                this.skip(true);
                const v = /^\$(?:\{[^}]*\}|[A-Za-z_][A-Za-z0-9_:]*)/.exec(this.src.slice(this.pos, this.pos + 200));
                if (!v)
                    this.fail('"foreach (" needs a variable');
                this.pos += v[0].length;
                this.skip(true);
                if (!/^in\b/i.test(this.src.slice(this.pos, this.pos + 3)))
                    this.fail('"foreach ($x" needs "in"');
                this.pos += 2;
                const list = this.statementList(')');
                this.pos++;
                this.leave();
                return compound('for', [list, this.block()], [], start, this.pos);
            }
            case 'switch':
                return this.switchStatement(start);
            case 'try': {
                this.pos += 3;
                const bodies = [this.block()];
                let handlers = 0;
                for (;;) {
                    const save = this.pos;
                    this.skip(true);
                    const k = this.keywordAt();
                    if (k === 'catch') {
                        this.pos += 5;
                        this.skip(true);
                        while (this.ch() === '[' || this.ch() === ',') {
                            if (this.ch() === ',')
                                this.pos++;
                            else
                                this.typeLiteral();
                            this.skip(true);
                        }
                        bodies.push(this.block());
                        handlers++;
                    }
                    else if (k === 'finally') {
                        this.pos += 7;
                        bodies.push(this.block());
                        handlers++;
                        break;
                    }
                    else {
                        this.pos = save;
                        break;
                    }
                }
                if (handlers === 0)
                    this.fail('"try { }" needs "catch" or "finally"');
                return compound('group', bodies, [], start, this.pos);
            }
            case 'trap': {
                this.pos += 4;
                this.skip(false);
                if (this.ch() === '[')
                    this.typeLiteral();
                return compound('group', [this.block()], [], start, this.pos);
            }
            case 'function':
            case 'filter': {
                this.pos += kw.length;
                this.skip(false);
                const m = /^[^\s\u0085(){};|&]+/.exec(this.src.slice(this.pos, this.pos + 500));
                if (!m)
                    this.fail(`"${kw}" needs a name`);
                const name = m[0];
                this.pos += m[0].length;
                this.skip(false);
                const bodies = [];
                if (this.ch() === '(')
                    bodies.push(this.parenBody());
                bodies.push(this.block());
                const body = bodies.length === 1 ? bodies[0] : compound('script-block', bodies, [], start, this.pos);
                return { type: 'function', name, body, start, end: this.pos };
            }
            case 'param': {
                this.pos += 5;
                this.skip(false);
                if (this.ch() !== '(')
                    this.fail('"param" needs "(...)"');
                const block = this.paramBlock(start);
                this.paramBlocks.add(block);
                return block;
            }
            default:
                if (BLOCK_NAMES.has(kw)) {
                    const save = this.pos;
                    this.pos += kw.length;
                    this.skip(true);
                    if (this.ch() === '{')
                        return compound('script-block', [this.block()], [], start, this.pos);
                    this.pos = save;
                    return undefined;
                }
                if (FLOW_KEYWORDS.has(kw)) {
                    const word = this.word();
                    this.skip(false);
                    const c = this.ch();
                    if (c === '' || c === ';' || c === '\n' || c === '\r' || c === ')' || c === '}' || c === '|' || c === '&') {
                        return this.made(simple([], word === undefined ? [] : [word], [], start, this.pos));
                    }
                    const value = this.chain();
                    return sequence([{ command: this.made(simple([], word === undefined ? [] : [word], [], start, start + kw.length)), background: false },
                        { command: value, background: false }], start, this.pos);
                }
                if (UNHANDLED_KEYWORDS.has(kw))
                    this.fail(`the PowerShell keyword "${kw}" is not supported here`);
                return undefined;
        }
    }
    switchStatement(start) {
        this.pos += 6;
        const bodies = [];
        const words = [];
        // Options: -regex -wildcard -exact -casesensitive -file <path>
        for (;;) {
            this.skip(false);
            const m = /^[-\u2013\u2014\u2015]([A-Za-z]+)/.exec(this.src.slice(this.pos, this.pos + 30));
            if (!m)
                break;
            const opt = m[1].toLowerCase();
            this.pos += m[0].length;
            if (opt === 'file') {
                this.skip(false);
                const w = this.word();
                if (w === undefined)
                    this.fail('"switch -file" needs a path');
                words.push(w);
                this.note('switch -file reads a file', start);
            }
            else if (!['regex', 'wildcard', 'exact', 'casesensitive', 'parallel'].includes(opt)) {
                this.fail(`unknown switch option -${opt}`);
            }
        }
        this.skip(false);
        if (this.ch() === '(')
            bodies.push(this.parenBody());
        else if (words.length === 0)
            this.fail('"switch" needs "(...)"');
        this.skip(true);
        if (this.ch() !== '{')
            this.fail('"switch" needs "{"');
        const open = this.pos++;
        this.enter(open);
        for (;;) {
            if (this.closeOrNextEntry('missing "}" of the switch'))
                break;
            const c = this.ch();
            // The clause condition: a script block, or a value.
            if (c === '{')
                bodies.push(this.block());
            else {
                const w = this.word();
                if (w === undefined)
                    this.fail('expected a switch clause');
                words.push(w);
            }
            this.skip(true);
            bodies.push(this.block());
        }
        this.leave();
        return compound('case', bodies, words, start, this.pos);
    }
    /**
     * `param( [attribute(...)] [type] $name = value, ... )` at `(`: a group of the code it runs,
     * default values and attribute arguments (a ValidateScript block), each read as an expression
     * statement. A type or attribute not known to run nothing is a problem (powershell-param-types.ts).
     */
    paramBlock(start) {
        const open = this.pos++;
        this.enter(open);
        const bodies = [];
        this.skip(true);
        while (this.ch() !== ')') {
            while (this.ch() === '[') {
                this.parameterAttribute(bodies);
                this.skip(true);
            }
            const name = /^\$[A-Za-z_][A-Za-z0-9_]*/.exec(this.src.slice(this.pos, this.pos + 200));
            if (!name)
                this.fail('a parameter needs a variable');
            this.pos += name[0].length;
            this.skip(true);
            if (this.ch() === '=') {
                this.pos++;
                this.skip(true);
                bodies.push(this.parameterValue('a default value'));
                this.skip(true);
            }
            if (this.ch() === ')')
                break;
            if (this.ch() !== ',')
                this.fail('expected "," or ")" in "param(...)"');
            this.pos++;
            this.skip(true);
            if (this.ch() === ')')
                this.fail('a parameter needs a variable');
        }
        this.pos++;
        this.leave();
        return compound('group', bodies, [], start, this.pos);
    }
    /** `[CmdletBinding(...)] param(...)` at `[` (an advanced function's body), or undefined when `[` starts anything else. */
    cmdletBindingParamBlock(start) {
        if (!/^\[[ \t]*CmdletBinding[ \t]*\(/i.test(this.src.slice(this.pos, this.pos + 40)))
            return undefined;
        const bodies = [];
        this.parameterAttribute(bodies);
        this.skip(true);
        if (this.keywordAt() !== 'param')
            this.fail('"[CmdletBinding()]" needs "param(...)" after it');
        this.pos += 5;
        this.skip(false);
        if (this.ch() !== '(')
            this.fail('"param" needs "(...)"');
        const params = this.paramBlock(start);
        const block = bodies.length === 0 ? params : compound('group', [...bodies, ...params.bodies], [], start, this.pos);
        this.paramBlocks.add(block);
        return block;
    }
    /** `[Type]` or `[Attribute(arguments)]` at `[`; the arguments' statements go to `bodies`. */
    parameterAttribute(bodies) {
        const start = this.pos;
        const attribute = /^\[[ \t]*([A-Za-z_][\w.]*)[ \t]*\(/.exec(this.src.slice(this.pos, this.pos + 300));
        if (!attribute) {
            const type = this.typeLiteral();
            if (!isInertParameterType(type))
                this.note(`the parameter type ${type} may run code when it converts an argument`, start);
            return;
        }
        this.pos += attribute[0].length;
        this.enter(start);
        this.skip(true);
        while (this.ch() !== ')') {
            // `Mandatory`, `Position = 0` (a named argument), or a value (`'a'`, `{ Test-Path $_ }`).
            const named = /^[A-Za-z_]\w*[ \t]*(?:=(?!=)|(?=[\s,)]))/.exec(this.src.slice(this.pos, this.pos + 200));
            if (named)
                this.pos += named[0].length;
            if (!named || named[0].endsWith('=')) {
                this.skip(true);
                bodies.push(this.parameterValue('an attribute argument'));
            }
            this.skip(true);
            if (this.ch() === ')')
                break;
            if (this.ch() !== ',')
                this.fail('expected "," or ")" in an attribute');
            this.pos++;
            this.skip(true);
        }
        this.pos++;
        this.leave();
        this.skip(false);
        if (this.ch() !== ']')
            this.fail('expected "]" after an attribute');
        this.pos++;
        if (!isInertParameterAttribute(attribute[1]))
            this.note(`the parameter attribute [${attribute[1]}(...)] may run code when it binds`, start);
    }
    /** An expression up to `,` or `)` (a default value, an attribute argument) as a statement. */
    parameterValue(what) {
        const start = this.pos;
        const words = [];
        for (;;) {
            this.skip(false);
            if (this.ch() === ',' || this.atEnd())
                break;
            const w = this.word(words.length === 0);
            if (w === undefined)
                this.fail(`unexpected ${JSON.stringify(this.ch())} in ${what}`);
            words.push(w);
        }
        if (words.length === 0)
            this.fail(`${what} needs an expression`);
        return this.expressionStatement(words, start);
    }
    /** `( statements )` at pos. */
    condition() {
        this.skip(true);
        if (this.ch() !== '(')
            this.fail('expected "(" and a condition');
        return this.parenBody();
    }
    parenBody() {
        const open = this.pos++;
        this.enter(open);
        const body = this.statementList(')');
        this.pos++;
        this.leave();
        return body;
    }
    /** `{ statements }` at pos (after blanks and newlines), as a script-block Compound. */
    block() {
        this.skip(true);
        if (this.ch() !== '{')
            this.fail('expected "{"');
        const open = this.pos++;
        this.enter(open);
        const body = this.statementList('}');
        this.pos++;
        this.leave();
        return compound('script-block', [body], [], open, this.pos);
    }
}
//# sourceMappingURL=powershell-keywords.js.map