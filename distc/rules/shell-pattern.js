// Shell(...), Bash(...) and PowerShell(...) specifiers: shell words after unquoting.
//
// A rule is compared with ONE simple command (the analyzer splits a command line into its simple
// commands and checks each on its own). So anything that would make the specifier describe more
// than one command, or a command with a redirection, is rejected: as a deny such a rule would
// silently never fire.
//
// Dialects. Shell(...) and Bash(...) use POSIX-shell quoting: '...' literal, "..." with \ before
// $ ` " \, and \ escaping any character outside quotes. PowerShell(...) uses PowerShell quoting:
// '...' with '' for a quote, "..." with `x escapes and "" for a quote, ` escaping outside quotes,
// and a backslash is an ordinary character (so PowerShell(Remove-Item C:\x) means what it says).
import { deepFreeze, issue, q, } from './types.js';
import { readDoubleQuoted, readSingleQuoted } from './shell-pattern-quotes.js';
/** The longest specifier accepted, in UTF-16 code units (commands longer than this always ask). */
export const MAX_SHELL_SPECIFIER = 10_000;
/** Words that begin a compound command (POSIX): their bodies are checked command by command. */
const RESERVED_FIRST_WORDS = new Set([
    'if', 'then', 'else', 'elif', 'fi', 'for', 'while', 'until', 'do', 'done', 'case', 'esac',
    'select', 'function', 'coproc', '{', '}', '!', '[[', ']]',
]);
/** A cmdlet's Verb-Noun name: a Shell rule for PowerShell lines (its commas make arrays). */
const CMDLET_NAME = /^[A-Za-z]+-[A-Za-z]+$/;
/** PowerShell reads these typographic quotes as quotes; we refuse to guess. */
const PS_TYPOGRAPHIC_QUOTES = /[\u2018\u2019\u201A\u201B\u201C\u201D\u201E]/u;
class ShellSyntaxError {
    issue;
    constructor(issue) {
        this.issue = issue;
    }
}
function operatorAt(s, i, dialect) {
    const c = s[i];
    const n = s[i + 1];
    const n2 = s[i + 2];
    const op = (token, cls) => ({ token, cls });
    if (dialect === 'powershell') {
        if ((c === '$' || c === '@') && n === '(')
            return op(c + n, 'substitution');
        if (c === '&')
            return n === '&' ? op('&&', 'separator') : op('&', 'call');
        if (c === '|')
            return n === '|' ? op('||', 'separator') : op('|', 'separator');
        if (c === ';')
            return op(';', 'separator');
        if (c === '>')
            return n === '>' ? op('>>', 'redirect') : op('>', 'redirect');
        if (c === '<')
            return op('<', 'redirect');
        if (c === '(' || c === ')' || c === '{' || c === '}')
            return op(c, 'group');
        return undefined;
    }
    if (c === '$' && n === '(')
        return op('$(', 'substitution');
    if (c === '`')
        return op('`', 'substitution');
    if ((c === '<' || c === '>') && n === '(')
        return op(c + n, 'substitution');
    if (c === '&') {
        if (n === '&')
            return op('&&', 'separator');
        if (n === '>')
            return op(n2 === '>' ? '&>>' : '&>', 'redirect');
        return op('&', 'separator');
    }
    if (c === '|')
        return n === '|' || n === '&' ? op(c + n, 'separator') : op('|', 'separator');
    if (c === ';')
        return n === ';' || n === '&' ? op(c + n, 'separator') : op(';', 'separator');
    if (c === '>')
        return n === '>' || n === '&' || n === '|' ? op(c + n, 'redirect') : op('>', 'redirect');
    if (c === '<') {
        if (n === '<')
            return op(n2 === '<' || n2 === '-' ? '<<' + n2 : '<<', 'redirect');
        return n === '&' || n === '>' ? op(c + n, 'redirect') : op('<', 'redirect');
    }
    if (c === '(' || c === ')')
        return op(c, 'group');
    return undefined;
}
function operatorIssue(o, offset, length, dialect) {
    const quoteHint = `quote it ('${o.token}') if it is a literal argument`;
    switch (o.cls) {
        case 'separator':
            return issue(`unquoted ${q(o.token)} joins two commands: a rule matches one simple command, and each command of a line is checked on its own, so this rule could never match`, offset, length, `write one rule per command; ${quoteHint}`);
        case 'redirect':
            return issue(`unquoted ${q(o.token)} is a redirection: rules match a command without its redirections (redirect targets are checked as Read/Edit operations), so this rule could never match`, offset, length, `remove the redirection; ${quoteHint}`);
        case 'substitution':
            return issue(`unquoted ${q(o.token)} starts a nested command: the inner command is checked as a command of its own, so this rule could never match`, offset, length, `write a separate rule for the inner command; ${quoteHint}`);
        case 'call':
            return issue(`unquoted "&" is the PowerShell call/background operator: the command it runs is checked on its own, so this rule could never match`, offset, length, `write a rule for the command itself; ${quoteHint}`);
        case 'group':
            return issue(`unquoted ${q(o.token)} is ${dialect === 'posix' ? 'subshell/grouping' : 'script-block/grouping'} syntax: the commands inside are checked one by one, so this rule could never match`, offset, length, `write a rule for the command inside; ${quoteHint}`);
    }
}
/** Parses the text between the parentheses. `base` is the specifier's offset in the rule. */
export function parseShellSpecifier(spec, base, dialect) {
    try {
        return parse(spec, base, dialect);
    }
    catch (e) {
        if (e instanceof ShellSyntaxError)
            return { ok: false, error: e.issue };
        throw e;
    }
}
function parse(spec, base, dialect) {
    const fail = (message, offset, length, hint) => {
        throw new ShellSyntaxError(issue(message, base + offset, length, hint));
    };
    if (spec.length > MAX_SHELL_SPECIFIER) {
        fail(`the command is ${spec.length} characters long; at most ${MAX_SHELL_SPECIFIER} are allowed`, MAX_SHELL_SPECIFIER, spec.length - MAX_SHELL_SPECIFIER, 'shorten the rule (commands longer than this always ask)');
    }
    const warnings = [];
    if (dialect === 'powershell') {
        const m = PS_TYPOGRAPHIC_QUOTES.exec(spec);
        if (m) {
            fail(`typographic quote ${q(m[0])}: PowerShell treats it as a quotation mark`, m.index, 1, `write ASCII quotes (' or ") instead`);
        }
    }
    const escapeChar = dialect === 'posix' ? '\\' : '`';
    const isBlank = (c) => (dialect === 'posix' ? c === ' ' : /^\s$/u.test(c));
    const words = [];
    let cur;
    const push = (item) => {
        const items = cur.items;
        const last = items[items.length - 1];
        if (item.kind === 'any' && last?.kind === 'any')
            return; // `**` = `*`
        items.push(item);
    };
    let warnedEscape = false;
    let warnedArray = false;
    let i = 0;
    while (i < spec.length) {
        const c = spec[i];
        if (isBlank(c)) {
            if (cur)
                cur.end = i;
            cur = undefined;
            i++;
            continue;
        }
        if (!cur) {
            cur = { items: [], start: i };
            words.push(cur);
        }
        if (c === "'") {
            i = readSingleQuoted(spec, i, dialect, cur, fail);
        }
        else if (c === '"') {
            i = readDoubleQuoted(spec, i, dialect, cur, fail);
        }
        else if (c === escapeChar) {
            const cp = spec.codePointAt(i + 1);
            if (cp === undefined) {
                fail(`the rule ends with a lone escape character ${q(c)}`, i, 1, `remove it, or write ${q(c + c)} for a literal ${q(c)}`);
            }
            const ch = String.fromCodePoint(cp);
            // (`C:\Windows\*`: deny and ask rules also read it with separators, backslash-paths.ts.)
            if (dialect === 'posix' && ch !== '\\' && !warnedEscape && isDriveStart(cur.items)) {
                warnedEscape = true;
                warnings.push(issue(`the backslash before ${q(ch)} is removed by shell unquoting (in Shell/Bash rules "C:\\Windows\\*" reads "C:Windows*", with a literal "*"); as a Windows path, deny and ask rules also read its backslashes as "/" separators (either separator matches on Windows), allow rules only as written`, base + i, 2, `write the path with "/" (C:/Windows/*), in single quotes ('C:\\Windows\\x'), or use PowerShell(...)`));
            }
            push({ kind: 'lit', text: ch, quoted: true, offset: i });
            if (dialect === 'posix' && /[A-Za-z0-9]/.test(ch) && !warnedEscape) {
                warnedEscape = true;
                warnings.push(issue(`the backslash before ${q(ch)} is removed by shell unquoting (in Shell/Bash rules "C:\\Users" means "C:Users")`, base + i, 2, `for a Windows path write it in single quotes ('C:\\Users\\x') or use PowerShell(...)`));
            }
            i += 1 + ch.length;
        }
        else if (c === '*') {
            push({ kind: 'any', text: '*', quoted: false, offset: i });
            i++;
        }
        else if (c === '#' && cur.items.length === 0) {
            fail('unquoted "#" at the start of a word begins a comment', i, spec.length - i, `remove the comment, or quote it ('#') if it is a literal argument`);
        }
        else if (dialect === 'posix' && c === '$' && (spec[i + 1] === "'" || spec[i + 1] === '"')) {
            fail(`${q('$' + spec[i + 1])} quoting is not supported in rules`, i, 2, 'write the characters inside single quotes instead');
        }
        else {
            const o = operatorAt(spec, i, dialect);
            if (o) {
                let start = i;
                // `2>` / `10>&1`: report the file descriptor with the redirection.
                if (o.cls === 'redirect' && cur.items.length > 0 &&
                    cur.items.every((it) => it.kind === 'lit' && !it.quoted && /^[0-9]$/.test(it.text))) {
                    start = cur.start;
                }
                throw new ShellSyntaxError(operatorIssue(o, base + start, i - start + o.token.length, dialect));
            }
            const ch = String.fromCodePoint(spec.codePointAt(i));
            if (dialect === 'powershell' && /^[\u2013\u2014\u2015]$/u.test(ch)) {
                warnings.push(issue(`PowerShell reads the dash ${q(ch)} as "-" in parameters; the rule compares it literally`, base + i, 1, 'write an ASCII hyphen "-"'));
            }
            if (dialect === 'posix' && /^\s$/u.test(ch)) {
                warnings.push(issue(`${q(ch)} (U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}) is not a word separator in the shell: it is part of the word`, base + i, ch.length, 'use an ordinary space to separate words'));
            }
            if (ch === ',' && !warnedArray && words.length >= 2 && (cur.items.length > 0 || words.length >= 3)
                && (dialect === 'powershell' || CMDLET_NAME.test(wordText(words[0])))) {
                warnedArray = true;
                warnings.push(issue('the unquoted "," makes an array argument in PowerShell, which reads the command once per element: deny and ask rules meet the array in any spelling ("a,b", "a, b"), allow rules only as written, which allows no PowerShell command (each element must be allowed)', base + i, 1, 'for an allow rule, write one rule per element; quote the comma if it is part of the word'));
            }
            push({ kind: 'lit', text: ch, quoted: false, offset: i });
            i += ch.length;
        }
    }
    if (words.length === 0) {
        fail('the command is empty (only blanks)', 0, spec.length, 'write the command, or the bare selector to match every command');
    }
    // Trailing ` *` / `:*`: prefix with a word boundary.
    let prefix = false;
    const lastWord = words[words.length - 1];
    const lastItem = lastWord.items[lastWord.items.length - 1];
    const beforeLast = lastWord.items[lastWord.items.length - 2];
    if (lastItem.kind === 'any' && lastWord.items.length === 1) {
        prefix = true;
        words.pop();
        if (words.length === 0) {
            warnings.push(issue('"*" alone matches every command: the same as the bare selector', base + lastItem.offset, 1, 'write the bare selector'));
        }
    }
    else if (lastItem.kind === 'any' && beforeLast?.kind === 'lit' && !beforeLast.quoted && beforeLast.text === ':') {
        if (lastWord.items.length === 2) {
            fail('":*" must directly follow the command it ends (as in "git:*")', beforeLast.offset, 2, words.length === 1 ? 'write "*" or the bare selector to match every command' : 'remove the blank before ":*"');
        }
        lastWord.items.length -= 2;
        prefix = true;
    }
    else if (lastItem.kind === 'any') {
        // The words as the rule reads them (after unquoting), not the raw text.
        const before = [...words.slice(0, -1), { items: lastWord.items.slice(0, -1), start: lastWord.start }].map(wordText).join(' ');
        warnings.push(issue(`the trailing "*" is glued to the word before it: the rule matches every command that starts with ${q(before)}, such as ${q(before + 'x')}, not only whole words`, base + lastItem.offset, 1, `for a prefix that ends at a word boundary, write a blank before the "*"`));
    }
    if (words.length > 0)
        commandNameProblem(spec, words[0], dialect, fail);
    const colonStar = dialect === 'posix' && words.length > 0 ? colonStarInName(words[0]) : undefined;
    if (colonStar !== undefined) {
        const name = wordText(words[0]);
        const command = name.slice(0, name.indexOf(':*'));
        warnings.push(issue(`":*" is the prefix form only at the end of the rule: here the command name is ${q(name)}, which no command has (it starts with ${q(command + ':')}), so this rule never matches ${q(command)}`, base + colonStar, 2, `for ${q(command)} followed by any words write a blank before the "*": ${q(`${spec.slice(0, colonStar)} *${spec.slice(colonStar + 2)}`)}`));
    }
    if (dialect === 'posix' && words.length > 0) {
        const first = words[0];
        if (first.items.every((it) => it.kind === 'lit' && !it.quoted)) {
            const name = wordText(first);
            if (RESERVED_FIRST_WORDS.has(name)) {
                fail(`${q(name)} is a shell keyword that starts a compound command: the commands inside it are checked one by one, so this rule could never match`, first.start, name.length, 'write a rule for the command inside');
            }
        }
        const lead = leadingUnquoted(first);
        const m = /^[A-Za-z_][A-Za-z0-9_]*=/.exec(lead);
        if (m) {
            warnings.push(issue(`the rule starts with the variable assignment ${q(lead)}: commands are compared after their leading assignments, so this rule may never match`, base + first.start, lead.length, 'remove the assignment'));
        }
    }
    const pattern = { type: 'shell', words: words.map(toWord), prefix };
    return { ok: true, pattern: deepFreeze(pattern), warnings };
}
/**
 * A command name no command has, so the rule would never fire: one with a blank inside quotes or
 * after a backslash (`"rm *"`, `rm\ *`: the shell reads `rm x` as the command rm; a path with a
 * blank, `"/opt/my app/tool"`, is a real name), or, in Shell/Bash rules, one that ends in ":"
 * (`rm:`, `rm: *`, `rm::*`: a typo of `rm:*`).
 */
