// The command lines a settings file's text holds (autorun-tool-files.ts SettingsKind), or why it
// is not read: where a key runs a program the reading does not follow, the write asks where Shell
// deny or ask rules exist; where no such key is set, the text is data and stores no code.

import type { SettingsKind } from './autorun-tool-files.js';

/** ssh's keywords whose value is a command line it runs through a shell (ssh_config(5)). */
const SSH_COMMAND_KEYWORDS: ReadonlySet<string> = new Set(['proxycommand', 'localcommand', 'knownhostscommand']);
/** ssh's keywords that load a library, run a program by path, or read more configuration: not read. */
const SSH_UNREAD_KEYWORDS: ReadonlySet<string> = new Set(['include', 'pkcs11provider', 'securitykeyprovider', 'xauthlocation']);
/** A line's keyword and value: `Keyword value` or `Keyword=value`. */
const SSH_LINE = /^([A-Za-z0-9]+)(?:[ \t]*=[ \t]*|[ \t]+)(.*)$/;

/**
 * ProxyCommand's, LocalCommand's and KnownHostsCommand's values (the rest of the line, as ssh
 * takes it; `none` runs nothing), and each `Match … exec CMD` criterion's command. A `%` token
 * (`%h`, `%p`) is a word of a later ssh's host or port: kept as a plain word; a command that starts
 * with one is not read, nor is a file included, a library loaded, a quote left open.
 */
export function sshCommands(text: string): readonly string[] | string {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = SSH_LINE.exec(line);
    if (m === null) continue;
    const keyword = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    if (SSH_UNREAD_KEYWORDS.has(keyword)) return `an ssh configuration that sets ${m[1]} (another file, a library or a program it runs)`;
    if (SSH_COMMAND_KEYWORDS.has(keyword)) {
      if (value.toLowerCase() === 'none' || value === '') continue;
      const command = sshTokens(value);
      if (command === undefined) return 'an ssh command that starts with a % token';
      out.push(command);
    } else if (keyword === 'match') {
      const words = matchWords(value);
      if (words === undefined) return 'an ssh Match line the analysis does not read';
      for (let k = 0; k < words.length; k++) {
        if (!/^!?exec$/i.test(words[k]!)) continue;
        const command = words[k + 1] === undefined ? undefined : sshTokens(words[k + 1]!);
        if (command === undefined) return 'an ssh Match exec command the analysis does not read';
        out.push(command);
        k++;
      }
    }
  }
  return out;
}

/**
 * The `command="CMD"` options of an authorized_keys text (sshd(8) AUTHORIZED_KEYS FILE FORMAT:
 * comma-separated options before the key type, `\"` a quote inside one); session 45: `echo
 * 'command="rm -rf ~" ssh-ed25519 AAAA' >> ~/.ssh/authorized_keys` was allowed beside Shell(rm *).
 * A quote left open is not read.
 */
export function forcedCommands(text: string): readonly string[] | string {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    let option = '';
    let quoted = false;
    for (let k = 0; k <= line.length; k++) {
      const c = line[k];
      if (quoted && c === '\\' && line[k + 1] === '"') { option += '"'; k++; continue; }
      if (c === '"') { quoted = !quoted; option += c; continue; }
      if (!quoted && (c === undefined || c === ',' || c === ' ' || c === '\t')) {
        const m = /^command="([^]*)"$/i.exec(option);
        if (m !== null) out.push(m[1]!);
        option = '';
        if (c !== ',') break;
        continue;
      }
      if (c === undefined) break;
      option += c;
    }
    if (quoted) return 'an authorized_keys line whose quote is left open';
  }
  return out;
}

/** `%h`-style tokens as a word (`%%` a `%`); undefined where the command starts with one. */
function sshTokens(command: string): string | undefined {
  if (/^%[^%]/.test(command)) return undefined;
  return command.replace(/%(.)/g, (_, c: string) => (c === '%' ? '%' : `ssh_token_${/\w/.test(c) ? c : 'x'}`));
}

/** A Match line's criteria as ssh splits them: blanks, double quotes grouping; undefined where a quote is open. */
function matchWords(value: string): string[] | undefined {
  const out: string[] = [];
  let k = 0;
  while (k < value.length) {
    while (value[k] === ' ' || value[k] === '\t') k++;
    if (k >= value.length) break;
    if (value[k] === '"') {
      const end = value.indexOf('"', k + 1);
      if (end < 0) return undefined;
      out.push(value.slice(k + 1, end));
      k = end + 1;
    } else {
      let end = k;
      while (end < value.length && value[end] !== ' ' && value[end] !== '\t') end++;
      out.push(value.slice(k, end));
      k = end;
    }
  }
  return out;
}

/** npm's (and pnpm's) keys that name a program or code npm runs, or another configuration (spelled with `-`, as npm's ini keys are compared here). */
const NPM_CODE_KEYS: ReadonlySet<string> = new Set(['script-shell', 'shell', 'node-options', 'git', 'editor', 'browser', 'viewer', 'init-module', 'onload-script',
  'userconfig', 'globalconfig', 'node-gyp', 'pnpmfile', 'global-pnpmfile', 'npm-path']);
/** yarn's (1 and berry), compared without `-`/`_` and in lower case: its own code (`yarn-path`), plugins, the scripts' shell and node options. */
const YARN_CODE_KEYS: ReadonlySet<string> = new Set(['yarnpath', 'plugins', 'scriptshell', 'nodeoptions', 'shell', 'rcfilename', 'injectenvironmentfiles']);

