// Quoted text in Shell(...), Bash(...) and PowerShell(...) specifiers (shell-pattern.ts's
// dialects): '...' and "..." read into a word's items, or a failure with the offending offset.
import { q } from './types.js';
/** `x escapes that PowerShell turns into control characters inside "...". */
const PS_CONTROL_ESCAPES = '0abefnrtv';
export function readSingleQuoted(spec, i, dialect, cur, fail) {
    let text = '';
    let j = i + 1;
    for (;;) {
        const k = spec.indexOf("'", j);
        if (k < 0)
            fail('unterminated single quote', i, spec.length - i, "close it with '");
        text += spec.slice(j, k);
        if (dialect === 'powershell' && spec[k + 1] === "'") {
            text += "'";
            j = k + 2;
            continue;
        }
        cur.items.push({ kind: 'lit', text, quoted: true, offset: i });
        return k + 1;
    }
}
export function readDoubleQuoted(spec, i, dialect, cur, fail) {
    let text = '';
    let j = i + 1;
    for (;;) {
        if (j >= spec.length)
            fail('unterminated double quote', i, spec.length - i, 'close it with "');
        const ch = spec[j];
        const n = spec[j + 1];
        if (ch === '"') {
            if (dialect === 'powershell' && n === '"') {
                text += '"';
                j += 2;
                continue;
            }
            break;
        }
        if ((ch === '$' && n === '(') || (dialect === 'posix' && ch === '`')) {
            const token = ch === '`' ? '`' : '$(';
            fail(`${q(token)} inside double quotes starts a nested command: the inner command is checked as a command of its own, so this rule could never match`, j, token.length, `write a separate rule for the inner command, or use single quotes if it is literal text`);
        }
        if (dialect === 'posix' && ch === '\\') {
            if (n === undefined)
                fail('unterminated double quote', i, spec.length - i, 'close it with "');
            if ('$`"\\'.includes(n)) {
                text += n;
                j += 2;
            }
            else {
                text += ch;
                j += 1;
            }
            continue;
        }
        if (dialect === 'powershell' && ch === '`') {
            if (n === undefined)
                fail('unterminated double quote', i, spec.length - i, 'close it with "');
            if (PS_CONTROL_ESCAPES.includes(n)) {
                fail(`${q('`' + n)} stands for a control character, which a rule cannot contain`, j, 2, 'remove it');
            }
            if (n === 'u' && spec[j + 2] === '{') {
                fail('"`u{...}" escapes are not supported in rules', j, 3, 'write the character itself');
            }
            const c2 = String.fromCodePoint(spec.codePointAt(j + 1));
            text += c2;
            j += 1 + c2.length;
            continue;
        }
        text += ch;
        j += 1;
    }
    cur.items.push({ kind: 'lit', text, quoted: true, offset: i });
    return j + 1;
}
//# sourceMappingURL=shell-pattern-quotes.js.map