// The file wget saves a URL to when no option names it (wget 1.21 url.c url_file_name, utils.c
// unique_name; checked against wget 1.21.3): the URL's last path segment (`index.html`, or
// `--default-page`, when it is empty, `.` or `..`), then `?` and the query when the URL has one
// (`@` on Windows), percent-decoded (`key%2Epem` is `key.pem`), the fragment dropped. When that
// file exists, wget writes NAME.1, NAME.2… instead (`--backups` renames to the same names): a
// count, at most 10 digits (an int). Other suffixes come only from options read apart (-E's
// `.html`, `.css`, `.gz`…; -K's `.orig`) or from a .wgetrc, which the analysis does not read
// (docs/engine.md: neither its dir_prefix nor its output_document).
//
// Where wget would re-escape the name (a control, non-ASCII or `/` character after decoding; on
// Windows `\:*"<>|`), or where the file system may shorten it (wget cuts a name to NAME_MAX - 19
// characters: 236 on ext4, 124 on eCryptfs), the name is not known: undefined.

import type { FileTouches } from './file-touches.js';
import { wgetUrl } from './http-clients.js';
import type { Word } from './long-options.js';
import { escapePattern } from './words.js';

/** wget cuts a longer name; 124 is eCryptfs's (NAME_MAX 143 - 19), the smallest common one. */
const MAX_KEPT_NAME = 124;

/** A count wget puts after a name, 1 to 10 digits, as a path pattern (`.{[0-9],[0-9][0-9],…}`). */
export const COUNT_SUFFIX = `.{${Array.from({ length: 10 }, (_, k) => '[0-9]'.repeat(k + 1)).join(',')}}`;

/** `%XX` decoded as wget's url_unescape does (a `%` without two hex digits stays). */
function unescaped(text: string): string {
  return text.includes('%') ? text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/**
 * The names wget may save `url` (with its scheme, as http-clients.ts wgetUrl writes it) to in its
 * directory, one per platform spelling (`f?q` on POSIX systems, `f@q` on Windows); undefined
 * where the analysis does not follow wget's naming exactly.
 */
export function wgetLandingNames(url: string, defaultPage: string): string[] | undefined {
  const m = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#\\]*([^#]*)/.exec(url);
  if (m === null) return undefined;
  const rest = m[1]!;
  // (An ftp URL's `;type=a` is no part of the name: not followed.)
  if (/^ftps?:/i.test(url) && rest.includes(';')) return undefined;
  const q = rest.indexOf('?');
  const path = q < 0 ? rest : rest.slice(0, q);
  let segment = unescaped(path.slice(path.lastIndexOf('/') + 1));
  // (`..` and `.` are resolved away: the name is the directory's page.)
  if (segment === '' || segment === '.' || segment === '..') segment = defaultPage;
  const query = q < 0 ? undefined : unescaped(rest.slice(q + 1));
  const name = query === undefined ? segment : `${segment}?${query}`;
  if (name.length > MAX_KEPT_NAME || !/^[\x20-\x7e]+$/.test(name) || /[/\\:*"<>|]/.test(name)) return undefined;
  if (query === undefined) return [name];
  // (A second `?` is escaped on Windows: not followed there.)
  return query.includes('?') ? undefined : [name, `${segment}@${query}`];
}

/** What wget may write beside a landing file: NAME.N (unless -nc), any suffix (-E, -K). */
export interface LandingShape {
  readonly numbered: boolean;
  readonly suffixed: boolean;
  /** --restrict-file-names: the name's case and escapes are wget's choice. */
  readonly renamed?: boolean;
}

/** Edit parts for each path and the names wget may write beside it. */
export function landingTouches(t: FileTouches, paths: readonly string[], shape: LandingShape): void {
  for (const path of paths) {
    t.edit(path, false);
    const pattern = escapePattern(path);
    if (shape.suffixed) t.glob('edit', `${path}.*`, `${pattern}.*`);
    else if (shape.numbered) t.glob('edit', `${path}.N`, pattern + COUNT_SUFFIX);
  }
}

/**
 * The file wget saves the operand `url` to (in `dir`, -P), and those beside it: exact where
 * wgetLandingNames is; elsewhere a problem, with the name read without decoding and any suffix
 * as parts, so that deny rules still meet them.
 */
export function wgetLandingTouches(t: FileTouches, url: Word, dir: Word | undefined, defaultPage: Word, shape: LandingShape): void {
  if (url.dynamic) {
    t.edit(url.word, true);
    return;
  }
  // (`-P ''` is the current directory, as no -P: wget adds a `/` only after a prefix.)
  const prefix = dir === undefined || (dir.word === '' && !dir.dynamic) ? '' : `${dir.word.replace(/(?<!\/)\/+$/, '')}/`;
  const names = defaultPage.dynamic || shape.renamed === true ? undefined : wgetLandingNames(wgetUrl(url.word), defaultPage.word);
  if (dir?.dynamic === true) {
    t.edit(`${prefix}${names?.[0] ?? ''}`, true);
    return;
  }
  if (names !== undefined) {
    landingTouches(t, names.map((n) => prefix + n), shape);
    return;
  }
  t.problem(`wget names the file it saves after the URL's decoded path and query, which the analysis does not read exactly here ("${url.word}": an escaped or non-ASCII character, a name a file system may shorten, --restrict-file-names)`);
  const plain = url.word.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, '').replace(/[?#].*$/s, '');
  const segment = plain.slice(plain.lastIndexOf('/') + 1);
  landingTouches(t, [prefix + (segment === '' || segment === '.' || segment === '..' ? 'index.html' : segment)], { numbered: true, suffixed: true });
}
