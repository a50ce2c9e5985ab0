// Arguments that name files or URLs, for commands whose meaning we know.
//
// - URL arguments of network tools are Domain operations (semantics 4.1): parts of the command
//   that must be allowed like any other part.
// - File arguments of common readers and writers (`cat .env`, `rm x`, `Get-Content x`) are checked
//   against deny and ask rules only (reference E.11: tools reading around a Read deny). They are
//   not parts an allow must cover: the command's own allow rule covers what it touches. One whose
//   value is unknown (`cat .e*`, `cat $F`) may name a denied path: where its kind has deny or ask
//   rules, the command is never allowed (src/decide/parts.ts checkUnknownPath).

import type { SubjectScope } from './subject.js';

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
}

export interface UrlRef {
  readonly url: string;
  readonly text: string;
}

type Use = 'read' | 'edit' | 'read-all-but-last' | 'after-first';

/** POSIX commands whose positional words are files, and how. */
const FILE_COMMAND_USES: Readonly<Record<string, Use>> = {
  cat: 'read', head: 'read', tail: 'read', less: 'read', more: 'read', bat: 'read', nl: 'read',
  tac: 'read', od: 'read', xxd: 'read', hexdump: 'read', strings: 'read', base64: 'read',
  wc: 'read', sort: 'read', uniq: 'read', cut: 'read', diff: 'read', cmp: 'read', file: 'read',
  stat: 'read', md5sum: 'read', sha1sum: 'read', sha256sum: 'read', shasum: 'read', source: 'read',
  '.': 'read', vi: 'edit', vim: 'edit', nano: 'edit', emacs: 'edit',
  grep: 'after-first', egrep: 'after-first', fgrep: 'after-first', rg: 'after-first', ag: 'after-first',
  sed: 'after-first', awk: 'after-first', jq: 'after-first',
  cp: 'read-all-but-last', scp: 'read-all-but-last', rsync: 'read-all-but-last',
  rm: 'edit', rmdir: 'edit', shred: 'edit', truncate: 'edit', touch: 'edit', tee: 'edit',
  mkdir: 'edit', mv: 'edit', ln: 'edit', chmod: 'after-first', chown: 'after-first', unlink: 'edit',
};

/** PowerShell cmdlets (canonical names) whose positional or -Path words are files. */
const CMDLET_FILE_USES: Readonly<Record<string, 'read' | 'edit' | 'read-all-but-last'>> = {
  'Get-Content': 'read', 'Select-String': 'read', 'Import-Csv': 'read', 'Get-FileHash': 'read',
  'Set-Content': 'edit', 'Add-Content': 'edit', 'Out-File': 'edit', 'Remove-Item': 'edit',
  'New-Item': 'edit', 'Clear-Content': 'edit', 'Move-Item': 'edit', 'Rename-Item': 'edit',
  'Copy-Item': 'read-all-but-last',
};

// Looked up as Maps: a command name is a fresh string, which a property lookup would first
// internalize (a measurable share of every decision), and no prototype member can answer.
const FILE_COMMANDS: ReadonlyMap<string, Use> = new Map(Object.entries(FILE_COMMAND_USES));
const CMDLET_FILES: ReadonlyMap<string, Use> = new Map(Object.entries(CMDLET_FILE_USES));

const PS_PATH_PARAMETERS = new Set(['-path', '-literalpath', '-filepath', '-destination', '-lp', '-pspath']);

/** Commands that fetch URLs. */
const NETWORK_TOOLS = new Set(['curl', 'wget', 'http', 'https', 'xh', 'aria2c', 'Invoke-WebRequest', 'Invoke-RestMethod']);

