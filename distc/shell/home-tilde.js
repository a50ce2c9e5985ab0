// A word bash starts with the home directory (`~`, `~/x`: an unquoted leading tilde), for deny
// and ask rules: the analysis keeps it as `~` (allow rules and path rules read it so), but a
// rule such as `Shell(rm -rf /*)` must see the absolute path it becomes (`rm -rf ~`).
import { WORD } from './word-shapes.js';
/** Indexes of the known words that start with a `~` bash expands to the home directory (undefined when none). */
export function homeTildeIndexes(words, dynamic, spans) {
    if (spans.length !== words.length)
        return undefined;
    let out;
    for (let i = 1; i < words.length; i++) {
        if (dynamic[i] || words[i].charCodeAt(0) !== 126)
            continue;
        const first = spans[i]?.parts[0];
        if (first !== undefined && first.type === 'expansion' && !first.quoted && first.text === '~')
            (out ??= []).push(i);
    }
    return out;
}
/**
 * The subject with each such word read as the path it becomes: under `home` (an absolute POSIX
 * path) when known, else as a word of shape `/…` (any absolute path), or of any text when the
 * line may assign HOME.
 */
export function withHomeExpanded(subject, tildes, home, homeChanged) {
    const words = [...subject.words];
    const dynamic = [...subject.dynamic];
    let shapes = subject.shapes === undefined ? undefined : [...subject.shapes];
    for (const i of tildes) {
        const rest = words[i].slice(1);
        if (home !== undefined && !homeChanged) {
            words[i] = home === '/' && rest !== '' ? rest : home + rest;
            continue;
        }
        // (A control character could read as a marker: a wildcard stands for it, wider.)
        const shape = { kind: 'one', pattern: (homeChanged ? WORD : `/${WORD}`) + rest.replace(/[\u0000-\u0006]/g, WORD) };
        dynamic[i] = true;
        (shapes ??= new Array(words.length).fill(undefined))[i] = shape;
    }
    return { ...subject, words, dynamic, shapes, scope: 'restrict' };
}
//# sourceMappingURL=home-tilde.js.map