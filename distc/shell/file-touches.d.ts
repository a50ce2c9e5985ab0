import type { SubjectScope } from './subject.js';
import type { WorkingDirectory } from './directory-change.js';
/** How programs of another system read a path (PathRef.posixReading). */
export type PosixReading = 'msys' | 'wsl' | 'msys-or-wsl';
/** Both readings together: each is checked (`bash` in a wsl line is read by MSYS's too: stricter, not wrong). */
export declare function widerReading(a: PosixReading | undefined, b: PosixReading): PosixReading;
export interface PathRef {
    readonly op: 'read' | 'edit';
    /** The path as the command wrote it (after quote removal; `~` and `.` stand for $HOME, $PWD). */
    readonly path: string;
    readonly scope: SubjectScope;
    readonly text: string;
    readonly partType: 'redirect' | 'argument';
    /**
     * The argument's value is unknown (a glob or an expansion: `cat .e*`, `rm $F`): it may name any
     * path, so no deny or ask rule of its kind can be ruled out (`path` is the word as read).
     */
    readonly dynamic: boolean;
    /**
     * The command also reads or edits everything below the path (`tree`), and follows the symbolic
     * links it finds there (`links`), or only the path itself (`none`).
     */
    readonly below: 'none' | 'tree' | 'links';
    /** The path is written only if an operand is a directory (`cp f dir` writes `dir/f`). */
    readonly possible: boolean;
    /** When a possible (or unknown) path is touched, for its reason; absent: `writes if its destination is a directory`. */
    readonly when?: string;
    /**
     * Set when the path is relative to a repository's top directory (`git show HEAD:src/a.ts`):
     * the directory (as written; '' for the working one) whose own or some parent directory is
     * the top. Each is checked: the directory itself as written, those above as possible paths.
     */
    readonly inRepository?: string;
    /**
     * A dynamic argument that is a glob word as written (`src/*.ts`): its path pattern, in the rule
     * grammar's syntax, relative to the working directory unless absolute or `~/` (words.ts).
     */
    readonly glob?: string;
    /**
     * `glob` is bash's own (an unquoted glob word), expanded with bash's default options: its
     * wildcard never takes a name's leading `.` (dotglob off), `**` is `*` (globstar off). Not for a
     * line that may change them (analyze.ts globbingMayChange), nor a pattern the program globs.
     */
    readonly shellExpanded?: boolean;
    /**
     * A file the command reads where it runs without naming it (`make`'s Makefile, npm's
     * package.json): checked where the line's directory is known; where the context gives no cwd,
     * met with the rules that match the name in every directory (decide/argument-paths.ts
     * checkUnplacedFile); unknown where the line moved to a directory the analysis cannot follow.
     */
    readonly implicit?: boolean;
    /**
     * Where the line may be when the command runs, when it may have changed directory
     * (directory-change.ts); absent: the context's cwd.
     */
    readonly cwd?: WorkingDirectory;
    /**
     * Read by programs of another system than the line's (analyze.ts; decide.ts applies it on
     * win32): `msys`, a bash-dialect command in a PowerShell line (MSYS/Cygwin programs read
     * POSIX-form paths their way, src/paths/msys-path.ts); `wsl`, a line wsl runs in a Linux
     * distribution (src/paths/wsl-path.ts); `msys-or-wsl`, `bash` from PowerShell, which may be
     * Git's or System32's WSL launcher, whichever PATH finds first.
     */
    readonly posixReading?: PosixReading;
    /**
     * The files of this shape below the directory `path` that the program lists itself and reads
     * (`*.go`, `**\/*.go`: `go build DIR` compiles DIR's `.go` files), in the rule grammar's syntax:
     * checked as a glob of that shape on every platform (no shell expands it: no 8.3 short name).
     */
    readonly listed?: string;
    /**
     * `path` is the literal tail of an unknown program's word after its last expansion, rooted at
     * `/` (`"$X/.env"`: `/.env`): wherever the expansion leads, a deny or ask rule that matches at
     * any depth (`Read(**\/.env)`) matches it, and only such a rule is checked (the expansion's
     * value is not followed: `"$D/x"` stays allowed beside `Read(//etc/**)`). `rooted`: an absolute
     * path the word may be whatever its expansions hold (possible-path-readings.ts), checked as any
     * path is; both are outside the part budget (bounded by the words).
     */
    readonly tail?: true | 'rooted';
    /**
     * A quoted wildcard of a bash line (`mytool "*.pem"`), which MSYS hands a native Windows program
     * bare (it quotes only a word with a blank or a `"`), which may expand it itself (MSVCRT's
     * setargv, matching 8.3 short names too): checked on win32 only, where it is unknown. Also a
     * word's best-fit ASCII reading an ANSI program gets (`a.ｐem` as `a.pem`, best-fit-words.ts).
     */
    readonly nativeExpansion?: true;
}
/**
 * `ref` where the line may be in `cwd`. Every field written out, so that every copy has one
 * shape: a spread of refs of many shapes is a slow generic copy on the shell hot path.
 */
