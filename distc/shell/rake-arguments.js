// rake (ruby's OptionParser): short options cluster (`-nfFILE`), a long option may be a prefix of
// one option, in any case, each `-`-separated part abbreviated (`--RAKEF`, `--ex-p`); `-f [FILE]`
// takes the next word unless it looks like an option. What it runs and reads:
// - `-e`/`-p`/`-E CODE`: ruby code, read as `ruby -e`'s;
// - `-f`/`--rakefile FILE`: the Rakefile, ruby code it runs (read, as a script's file is);
// - `-r`/`--require MODULE`: loaded as `ruby -r` loads it (a path is read);
// - `-I`/`--libdir DIR` is read as `ruby -I`'s; `-R`/`--rakelibdir DIRS`: the `*.rake` files in
//   each directory of the list (split at File::PATH_SEPARATOR, `:` or `;`) are loaded;
// - without `-f`, the Rakefile it looks for (rakefile, Rakefile, rakefile.rb, Rakefile.rb) and
//   `rakelib/*.rake`, in `-C`/`--directory DIR` (where it runs) or the working directory.
// (rake 13 Application#raw_load_rakefile: `glob("#{rlib}/*.rake")`, no deeper: `rake db:seed`
// beside `Read(**/.env)` reads no tree.)
import { inlineCodeTouches } from './inline-code.js';
import { mayBeOption } from './words.js';
const option = (take, value = 'none') => ({ take, value });
/** (An option under two names is one: `--rakel` is no ambiguous prefix.) */
const RAKELIB = option('required', 'rakelib');
const FLAG = option('flag');
/** rake 13's options (`rake --help`), by long name. */
const RAKE_LONG = {
    execute: option('required', 'code'), 'execute-print': option('required', 'code'), 'execute-continue': option('required', 'code'),
    rakefile: option('placed', 'rakefile'), require: option('required', 'library'), libdir: option('required', 'libdir'),
    rakelibdir: RAKELIB, rakelib: RAKELIB, 'suppress-backtrace': option('required'),
    'job-stats': option('placed'), directory: option('placed', 'directory'), describe: option('placed'), jobs: option('placed'), tasks: option('placed'),
    where: option('placed'), backtrace: option('attached'), trace: option('attached'), comments: FLAG, rules: FLAG,
    all: FLAG, 'build-all': FLAG, 'no-system': FLAG, nosystem: FLAG, system: FLAG,
    multitask: FLAG, 'dry-run': FLAG, 'no-search': FLAG, nosearch: FLAG, prereqs: FLAG,
    quiet: FLAG, silent: FLAG, verbose: FLAG, version: FLAG, 'no-deprecation-warnings': FLAG,
    help: FLAG,
};
const RAKE_LONG_NAMES = Object.keys(RAKE_LONG);
/** Short letters that take a value, as the long option each is; every other letter is a flag. */
const RAKE_SHORT = {
    e: 'execute', p: 'execute-print', E: 'execute-continue', f: 'rakefile', r: 'require', I: 'libdir', R: 'rakelibdir',
    C: 'directory', D: 'describe', j: 'jobs', T: 'tasks', W: 'where', t: 'trace',
};
/**
 * The option `--written` stands for, as OptionParser completes it: the exact name, or the one
 * option (aliases counted once) whose `-`-separated parts start with the parts written, in any case.
 */
