// Printing Read(...)/Edit(...) patterns back to specifier text (path-pattern.ts parses them):
// what the parser would read specially is escaped, so printing and parsing round-trip.
import { ENV_SEGMENT } from './path-pattern.js';
const ROOT_PREFIX = { fs: '//', workspace: '/', home: '~/', cwd: './', unrooted: '' };
/**
 * Prints a pattern so that parsing `Read(<printed>)` gives the same pattern back (for patterns
 * in the parser's normal form: merged, non-empty, NFC literals). Used by messages and tests.
 */
export function formatPathPattern(pattern) {
    const prefix = ROOT_PREFIX[pattern.root];
    if (pattern.segments.length === 0)
        return prefix;
    const body = pattern.segments
        .map((seg, i) => (seg.type === 'globstar' ? '**'
        : escapeVariable(formatSegment(seg.parts, pattern.root === 'unrooted' && i === 0, (pattern.root === 'unrooted' || pattern.root === 'fs') && i === 0))))
        .join('/');
    return prefix + body + (pattern.dirOnly ? '/' : '');
}
/** A literal segment that would read as an environment variable (`$a`) is printed `\$a`. */
function escapeVariable(segment) {
    return ENV_SEGMENT.test(segment) ? `\\${segment}` : segment;
}
const ALWAYS_ESCAPED = new Set(['\\', '*', '?', '[', ']', '{', '}', ',']);
/**
 * `patternStart`: the segment starts the whole pattern (a leading `!` or `~` must be escaped);
 * `driveCheck`: the segment is where the parser looks for a Windows drive (`C:`), so such a
 * colon must be escaped.
 */
function formatSegment(parts, patternStart, driveCheck) {
    let out = '';
    // The last character written, when it was written unescaped (extglob detection).
    let lastRaw = '';
    const emit = (text, raw) => {
        out += text;
        lastRaw = raw;
    };
    const write = (ps) => {
        for (const p of ps) {
            switch (p.type) {
                case 'literal':
                    for (const ch of p.text) {
                        const atStart = patternStart && out === '';
                        if (ALWAYS_ESCAPED.has(ch) ||
                            (ch === '(' && '@!+*?'.includes(lastRaw) && lastRaw !== '') ||
                            (atStart && (ch === '!' || ch === '~')) ||
                            (ch === ':' && driveCheck && out.length === 1 && /^[A-Za-z]$/.test(out))) {
                            emit('\\' + ch, '');
                        }
                        else {
                            emit(ch, ch);
                        }
                    }
                    break;
                case 'star':
                    emit('*', '*');
                    break;
                case 'question':
                    emit('?', '?');
                    break;
                case 'class':
                    emit(`[${p.negated ? '!' : ''}${p.ranges.map((r) => (r.from === r.to ? classChar(r.from) : `${classChar(r.from)}-${classChar(r.to)}`)).join('')}]`, ']');
                    break;
                case 'braces':
                    emit('{', '{');
                    p.alternatives.forEach((alt, i) => {
                        if (i > 0)
                            emit(',', ',');
                        write(alt);
                    });
                    emit('}', '}');
                    break;
            }
        }
    };
    write(parts);
    return out;
}
function classChar(ch) {
    return /^[A-Za-z0-9]$/.test(ch) || ch === ' ' ? ch : /^[!-~]$/.test(ch) ? '\\' + ch : ch;
}
//# sourceMappingURL=path-pattern-format.js.map