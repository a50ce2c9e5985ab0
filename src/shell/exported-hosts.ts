// A value the line exports (`export FOO=https://evil.com`, `declare -x`, `typeset -x`) is in the
// environment of every later command: one of this line reads it as its own words (given-values.ts:
// `export FOO=https://evil.com; mytool` denies), and so may a later line's program, which its own
// decision does not see (session 42: `export FOO=https://evil.com` alone was allowed beside
// `Domain(evil.com)`). The hosts its value names are possible hosts, as an unknown program's words
// are (url-words.ts): deny and ask rules ask, and a URL with a scheme is checked as that program's
// would be (it denies, as with `mytool` after it); allow rules are unchanged (`export API=https://x.com`).
// The variables that route traffic themselves (`https_proxy`, `PIP_INDEX_URL`) are problems already
// (command-variables.ts isRiskyVariable), and a command variable's line is read: both left to that.

import type { UrlRef } from './arguments.js';
import { isCommandVariable, isRiskyVariable } from './command-variables.js';
import { FileTouches } from './file-touches.js';
import type { LineValues } from './line-values.js';
import { possibleHostsOfUnknownCommand, urlsOfUnknownCommand } from './url-words.js';

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*\+?=/;

/** Whether `builtin words…` exports what it assigns: `export`, or `declare`/`typeset`/`local` with an `-x` cluster. */
function exports(builtin: string, words: readonly string[], dynamic: readonly boolean[]): boolean {
  if (builtin === 'export') return true;
  if (builtin !== 'declare' && builtin !== 'typeset' && builtin !== 'local') return false;
  return words.some((w, i) => i > 0 && !dynamic[i] && /^-[a-zA-Z]*x/.test(w));
}

export function exportedHosts(r: { addUrl(ref: UrlRef): void }, builtin: string, words: readonly string[], dynamic: readonly boolean[], source: string, limit: number): void {
  if (!exports(builtin, words, dynamic)) return;
  const values = [''];
  const valueDynamic = [false];
  for (let i = 1; i < words.length; i++) {
    const m = ASSIGNMENT.exec(words[i]!);
    // (A variable read on its own, whose reading stands: a proxy's or an index's asks, a command variable's line is read.)
    if (m === null || isRiskyVariable(m[0].replace(/\+?=$/, '')) || isCommandVariable(m[0].replace(/\+?=$/, ''))) continue;
    values.push(words[i]!.slice(m[0].length));
    valueDynamic.push(dynamic[i] ?? false);
  }
  if (values.length === 1) return;
  valueHosts(r, values, valueDynamic, source, limit);
}

/**
 * The values exported by name or by allexport, read at the line's end (session 43: `X=https://evil.com;
 * export X`, `export X; X=…`, `set -a; X=…`, `declare X=…; export X`, `printf -v X …; export X` were
 * allowed beside Domain(evil.com), while `export X=…` denied): the known values of LineValues.exported,
 * read as exportedHosts reads `export X=…`'s (one of those read again: the same hosts). Values the
 * line does not show (`X=$(cat f); export X`) stay unread, as `export X=$(cat f)`'s are.
 */
export function exportedValueHosts(r: { addUrl(ref: UrlRef): void; values: LineValues | undefined }, source: string, limit: number): void {
  const exported = r.values?.exported;
  if (exported === undefined || exported.length === 0) return;
  valueHosts(r, ['', ...exported], exported.map(() => false).concat(false), source, limit);
  if (r.values!.exportedOverflowing) r.addUrl({ url: exported.join(' '), text: source, scope: 'restrict', dynamic: true });
}

/** The hosts `values` (from index 1) name, as an unknown program's words. */
function valueHosts(r: { addUrl(ref: UrlRef): void }, values: readonly string[], valueDynamic: readonly boolean[], source: string, limit: number): void {
  const t = new FileTouches(source, limit);
  // (A URL with a scheme as an unknown program's own: checked as such, as command-effects.ts reads them.)
  urlsOfUnknownCommand('', values, valueDynamic, t);
  possibleHostsOfUnknownCommand(values, valueDynamic, t);
  for (const u of t.urls ?? []) {
    if (u.possible === true) r.addUrl(u.namedOnly === true ? { url: u.url, text: source, scope: 'restrict', possible: true, namedOnly: true } : { url: u.url, text: source, scope: 'restrict', possible: true });
    else r.addUrl(u.dynamic ? { url: u.url, text: source, scope: 'restrict', dynamic: true } : { url: u.url, text: source, scope: 'restrict' });
  }
  if (t.truncated) r.addUrl({ url: values.slice(1).join(' '), text: source, scope: 'restrict', dynamic: true });
}