/** Options of curl/wget/httpie whose argument is the next word (so it is not a URL). */
const NETWORK_OPTION_ARGS = new Set([
  '-o', '-d', '-H', '-X', '-u', '-A', '-e', '-b', '-c', '-T', '-F', '-w', '-x', '-K', '-m', '-E',
  '-O', '-P', '-U', '-a', '-i', '-r', '--output', '--data', '--data-raw', '--data-binary',
  '--data-urlencode', '--header', '--request', '--user', '--user-agent', '--referer', '--cookie',
  '--cookie-jar', '--upload-file', '--form', '--write-out', '--proxy', '--config', '--max-time',
  '--connect-timeout', '--retry', '--cert', '--key', '--cacert', '--output-document',
  '--directory-prefix', '--method', '--body', '-Method', '-Body', '-Headers', '-OutFile', '-ContentType',
]);

const URL_LIKE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const HOST_LIKE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)(?::\d+)?(?:[/?#].*)?$/;

function positionals(words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell'): { word: string; dynamic: boolean }[] {
  const out: { word: string; dynamic: boolean }[] = [];
  let ended = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!ended && w === '--') {
      ended = true;
      continue;
    }
    if (!ended && w.length > 1 && w[0] === '-') {
      if (dialect === 'powershell' && PS_PATH_PARAMETERS.has(w.toLowerCase()) && i + 1 < words.length) {
        out.push({ word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false });
        i++;
      }
      continue;
    }
    out.push({ word: w, dynamic: dynamic[i] ?? false });
  }
  return out;
}

const NO_PATHS: readonly PathRef[] = Object.freeze([]);
const NO_URLS: { readonly urls: readonly string[]; readonly unknown: boolean } = Object.freeze({ urls: Object.freeze([]), unknown: false });

/**
 * The file arguments of a known reader or writer, as parts of `text` (the command's source), at
 * most `limit` of them: the caller's work budget (more is reported by `truncated`).
 */
export function derivedPaths(
  name: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', text: string, limit = Infinity,
): { readonly paths: readonly PathRef[]; readonly truncated: boolean } {
  const use = (dialect === 'powershell' ? CMDLET_FILES : FILE_COMMANDS).get(name);
  if (!use) return { paths: NO_PATHS, truncated: false };
  const args = positionals(words, dynamic, dialect);
  const out: PathRef[] = [];
  let truncated = false;
  const push = (op: 'read' | 'edit', a: { word: string; dynamic: boolean }) => {
    if (!a.dynamic && (a.word === '' || a.word === '-')) return;
    if (out.length < limit) out.push({ op, path: a.word, scope: 'restrict', text, partType: 'argument', dynamic: a.dynamic });
    else truncated = true;
  };
  const sedInPlace = name === 'sed' && words.some((w) => /^-[a-zA-Z]*i/.test(w) || w.startsWith('--in-place'));
  for (let i = 0; i < args.length && !truncated; i++) {
    const a = args[i]!;
    switch (use) {
      case 'read':
      case 'edit':
        push(use, a);
        break;
      case 'after-first':
        if (i > 0) push(sedInPlace ? 'edit' : name === 'chmod' || name === 'chown' ? 'edit' : 'read', a);
        break;
      case 'read-all-but-last':
        push(i === args.length - 1 && args.length > 1 ? 'edit' : 'read', a);
        break;
    }
  }
  return { paths: out, truncated };
}

export function urlArguments(name: string, words: readonly string[], dynamic: readonly boolean[]): { readonly urls: readonly string[]; readonly unknown: boolean } {
  if (!NETWORK_TOOLS.has(name)) return NO_URLS;
  const urls: string[] = [];
  let unknown = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!dynamic[i] && NETWORK_OPTION_ARGS.has(w)) {
      i++;
      continue;
    }
    if (!dynamic[i] && w.length > 1 && w[0] === '-') {
      const eq = w.indexOf('=');
      const value = eq > 0 ? w.slice(eq + 1) : '';
      if (URL_LIKE.test(value)) urls.push(value);
      continue;
    }
    if (dynamic[i]) {
      unknown = true;
      continue;
    }
    if (URL_LIKE.test(w) || HOST_LIKE.test(w)) urls.push(w);
  }
  return { urls, unknown };
}
