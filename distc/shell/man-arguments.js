// man (man-db 2.x; argp reads its options as getopt_long does): short options cluster (`-aP
// PAGER`, `-aPPAGER`), a long option may be a unique prefix (`--pag=PAGER`, `--ht=BROWSER`,
// `--conf F`), options may follow the pages, `--` ends them. `-P`/`--pager` and
// `-H`/`--html` run a program (a line: man runs it by a shell); `-C`/`--config-file` and the
// pages of `-l` (or named by a path) are read, and so is what is below `-M`/`--manpath`'s directories.
import { grammar, resolveLong } from './long-options.js';
import { mayBeOption } from './words.js';
/** man-db's long options (`man --help`): those that take a value, then the rest. */
const MAN_LONG = grammar('config-file recode locale systems manpath sections extension pager prompt encoding preprocessor', 'debug default warnings whatis apropos global-apropos local-file where path location where-cat location-cat catman ignore-case '
    + 'match-case regex wildcard names-only all update no-subpages ascii no-hyphenation nh no-justification nj troff troff-device html '
    + 'gxditview ditroff help usage version', {});
/** Short letters that take a value (the rest of the cluster, or the next word), by the long option each is. */
const MAN_VALUE_LETTERS = {
    C: 'config-file', R: 'recode', L: 'locale', m: 'systems', M: 'manpath', S: 'sections', s: 'sections', e: 'extension', P: 'pager',
    r: 'prompt', E: 'encoding', p: 'preprocessor',
};
/** Short letters whose value is optional: only the rest of the cluster (`-Hfirefox`). */
const MAN_OPTIONAL_LETTERS = { H: 'html', T: 'troff-device', X: 'gxditview' };
export function manTouches(words, dynamic, t) {
    let local = false;
    let ended = false;
    const pages = [];
    const option = (name, value, valueDynamic) => {
        if (name === 'local-file')
            local = true;
        // (`-M DIRS`: the pages are read from below each directory.)
        if (name === 'manpath' && value !== undefined) {
            for (const dir of valueDynamic ? [value] : value.split(':'))
                if (dir !== '')
                    t.read(dir, valueDynamic, 'tree');
            return;
        }
        if (value === undefined || (name !== 'config-file' && name !== 'pager' && name !== 'html'))
            return;
        if (valueDynamic)
            t.problem(`the value of man --${name} comes from an expansion`);
        else if (name === 'config-file')
            t.read(value);
        else
            t.run(value, false);
    };
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            // (An expansion may be an option that runs a program, wherever it is: argp reads options after the pages too.)
            if (!ended && mayBeOption(w))
                t.problem('an argument of man comes from an expansion: it may be an option that runs a program (-P, -H)');
            pages.push({ word: w, dynamic: true });
            continue;
        }
        if (ended || w.length < 2 || w[0] !== '-') {
            pages.push({ word: w, dynamic: false });
            continue;
        }
        if (w === '--') {
            ended = true;
            continue;
        }
        if (w[1] === '-') {
            const eq = w.indexOf('=');
            const written = eq > 0 ? w.slice(2, eq) : w.slice(2);
            const name = resolveLong(MAN_LONG, written);
            if (name === undefined || name === 'ambiguous') {
                // (man refuses it; a newer man may know it.)
                if (name === undefined)
                    t.problem(`man --${written} is not an option the analysis knows`);
                continue;
            }
            const takesNext = eq < 0 && MAN_LONG.args.has(name);
            const value = eq > 0 ? w.slice(eq + 1) : takesNext ? words[++i] : undefined;
            option(name, value, takesNext && (dynamic[i] ?? false));
            continue;
        }
        for (let k = 1; k < w.length; k++) {
            const letter = w[k];
            if (letter === 'l')
                local = true;
            const required = MAN_VALUE_LETTERS[letter];
            const optional = MAN_OPTIONAL_LETTERS[letter];
            if (required === undefined && optional === undefined)
                continue;
            const attached = w.slice(k + 1);
            const takesNext = attached === '' && required !== undefined;
            const value = attached !== '' ? attached : takesNext ? words[++i] : undefined;
            option((required ?? optional), value, takesNext && (dynamic[i] ?? false));
            break;
        }
    }
    // (A page named by a path, `man ./x.1`, is that file, as with -l.)
    for (const p of pages)
        if (local || p.dynamic || p.word.includes('/'))
            t.read(p.word, p.dynamic);
}
//# sourceMappingURL=man-arguments.js.map