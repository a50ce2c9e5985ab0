// The permission-rule grammar: `Selector` or `Selector(specifier)`.
//
// One parser serves both `validate` (which reports errors with exact positions) and the decision
// engine (which compiles the returned patterns), so the two can never disagree about a rule.
// `parseRule` never throws. Errors and warnings carry the offset (UTF-16 code units) of the
// offending text in the rule string.
//
// Decisions (where semantics.md section 4 is silent); the rule is always "a rule that would
// silently never fire is an error, a rule that works but probably says something else warns":
// - Outer form: the specifier is everything between the first "(" and the final ")"; nothing may
//   precede the selector or follow ")" (no trimming). Selectors are case-sensitive; an error
//   carries `kind` only when the selector was written exactly or differs only in case (a typo
//   such as "Shel" gets a suggestion but no kind, so the loader fails closed on every kind).
// - Everywhere: C0/C1 controls (NUL, newline, tab...), bidi controls, U+2028/9, U+FEFF and unpaired
//   surrogates are errors; invisible characters (U+200B, soft hyphen...) are warnings, and so are
//   look-alikes (fullwidth forms, Unicode dashes starting a Shell word, no-break spaces in paths,
//   a word mixing Latin and another script; lookalikes.ts).
// - Shell: a rule is one simple command. Unquoted ; & | && || |& newline, $( ` <( >(, ( ), any
//   redirection (also with a file descriptor: 2>), a leading # comment, $'..' quoting, and a
//   compound-command keyword as first word (if, for, {, !...) are errors, and so is a command name
//   no command has (a quoted/escaped blank in it, a trailing ":"); ":*" inside the command name
//   (`rm:* -rf`: only a rule ending in ":*" is the prefix form) warns. A tool parameter name before
//   the value (`Shell(command:rm *)`, `Read(file_path:/etc/**)`) is an error for every kind. `Shell(*)` is
//   { words: [], prefix: true } with a warning. Bash/Shell rules use POSIX quoting;
//   PowerShell(...) uses PowerShell quoting (backtick escapes, '' and "" doubling, backslash is
//   literal; script blocks { } and @( ) are errors). Words are not NFC-normalized.
// - Paths: see path-pattern.ts (`\` escapes punctuation only, so `a\b` is an error rather than a
//   silently different name; `/` cannot be inside braces or classes; `]`/`}` must be escaped;
//   `{a}` needs two alternatives; literals are NFC; at most 4,096 characters).
// - Domain: see domain-pattern.ts (schemes http/https/ws/wss in any case; `scheme://*` is
//   accepted; a port needs a scheme and must be 1-65535; percent-encoding, punctuation other than . - _
//   and whitespace are errors; a host Node's URL reads differently from tr46 is an error).
// - Any kind: another rule inside the specifier (`Read(.env), Read(secrets/**)` written as one
//   string) is an error, for every kind it names when they differ (it read as one odd file name).
import { nearest } from '../spelling.js';
import { parseDomainSpecifier } from './domain-pattern.js';
import { lookalikeWarnings } from './lookalikes.js';
import { parsePathSpecifier } from './path-pattern.js';
import { parseShellSpecifier } from './shell-pattern.js';
import { codePointName, q, } from './types.js';
export { formatPathPattern, MAX_PATH_SPECIFIER, MAX_BRACE_ALTERNATIVES, MAX_BRACE_DEPTH } from './path-pattern.js';
export { canonicalizeHost, DOMAIN_SCHEMES, DEFAULT_PORTS, MAX_DOMAIN_SPECIFIER } from './domain-pattern.js';
export { MAX_SHELL_SPECIFIER } from './shell-pattern.js';
/** Every selector, in the order messages list them. */
export const SELECTORS = ['Shell', 'Bash', 'PowerShell', 'Read', 'Edit', 'Write', 'Domain'];
const SELECTOR_INFO = {
    Shell: { kind: 'shell', caseInsensitive: false },
    Bash: { kind: 'shell', caseInsensitive: false },
    PowerShell: { kind: 'shell', caseInsensitive: true },
    Read: { kind: 'read', caseInsensitive: false },
    Edit: { kind: 'edit', caseInsensitive: false },
    Write: { kind: 'edit', caseInsensitive: false },
    Domain: { kind: 'domain', caseInsensitive: false },
};
/** Tool names of other products that people write by habit. */
/** (A Map: the token is the administrator's text, and `constructor(x)` must find nothing.) */
const FOREIGN_SELECTORS = new Map(Object.entries({
    webfetch: 'Domain', fetch: 'Domain', url: 'Domain', multiedit: 'Edit', notebookedit: 'Edit',
    view: 'Read', cat: 'Read', run_shell_command: 'Shell', exec: 'Shell', command: 'Shell',
}));
/** `Tool(param:value)`: the parameter names other products' rules put before the value. */
const PARAMETER_FORM = /^(?:command|cmd|file_path|filepath|path|notebook_path|url|domain|host|pattern)\s*:(?!\*)/i;
const EXPECTED = `expected one of ${SELECTORS.join(', ')}`;
function isSelector(s) {
    return Object.prototype.hasOwnProperty.call(SELECTOR_INFO, s);
}
/** Parses one permission rule. Never throws, whatever the input. */
export function parseRule(text) {
    try {
        if (typeof text !== 'string') {
            return { ok: false, error: { code: 'invalid-rule', message: `a rule must be a string, not ${text === null ? 'null' : typeof text}`, offset: 0, length: 0 } };
        }
        return parse(text);
    }
    catch (e) {
        // Unreachable by design; a rule that crashes the parser is still reported, never thrown.
        return { ok: false, error: { code: 'invalid-rule', message: `internal error while parsing the rule: ${String(e)}`, offset: 0, length: text.length } };
    }
}
function parse(text) {
    const error = (message, offset, length, hint, kind) => {
        const e = { code: 'invalid-rule', message, offset, length };
        if (hint !== undefined)
            e.hint = hint;
        if (kind !== undefined)
            e.kind = kind;
        return { ok: false, error: e };
    };
    if (text === '')
        return error(`the rule is empty; ${EXPECTED}`, 0, 0, 'write Selector or Selector(specifier)');
    const token = /^[A-Za-z0-9_-]*/.exec(text)[0];
    const known = isSelector(token) ? token : undefined;
    const knownKind = known ? SELECTOR_INFO[known].kind : undefined;
    const lead = /^\s+/u.exec(text);
    if (lead) {
        const rest = text.slice(lead[0].length);
        const sel = /^[A-Za-z]+/.exec(rest)?.[0];
        return error('whitespace before the selector', 0, lead[0].length, `remove it: ${q(rest)}`, sel !== undefined && isSelector(sel) ? SELECTOR_INFO[sel].kind : undefined);
    }
    const bad = forbiddenCharacter(text);
    if (bad)
        return error(bad.message, bad.offset, bad.length, bad.hint, knownKind);
    if (!known) {
        const caseMatch = SELECTORS.find((s) => s.toLowerCase() === token.toLowerCase());
        if (token === '') {
            return error(`expected a selector at the start of the rule; ${EXPECTED}`, 0, text[0] === '(' ? 1 : 0, text[0] === '(' ? 'write the selector before "(", e.g. Shell(...)' : undefined);
        }
        if (caseMatch) {
            return error(`unknown selector ${q(token)}: selectors are case-sensitive; ${EXPECTED}`, 0, token.length, `did you mean ${q(caseMatch)}?`, SELECTOR_INFO[caseMatch].kind);
        }
        const foreign = FOREIGN_SELECTORS.get(token.toLowerCase());
        const near = foreign ?? nearest(token, SELECTORS);
        return error(`unknown selector ${q(token)}; ${EXPECTED}`, 0, token.length, near ? `did you mean ${q(near)}?` : undefined);
    }
    const info = SELECTOR_INFO[known];
    const rule = (pattern) => Object.freeze({
        text, selector: known, kind: info.kind, caseInsensitive: info.caseInsensitive, pattern,
    });
    if (text.length === known.length) {
        return { ok: true, rule: rule(undefined), warnings: invisibleWarnings(text, info.kind) };
    }
    const open = known.length;
    if (text[open] !== '(') {
        const c = text[open];
        return error(`expected "(" or the end of the rule after the selector ${q(known)}, found ${q(c)}`, open, 1, /\s/u.test(c) ? `remove the space: ${known}(...)` : `write ${known}(specifier), or ${known} alone to match everything`, info.kind);
    }
    if (!text.endsWith(')')) {
        const close = text.lastIndexOf(')');
        if (close > open) {
            const trailing = text.slice(close + 1);
            return error(`unexpected ${q(trailing)} after the closing parenthesis: nothing may follow ")"`, close + 1, trailing.length, trailing.trim() === '*' && info.kind === 'shell'
                ? `for a prefix rule put " *" inside the parentheses${close < 200 ? `: ${text.slice(0, close)} *)` : ''}`
                : `remove ${q(trailing)}`, info.kind);
        }
        return error('missing ")" at the end of the rule', text.length, 0, `write ${text})`, info.kind);
    }
    const spec = text.slice(open + 1, -1);
    const base = open + 1;
    if (spec === '') {
        return error(`empty specifier in ${q(text)}`, base, 1, `write the bare selector ${q(known)} to match every ${info.kind === 'shell' ? 'command' : info.kind === 'domain' ? 'host' : 'path'}, or put a pattern between the parentheses`, info.kind);
    }
    const param = PARAMETER_FORM.exec(spec);
    if (param) {
        const value = spec.slice(param[0].length).trimStart();
        return error(`${q(param[0])} is a tool parameter name (Claude Code's ${q('Tool(param:value)')} form), not part of a ${info.kind === 'shell' ? 'command' : info.kind === 'domain' ? 'host' : 'path'}: this rule could never match`, base, param[0].length, `write the value alone, ${q(`${known}(${value})`)}${info.kind === 'read' || info.kind === 'edit' ? ' (an absolute path starts with //, as in Read(//etc/**))' : ''}`, info.kind);
    }
    const joined = joinedRule(spec);
    if (joined) {
        const kinds = new Set([info.kind, ...joined.kinds]);
        return error(`the rule holds another rule, ${q(joined.text)}: several rules written in one string (as in "Read(.env), Read(secrets/**)") read as one pattern that never matches`, base + joined.offset, joined.text.length, 'write each rule as its own string in the list', kinds.size === 1 ? info.kind : undefined);
    }
    let result;
    switch (info.kind) {
        case 'shell':
            result = parseShellSpecifier(spec, base, known === 'PowerShell' ? 'powershell' : 'posix');
            break;
        case 'read':
        case 'edit':
            result = parsePathSpecifier(spec, base);
            break;
        case 'domain':
            result = parseDomainSpecifier(spec, base);
            break;
    }
    if (!result.ok)
        return error(result.error.message, result.error.offset, result.error.length, result.error.hint, info.kind);
    const warnings = result.warnings.map((w) => toRuleError(w, info.kind));
    warnings.push(...invisibleWarnings(text, info.kind), ...lookalikeWarnings(text, info.kind, known));
    return { ok: true, rule: rule(result.pattern), warnings };
}
/**
 * Another rule inside a specifier (`.env), Read(secrets/**` from "Read(.env), Read(secrets/**)"):
 * a ")" then, past separators, a selector in any case and "(". Its text from the selector on, where it
 * starts, and the kinds of every selector so found (an unreadable deny must make all of them ask).
 */
