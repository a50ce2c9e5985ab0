// The command lines a stored text holds, by the place it is written to (stored-code-writes.ts):
// a script's (if its #! line names a POSIX shell), a crontab's (each entry's command), a systemd
// unit's and a desktop entry's (their `Exec…=` values). Where a text says something the reading
// below does not follow, it is not read (a reason), and the write asks.

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

/** Variables a crontab may set that change what runs its commands (the shell, the file bash sources first). */
const CRON_SHELL_VARIABLES = /^[ \t]*(?:SHELL|BASH_ENV|ENV)[ \t]*=/;
/** A crontab's variable setting, `NAME = value`. */
const CRON_VARIABLE = /^[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*=/;

/**
 * The commands of a crontab's entries: each line's text after its `fields` fields (five time
 * fields, and /etc's user field), or after an `@reboot`-style nickname (and the user field). cron
 * hands it to /bin/sh with `\%` as `%`; an unescaped `%` starts the command's standard input
 * (`sh%rm -rf ~`), which is not read, nor is a table that sets the shell.
 */
export function cronCommands(text: string, fields: number): readonly string[] | string {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (CRON_SHELL_VARIABLES.test(line)) return 'a crontab that sets the shell its commands run in';
    if (CRON_VARIABLE.test(line)) continue;
    const command = afterFields(line, line.startsWith('@') ? fields - 4 : fields);
    if (command === undefined) return 'a crontab line the analysis does not read';
    if (/(?:^|[^\\])%/.test(command)) return 'a crontab command with a % (its standard input)';
    out.push(command.replaceAll('\\%', '%'));
  }
  return out;
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

/**
 * The values of the lines a key pattern matches (systemd's `ExecStart=`, `ExecStartPre=`, …, a
 * desktop entry's `Exec=`), a trailing `\` joining the next line: systemd's prefixes (`-`, `:`,
 * `+`, `!`, `|`) dropped; `@`, which runs the first word under the second's name, not read; a
 * desktop entry's field codes (`%f`, `%U`) dropped and `%%` read as `%`.
 */
export function unitCommands(text: string, key: RegExp): readonly string[] | string {
  const out: string[] = [];
  const lines = text.replaceAll('\\\n', ' ').split('\n');
  for (const line of lines) {
    const m = key.exec(line);
    if (m === null) continue;
    let value = line.slice(m[0].length).trim();
    let k = 0;
    while (k < value.length && '-:+!|@'.includes(value[k]!)) k++;
    if (value.slice(0, k).includes('@')) return 'a unit command run under another name (@)';
    value = value.slice(k).replace(/%(.)/g, (_, c: string) => (c === '%' ? '%' : ''));
    if (value !== '') out.push(value);
  }
  return out;
}
