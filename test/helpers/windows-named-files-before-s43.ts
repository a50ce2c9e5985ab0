// windows-code-loaders.ts's reading of one loader word as it was before session 43 (a regex split
// into pieces, then a loop over them): the oracle of test/shell-allocation-s43.test.ts.
import { withoutEnds } from '../../src/text-ends.js';

const REMOTE = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|[\\/]{2}(?![?.][\\/])[^\\/])/;

function namedFilesBefore(word: string): string[] {
  let w = withoutEnds(word, `"'{`, `"'}`);
  if (w.startsWith('@')) w = w.slice(1);
  const option = /^[-/][A-Za-z][\w.-]*:(.+)$/s.exec(w);
  if (option !== null) w = option[1]!;
  const assigned = /^[A-Za-z_][\w.]*=(.+)$/s.exec(w);
  if (assigned !== null) w = assigned[1]!;
  const files: string[] = [];
  for (const p of w.split(/[,;\s{}"']+/)) {
    if (p === '') continue;
    const c = p.charCodeAt(0);
    files.push(c === 115 || c === 83 ? p.replace(/^script:/i, '') : p);
  }
  return files;
}

/** The files and remote code one word of a loader names (fetchesRemote: a URL or UNC piece is remote). */
export function wordLoadsBefore(w: string, fetchesRemote: boolean): { files: string[]; remote: string[] } {
  const files: string[] = [];
  const remote: string[] = [];
  let last: string | undefined;
  let lastRemote = false;
  for (const f of namedFilesBefore(w)) {
    const fetched: boolean = f === last ? lastRemote : REMOTE.test(f) && fetchesRemote;
    if (fetched) remote.push(f);
    else if (f !== last) files.push(f);
    last = f;
    lastRemote = fetched;
  }
  return { files, remote };
}
