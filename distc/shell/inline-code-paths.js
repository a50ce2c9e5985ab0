// The files code given to an interpreter may touch beyond the calls inline-code.ts reads exactly
// (hunt 5 F2: `shutil.copy("a", ".git/hooks/pre-commit")`, `File.binwrite("Makefile", "x")`,
// perl's `rename "a", ".env"`, php's `highlight_file(".env")` were allowed: a call no table knows
// touched them). Every string literal in the code that looks like a path is a possible Edit part
// (a Read rule covers it too), as a word of a command no table knows is (possible-paths.ts): a
// deny or ask rule matching it asks, never denies (the string may be no file), and the
// interpreter's allow rule covers it. Strings that look like no path (`'utf-8'`, `'%s'`,
// `"hello"`) add nothing. Code that loads `.env` without naming it (`process.loadEnvFile()`,
// `load_dotenv()`, `require("dotenv").config()`) reads `./.env`. perl's and ruby's quote-like
// strings (`q(…)`, `qw(…)`, `%q(…)`, `%w(…)`) are strings too.
import { INLINE_CODE_COPY, INLINE_CODE_STRING, INLINE_CODE_STRINGS } from './file-touches.js';
/** File names without an extension that projects protect (build and CI files), read as paths. */
const EXTENSIONLESS_NAMES = new Set([
    'Makefile', 'makefile', 'GNUmakefile', 'Dockerfile', 'Containerfile', 'Gemfile', 'Rakefile', 'Procfile', 'Jenkinsfile', 'Vagrantfile',
    'Justfile', 'justfile', 'Brewfile', 'Podfile', 'Fastfile', 'Pipfile', 'CODEOWNERS', 'LICENSE', 'BUILD', 'WORKSPACE', 'Tiltfile', 'Earthfile',
]);
/** A file name with an extension (`package.json`, `k.pem`, `a.tar.gz`): a letter, digit or `_@+-` first. */
const NAME_WITH_EXTENSION = /^[\w@+-][\w@+.-]*\.\w+$/;
/** The longest string read as a path (Linux's PATH_MAX). */
const MAX_PATH = 4096;
/**
 * Whether a string in code looks like a path: it starts with `/`, `.` or `~`, holds a `/`, is a
 * drive or UNC path, a name with an extension, or a well-known name without one. Cheap tests
 * first: most strings are none.
 */
export function looksLikeCodePath(text) {
    const n = text.length;
    if (n === 0 || n > MAX_PATH || text.includes('\n') || text.includes('://'))
        return false;
    const c = text.charCodeAt(0);
    if (c === 47 /* / */ || c === 46 /* . */ || c === 126 /* ~ */ || text.includes('/'))
        return true;
    if (c === 92 /* \ */)
        return text.charCodeAt(1) === 92;
    if (n > 2 && text.charCodeAt(1) === 58 /* : */ && text.charCodeAt(2) === 92 && /[A-Za-z]/.test(text[0]))
        return true;
    return EXTENSIONLESS_NAMES.has(text) || NAME_WITH_EXTENSION.test(text);
}
/**
 * The possible paths strings in one piece of code name: each once; more than the line's part
 * budget has left are one unknown path (it asks where Read or Edit rules exist).
 */
export function possibleCodePaths(strings, t) {
    if (strings.length === 0)
        return;
    const unique = [...new Set(strings)];
    if (unique.length > t.limit - t.paths.length)
        t.possible(unique[0], true, INLINE_CODE_STRINGS);
    else
        for (const s of unique)
            t.possible(s, false, INLINE_CODE_STRING);
}
/**
 * Calls that load `.env` from the working directory unnamed (node's `process.loadEnvFile()`,
 * the dotenv packages' `config()`, `load_dotenv()`, `dotenv_values()`, ruby's `Dotenv.load`, php's
 * `Dotenv::createImmutable`). python-dotenv also looks in the directories above: those are not read.
 */