export declare function pathRefIn(ref: PathRef, cwd: WorkingDirectory): PathRef;
/** A command line an option hands to a shell (`tar --to-command=CMD`, `git -c core.pager=CMD`). */
export interface RunRef {
    readonly line: string;
    /** The line comes from an expansion: unknown. */
    readonly dynamic: boolean;
    /**
     * Stored for later (`git config core.sshCommand CMD`), not run now: deny and ask rules see its
     * commands and paths, and allowing the command that stores it does not need them allowed.
     */
    readonly stored?: boolean;
    /** Run only if (`make ARGS=CMD`: if a recipe runs the variable): deny and ask rules matching its commands and paths ask. */
    readonly possible?: string;
}
/**
 * A host a command connects to as part of its work (`git clone URL`, git's `host:path`): deny and
 * ask Domain rules see it; allowing the command covers it (as it covers the hosts of git's named
 * remotes, which the line does not show).
 */
export interface UrlTouch {
    /** A URL (`ssh://host/x` for git's `host:path`), or the word as written when dynamic. */
    readonly url: string;
    /** The word comes from an expansion: it may name any host. */
    readonly dynamic: boolean;
    /** A URL a network tool fetches (scope `all`: a Domain allow is needed too), not a host a tool reaches on the side. */
    readonly all?: boolean;
    /** A word that may name a host (UrlRef.possible). */
    readonly possible?: true;
    /** UrlRef.namedOnly. */
    readonly namedOnly?: true;
}
/** Why a word of a command no table knows is a possible path (possible-paths.ts): a guess, not a known write. */
export declare const UNKNOWN_COMMAND_WORD = "may be a file it reads or writes (a command the analysis does not know)";
export declare const UNKNOWN_COMMAND_WORDS = "stands for several words of a command the analysis does not know, which may be files it reads or writes";
export declare const UNKNOWN_COMMAND_DIRECTORY = "starts a word of a command the analysis does not know whose rest is unknown (an expansion or a glob): it may read or write anything below";
export declare const UNKNOWN_COMMAND_TAIL = "ends a word of a command the analysis does not know after an expansion, which may lead anywhere: it may read or write a file of that name";
/** Why a string in code given to an interpreter is a possible path (inline-code-paths.ts). */
export declare const INLINE_CODE_STRING = "may be a file the code given to the interpreter reads or writes (a string in it that looks like a path)";
export declare const INLINE_CODE_STRINGS = "stands for several strings in the code given to the interpreter, which may be files it reads or writes";
/** Why the file of a source's name below a copy's destination in inline code is a possible path. */
export declare const INLINE_CODE_COPY = "writes if the destination of a copy in the code given to the interpreter is a directory";
/**
 * Why `make install`'s directory variables are written (make-writes.ts): only if the makefile uses
 * them. Not counted by written-code.ts: make also reads the value as a line a recipe may run
 * (`make PREFIX=/usr/local` would run the directory it writes).
 */
export declare const MAKE_INSTALL_DIRECTORY = "is where make install writes, if the makefile uses the variable (DESTDIR=, PREFIX=, \u2026)";
/**
 * The reasons of possible parts that are guesses, not known writes: written-code.ts does not count
 * them (an interpreter's reads are taken for code it runs: `shutil.copy("a", "b")` would run `b/a`).
 */
