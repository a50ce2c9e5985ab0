// What listers' operands name (listed-paths.ts, git-listed-names.ts): their operands past options,
// and the globs (rule grammar) of the names below them, bounded.
import { globShape } from './possible-paths.js';
/** Lister shapes kept per command (a work bound: more read as any path, `/**`). */
export const MAX_SHAPES = 16;
/** Any path: a lister whose operand the analysis does not know may print it. */
export const ANY_PATH = '/**';
/** Shapes once each; past the bound, any path. */
export function bounded(shapes) {
    const out = [...new Set(shapes)];
    return out.length > MAX_SHAPES ? [ANY_PATH] : out;
}
export const NO_VALUES = new Set();
export const GREP_VALUES = new Set(['-e', '--regexp', '-f', '--file', '-m', '--max-count', '-A', '-B', '-C', '--include', '--exclude', '--exclude-dir', '-d', '-D']);
/** The words that are no option or an option's value (`--` ends options); a dynamic word, as written. */
export function operands(words, withValues) {
    const out = [];
    let options = true;
    for (let k = 0; k < words.length; k++) {
        const w = words[k];
        if (options && w.value === '--')
            options = false;
        else if (options && w.value.length > 1 && w.value.startsWith('-')) {
            if (withValues.has(w.value))
                k++;
        }
        else
            out.push(w);
    }
    return out;
}
/** grep's files: its operands after the pattern (none given by `-e` or `-f`). */
export function grepOperands(words) {
    const given = operands(words, GREP_VALUES);
    const patternGiven = words.some((w) => /^(?:-e|--regexp|-f|--file)$|^--(?:regexp|file)=|^-[a-zA-Z]*[ef]./.test(w.value));
    return patternGiven ? given : given.slice(1);
}
/** Each operand's names below it (`tail`: a last segment's glob, '' for any), the working directory's where none. */
export function below(ops, tail) {
    const dirs = ops.length === 0 ? [{ value: '.', dynamic: false }] : ops;
    return dirs.map((d) => belowShape(d, tail));
}
/** A directory's names below it as a rule-grammar glob (`/etc` → `/etc/**`); any path for one not known. */
export function belowShape(dir, tail) {
    if (dir.dynamic || dir.value === '' || /[$`\\]/.test(dir.value))
        return ANY_PATH;
    // (A loop, not `/(?<=.)\/+$/`, which is quadratic on a run of slashes not at the end.)
    let end = dir.value.length;
    while (end > 1 && dir.value.charCodeAt(end - 1) === 47)
        end--;
    const trimmed = dir.value.slice(0, end);
    const base = trimmed === '/' ? '' : globShape(trimmed);
    return tail === '' ? `${base}/**` : `${base}/**/${tail}`;
}
//# sourceMappingURL=lister-operands.js.map