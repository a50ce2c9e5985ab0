// Read(...), Edit(...) and Write(...) specifiers: rooted, gitignore-style globs.
//
//   pattern  = [ "//" | "/" | "~/" | "./" ] segment *( "/" segment ) [ "/" ]   (or a root alone)
//   segment  = "**" | part+
//   part     = literal | "\" punct | "*" | "?" | "[" ["!"|"^"] class "]" | "{" seq ( "," seq )+ "}"
//
// Operation paths are normalized lexically before matching (absolute, no `.`/`..`, no empty
// segments, NFC), so a pattern that could only match an unnormalized path is rejected here: as a
// deny it would silently never fire. Literal text is NFC-normalized for the same reason.
import { literalExpansions } from './path-expansions.js';
import { deepFreeze, issue, q, } from './types.js';
export { formatPathPattern } from './path-pattern-format.js';
/** Longest specifier accepted (PATH_MAX on Linux), in UTF-16 code units. */
export const MAX_PATH_SPECIFIER = 4096;
export const MAX_BRACE_ALTERNATIVES = 32;
/** `{a,{b,c}}` is two levels; a third level is rejected. */
export const MAX_BRACE_DEPTH = 2;
/**
 * First segments that are almost always meant from the filesystem root, not the workspace
 * (compared in lower case: `/ETC/**` and `/users/**` too).
 */
const SYSTEM_DIRS = new Set([
    'etc', 'usr', 'home', 'Users', 'tmp', 'var', 'opt', 'bin', 'sbin', 'root', 'private', 'Library',
    'System', 'Volumes', 'dev', 'proc', 'sys', 'mnt', 'srv', 'Windows', 'ProgramData',
    'run', 'boot', 'lib', 'lib32', 'lib64', 'libx32', 'media', 'snap', 'nix', 'Applications', 'cores',
    'Program Files', 'Program Files (x86)',
].map((d) => d.toLowerCase()));
/**
 * An environment variable as a whole segment: `$HOME`, `${HOME}`, `$env:USERPROFILE`,
 * `${env:HOME}`, `%USERPROFILE%` (`%ProgramFiles(x86)%`), in any case. Rules do not expand them.
 */