export declare const GUESSED_PATHS: ReadonlySet<string>;
/** Command lines one command's options or script may name that are analyzed (awk's system() calls, sed's e). */
export declare const MAX_RUNS = 32;
/** Collects one command's file arguments (at most `limit`), the lines it runs, and what it hides. */
export declare class FileTouches {
    readonly paths: PathRef[];
    truncated: boolean;
    runs: RunRef[] | undefined;
    urls: UrlTouch[] | undefined;
    /** More than MAX_RUNS lines were named (the problem is given once). */
    private runsCapped;
    /** What the reader could not follow (the analysis is then incomplete). */
    problems: string[] | undefined;
    /** The here-document or here-string the command reads as standard input, when the line gives it. */
    stdin: {
        readonly text: string;
        readonly literal: boolean;
    } | undefined;
    /** Standard input comes from the line (a pipe, a redirect: line-input.ts), so a program read there may be the line's text. */
    lineInput: boolean;
    /** The words an interpreter hands the script it runs (`python3 x.py ARGS`): the script is not read, so they are read as an unknown program's are. */
    scriptArguments: readonly {
        readonly word: string;
        readonly dynamic: boolean;
    }[] | undefined;
    readonly text: string;
    readonly limit: number;
    constructor(text: string, limit: number);
    /** A file the command reads where it runs, unnamed (`make` reads `Makefile`): see PathRef.implicit. */
    implicitRead(word: string, below?: PathRef['below']): void;
    /**
     * A file the command writes where it runs, unnamed (`npm install x` writes package.json), in
     * the directory or the first above it that holds the project: PathRef.implicit and inRepository.
     */
    implicitEdit(word: string, project?: boolean): void;
    read(word: string, dynamic?: boolean, below?: PathRef['below'], possible?: boolean, inRepository?: string): void;
    edit(word: string, dynamic?: boolean, below?: PathRef['below'], possible?: boolean, inRepository?: string): void;
    add(op: 'read' | 'edit', word: string, dynamic: boolean, below: PathRef['below'], possible: boolean, inRepository?: string): void;
    /**
     * An unknown path of a known shape (`wget` saving `b.txt.1` beside `b.txt`): `word` as shown,
     * `pattern` in the rule grammar's syntax, relative to the working directory unless absolute.
     */
    glob(op: 'read' | 'edit', word: string, pattern: string): void;
    /**
     * The files of shape `names` in `directory` that the program lists and reads or writes itself
     * (PathRef.listed); `implicit`: a directory it looks in unnamed (rake's `rakelib`: PathRef.implicit).
     */
    listed(op: 'read' | 'edit', directory: string, names: string, implicit?: boolean): void;
    /**
     * A word of a command the analysis does not know that may be a file it reads or writes
     * (possible-paths.ts), or one inline code may write (`when`: inline-code-paths.ts): a possible
     * Edit part, which Read rules cover too; `unknown` when it stands for more such words than are
     * checked.
     */
    possible(word: string, unknown: boolean, when?: string, below?: PathRef['below'], nativeExpansion?: boolean): void;
    /** The literal tail of an unknown program's word after an expansion, rooted at `/` (PathRef.tail; bounded by its caller). */
    tail(path: string): void;
    /**
     * An absolute path an unknown program's word may be whatever its expansions hold
     * (possible-path-readings.ts; a glob checked by its shape `pattern`): outside the part budget, as
     * a tail is (at most two a word, bounded by its caller).
     */
    rooted(path: string, pattern?: string): void;
    /**
     * A glob word of a command the analysis does not know (possible-paths.ts): unknown, checked by
     * its shape `pattern` (a deny or ask rule its paths may meet asks).
     */
    guessedGlob(word: string, pattern: string, nativeExpansion?: boolean): void;
    run(line: string, dynamic: boolean, stored?: boolean, possible?: string): void;
    url(url: string, dynamic: boolean, all?: boolean): void;
    /** A word that may name a host the command reaches, `https://HOST/` (UrlRef.possible). */
    possibleHost(host: string, namedOnly: boolean): void;
    problem(reason: string): void;
}
/** The path of a `file:` URL (`file:///x`, `file://localhost/x`, `file:/x`; `file://host/x` is `//host/x`), percent-decoded. */
export declare function fileUrlPath(url: string): string | undefined;
/** The paths a `file:` URL may name: a Windows drive's `/C:/x` is `C:/x` there (both are given), or undefined: not readable. */
export declare function fileUrlPaths(url: string): string[] | undefined;
/** Percent-decoded text, or undefined when it is not valid percent-encoded UTF-8 (`%zz`, `%C3%28`). */
export declare function percentDecoded(text: string): string | undefined;