function commandNameProblem(spec, first, dialect, fail) {
    const name = wordText(first);
    const literal = first.items.filter((it) => it.kind === 'lit').map((it) => it.text).join('');
    const isPath = literal.includes('/') || (dialect === 'powershell' && literal.includes('\\'));
    const isAssignment = /^[A-Za-z_][A-Za-z0-9_]*=/.test(leadingUnquoted(first)); // warned below
    const quotedBlank = first.items.some((it) => it.kind === 'lit' && it.quoted && /[ \t]/.test(it.text));
    if (quotedBlank && !isPath && !isAssignment) {
        const words = name.split(/\s+/u).filter(Boolean).join(' ');
        fail(`the command name ${q(name)} holds a blank inside quotes or after a backslash: it is one word, and no command is named that (the shell reads ${q(`${words.split(' ')[0]} x`)} as the command ${q(words.split(' ')[0] ?? '')}), so this rule could never match`, first.start, (first.end ?? spec.length) - first.start, `write the words without quotes: ${q(words)}`);
    }
    if (dialect === 'posix' && first.items.every((it) => it.kind === 'lit' && !it.quoted) && name.length > 1 && name.endsWith(':')) {
        fail(`the command name ${q(name)} ends with ":", which no command has, so this rule could never match`, first.start, name.length, `for a prefix rule write ${q(`${name.slice(0, -1)} *`)} or ${q(`${name.slice(0, -1)}:*`)}`);
    }
}
/**
 * Where an unquoted ":*" sits inside a command name (`rm:* -rf`, `git:*x`), or undefined. Only a
 * rule that ends in ":*" is the legacy prefix form; elsewhere the colon is literal, so an
 * administrator's `Shell(rm:* -rf)` would never match `rm -rf /`: warned of.
 */
