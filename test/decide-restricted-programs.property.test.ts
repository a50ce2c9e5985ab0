// Session 40: namesRestrictedProgram (src/decide/restricted-programs.ts) tests a word's base's
// first character against the first characters of the index's program names before folding and
// looking it up. Its answers must be the ones it gave before (test/helpers/restricted-programs-before-s40.ts),
// for words of any case, separators, extensions and versions, against indexes of any names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { namesRestrictedProgram } from '../src/decide/restricted-programs.js';
import type { CommandIndex } from '../src/shell/command-index.js';
import { namesRestrictedProgram as before } from './helpers/restricted-programs-before-s40.js';
import { source } from './helpers/policy.js';

/** Program names of rules: plain, versioned, renamed, with an extension, a path, upper case, non-ASCII, a dot first. */
const NAMES = ['rm', 'git', 'npm', 'python', 'python3', 'pip', 'node', 'nodejs', 'curl', 'Remove-Item', 'RM', 'x.exe', '/bin/rm', '/usr/bin/curl',
  'ÉDIT', 'édit', '.hidden', '_tool', '9tool', 'K', 'k', 'İx', 'ıx', 'tool.cmd'];
/** Pieces of words: separators, names in other cases, extensions, versions, options, odd first characters. */
const PIECES = ['/', '\\', 'C:', 'bin', 'rm', 'RM', 'Rm', 'git', 'GIT', 'npm', 'python', 'Python', 'pip', '3', '.12', '.1', 'node', 'nodejs', 'js',
  '.exe', '.EXE', '.cmd', '.bat', '.com', '.ps1', '.', '-', '--x', 'é', 'É', 'İ', 'ı', 'K', '\u212a', '_', '9', 'tool', 'x', 'hidden', 'edit', 'ÉDIT', 'unit-1.test.ts', ''];

const word = fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((p) => p.join(''));
const index = fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 6 }).map((names): CommandIndex => {
  const policy = compilePolicy([{ loaded: source({ deny: names.map((n) => `Shell(${n} *)`), allow: ['Shell(*)'] }) }]);
  return policy.restrict.shell;
});

describe('namesRestrictedProgram with its first-letter test', () => {
  it('answers as before for any word and index', () => {
    fc.assert(fc.property(index, fc.array(word, { minLength: 1, maxLength: 8 }), (idx, words) => {
      for (const w of words) expect({ w, names: namesRestrictedProgram(idx, w) }).toEqual({ w, names: before(idx, w) });
    }), { numRuns: 3000 });
  });

  it.each([
    // [rule names, word, names one]
    [['rm'], 'RM', true], [['rm'], '/bin/Rm.exe', true], [['rm'], 'C:\\bin\\RM.EXE', true], [['python'], 'python3.12', true],
    [['node'], 'nodejs', true], [['rm'], 'unit-1.test.ts', false], [['rm'], 'x/', false], [['k'], '\u212a', true], [['édit'], 'ÉDIT', true],
    [['rm'], '.exe', false], [['git'], 'src/Git', true],
  ] as const)('rules naming %j: %j names one: %j', (names, w, expected) => {
    const idx = compilePolicy([{ loaded: source({ deny: names.map((n) => `Shell(${n} *)`) }) }]).restrict.shell;
    expect(namesRestrictedProgram(idx, w)).toBe(expected);
    expect(before(idx, w)).toBe(expected);
  });
});
