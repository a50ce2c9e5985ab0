// What one command reads, writes and runs through its arguments, as the readers of file
// arguments (file-arguments.ts, archive-arguments.ts, git-arguments.ts) find it.
/** Both readings together: each is checked (`bash` in a wsl line is read by MSYS's too: stricter, not wrong). */
export function widerReading(a, b) {
    return a === undefined || a === b ? b : 'msys-or-wsl';
}
/**
 * `ref` where the line may be in `cwd`. Every field written out, so that every copy has one
 * shape: a spread of refs of many shapes is a slow generic copy on the shell hot path.
 */
export function pathRefIn(ref, cwd) {
    return {
        op: ref.op, path: ref.path, scope: ref.scope, text: ref.text, partType: ref.partType, dynamic: ref.dynamic, below: ref.below,
        possible: ref.possible, when: ref.when, inRepository: ref.inRepository, glob: ref.glob, implicit: ref.implicit, cwd, posixReading: ref.posixReading,
        listed: ref.listed, shellExpanded: ref.shellExpanded, tail: ref.tail, nativeExpansion: ref.nativeExpansion,
    };
}
/** Every field of PathRef is copied by pathRefIn (this fails to compile when one is added). */
const PATH_REF_FIELDS = {
    op: true, path: true, scope: true, text: true, partType: true, dynamic: true, below: true, possible: true, when: true, inRepository: true, glob: true,
    implicit: true, cwd: true, posixReading: true, listed: true, shellExpanded: true, tail: true, nativeExpansion: true,
};
void PATH_REF_FIELDS;
/** Why a word of a command no table knows is a possible path (possible-paths.ts): a guess, not a known write. */
export const UNKNOWN_COMMAND_WORD = 'may be a file it reads or writes (a command the analysis does not know)';
export const UNKNOWN_COMMAND_WORDS = 'stands for several words of a command the analysis does not know, which may be files it reads or writes';
export const UNKNOWN_COMMAND_DIRECTORY = 'starts a word of a command the analysis does not know whose rest is unknown (an expansion or a glob): it may read or write anything below';
export const UNKNOWN_COMMAND_TAIL = 'ends a word of a command the analysis does not know after an expansion, which may lead anywhere: it may read or write a file of that name';
/** Why a string in code given to an interpreter is a possible path (inline-code-paths.ts). */
export const INLINE_CODE_STRING = 'may be a file the code given to the interpreter reads or writes (a string in it that looks like a path)';
export const INLINE_CODE_STRINGS = 'stands for several strings in the code given to the interpreter, which may be files it reads or writes';
/** Why the file of a source's name below a copy's destination in inline code is a possible path. */
export const INLINE_CODE_COPY = 'writes if the destination of a copy in the code given to the interpreter is a directory';
/**
 * Why `make install`'s directory variables are written (make-writes.ts): only if the makefile uses
 * them. Not counted by written-code.ts: make also reads the value as a line a recipe may run
 * (`make PREFIX=/usr/local` would run the directory it writes).
 */
export const MAKE_INSTALL_DIRECTORY = 'is where make install writes, if the makefile uses the variable (DESTDIR=, PREFIX=, …)';
/**
 * The reasons of possible parts that are guesses, not known writes: written-code.ts does not count
 * them (an interpreter's reads are taken for code it runs: `shutil.copy("a", "b")` would run `b/a`).
 */
