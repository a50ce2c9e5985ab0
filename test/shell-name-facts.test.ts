// The per-name records the analysis reads instead of its tables (src/shell/name-memo.ts,
// name-facts.ts) must say exactly what the tables say, and the memo must stay bounded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTINS_WITH_CODE } from '../src/shell/bash-builtins.js';
import { ASSIGNING } from '../src/shell/directory-change.js';
import { PIPE_READERS } from '../src/shell/file-commands.js';
import { INERT_NAMES } from '../src/shell/inert-builtins.js';
import { bashNameFacts } from '../src/shell/name-facts.js';
import { MAX_NAMES, nameMemo } from '../src/shell/name-memo.js';
import { OTHER_SHELLS, POSIX_SHELLS, POWERSHELLS, SCHEDULERS } from '../src/shell/shell-names.js';
import { TRANSPARENT_FOR_ALLOW } from '../src/shell/wrapper-specs.js';

const TABLES = { BUILTINS_WITH_CODE, ASSIGNING, PIPE_READERS, INERT_NAMES, OTHER_SHELLS, POSIX_SHELLS, SCHEDULERS, TRANSPARENT_FOR_ALLOW };
const NAMES = [...new Set(Object.values(TABLES).flatMap((t) => [...t]))];

describe('bashNameFacts', () => {
  it('agrees with every table it stands for, on their names and others (10,000 runs)', () => {
    const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 }), fc.constantFrom(...NAMES).map((n) => n.toUpperCase()));
    fc.assert(fc.property(name, (n) => {
      const f = bashNameFacts(n);
      expect(f).toEqual({
        builtinWithCode: BUILTINS_WITH_CODE.has(n), assigning: ASSIGNING.has(n), posixShell: POSIX_SHELLS.has(n), otherShell: OTHER_SHELLS.has(n),
        scheduler: SCHEDULERS.has(n), inertCandidate: INERT_NAMES.has(n), pipeReader: PIPE_READERS.has(n), transparentForAllow: TRANSPARENT_FOR_ALLOW.has(n),
      });
    }), { numRuns: 10_000 });
  });

  it('every PowerShell host name starts with p (runs.ts tests the first letter before the lookup)', () => {
    for (const n of POWERSHELLS) expect(n[0]).toBe('p');
  });
});

describe('nameMemo', () => {
  it('gives what make gives, makes each name once, and starts over past MAX_NAMES names', () => {
    let made = 0;
    const none = { length: 0, made: 0 };
    const lengthOf = nameMemo((n) => (n.startsWith('x') ? none : { length: n.length, made: ++made }), none);
    expect(lengthOf('git').length).toBe(3);
    expect(lengthOf('git').made).toBe(1);
    for (let k = 0; k < MAX_NAMES; k++) lengthOf(`n${k}`);
    // (The memo was full: it started over, so git is made again.)
    expect(lengthOf('git').made).toBe(MAX_NAMES + 2);
  });

  it('keeps no name make gives none for: distinct unknown names never fill it', () => {
    let made = 0;
    const none = { made: 0 };
    const known = nameMemo((n) => (n.startsWith('x') ? none : { made: ++made }), none);
    known('git');
    for (let k = 0; k < 2 * MAX_NAMES; k++) expect(known(`x${k}`)).toBe(none);
    expect(known('git').made).toBe(1);
  });

  it('makes a name it gives none for once, until MAX_NAMES other such names came', () => {
    const asked: string[] = [];
    const none = { made: 0 };
    const known = nameMemo((n) => (asked.push(n), none), none);
    known('ls');
    known('ls');
    expect(asked).toEqual(['ls']);
    for (let k = 0; k < MAX_NAMES; k++) known(`x${k}`);
    known('ls');
    expect(asked.filter((n) => n === 'ls')).toHaveLength(2);
  });
});