function colonStarInName(first) {
    const items = first.items;
    for (let k = 0; k + 1 < items.length; k++) {
        const it = items[k];
        if (it.kind === 'lit' && !it.quoted && it.text === ':' && items[k + 1].kind === 'any')
            return it.offset;
    }
    return undefined;
}
/** A word's items so far are an unquoted drive (`C:`), a backslash escape following. */
function isDriveStart(items) {
    const [d, colon] = items;
    return items.length === 2 && d.kind === 'lit' && !d.quoted && /^[A-Za-z]$/.test(d.text) && colon.kind === 'lit' && !colon.quoted && colon.text === ':';
}
function wordText(w) {
    return w.items.map((it) => it.text).join('');
}
function leadingUnquoted(w) {
    let s = '';
    for (const it of w.items) {
        if (it.kind !== 'lit' || it.quoted)
            break;
        s += it.text;
    }
    return s;
}
function toWord(w) {
    const parts = [];
    for (const it of w.items) {
        const last = parts[parts.length - 1];
        if (it.kind === 'any') {
            if (last?.type !== 'any')
                parts.push({ type: 'any' });
        }
        else if (it.text !== '') {
            if (last?.type === 'literal')
                parts[parts.length - 1] = { type: 'literal', text: last.text + it.text };
            else
                parts.push({ type: 'literal', text: it.text });
        }
    }
    return parts;
}
//# sourceMappingURL=shell-pattern.js.map