// What `crontab` installs (session 45): a table of lines cron runs later. crontab always asks (the
// table replaces the user's whole table, which the line does not show), but the commands of a
// table the line shows are read for deny and ask rules: a here-document's or here-string's here;
// a piped text's and a written file's as the table's text (copied-files.ts CRONTAB_TABLE), which
// stored-code-writes.ts reads as a user's crontab.

import { shellLine, type Reader } from './runs.js';
import type { Simple } from './simple.js';
import { cronCommands, type PartlyRead } from './stored-code-texts.js';

/** crontab's letters that install nothing: listing, removing, editing, asking, its version. */
const NO_TABLE = ['l', 'r', 'e', 'i', 'V'];

/** crontab given its option letters (getopt's reading): a table it installs asks, its shown commands read. */
export function crontabRun(a: Reader, c: Simple, letters: ReadonlySet<string>, source: string): void {
  if (NO_TABLE.some((l) => letters.has(l))) return;
  a.note('crontab installs a table of command lines that run later, which is not analyzed', source);
  const input = c.stdinScript;
  const read = input?.literal === true ? cronCommands(input.text, 5) : undefined;
  if (read === undefined || typeof read === 'string') return;
  // (Partly read: what it shows still meets the deny and ask rules; crontab asks anyway.)
  const lines = Array.isArray(read) ? read : (read as PartlyRead).lines;
  a.flow.isolated(() => {
    for (const line of lines) shellLine(a, line, 'unknown', c.depth, source);
  });
}
