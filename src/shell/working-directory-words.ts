// `$PWD` in a command's own words is the working directory (issue 3, session 45): `7z x x.7z
// -o$PWD/build`, `tar -C "$PWD/out" -xf x.tar`, `cp x "$PWD/y"` are read as `-o./build`,
// `./out`, `./y`, where the line has not moved (cd, pushd: it may be elsewhere) and names PWD
// nowhere but in `$PWD` or `${PWD}` (`PWD=/etc`, `unset PWD`, `${PWD:=…}`, `declare -n R=PWD`
// keep it unknown; a name from an expansion asks on its own). Unquoted, bash splits and globs the
// value: exact only where the working directory holds no blank and no glob character, which the
// decision checks against its context (PathRef.workingDirectory, decide.ts).

import type { Simple } from './simple.js';
import { wordValue } from './words.js';

export interface WorkingDirectoryWords {
  readonly words: readonly string[];
  readonly dynamic: readonly boolean[];
  /** Some `$PWD` read is unquoted: its value is split at blanks and globbed. */
  readonly unquoted: boolean;
}

/** What may stand before `$PWD` in a word whose rest is its path: an option (`-o`, `--out=`) or an assignment's name (`of=`, `DESTDIR=`). */
const OPTION_PREFIX = /^(?:-[A-Za-z0-9]+|--[A-Za-z0-9][A-Za-z0-9-]*=|[A-Za-z_][A-Za-z0-9_]*=)?$/;

/** Every `PWD` in a line's text that is no plain read of it (`PWD=`, `OLDPWD`, `${PWD%/*}`, `-vPWD`). */
const OTHER_PWD = /(?<!\$\{?)PWD|\$\{PWD(?!\})|PWD(?=[A-Za-z0-9_])|(?<=[A-Za-z0-9_])PWD/;

/**
 * The command's words with each word made of an option prefix, `$PWD` or `${PWD}` and a literal
 * rest starting with `/` (or none) spelled with `.` in its place; undefined where none is, or
 * where the line's text names PWD otherwise (or IFS, for an unquoted one). Not for the command's name.
 */
export function workingDirectoryWords(c: Simple): WorkingDirectoryWords | undefined {
  if (c.dialect !== 'bash' || c.spans.length !== c.words.length || !c.text.includes('PWD')) return undefined;
  let words: string[] | undefined;
  let dynamic: boolean[] | undefined;
  let unquoted = false;
  // (The word last read so: its split tails, the words its value may split into, are none where it is one word.)
  let last: string | undefined;
  for (let i = 1; i < c.words.length; i++) {
    const span = c.spans[i]!;
    if (span.splitTail === true && last !== undefined && c.dynamic[i]) {
      words![i] = last;
      dynamic![i] = false;
      continue;
    }
    if (span.splitTail !== true) last = undefined;
    if (!c.dynamic[i] || span.splitTail === true) continue;
    let prefix = '';
    let rest: string | undefined;
    let quoted = true;
    for (const part of span.parts) {
      if (part.type === 'literal') {
        if (rest === undefined) prefix += part.text;
        else rest += part.text;
      } else if (part.type === 'expansion' && rest === undefined && (part.text === '$PWD' || part.text === '${PWD}')) {
        rest = '';
        quoted = part.quoted;
      } else {
        rest = undefined;
        break;
      }
    }
    if (rest === undefined || (rest !== '' && !rest.startsWith('/')) || !OPTION_PREFIX.test(prefix) || wordValue(span).value !== c.words[i]) continue;
    // (Control characters are markers elsewhere: such a word stays unknown.)
    if (/[\u0000-\u001f]/.test(prefix + rest)) continue;
    words ??= [...c.words];
    dynamic ??= [...c.dynamic];
    words[i] = `${prefix}.${rest}`;
    dynamic[i] = false;
    if (!quoted) unquoted = true;
    last = words[i];
  }
  if (words === undefined || OTHER_PWD.test(c.text) || (unquoted && c.text.includes('IFS'))) return undefined;
  return { words, dynamic: dynamic!, unquoted };
}

/** Whether an unquoted `$PWD` of directory `cwd` is one word of that text: no blank, no glob or escape character (an unknown cwd: no). */
export function plainWorkingDirectory(cwd: unknown): boolean {
  return typeof cwd === 'string' && cwd !== '' && !/[\s*?[\]\\()!@+{}]/.test(cwd);
}