export const ENV_SEGMENT = /(?:^|\/)(\$(?:\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\}|(?:env:)?[A-Za-z_][A-Za-z0-9_]*)|%[A-Za-z_][A-Za-z0-9_()]*%)(?=\/|$)/i;
class PathSyntaxError {
    issue;
    constructor(issue) {
        this.issue = issue;
    }
}
/** Parses the text between the parentheses. `base` is the specifier's offset in the rule. */
export function parsePathSpecifier(spec, base) {
    try {
        return new PathParser(spec, base).parse();
    }
    catch (e) {
        if (e instanceof PathSyntaxError)
            return { ok: false, error: e.issue };
        throw e;
    }
}
class PathParser {
    s;
    base;
    end;
    warnings = [];
    /** A backslash before a glob character was warned of (once a rule). */
    separatorWarned = false;
    constructor(s, base) {
        this.s = s;
        this.base = base;
        this.end = s.length;
    }
    fail(message, offset, length, hint) {
        throw new PathSyntaxError(issue(message, this.base + offset, length, hint));
    }
    warn(message, offset, length, hint) {
        this.warnings.push(issue(message, this.base + offset, length, hint));
    }
    parse() {
        const s = this.s;
        if (s.length > MAX_PATH_SPECIFIER) {
            this.fail(`the path pattern is ${s.length} characters long; at most ${MAX_PATH_SPECIFIER} are allowed`, MAX_PATH_SPECIFIER, s.length - MAX_PATH_SPECIFIER);
        }
        let m = /^([A-Za-z]):(?:[\\/]|$)/.exec(s);
        if (m) {
            this.fail(`${q(m[1] + ':')} is a Windows drive letter: paths are matched in the form /c/...`, 0, 2, `write //${m[1].toLowerCase()}${s.slice(2).replace(/\\+/g, '/').replace(/^(?!\/)/, '/')}`);
        }
        m = /^\\\\([A-Za-z0-9._$-]+)\\(?=[A-Za-z0-9._$-])/.exec(s);
        if (m) {
            this.fail('a UNC path (\\\\server\\share) is matched in the form //server/share/...', 0, m[0].length, `write //${s.slice(2).replace(/\\+/g, '/')}`);
        }
        const env = ENV_SEGMENT.exec(s);
        if (env) {
            const name = env[1];
            const at = env.index + env[0].length - name.length;
            // An error, not a warning: such a rule could never match, so its kind asks (a deny/ask) or it allows nothing.
            this.fail(`${q(name)} is an environment variable, and rules do not expand environment variables: the rule could never match`, at, name.length, /home|userprofile/i.test(name) ? `write ~/ for the home directory (${q('~' + s.slice(at + name.length))})` : 'write ~/ for the home directory, or the literal path');
        }
        if (s[0] === '!' && s[1] !== '(') {
            this.fail('a leading "!" (negated pattern) is not supported: a rule cannot exclude paths', 0, 1, 'write the paths to match; escape it as \\! for a file name that starts with "!"');
        }
        let root = 'unrooted';
        let p = 0;
        if (s.startsWith('//'))
            [root, p] = ['fs', 2];
        else if (s[0] === '/')
            [root, p] = ['workspace', 1];
        else if (s.startsWith('~/'))
            [root, p] = ['home', 2];
        else if (s[0] === '~') {
            const word = /^~[^/]*/.exec(s)[0];
            this.fail(word === '~' ? '"~" alone is not a path pattern' : `${q(word)}: "~" must be followed by "/" (other users' home directories are not expanded)`, 0, word.length, word === '~' ? 'write ~/ for the home directory and everything below it' : 'write the absolute path, e.g. //home/NAME/...');
        }
        else if (s.startsWith('./'))
            [root, p] = ['cwd', 2];
        const dirOnly = p === s.length || s.endsWith('/');
        if (p < s.length && dirOnly)
            this.end = s.length - 1;
        const segments = [];
        if (p < s.length) {
            for (;;) {
                const segStart = p;
                let seg;
                if (s.startsWith('**', p) && (p + 2 === this.end || s[p + 2] === '/')) {
                    seg = { type: 'globstar' };
                    p += 2;
                }
                else {
                    const r = this.sequence(p, 0);
                    if (r.parts.length === 0) {
                        this.fail('empty path segment ("//" inside a pattern)', p, 1, 'remove the extra "/"');
                    }
                    p = r.p;
                    seg = { type: 'segment', parts: r.parts };
                    this.checkSegment(r.parts, segStart, p, root, segments.length);
                }
                segments.push(seg);
                if (p >= this.end)
                    break;
                p++; // the '/'
            }
        }
        const pattern = { type: 'path', root, segments: segments.map(nfcSegment), dirOnly };
        this.lint(pattern);
        return { ok: true, pattern: deepFreeze(pattern), warnings: this.warnings };
    }
    /** Parts up to '/' or the end (depth 0), or up to ',' / '}' inside braces. */
    sequence(p, depth) {
        const s = this.s;
        const parts = [];
        const literal = (text) => {
            const last = parts[parts.length - 1];
            if (last?.type === 'literal')
                parts[parts.length - 1] = { type: 'literal', text: last.text + text };
            else
                parts.push({ type: 'literal', text });
        };
        while (p < this.end) {
            const c = s[p];
            const n = s[p + 1];
            if (c === '/') {
                if (depth > 0)
                    this.fail('a brace alternative cannot contain "/"', p, 1, 'write one rule per alternative path');
                break;
            }
            if (depth > 0 && (c === ',' || c === '}'))
                break;
            if ('@!+*?'.includes(c) && n === '(') {
                this.fail(`${q(c + '(')} starts an extglob, which is not supported`, p, 2, `use {a,b} alternatives or separate rules; escape "(" as \\( for a literal parenthesis`);
            }
            if (c === '\\') {
                const cp = s.codePointAt(p + 1);
                if (cp === undefined)
                    this.fail('the pattern ends with a lone backslash', p, 1, 'write \\\\ for a literal backslash');
                const ch = String.fromCodePoint(cp);
                if (ch === '/')
                    this.fail('"\\/" : a file name cannot contain "/"', p, 2, 'write "/" without the backslash to separate segments');
                // (`secrets\*.key` may be a Windows path: deny and ask rules read it both ways, backslash-paths.ts.)
                if ('*?[{'.includes(ch) && !this.separatorWarned) {
                    this.separatorWarned = true;
                    this.warn(`the backslash before ${q(ch)} escapes it (a literal ${q(ch)} in a file name); if it separates folders, as in a Windows path, write "/": deny and ask rules match both readings, allow rules only the literal one`, p, 2, 'separate segments with "/" (a Windows path is written //c/Users/name/...)');
                }
                if (!/^[ !-.:-@[-`{-~]$/.test(ch)) {
                    this.fail(`backslash before ${q(ch)}: a backslash only escapes punctuation (glob characters such as * ? [ ] { }); paths use "/" as the separator`, p, 1 + ch.length, 'separate segments with "/" (a Windows path is written //c/Users/name/...)');
                }
                literal(ch);
                p += 1 + ch.length;
            }
            else if (c === '*') {
                if (n === '*') {
                    this.fail('"**" must be a whole path segment (as in a/**/b)', p, 2, 'use a single "*" within a segment');
                }
                parts.push({ type: 'star' });
                p++;
            }
            else if (c === '?') {
                parts.push({ type: 'question' });
                p++;
            }
            else if (c === '[') {
                const r = this.charClass(p);
                parts.push(r.part);
                p = r.p;
            }
            else if (c === '{') {
                const r = this.braces(p, depth);
                parts.push(r.part);
                p = r.p;
            }
            else if (c === ']' || c === '}') {
                this.fail(`unmatched ${q(c)}`, p, 1, `escape it as \\${c} for a literal ${q(c)}`);
            }
            else {
                const ch = String.fromCodePoint(s.codePointAt(p));
                literal(ch);
                p += ch.length;
            }
        }
        return { parts, p };
    }
    charClass(start) {
        const s = this.s;
        let p = start + 1;
        const negated = s[p] === '!' || s[p] === '^';
        if (negated)
            p++;
        const ranges = [];
        const readChar = (at) => {
            if (at >= this.end)
                this.fail('unclosed "["', start, 1, 'close the class with "]", or write \\[ for a literal "["');
            let ch = s[at];
            let next = at + 1;
            if (ch === '\\') {
                if (at + 1 >= this.end)
                    this.fail('unclosed "["', start, 1, 'close the class with "]", or write \\[ for a literal "["');
                ch = String.fromCodePoint(s.codePointAt(at + 1));
                next = at + 1 + ch.length;
            }
            if (ch === '/')
                this.fail('a character class cannot match "/"', at, next - at, 'use separate segments');
            if (ch.codePointAt(0) > 0x7f) {
                this.fail(`${q(ch)}: character classes are ASCII-only`, at, next - at, 'write the character outside the class, or use "?"');
            }
            return { ch, p: next };
        };
        for (;;) {
            if (p >= this.end)
                this.fail('unclosed "["', start, 1, 'close the class with "]", or write \\[ for a literal "["');
            if (s[p] === ']')
                break;
            if (s[p] === '[' && s[p + 1] === ':') {
                this.fail('POSIX character classes ([:alpha:] and the like) are not supported', p, 2, 'write the ranges, e.g. [a-zA-Z]');
            }
            const from = readChar(p);
            p = from.p;
            if (s[p] === '-' && p + 1 < this.end && s[p + 1] !== ']') {
                const to = readChar(p + 1);
                if (to.ch < from.ch)
                    this.fail(`reversed range ${q(from.ch + '-' + to.ch)}`, p - 1, to.p - p + 1, `write ${q(to.ch + '-' + from.ch)}`);
                ranges.push({ from: from.ch, to: to.ch });
                p = to.p;
            }
            else {
                ranges.push({ from: from.ch, to: from.ch });
            }
        }
        if (ranges.length === 0)
            this.fail('empty character class', start, p + 1 - start, 'write at least one character between the brackets');
        return { part: { type: 'class', negated, ranges }, p: p + 1 };
    }
    braces(start, depth) {
        if (depth + 1 > MAX_BRACE_DEPTH) {
            this.fail(`braces nested more than ${MAX_BRACE_DEPTH} levels deep`, start, 1, 'flatten the alternatives or write several rules');
        }
        const alternatives = [];
        let p = start + 1;
        for (;;) {
            const r = this.sequence(p, depth + 1);
            alternatives.push(r.parts);
            p = r.p;
            if (p >= this.end)
                this.fail('unclosed "{"', start, 1, 'close it with "}", or write \\{ for a literal "{"');
            if (this.s[p] === '}')
                break;
            if (alternatives.length === MAX_BRACE_ALTERNATIVES) {
                this.fail(`more than ${MAX_BRACE_ALTERNATIVES} alternatives in one brace group`, p, 1, 'split the rule');
            }
            p++; // ','
        }
        if (alternatives.length < 2) {
            this.fail('a brace group needs at least two alternatives separated by ","', start, p + 1 - start, 'escape literal braces as \\{ and \\}');
        }
        return { part: { type: 'braces', alternatives }, p: p + 1 };
    }
    /** Rejects segments that can only match an unnormalized path. */
    checkSegment(parts, start, end, root, index) {
        const raw = this.s.slice(start, end);
        if (root === 'fs' && index === 0 && /^[A-Za-z]:$/.test(raw)) {
            this.fail(`${q(raw)}: a drive is matched as a lower-case segment (/c/...)`, start, 2, `write //${raw[0].toLowerCase()}/...`);
        }
        // (`Read(/C:/Users/x/**)`: a Windows drive path, not a directory named "C:" below each
        // workspace root or the cwd, which no Windows path has: as a deny it never fired.)
        if ((root === 'workspace' || root === 'cwd') && index === 0 && /^[A-Za-z]:$/.test(raw)) {
            this.fail(`${q(raw)} is a Windows drive, but the pattern is relative to ${root === 'cwd' ? 'the current directory' : 'each workspace root'}: a drive path is matched in the form //${raw[0].toLowerCase()}/...`, start, 2, `write //${raw[0].toLowerCase()}${this.s.slice(end).replace(/\\/g, '/')}`);
        }
        const bad = literalExpansions(parts, 1024)?.find((x) => x === '' || x === '.' || x === '..');
        if (bad !== undefined) {
            this.fail(bad === ''
                ? 'a brace alternative leaves this path segment empty, which never matches'
                : `the path segment ${q(bad)} never matches: operation paths are normalized (no "." or ".." segments) before matching`, start, end - start, bad === '..' ? 'patterns cannot walk up; write the absolute path (//...)' : 'remove it');
        }
    }
    lint(pattern) {
        const { root, segments } = pattern;
        const s = this.s;
        const onlyGlobstar = segments.length === 1 && segments[0].type === 'globstar';
        if (root === 'fs' && (onlyGlobstar || segments.length === 0)) {
            this.warn('this pattern matches every path: the same as the bare selector', 0, s.length, 'write the bare selector');
        }
        else if (root === 'unrooted' && onlyGlobstar) {
            this.warn('this pattern matches every path, the same as the bare selector, in a deny or ask rule (in an allow rule: everything under each workspace root)', 0, s.length, 'write the bare selector for every path, or /** for everything in the workspace');
        }
        const first = segments[0];
        const firstPart = first?.type === 'segment' && first.parts.length === 1 ? first.parts[0] : undefined;
        const firstText = firstPart?.type === 'literal' ? firstPart.text : undefined;
        if (root === 'workspace' && firstText !== undefined &&
            (SYSTEM_DIRS.has(firstText.toLowerCase()) || (/^[A-Za-z]$/.test(firstText) && segments.length > 1))) {
            this.warn(`"/${firstText}/..." is relative to each workspace root, not the filesystem root`, 0, 1 + firstText.length, `for the filesystem path write /${s}`);
        }
        if (s.startsWith(' ') || s.endsWith(' ')) {
            this.warn('the pattern starts or ends with a space, which is part of the file name', s.startsWith(' ') ? 0 : s.length - 1, 1, 'remove the space unless the file name really has one');
        }
    }
}
function nfcParts(parts) {
    return parts.map((p) => {
        if (p.type === 'literal')
            return { type: 'literal', text: p.text.normalize('NFC') };
        if (p.type === 'braces')
            return { type: 'braces', alternatives: p.alternatives.map(nfcParts) };
        return p;
    });
}
function nfcSegment(seg) {
    return seg.type === 'globstar' ? seg : { type: 'segment', parts: nfcParts(seg.parts) };
}
//# sourceMappingURL=path-pattern.js.map