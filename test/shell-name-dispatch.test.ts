// The per-name record Analyzer.subjects reads instead of asking each reader's table (src/shell/
// name-dispatch.ts) must say exactly what those tables and tests say: a false field skips a reader.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { windowsReadersOf } from '../src/shell/command-effects.js';
import { MOVES } from '../src/shell/directory-change.js';
import { bashNameTables } from '../src/shell/file-arguments.js';
import { readsMoreOf } from '../src/shell/written-code-kinds.js';
import { takesShellOptions } from '../src/shell/glob-options.js';
import { VARIABLE_CHANGERS } from '../src/shell/loop-values.js';
import { bashNameRecord } from '../src/shell/name-dispatch.js';
import { bashNameFacts } from '../src/shell/name-facts.js';
import { mayBeRunner, runnerScan } from '../src/shell/runner-scan.js';
import { SUBCOMMAND_RUNNERS, WRAPPER_SPECS } from '../src/shell/wrapper-specs.js';
import { evaluatesArithmetic, mayEvaluateArithmetic } from '../src/shell/words.js';

const NAMES = [...new Set([...VARIABLE_CHANGERS, ...MOVES, ...WRAPPER_SPECS.keys(), ...SUBCOMMAND_RUNNERS, 'let', 'declare', 'export', 'set', 'sh', 'bash', 'zsh', 'alias', 'enable',
  'su', 'runuser', 'sg', 'newgrp', 'npm', 'ld.so', 'ld-linux-x86-64.so.2', 'qemu-aarch64', 'qemu-img', 'git', 'ls', 'rm', 'docker', 'cat', 'grep', 'curl', 'python3',
  'msbuild', 'regsvr32', 'reg', 'Set-Item', 'vim', 'less', 'make', ''])];
const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 }), fc.constantFrom(...NAMES).map((n) => n.toUpperCase()));

describe('bashNameRecord', () => {
  it('agrees with every table and test it stands for, on their names and others (10,000 runs)', () => {
    fc.assert(fc.property(name, (n) => {
      const r = bashNameRecord(n);
      expect(r.facts).toBe(bashNameFacts(n));
      expect(r.variableChanger).toBe(VARIABLE_CHANGERS.has(n));
      expect(r.arithmetic).toBe(n === 'let' || ['declare', 'typeset', 'local', 'export', 'readonly'].includes(n));
      expect(r.shellOptions).toBe(takesShellOptions(n));
      expect(r.directory).toBe(MOVES.has(n) || n === 'alias' || n === 'enable');
      expect(r.runner).toBe(mayBeRunner(n));
      expect(r.tables).toEqual(bashNameTables(n));
      expect(r.windows).toEqual(windowsReadersOf(n));
      expect(r.readsMore).toBe(readsMoreOf(n));
    }), { numRuns: 10_000 });
  });

  it('a name it says no reader concerns is read by none: runnerScan finds no runner, evaluatesArithmetic holds not', () => {
    const words = fc.array(fc.oneof(fc.constantFrom('-i', '-c', 'run', 'exec', '--', 'x', '-n', '5', 'rm', '-u', 'root'), fc.string({ maxLength: 4 })), { maxLength: 6 });
    fc.assert(fc.property(name, words, (n, rest) => {
      const w = [n, ...rest];
      const d = w.map(() => false);
      if (!mayBeRunner(n)) expect(runnerScan(n, w, d)).toBeUndefined();
      if (!mayEvaluateArithmetic(n)) expect(evaluatesArithmetic(n, w)).toBe(false);
    }), { numRuns: 10_000 });
  });
});
