// A probe program for the tests that run real programs (wrappers, npm, tmux): it logs the
// arguments it was given, one record per run (the count, the arguments, NUL-separated), appended
// so that a run left in the background still lands; the first argument, a nonce, says whose run
// it is.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Probe {
  /** The probe's path. */
  readonly path: string;
  /** The log it appends to. */
  readonly log: string;
  /** The arguments of the run whose first argument is `nonce`, if it ran. */
  runArguments(nonce: string): string[] | undefined;
  /** Forgets the runs so far. */
  clear(): void;
}

/** Writes an executable probe at `dir/name` logging to `log`. */
export function makeProbe(dir: string, name = 'probe', log = join(dir, 'log')): Probe {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n{ printf '%s\\0' "$#" "$@"; echo; } >> ${log}\n`);
  chmodSync(path, 0o755);
  return {
    path,
    log,
    runArguments(nonce: string): string[] | undefined {
      if (!existsSync(log)) return undefined;
      for (const record of readFileSync(log, 'utf8').split('\n')) {
        const fields = record.split('\0').slice(1, -1);
        if (fields[0] === nonce) return fields;
      }
      return undefined;
    },
    clear(): void {
      rmSync(log, { force: true });
    },
  };
}

/** A word as a POSIX shell reads it back: single-quoted. */
export const shellQuote = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`;