/** An ini line's key: before `=` (npm), a blank or `:` (yarn's `key value`, `key: value`), quotes dropped; a `[section]` is undefined. */
function settingKey(line: string): string | undefined {
  if (line.startsWith('[')) return undefined;
  const end = line.search(/[=: \t]/);
  // (yarn 1's `--install.script-shell`, npm's older `init.module`: the key after the last `.`, or npm's with `-` for `.`.)
  return (end < 0 ? line : line.slice(0, end)).replace(/["']/g, '').replace(/^-+/, '').toLowerCase();
}

/**
 * Whether a settings text sets a key of `keys` (by `normal`'s spelling), or holds a line the
 * reading does not follow (a section, which nests keys): the reason, or undefined (data).
 */
function keysSet(text: string, keys: ReadonlySet<string>, normal: (key: string) => string, what: string, comments: RegExp): string | undefined {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || comments.test(line)) continue;
    const key = settingKey(line);
    if (key === undefined) return `${what} with a section the analysis does not read`;
    if (keys.has(normal(key))) return `${what} that sets ${key}, which names a program or code later commands run`;
  }
  return undefined;
}

/** curl's options (a curlrc's keys, long names without dashes) that name a file a later curl reads or writes. */
const CURL_FILE_KEYS: ReadonlyMap<string, string> = new Map(['output', 'upload-file', 'config', 'dump-header', 'cookie-jar', 'trace', 'trace-ascii', 'stderr', 'output-dir']
  .map((k) => [k, `--${k}`]));
const CURL_SHORT: ReadonlyMap<string, string> = new Map([['o', 'output'], ['T', 'upload-file'], ['K', 'config'], ['D', 'dump-header'], ['c', 'cookie-jar']]);
/** wgetrc's commands (compared without `_` and `-`) that name a file or directory a later wget writes or reads. */
const WGET_FILE_KEYS: ReadonlyMap<string, string> = new Map([['outputdocument', '--output-document'], ['dirprefix', '--directory-prefix'], ['logfile', '--output-file'],
  ['postfile', '--post-file'], ['bodyfile', '--body-file'], ['input', '--input-file']]);

/**
 * A curlrc's or wgetrc's options that name a file, as the stored line `TOOL --OPTION 'VALUE'`
 * each (read for deny and ask rules: the file a later run reads or writes). Session 45: `echo
 * 'upload-file = /etc/shadow' >> ~/.curlrc` was allowed beside Read(//etc/**). Other keys are data.
 */
function fileOptionLines(text: string, tool: string, keys: ReadonlyMap<string, string>, normal: (key: string) => string): readonly string[] | string {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^-{0,2}([A-Za-z][\w-]*)(?:[ \t]*[=:][ \t]*|[ \t]+|$)(.*)$/.exec(line);
    if (m === null) continue;
    // (A short option is case-sensitive: curl's `-T` uploads, `-t` sets telnet options.)
    const name = m[1]!.length === 1 ? m[1]! : m[1]!.toLowerCase();
    const option = keys.get(normal(name));
    if (option === undefined) continue;
    const value = m[2]!.trim().replace(/^"([^]*)"$/, '$1');
    if (value === '') return `a ${tool} configuration that sets ${name} without a value the analysis reads`;
    out.push(`${tool} ${option} '${value.replace(/'/g, `'\\''`)}'`);
  }
  return out;
}

/** The command lines a settings text holds, or why it is not read. */
export function settingsCommands(kind: SettingsKind, text: string): readonly string[] | string {
  switch (kind) {
    case 'ssh-config': return sshCommands(text);
    case 'authorized-keys': return forcedCommands(text);
    case 'npmrc': return keysSet(text, NPM_CODE_KEYS, (k) => k.replace(/[_.]/g, '-'), 'an npm configuration', /^[;#]/) ?? [];
    case 'yarnrc': return keysSet(text, YARN_CODE_KEYS, (k) => k.slice(k.lastIndexOf('.') + 1).replace(/[-_]/g, ''), 'a yarn configuration', /^#/) ?? [];
    // (wget compares its commands without `_` and `-`: `use_askpass`, `useaskpass`.)
    case 'wgetrc': return keysSet(text, new Set(['useaskpass']), (k) => k.replace(/[-_]/g, ''), 'a wget configuration', /^#/) ?? fileOptionLines(text, 'wget', WGET_FILE_KEYS, (k) => k.replace(/[-_]/g, ''));
    case 'curlrc': return fileOptionLines(text, 'curl', CURL_FILE_KEYS, (k) => CURL_SHORT.get(k) ?? k);
    // (ftp runs a macro's lines, `!` a shell command; `init` at each login.)
    case 'netrc': return /macdef/i.test(text) ? 'a .netrc that defines a macro (macdef), whose lines ftp runs' : [];
    // (A JSON escape may spell the value: `folder\u004fpen`.)
    case 'vscode-tasks': return /folderopen|\\u/i.test(text) ? 'VS Code tasks that may run when the folder opens (runOn folderOpen)' : [];
    // (aws's credential_process and `!` aliases, kubectl's `exec:` plugins and auth providers, gh's `!` aliases and programs.)
    case 'cli-config': return /credential_process|credential-process|!|\bexec\s*:|auth-provider|\b(?:editor|pager|browser)\s*:/i.test(text) ? 'a CLI configuration that names a program its later commands run' : [];
    case 'direnv': return [text]; // (Read as stored lines instead: stored-code-writes.ts direnvText.)
  }
}
