// The command-line options of python, node, perl, ruby and php, read the way each interpreter
// reads them (checked against CPython 3.11, node 20, perl 5.36, ruby 3.1 and php 8.2): short
// options letter by letter within a cluster, the letters that take a value (the rest of the
// word, or the next word), the long options that take a separate value. An option a table does
// not know is a problem: it may take the next word, which would then be taken for the script
// while the code after it is never read (`python3 -Xm -c CODE`, `node --title t -e CODE`).
const flag = (means = 'none') => ({ take: 'flag', means });
const word = (means = 'none') => ({ take: 'word', means });
const rest = (means = 'none') => ({ take: 'rest', means });
/** A table of letters: `flags` take nothing, `values` the value given. */
function letters(flags, values) {
    return new Map([...[...flags].map((l) => [l, flag()]), ...Object.entries(values)]);
}
function longs(flags, values) {
    return new Map([...flags.split(/\s+/).filter(Boolean).map((n) => [n, flag()]), ...Object.entries(values)]);
}
/** CPython (and python2's -Q, -3, -U): `-c` and `-m` end the options; long options are exact. */
export const PYTHON_OPTIONS = {
    interpreter: 'python',
    language: 'python',
    short: letters('bBdEhIOPqRsStuvVx3U?', { c: word('code'), m: word('module'), i: flag('stdin'), W: word(), X: word(), Q: word() }),
    long: longs('--help --version --help-env --help-xoptions --help-all', { '--check-hash-based-pycs': word() }),
    codeEnds: true,
    doubleDash: 'script',
};
/** perl: `-0[octal|xHEX]`, `-l[octal]`, `-d[t][:MOD]` go on with the cluster; `-x`, `-F`, `-i`, `-C`, `-D`, `-V`, `-m`, `-M` end it. */
export const PERL_OPTIONS = {
    interpreter: 'perl',
    language: 'perl',
    short: letters('acfnpsStTuUvwWXh', {
        e: word('code'), E: word('code'), I: word('read'), M: rest('perlModule'), m: rest('perlModule'), i: rest('inPlace'), x: rest(),
        F: rest('perlSplit'), C: rest(), D: rest(), V: rest(), '0': { take: /x[0-9a-fA-F]*|[0-7]*/y, means: 'none' }, l: { take: /[0-7]*/y, means: 'none' },
        d: { take: /t?(?:[:=].*)?/sy, means: 'perlDebugger' },
    }),
    long: longs('--help --version', {}),
    codeEnds: false,
    doubleDash: 'script',
};
/** ruby: long options exact; `--enable-FEATURE` and `--disable-FEATURE` too. */
export const RUBY_OPTIONS = {
    interpreter: 'ruby',
    language: 'ruby',
    short: letters('acdlnpsSvwyUh', {
        e: word('code'), E: word(), I: word('read'), r: word('library'), C: word('chdir'), X: word('chdir'), i: rest('inPlace'), x: rest(),
        F: rest(), '0': { take: /[0-7]*/y, means: 'none' }, K: { take: /.?/sy, means: 'none' }, W: { take: /:.*|[0-9]*/sy, means: 'none' },
        T: { take: /[0-9]*/y, means: 'none' },
    }),
    long: longs('--jit --yjit --mjit --rjit --version --verbose --copyright --debug --yydebug --help', {
        '--enable': word(), '--disable': word(), '--encoding': word(), '--external-encoding': word(), '--internal-encoding': word(),
        '--dump': word(), '--backtrace-limit': word(), '--parser': word(),
        // (A file it writes, or `|CMD`, a command it runs, when it crashes.)
        '--crash-report': word('problem'),
    }),
    alias: (name) => (/^--(?:enable|disable)-./.test(name) ? flag() : /^--[mry]?jit-[\w-]+$/.test(name) ? { take: 'attached', means: 'none' } : undefined),
    codeEnds: false,
    doubleDash: 'script',
};
/** php (sapi/cli/php_cli.c): its long names are exact, with `=VALUE` or the next word. */
export const PHP_OPTIONS = {
    interpreter: 'php',
    language: 'php',
    short: letters('CehilmnqHsvw?', {
        a: flag('stdin'), B: word('code'), R: word('code'), E: word('code'), r: word('code'), f: word('script'), F: word('script'),
        c: word('read'), d: word('phpIni'), z: word('read'), S: word('server'), t: word('docroot'),
    }),
    long: longs('--no-chdir --profile-info --help --info --syntax-check --modules --no-php-ini --no-header --hide-args --syntax-highlight '
        + '--syntax-highlighting --strip --usage --version --ini', {
        '--interactive': flag('stdin'), '--process-begin': word('code'), '--process-code': word('code'), '--process-end': word('code'),
        '--run': word('code'), '--file': word('script'), '--process-file': word('script'), '--php-ini': word('read'), '--define': word('phpIni'),
        '--zend-extension': word('read'), '--server': word('server'), '--docroot': word('docroot'),
        ...Object.fromEntries(['rf', 'rfunction', 'rc', 'rclass', 're', 'rextension', 'rz', 'rzendextension', 'ri', 'rextinfo'].map((n) => [`--${n}`, word()])),
    }),
    codeEnds: false,
    doubleDash: 'stdin',
    attachedEquals: true,
};
/** A first character no expansion gives: the word is not empty and is no option (words.ts mayBeOption, less its one-word `$(…)`, which may print nothing). */
const LITERAL_START = /^[A-Za-z0-9_./~,:%^=]/;
/**
 * Reads an interpreter's options as it does, up to the first operand (or `-c`/`-m` for python).
 * An option the table does not know is a problem, and the scan goes on past it.
 */
