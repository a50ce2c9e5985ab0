import { withoutTrailing } from '../text-ends.js';
const ORDER = ['trailing-slash', 'case', 'home-spelling'];
/** Every subset of the three differences, smallest first. */
const SUBSETS = [
    [], ...ORDER.map((d) => [d]),
    ['trailing-slash', 'case'], ['trailing-slash', 'home-spelling'], ['case', 'home-spelling'],
    ORDER,
];
function respell(path, differences, home) {
    let p = path;
    if (differences.includes('home-spelling'))
        p = homeToTilde(p, home);
    if (differences.includes('trailing-slash'))
        p = withoutTrailingSlashes(p);
    if (differences.includes('case'))
        p = p.toLowerCase();
    return p;
}
/** `~`, `$HOME`, `${HOME}`, `%USERPROFILE%` and (when known) the home directory itself all become `~`. */
function homeToTilde(path, home) {
    const m = /^(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)(?=$|[/\\])/.exec(path);
    if (m)
        return `~${path.slice(m[0].length)}`;
    if (home !== undefined && home.length > 1) {
        const h = withoutTrailing(home, '/\\');
        if (path === h || path.startsWith(`${h}/`) || path.startsWith(`${h}\\`))
            return `~${path.slice(h.length)}`;
    }
    return path;
}
/**
 * The fewest differences that make `user` and `managed` the same string, or undefined when they
 * differ in more than these three ways (or are equal).
 */
export function spellingDifferences(user, managed, home) {
    if (user === managed)
        return undefined;
    for (const subset of SUBSETS) {
        if (subset.length === 0)
            continue;
        if (respell(user, subset, home) === respell(managed, subset, home))
            return subset;
    }
    return undefined;
}
/** The nearest managed entry in spelling, if any. */
export function nearestSpelling(user, entries, home) {
    let best;
    for (const entry of entries) {
        const d = spellingDifferences(user, entry, home);
        if (d !== undefined && (best === undefined || d.length < best.differsBy.length))
            best = { entry, differsBy: d };
    }
    return best;
}
export function describeDifferences(d) {
    const words = d.map((x) => (x === 'trailing-slash' ? 'a trailing slash' : x === 'case' ? 'letter case' : 'the spelling of the home directory'));
    return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
/**
 * `p.replace(/(?<=.)[/\\]+$/, '')` by a scan (the regex retried from each slash of a long run):
 * the slashes at the end, not the first character, nor one right after a line terminator.
 */
function withoutTrailingSlashes(p) {
    let end = p.length;
    while (end > 1 && (p[end - 1] === '/' || p[end - 1] === '\\'))
        end--;
    if (end < p.length && '\n\r\u2028\u2029'.includes(p[end - 1]))
        end++;
    return end >= p.length ? p : p.slice(0, end);
}
//# sourceMappingURL=spelling.js.map