function rakeLong(written) {
    const exact = RAKE_LONG[written.toLowerCase()];
    if (exact !== undefined)
        return exact;
    const pattern = new RegExp(`^${written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\w+\b/g, '$&\\w*')}`, 'i');
    const found = new Set(RAKE_LONG_NAMES.filter((n) => pattern.test(n)).map((n) => RAKE_LONG[n]));
    return found.size === 1 ? [...found][0] : found.size > 1 ? 'ambiguous' : undefined;
}
/** The Rakefiles rake looks for, in order (Rake::Application::DEFAULT_RAKEFILES), and its default rakelib. */
const RAKEFILES = ['rakefile', 'Rakefile', 'rakefile.rb', 'Rakefile.rb'];
export function rakeTouches(words, dynamic, t) {
    // (-C DIR is where rake runs: its Rakefile, -f's and rakelib are there; each -C after the last.)
    let directory;
    const rakefiles = [];
    const apply = (name, o, value, valueDynamic) => {
        if (o.value === 'none')
            return;
        if (o.value === 'rakefile' && !valueDynamic) {
            rakefiles.push(value);
            return;
        }
        if (o.value === 'directory' && !valueDynamic) {
            if (value !== '')
                directory = directory === undefined || /^[/~]/.test(value) ? value : `${directory.replace(/(?<!\/)\/+$/, '')}/${value}`;
            return;
        }
        if (valueDynamic) {
            if (o.value === 'code')
                t.problem(`the code rake ${name} runs comes from an expansion`);
            else
                t.read(value, true);
        }
        else if (o.value === 'code')
            inlineCodeTouches('ruby', value, t);
        else if (o.value === 'libdir')
            t.read(value);
        else if (o.value === 'rakelib')
            rakelibFiles(value, t);
        // (`-r json` is a gem or the standard library's; `-r ./x`, `-r /tmp/x.rb` a file.)
        else if (/^[./~]/.test(value))
            t.read(value);
    };
    /** Reads option `name`'s value (attached, or the next word: a placed option's only when it is no option); the index of the last word read. */
    const taken = (name, o, attached, i) => {
        const next = words[i + 1];
        if (attached !== undefined)
            apply(name, o, attached, false);
        else if (o.take === 'required' || (o.take === 'placed' && next !== undefined && (dynamic[i + 1] || !/^-./s.test(next)))) {
            if (next !== undefined)
                apply(name, o, next, dynamic[i + 1] ?? false);
            return i + 1;
        }
        return i;
    };
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            if (mayBeOption(w))
                t.problem('an argument of rake comes from an expansion: it may be an option that runs code (-e, -f, -r)');
            continue;
        }
        if (w === '--')
            break;
        if (w.length < 2 || w[0] !== '-')
            continue;
        if (w[1] === '-') {
            const eq = w.indexOf('=');
            const written = eq > 0 ? w.slice(2, eq) : w.slice(2);
            const o = rakeLong(written);
            // (rake refuses an unknown or ambiguous option; a newer rake may know it.)
            if (o === undefined)
                t.problem(`rake --${written} is not an option the analysis knows`);
            if (o !== undefined && o !== 'ambiguous')
                i = taken(w, o, eq > 0 ? w.slice(eq + 1) : undefined, i);
            continue;
        }
        for (let k = 1; k < w.length; k++) {
            const long = RAKE_SHORT[w[k]];
            if (long === undefined)
                continue;
            i = taken(`-${w[k]}`, RAKE_LONG[long], k + 1 < w.length ? w.slice(k + 1) : undefined, i);
            break;
        }
    }
    const at = (f) => (directory === undefined || /^[/~]/.test(f) ? f : `${directory.replace(/(?<!\/)\/+$/, '')}/${f}`);
    for (const f of rakefiles)
        t.read(at(f));
    // (The Rakefile looked for below -C DIR is named: read as written, wherever the line is.)
    if (rakefiles.length === 0)
        for (const f of RAKEFILES)
            directory === undefined ? t.implicitRead(f) : t.read(at(f));
    if (directory === undefined) {
        t.implicitRead('rakelib');
        t.listed('read', 'rakelib', RAKE_FILES, true);
    }
    else
        rakelibDirectory(at('rakelib'), t);
}
/** The files rake loads from a rakelib directory (the rule grammar's glob). */
const RAKE_FILES = '*.rake';
/**
 * `-R DIRS`: each directory of the list. (Split at `:` and at `;`, whichever system rake runs on,
 * and the whole word too: a piece that is no directory of the list only adds a check.)
 */
function rakelibFiles(value, t) {
    const directories = new Set([value, ...value.split(':'), ...value.split(';')]);
    for (const d of directories)
        if (d !== '')
            rakelibDirectory(d, t);
}
/** A rakelib directory: listed (read itself), and its `*.rake` files loaded. */
function rakelibDirectory(directory, t) {
    t.read(directory);
    t.listed('read', directory, RAKE_FILES);
}
//# sourceMappingURL=rake-arguments.js.map