export function readOptions(table, words, dynamic, t) {
    const options = [];
    const from = (k) => words.slice(k).map((w, j) => ({ word: w, dynamic: dynamic[k + j] ?? false }));
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        // (An expansion may be the script, or an option before it: read as the script. One that starts
        // with a literal character, `"./$S"`, `src/$S.py`, is neither empty nor an option: the script alone.)
        if (dynamic[i] || w.length < 2 || w[0] !== '-')
            return { options, operands: from(i), stdinProgram: !dynamic[i] && w === '-', expansionStop: (dynamic[i] ?? false) && !LITERAL_START.test(w) };
        if (w === '--')
            return { options, operands: from(i + 1), stdinProgram: table.doubleDash === 'stdin' };
        const next = () => (i + 1 < words.length ? { word: words[++i], dynamic: dynamic[i] ?? false } : undefined);
        const ends = (o) => table.codeEnds && (o.means === 'code' || o.means === 'module');
        if (w[1] === '-' || table.short === undefined) {
            const eq = w.startsWith('--') ? w.indexOf('=') : -1;
            const name = eq > 0 ? w.slice(0, eq) : w;
            const option = table.long.get(name) ?? table.alias?.(name);
            if (option === undefined) {
                // (It may take the next word, which would then be taken for the script.)
                t.problem(`${table.interpreter} ${name.slice(0, 40)} is not an option the analysis knows`);
                continue;
            }
            let value;
            if (eq > 0)
                value = { word: w.slice(eq + 1), dynamic: false };
            else if (option.take === 'word')
                value = next();
            // (node -p CODE is -pe CODE; -p before another option is a flag.)
            else if (option.means === 'print' && i + 1 < words.length && (dynamic[i + 1] || !words[i + 1].startsWith('-')))
                value = next();
            options.push({ name, means: option.means, value });
            if (ends(option))
                return { options, operands: from(i + 1), stdinProgram: false };
            continue;
        }
        // A cluster: flags, and letters whose values end it or are a few characters of it.
        for (let k = 1; k < w.length; k++) {
            const option = table.short.get(w[k]);
            const name = `-${w[k]}`;
            if (option === undefined) {
                t.problem(`${table.interpreter} ${name} (in ${w.slice(0, 40)}) is not an option the analysis knows`);
                break;
            }
            if (option.take === 'flag') {
                options.push({ name, means: option.means, value: undefined });
                continue;
            }
            if (option.take instanceof RegExp) {
                option.take.lastIndex = k + 1;
                const taken = option.take.exec(w)?.[0] ?? '';
                options.push({ name, means: option.means, value: { word: taken, dynamic: false } });
                k += taken.length;
                continue;
            }
            const attached = table.attachedEquals === true && w[k + 1] === '=' ? w.slice(k + 2) : w.slice(k + 1);
            options.push({ name, means: option.means, value: attached !== '' || option.take === 'rest' ? { word: attached, dynamic: false } : next() });
            if (ends(option))
                return { options, operands: from(i + 1), stdinProgram: false };
            break;
        }
    }
    return { options, operands: [], stdinProgram: false };
}
/** php.ini settings that name a file php reads (code among them), or writes. */
const PHP_INI_READS = new Set(['auto_prepend_file', 'auto_append_file', 'include_path', 'extension', 'zend_extension', 'extension_dir',
    'opcache.preload', 'browscap', 'user_dir', 'doc_root']);
const PHP_INI_WRITES = new Set(['error_log', 'mail.log', 'session.save_path', 'upload_tmp_dir', 'sys_temp_dir', 'opcache.file_cache',
    'opcache.error_log', 'xdebug.output_dir', 'xdebug.log']);
/** php -d KEY=VALUE: a setting that names a file is a part; one that runs a command (`sendmail_path`) a problem. */
export function phpIniTouches(value, t) {
    if (value.dynamic) {
        t.problem('php -d is given a setting from an expansion');
        return;
    }
    const eq = value.word.indexOf('=');
    const key = (eq < 0 ? value.word : value.word.slice(0, eq)).trim();
    const raw = eq < 0 ? '' : value.word.slice(eq + 1).trim();
    // (php's ini reader joins adjacent quoted strings and expands `${NAME}`: such a value is unknown.)
    if ((PHP_INI_READS.has(key) || PHP_INI_WRITES.has(key)) && (/\$\{/.test(raw) || /["'].*["']/.test(raw.slice(1, -1)) || /^["'][^"']*$|^[^"']+["']/.test(raw))) {
        t.problem(`php -d ${key} is given a value php's ini reader builds (quotes, \${…}): it may name any file`);
        return;
    }
    const setting = raw.replace(/^["']|["']$/g, '');
    if (PHP_INI_READS.has(key))
        for (const p of setting.split(':'))
            t.read(p);
    else if (PHP_INI_WRITES.has(key))
        t.edit(setting, false, 'tree');
    else if (key === 'sendmail_path' || key === 'opcache.preload_user' || key === 'mail.mixed_lf_and_crlf')
        t.problem(`php -d ${key} is not read by the analysis`);
}
//# sourceMappingURL=interpreter-options.js.map