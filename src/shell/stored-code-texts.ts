// The command lines a stored text holds, by the place it is written to (stored-code-writes.ts):
// a script's (if its #! line names a POSIX shell), a crontab's (each entry's command), a systemd
// unit's and a desktop entry's (their `Exec…=` values). Where a text says something the reading
// below does not follow, it is not read (a reason), and the write asks.

/** Commands a text holds, read for the deny and ask rules on them, and why they are not all it runs (session 45: such a text asks, but a deny rule on what it shows still denies). */
export interface PartlyRead {
  readonly lines: readonly string[];
  readonly why: string;
}

/** Interpreters a hook or startup script may name that read it as this analysis does (bash, and sh as its POSIX reading). */
const POSIX_SHELLS: ReadonlySet<string> = new Set(['sh', 'bash', 'dash', 'ash']);
/** The directories a `#!` line's shell is taken from: the system's (`#!/w/bin/sh` may be any program). */
const SYSTEM_BIN = /^\/(?:usr\/(?:local\/)?)?bin\/$/;

/**
 * Whether a script runs as a POSIX shell's: no `#!` line (git and sh run it with sh), or one
 * naming sh, bash, dash or ash in /bin, /usr/bin or /usr/local/bin, directly or through env. The
 * interpreter's word ends at a blank or a `\\`: a printer's text read both with and without its
 * escapes (`printf '#!/bin/sh\\nmake'`) starts with the one line written twice.
 */
export function shebangShell(text: string): boolean {
  if (!text.startsWith('#!')) return true;
  const words = text.slice(2, 200).trimStart().split(/[ \t\n\\]/, 2);
  let program = words[0]!;
  // (`#!/usr/bin/env bash`; env's options, `-S bash -e`, are not followed.)
  if (isSystemProgram(program, 'env')) program = `/usr/bin/${words[1] ?? ''}`;
  const slash = program.lastIndexOf('/');
  return SYSTEM_BIN.test(program.slice(0, slash + 1)) && POSIX_SHELLS.has(program.slice(slash + 1));
}

function isSystemProgram(path: string, name: string): boolean {
  return path.endsWith(`/${name}`) && SYSTEM_BIN.test(path.slice(0, path.length - name.length));
}