export const GUESSED_PATHS = new Set([UNKNOWN_COMMAND_WORD, UNKNOWN_COMMAND_WORDS, UNKNOWN_COMMAND_DIRECTORY, UNKNOWN_COMMAND_TAIL, INLINE_CODE_STRING, INLINE_CODE_STRINGS, INLINE_CODE_COPY, MAKE_INSTALL_DIRECTORY]);
/** Problems one command's reader reports (the first ones; one keeps the line from allowing). */
const MAX_PROBLEMS = 8;
/** Command lines one command's options or script may name that are analyzed (awk's system() calls, sed's e). */
export const MAX_RUNS = 32;
/** The last possible host's URL (possibleHost): a run of one host makes its string once. */
let lastHost = '';
let lastHostUrl = 'https:///';
/** Collects one command's file arguments (at most `limit`), the lines it runs, and what it hides. */
export class FileTouches {
    constructor(text, limit) {
        this.text = text;
        this.limit = limit;
        this.paths = [];
        this.truncated = false;
        this.runs = undefined;
        this.urls = undefined;
        this.runsCapped = false;
        this.problems = undefined;
        this.stdin = undefined;
        this.lineInput = false;
        this.scriptArguments = undefined;
    }
    /** A file the command reads where it runs, unnamed (`make` reads `Makefile`): see PathRef.implicit. */
    implicitRead(word, below = 'none') {
        if (this.paths.length >= this.limit) {
            this.truncated = true;
            return;
        }
        this.paths.push({ op: 'read', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below, possible: false, implicit: true });
    }
    /**
     * A file the command writes where it runs, unnamed (`npm install x` writes package.json), in
     * the directory or the first above it that holds the project: PathRef.implicit and inRepository.
     */
    implicitEdit(word, project = true) {
        if (this.paths.length >= this.limit) {
            this.truncated = true;
            return;
        }
        // (`project`: the directory or the first above holding the project; else where the tool runs: `make`'s goals.)
        this.paths.push({ op: 'edit', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below: 'none', possible: false, inRepository: project ? '' : undefined, implicit: true });
    }
    read(word, dynamic = false, below = 'none', possible = false, inRepository) {
        this.add('read', word, dynamic, below, possible, inRepository);
    }
    edit(word, dynamic = false, below = 'none', possible = false, inRepository) {
        this.add('edit', word, dynamic, below, possible, inRepository);
    }
    add(op, word, dynamic, below, possible, inRepository) {
        // (`-` is standard input or output.)
        if (!dynamic && (word === '' || word === '-'))
            return;
        if (this.paths.length >= this.limit) {
            this.truncated = true;
            return;
        }
        // (A word that may split is read twice, analyze.ts: the same unknown path again adds nothing.)
        if (dynamic && this.paths.some((p) => p.dynamic && p.path === word && p.op === op && p.below === below && p.possible === possible && p.inRepository === inRepository))
            return;
        const ref = { op, path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic, below, possible };
        this.paths.push(inRepository === undefined ? ref : { ...ref, inRepository });
    }
    /**
     * An unknown path of a known shape (`wget` saving `b.txt.1` beside `b.txt`): `word` as shown,
     * `pattern` in the rule grammar's syntax, relative to the working directory unless absolute.
     */
    glob(op, word, pattern) {
        if (this.paths.length >= this.limit) {
            this.truncated = true;
            return;
        }
        this.paths.push({ op, path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: true, below: 'none', possible: false, glob: pattern });
    }
    /**
     * The files of shape `names` in `directory` that the program lists and reads or writes itself
     * (PathRef.listed); `implicit`: a directory it looks in unnamed (rake's `rakelib`: PathRef.implicit).
     */
    listed(op, directory, names, implicit = false) {
        if (this.paths.length >= this.limit) {
            this.truncated = true;
            return;
        }
        const ref = { op, path: directory, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below: 'none', possible: false, listed: names };
        this.paths.push(implicit ? { ...ref, implicit } : ref);
    }
    /**
     * A word of a command the analysis does not know that may be a file it reads or writes
     * (possible-paths.ts), or one inline code may write (`when`: inline-code-paths.ts): a possible
     * Edit part, which Read rules cover too; `unknown` when it stands for more such words than are
     * checked.
     */
    possible(word, unknown, when = unknown ? UNKNOWN_COMMAND_WORDS : UNKNOWN_COMMAND_WORD, below = 'none', nativeExpansion = false) {
        if (this.paths.length >= this.limit) {
            this.truncated = true;
            return;
        }
        const ref = { op: 'edit', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: unknown, below, possible: true, when };
        this.paths.push(nativeExpansion ? { ...ref, nativeExpansion } : ref);
    }
    /** The literal tail of an unknown program's word after an expansion, rooted at `/` (PathRef.tail; bounded by its caller). */
    tail(path) {
        this.paths.push({ op: 'edit', path, scope: 'restrict', text: this.text, partType: 'argument', dynamic: false, below: 'none', possible: true, when: UNKNOWN_COMMAND_TAIL, tail: true });
    }
    /**
     * An absolute path an unknown program's word may be whatever its expansions hold
     * (possible-path-readings.ts; a glob checked by its shape `pattern`): outside the part budget, as
     * a tail is (at most two a word, bounded by its caller).
     */
    rooted(path, pattern) {
        this.paths.push({ op: 'edit', path, scope: 'restrict', text: this.text, partType: 'argument', dynamic: pattern !== undefined, below: 'none', possible: pattern === undefined, when: UNKNOWN_COMMAND_WORD, glob: pattern, tail: 'rooted' });
    }
    /**
     * A glob word of a command the analysis does not know (possible-paths.ts): unknown, checked by
     * its shape `pattern` (a deny or ask rule its paths may meet asks).
     */
    guessedGlob(word, pattern, nativeExpansion = false) {
        if (this.paths.length >= this.limit) {
            this.truncated = true;
            return;
        }
        if (this.paths.some((p) => p.dynamic && p.path === word && p.when === UNKNOWN_COMMAND_WORD))
            return;
        const ref = { op: 'edit', path: word, scope: 'restrict', text: this.text, partType: 'argument', dynamic: true, below: 'none', possible: false, when: UNKNOWN_COMMAND_WORD, glob: pattern };
        this.paths.push(nativeExpansion ? { ...ref, nativeExpansion } : ref);
    }
    run(line, dynamic, stored = false, possible) {
        const runs = (this.runs ??= []);
        // (A word read twice, analyze.ts: the same unknown line again adds nothing.)
        if (dynamic && runs.some((r) => r.dynamic && r.line === line))
            return;
        // (A work bound: each line is analyzed in full. Beyond it, the command is never allowed.)
        if (runs.length < MAX_RUNS)
            runs.push(possible !== undefined ? { line, dynamic, stored: true, possible } : stored ? { line, dynamic, stored } : { line, dynamic });
        else if (!this.runsCapped) {
            this.runsCapped = true;
            this.problem(`more than ${MAX_RUNS} command lines in one command: the rest are not analyzed`);
        }
    }
    url(url, dynamic, all = false) {
        // (A `file:` URL is a path the tool reads: `curl file:///etc/shadow`.)
        if (!dynamic && /^file:/i.test(url)) {
            const path = fileUrlPath(url);
            if (path === undefined)
                this.problem(`a file: URL the analysis cannot read (${url.slice(0, 80)})`);
            else
                this.read(path);
        }
        const urls = (this.urls ??= []);
        if (dynamic && urls.some((u) => u.dynamic && u.url === url && (u.all === true) === all))
            return;
        if (urls.length < this.limit)
            urls.push(all ? { url, dynamic, all } : { url, dynamic });
        else
            this.truncated = true;
    }
    /** A word that may name a host the command reaches, `https://HOST/` (UrlRef.possible). */
    possibleHost(host, namedOnly) {
        const urls = (this.urls ??= []);
        // (The last host's URL is the same string: the engine compares each URL with the one before, `'a.com a.com …'` 1,664 new ones.)
        const url = host === lastHost ? lastHostUrl : (lastHostUrl = `https://${(lastHost = host)}/`);
        // (UrlRef.namedOnly is not charged: few policies have a rule naming one, and a long list of files is no reason to ask. The word budget bounds them.)
        if (namedOnly)
            urls.push({ url, dynamic: false, possible: true, namedOnly });
        else if (urls.length < this.limit)
            urls.push({ url, dynamic: false, possible: true });
        else
            this.truncated = true;
    }
    problem(reason) {
        // (One is enough to keep the line from allowing: a few are shown, not one per word.)
        const problems = (this.problems ??= []);
        if (problems.length < MAX_PROBLEMS && !problems.includes(reason))
            problems.push(reason);
    }
}
/** The path of a `file:` URL (`file:///x`, `file://localhost/x`, `file:/x`; `file://host/x` is `//host/x`), percent-decoded. */
export function fileUrlPath(url) {
    const m = /^file:(?:\/\/([^/]*))?(\/.*)?$/is.exec(url.replace(/[?#].*$/s, ''));
    if (m === null)
        return undefined;
    const host = (m[1] ?? '').toLowerCase();
    const rest = m[2] ?? '/';
    const path = percentDecoded(rest);
    if (path === undefined)
        return undefined;
    return host === '' || host === 'localhost' ? path : `//${host}${path}`;
}
/** The paths a `file:` URL may name: a Windows drive's `/C:/x` is `C:/x` there (both are given), or undefined: not readable. */
export function fileUrlPaths(url) {
    const path = fileUrlPath(url);
    if (path === undefined)
        return undefined;
    return /^\/[A-Za-z]:(?:[\\/]|$)/.test(path) ? [path, path.slice(1)] : [path];
}
/** Percent-decoded text, or undefined when it is not valid percent-encoded UTF-8 (`%zz`, `%C3%28`). */
export function percentDecoded(text) {
    if (/%(?![0-9A-Fa-f]{2})/.test(text))
        return undefined;
    try {
        return decodeURIComponent(text);
    }
    catch (error) {
        // (A URIError: the bytes are no UTF-8. The caller reports the text as unreadable.)
        if (error instanceof URIError)
            return undefined;
        throw error;
    }
}
//# sourceMappingURL=file-touches.js.map