// Tools whose command line carries text in a language of their own that names files (reference
// E.11): what that text reads is not read here, so it is a problem (the line never allows; deny
// rules still see the rest).
//
// - TeX engines (tex, latex, pdflatex, lualatex, …): an operand with a `\` (or a `&FORMAT`) is TeX
//   code, whose `\input`, `\include`, `\openin`, `\verbatiminput` read any file; other operands
//   are the files it reads; `-cnf-line` changes kpathsea's settings (`openin_any`, `shell_escape`).
// - apache2ctl, apachectl, apache2, httpd: `-c`/`-C DIRECTIVE` (`Include FILE`, `LoadModule`,
//   piped logs), `-f FILE` (settings that may run programs, read), `-d DIR`; busybox httpd's
//   `-h DIR` (the tree it serves).
// - debugfs: the device is read, and everything on it (`/`'s tree: it reads any file there);
//   `-R REQUEST` and `-f FILE` (requests: `dump` writes a file here, `write` with `-w`).
// - dosbox: `-c COMMAND` runs DOS commands (`mount c /` maps the root); an operand (a program or
//   a directory mounted as C:) is read with its tree.
export const TEX_ENGINES = ['tex', 'etex', 'pdftex', 'xetex', 'luatex', 'luahbtex', 'latex', 'pdflatex', 'xelatex', 'lualatex', 'luahblatex',
    'amstex', 'context', 'mptopdf', 'platex', 'uplatex', 'eptex', 'euptex', 'ptex', 'uptex', 'aleph', 'lamed', 'dvilualatex', 'dviluatex', 'initex', 'virtex'];
/** TeX's options that take a value (`-jobname NAME` or `-jobname=NAME`; one or two dashes). */
const TEX_VALUES = new Set(['jobname', 'interaction', 'fmt', 'output-directory', 'aux-directory', 'output-format', 'progname', 'translate-file',
    'kpathsea-debug', 'cnf-line', 'mktex', 'no-mktex', 'include-directory', 'synctex', 'output-comment', 'etex', 'recorder']);
export function texTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            t.problem('an argument of a TeX engine comes from an expansion (it may be TeX code, which reads and writes the files it names)');
            continue;
        }
        if (w.startsWith('-') && w.length > 1) {
            const m = /^--?([a-z-]+)(=.*)?$/s.exec(w);
            const name = m?.[1] ?? '';
            const value = m?.[2] !== undefined ? m[2].slice(1) : TEX_VALUES.has(name) && name !== 'etex' && name !== 'recorder' ? words[++i] : undefined;
            if (name === 'cnf-line')
                t.problem(`a TeX engine's -cnf-line changes which files it may open and run (${w})`);
            else if ((name === 'output-directory' || name === 'aux-directory') && value !== undefined)
                t.edit(value, dynamic[i] ?? false, 'tree');
            continue;
        }
        if (w.includes('\\') || w.startsWith('&'))
            t.problem('TeX code on the command line reads and writes the files it names (\\input, \\openin, \\openout)');
        else
            t.read(w);
    }
}
export function apacheTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || !/^-[cCfdEh]/.test(w))
            continue;
        const value = w.length > 2 ? w.slice(2) : words[++i];
        const valueDynamic = w.length === 2 && (dynamic[i] ?? false);
        if (value === undefined)
            continue;
        if (w[1] === 'c' || w[1] === 'C')
            t.problem(`an Apache directive on the command line may read files, load modules and run programs (${value.slice(0, 80)})`);
        else if (w[1] === 'f') {
            t.read(value, valueDynamic);
            t.problem(`Apache reads its configuration from ${value.slice(0, 80)}, which may run programs`);
        }
        else if (w[1] === 'd' || w[1] === 'h')
            t.read(value, valueDynamic, 'tree');
        else
            t.edit(value, valueDynamic);
    }
}
export function debugfsTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || !w.startsWith('-')) {
            // (The device: every file on it is read.)
            t.read(w, dynamic[i] ?? false);
            t.read('/', false, 'tree');
            continue;
        }
        if (/^-[Rfbsdz]$/.test(w))
            i++;
        if (w.startsWith('-R') || w.startsWith('-f'))
            t.problem('debugfs requests (-R, -f) read and write files of the filesystem and here');
    }
}
export function dosboxTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (!dynamic[i] && w.startsWith('-')) {
            if (w === '-c')
                t.problem('dosbox -c runs DOS commands (mount maps any host directory)');
            if (/^-(?:c|conf|lang|machine|set|editconf)$/.test(w))
                i++;
            continue;
        }
        t.read(w, dynamic[i] ?? false, 'tree');
    }
}
//# sourceMappingURL=directive-tools.js.map