const ENV_LOADERS = {
    python: /\b(?:load_dotenv|dotenv_values|find_dotenv)\s*\(/,
    node: /\bloadEnvFile\s*\(\s*\)|\bdotenv\b/,
    ruby: /\bDotenv\b/,
    perl: /\bDotenv\b/i,
    php: /\bDotenv\b/,
};
/** The file a copy in the code writes below its destination, if that is a directory. */
export function copyInto(t, path) {
    t.possible(path, false, INLINE_CODE_COPY);
}
/** `./.env`, read, when the code loads it unnamed. */
export function implicitEnvReads(lang, code, t) {
    if (ENV_LOADERS[lang].test(code))
        t.read('.env');
}
/** Calls that change the code's working directory (python's `os.chdir`/`os.fchdir`, node's `process.chdir`, ruby's `Dir.chdir`, perl's and php's `chdir`). */
const CHANGES_DIRECTORY = /chdir\b/;
/**
 * Code that changes its directory: the relative paths it names after that are not where the line
 * runs (`os.chdir("src"); open("../.env")` read ./.env, allowed beside Read(./.env)): a problem.
 */
export function directoryChange(code, t) {
    if (CHANGES_DIRECTORY.test(code))
        t.problem('the code given to the interpreter changes its working directory: the relative paths it names are not known');
}
/** Whether the name at `at` is perl's `q`/`qq`/`qw` or ruby's `%q`/`%Q`/`%w`/`%W` (the delimiter is checked by quotedStrings). */
export function quoteWords(lang, name, code, at) {
    if (lang === 'perl')
        return name === 'q' || name === 'qq' || name === 'qw';
    return lang === 'ruby' && code[at - 1] === '%' && (name === 'q' || name === 'Q' || name === 'w' || name === 'W');
}
/** The strings a quote-like operator at `open` holds that look like paths (`qq` and `%Q` with interpolation: none). */
export function quotedStrings(code, open, name, strings) {
    let at = open;
    while (at < code.length && (code[at] === ' ' || code[at] === '\t'))
        at++;
    if (at >= code.length || !/[^\w\s]/.test(code[at]) || (at > open && code[at] === '#') || code[at] === '=' || code[at] === ',' || code[at] === ';')
        return;
    // (Not beyond a path's length: a scan to the end for each of many `q(` would be quadratic.)
    const end = closingDelimiter(code, at, Math.min(code.length, at + MAX_PATH));
    if (end >= code.length)
        return;
    const body = code.slice(at + 1, end);
    if ((name === 'qq' || name === 'Q' || name === 'W') && /[$@\\]|#\{/.test(body))
        return;
    for (const s of name === 'qw' || name === 'w' || name === 'W' ? body.split(/\s+/) : [body])
        if (looksLikeCodePath(s))
            strings.push(s);
}
const CLOSING = { '(': ')', '[': ']', '{': '}', '<': '>' };
/** The index of the delimiter closing the one at `i` (`{` by `}`, `/` by `/`) before `limit`, or the code's length. */
export function closingDelimiter(code, i, limit = code.length) {
    const open = code[i];
    const close = CLOSING[open] ?? open;
    let depth = 0;
    for (let k = i + 1; k < limit; k++) {
        if (code[k] === '\\')
            k++;
        else if (code[k] === close && depth === 0)
            return k;
        else if (close !== open && code[k] === open)
            depth++;
        else if (close !== open && code[k] === close)
            depth--;
    }
    return code.length;
}
/**
 * Writes to the code's environment (`os.environ["LD_PRELOAD"] = …`, `process.env.PATH = …`, ruby's
 * `ENV["X"] = …`, perl's `$ENV{X} = …`): the commands the code runs inherit it, as after
 * `LD_PRELOAD=… ls` (php's `putenv` is a problem by its name).
 */
const ENV_WRITES = {
    python: /\bos\s*\.\s*environ\s*(?:\[[^\]]*\]\s*(?:=(?!=)|\|=)|\.\s*(?:update|setdefault|__setitem__)\b|\|=)|\bputenv\b/,
    node: /\bprocess\s*\.\s*env\s*(?:(?:\.\s*[\w$]+|\[[^\]]*\])\s*(?:=(?!=)|\|\|=|\?\?=|&&=)|=(?!=))|\bObject\s*\.\s*assign\s*\(\s*process\s*\.\s*env\b/,
    ruby: /\bENV\s*(?:\[[^\]]*\]\s*(?:=(?!=)|\|\|=)|\.\s*(?:update|merge!|store|replace)\b)/,
    perl: /[$%]ENV\s*(?:\{[^}]*\}\s*)?(?:=(?!=)|\|\|=|\/\/=|\.=)/,
    php: undefined,
};
/** Code that runs a command after writing its environment: a problem. */
export function environmentWrites(lang, code, t) {
    if (ENV_WRITES[lang]?.test(code) === true)
        t.problem("the code given to the interpreter changes its environment, which the commands it runs inherit (LD_PRELOAD, PATH…)");
}
//# sourceMappingURL=inline-code-paths.js.map