function joinedRule(spec) {
    const found = [...spec.matchAll(/\)[\s,;|"'`]*([A-Za-z]+)\(/g)]
        .map((m) => ({ m, selector: SELECTORS.find((sel) => sel.toLowerCase() === m[1].toLowerCase()) }))
        .filter((x) => x.selector !== undefined);
    if (found.length === 0)
        return undefined;
    const first = found[0].m;
    const offset = first.index + first[0].length - first[1].length - 1;
    return { text: `${spec.slice(offset)})`, offset, kinds: found.map((x) => SELECTOR_INFO[x.selector].kind) };
}
function toRuleError(w, kind) {
    const e = { code: 'invalid-rule', message: w.message, offset: w.offset, length: w.length, kind };
    if (w.hint !== undefined)
        e.hint = w.hint;
    return e;
}
/**
 * Characters no rule may contain: control characters (C0, DEL, C1, so NUL and newlines too),
 * bidirectional controls and line/paragraph separators (they make a rule display differently
 * from what it means), U+FEFF, and unpaired surrogates (not text).
 */
function forbiddenCharacter(text) {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        let what;
        if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) {
            what = c === 0 ? 'NUL character' : c === 0x0a ? 'line feed (newline)' : c === 0x0d ? 'carriage return' : c === 0x09 ? 'tab' : 'control character';
        }
        else if (c === 0x061c || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) {
            what = 'bidirectional control character';
        }
        else if (c === 0x2028 || c === 0x2029) {
            what = 'line/paragraph separator';
        }
        else if (c === 0xfeff) {
            what = 'byte order mark (zero width no-break space)';
        }
        else if (c >= 0xd800 && c <= 0xdbff) {
            const n = text.charCodeAt(i + 1);
            if (n >= 0xdc00 && n <= 0xdfff)
                i++;
            else
                what = 'unpaired surrogate';
        }
        else if (c >= 0xdc00 && c <= 0xdfff) {
            what = 'unpaired surrogate';
        }
        if (what) {
            const name = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
            return {
                message: `${what} (${name}) at offset ${i}: rules cannot contain control or invisible formatting characters`,
                hint: c === 0x0a ? 'remove it (a rule is one line; in a shell rule write one rule per command)' : 'remove it',
                offset: i, length: 1,
            };
        }
    }
    return undefined;
}
/** Invisible characters that are allowed but make a rule look like something it is not. */
function invisibleWarnings(text, kind) {
    const m = /[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200D\u2060-\u2064\u3164\uFFA0]/u.exec(text);
    if (!m)
        return [];
    return [{
            code: 'invalid-rule',
            message: `invisible character ${codePointName(m[0], 0)} at offset ${m.index}: the rule does not read as it looks`,
            hint: kind === 'domain' ? 'remove it (host canonicalization drops or rejects it)' : 'remove it unless the name really contains it',
            offset: m.index, length: m[0].length, kind,
        }];
}
//# sourceMappingURL=grammar.js.map