/** A here-document's operator and delimiter (`<<E`, `<<-'E'`; not `<<<`). */
const HERE_DOCUMENT = /(?<!<)<<(?!<)(-?)[ \t]*(['"\\]?)([^\s'"\\;|&<>()]*)/g;

/**
 * Whether a stored script leaves a here-document open at its end (no delimiter line after its
 * operator): the next text written to the file is its body (`echo 'sh <<E' > .git/hooks/pre-commit`,
 * then `echo 'rm -rf ~' >> .git/hooks/pre-commit` in another line, each allowed alone; session 45).
 * A delimiter not read here counts as open.
 */
export function leavesHereDocumentOpen(text: string): boolean {
  if (!text.includes('<<')) return false;
  for (const m of text.matchAll(HERE_DOCUMENT)) {
    const delimiter = m[3]!;
    if (delimiter === '' || delimiter.includes('$') || delimiter.includes('`')) return true;
    const lines = text.slice(m.index + m[0].length).split('\n').slice(1);
    if (!lines.some((l) => (m[1] === '-' ? l.replace(/^\t+/, '') : l) === delimiter)) return true;
  }
  return false;
}

/** Variables a crontab may set that change what runs its commands (the shell, the file bash sources first). */
const CRON_SHELL_VARIABLES = /^[ \t]*(?:SHELL|BASH_ENV|ENV)[ \t]*=/;
/** A crontab's variable setting, `NAME = value`: its name and value. */
const CRON_VARIABLE = /^[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*(.*)$/;
/** cron's own variables, which its commands do not see as code (the mail's address, the time zone, a delay). */
const CRON_OWN_VARIABLES: ReadonlySet<string> = new Set(['MAILTO', 'MAILFROM', 'CRON_TZ', 'TZ', 'RANDOM_DELAY', 'LOGNAME', 'USER']);

/**
 * The commands of a crontab's entries: each line's text after its `fields` fields (five time
 * fields, and /etc's user field), or after an `@reboot`-style nickname (and the user field). cron
 * hands it to /bin/sh with `\%` as `%`; an unescaped `%` starts the command's standard input
 * (`sh%rm -rf ~`), which is not read, nor is a table that sets the shell. The table's other
 * variables are the commands' environment (`PATH=/w/x` makes `git status` run /w/x/git): each
 * command is read after them, exported (session 45: they were skipped).
 */
export function cronCommands(text: string, fields: number): readonly string[] | PartlyRead | string {
  const out: string[] = [];
  let environment = '';
  let why: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (CRON_SHELL_VARIABLES.test(line)) return 'a crontab that sets the shell its commands run in';
    const variable = CRON_VARIABLE.exec(line);
    if (variable !== null) {
      if (CRON_OWN_VARIABLES.has(variable[1]!)) continue;
      // (cron takes the value as written, one pair of quotes around it dropped.)
      const value = /^(["'])(.*)\1$/.exec(variable[2]!)?.[2] ?? variable[2]!;
      if (value.includes("'")) why ??= 'a crontab variable with a quote in its value';
      else environment += `export ${variable[1]!}='${value}'\n`;
      continue;
    }
    const command = afterFields(line, line.startsWith('@') ? fields - 4 : fields);
    if (command === undefined) return 'a crontab line the analysis does not read';
    if (/(?:^|[^\\])%/.test(command)) return 'a crontab command with a % (its standard input)';
    out.push(command.replaceAll('\\%', '%'));
  }
  const lines = environment === '' ? out : out.map((c) => environment + c);
  return why === undefined ? lines : { lines, why };
}

/** The text after the first `n` blank-separated fields, or undefined where the line has no more. */
function afterFields(line: string, n: number): string | undefined {
  let k = 0;
  for (let f = 0; f < n; f++) {
    while (k < line.length && line[k] !== ' ' && line[k] !== '\t') k++;
    while (k < line.length && (line[k] === ' ' || line[k] === '\t')) k++;
    if (k >= line.length) return undefined;
  }
  return line.slice(k);
}

/** The keys whose lines a unit's and a desktop entry's commands are. */
const EXEC_KEYS = { systemd: /^[ \t]*Exec[A-Za-z]*[ \t]*=/, desktop: /^[ \t]*Exec[ \t]*=/ } as const;
/**
 * A unit's settings that change what its commands run, read or see, not followed: another
 * environment file, search path, working directory or root, paths bound elsewhere, standard input
 * (`StandardInputText=rm -rf ~` fed to `ExecStart=/bin/sh`), output to a file, credentials, a
 * mount; a desktop entry's working directory (`Path=`).
 */
const UNREAD_KEYS = {
  systemd: /^[ \t]*(?:EnvironmentFile|ExecSearchPath|WorkingDirectory|Root[A-Za-z]*|MountImages|Extension[A-Za-z]*|Bind(?:ReadOnly)?Paths|StandardInput[A-Za-z]*|Standard(?:Output|Error)[ \t]*=[ \t]*(?:file|append|truncate):|(?:Load|Set)Credential[A-Za-z]*|ImportCredential|TemporaryFileSystem|What|Where)[ \t]*=/,
  desktop: /^[ \t]*Path[ \t]*=/,
} as const;
/** A unit's `Environment=` line: its value. */
const UNIT_ENVIRONMENT = /^[ \t]*Environment[ \t]*=(.*)$/;

/**
 * The values of a unit's `Exec…=` lines (systemd's `ExecStart=`, `ExecStartPre=`, …) or a desktop
 * entry's `Exec=` lines, a trailing `\` joining the next line: systemd's prefixes (`-`, `:`, `+`,
 * `!`, `|`) dropped; `@`, which runs the first word under the second's name, not read; a desktop
 * entry's file field codes (`%f`, `%U`) dropped and `%%` read as `%`. Session 45: a `\` (systemd's
 * C escapes, `/bin/\x72m`; a desktop entry's `\s`), a systemd specifier (`%h`, the home directory),
 * a desktop entry's `%c`, `%k`, `%i` (its name, path, icon) or a setting UNREAD_KEYS names is not
 * read; a unit's `Environment=` values are exported before each command (`PATH=…`, `BASH_ENV=…`).
 */
export function unitCommands(text: string, kind: 'systemd' | 'desktop'): readonly string[] | PartlyRead | string {
  const out: string[] = [];
  let environment = '';
  let why: string | undefined;
  const entry = kind === 'systemd' ? 'unit' : 'desktop entry';
  const textLines = text.replaceAll('\\\n', ' ').split('\n');
  for (const line of textLines) {
    if (UNREAD_KEYS[kind].test(line)) why ??= `a ${entry} setting that changes what its commands run or see (${line.trim().slice(0, 40)})`;
    const set = kind === 'systemd' ? UNIT_ENVIRONMENT.exec(line) : null;
    if (set !== null) {
      const assigned = unitEnvironment(set[1]!);
      if (assigned === undefined) why ??= 'a unit environment setting with quotes, escapes or expansions';
      else environment += assigned;
      continue;
    }
    const m = EXEC_KEYS[kind].exec(line);
    if (m === null) continue;
    let value = line.slice(m[0].length).trim();
    let k = 0;
    while (k < value.length && '-:+!|@'.includes(value[k]!)) k++;
    if (value.slice(0, k).includes('@')) return 'a unit command run under another name (@)';
    if (value.includes('\\')) why ??= `a ${entry} command with an escape, which its reader reads otherwise than a shell`;
    if (kind === 'systemd' ? /%[^%]/.test(value.replaceAll('%%', '')) : /%[ick]/.test(value.replaceAll('%%', ''))) why ??= 'a command with a specifier or field code that stands for another text';
    value = value.slice(k).replace(/%(.)/g, (_, c: string) => (c === '%' ? '%' : ''));
    if (value !== '') out.push(value);
  }
  const lines = environment === '' ? out : out.map((c) => environment + c);
  return why === undefined ? lines : { lines, why };
}

/** `Environment=A=x B=y` as export lines, or undefined where its words are not plain `NAME=value` words. */
function unitEnvironment(value: string): string | undefined {
  if (/["'\\%$`]/.test(value)) return undefined;
  let out = '';
  for (const word of value.trim().split(/[ \t]+/)) {
    if (word === '') continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(word)) return undefined;
    const at = word.indexOf('=');
    out += `export ${word.slice(0, at)}='${word.slice(at + 1)}'\n`;
  }
  return out;
}
