// Session 37's cuts in the readings for rules with absolute path words: each word is read once per
// directory and each reading made once (src/shell/directory-readings.ts) for every rule that
// changes the same words, bash's and win32's; and shapesIntersect stops at a rule's trailing ANY.
// withoutRepeatedWildcards takes a run of one wildcard at once. Each checked on random inputs
// against the function as written before (test/helpers/*-before-s37.ts),
// every rule and directory asked of one memo, in turn, as a decision asks them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { windowsReadings, wordReader } from '../src/decide/windows-command-directories.js';
import { pathSpelledSubject } from '../src/shell/path-spelling.js';
import { directoryReadings, type CommandDirectory } from '../src/shell/rule-directories.js';
import type { CommandSubject } from '../src/shell/subject.js';
import { shapesIntersect } from '../src/shell/word-shapes.js';
import { readingsInDirectoryBefore } from './helpers/rule-directories-before-s37.js';
import { readInWindowsDirectoryBefore } from './helpers/windows-command-directories-before-s37.js';
import { shapesIntersectBefore } from './helpers/word-shapes-before-s37.js';
import { source } from './helpers/policy.js';

const POLICY = compilePolicy([{ loaded: source({
  deny: ['Shell(rm /etc/*)', 'Shell(rm -rf /*)', 'Shell(chmod * /srv/secret/*)', 'Shell(terraform destroy /w/*)', 'Shell(cp /w/repo x)', 'Shell(Remove-Item C:/Windows/*)',
    'Shell(rm -rf /c/Windows/*)', 'Shell(del c:/windows/system32 x)', 'Shell(Copy-Item C:/* d:/x/*)'],
  allow: ['Shell(*)', 'PowerShell(*)'],
}) }]);
const BASH_RULES = POLICY.restrict.absoluteShell;
const WINDOWS_RULES = POLICY.restrict.pathShell!.windowsAbsolute;

const BASH_DIRS: CommandDirectory[] = [{ known: true, segments: ['w', 'repo'] }, { known: true, segments: [] }, { known: true, segments: ['etc'] }, { known: false, segments: [] }, { known: false, segments: ['x', 'etc'] }];
const WINDOWS_DIRS: CommandDirectory[] = [{ known: true, segments: ['c:', 'w', 'repo'] }, { known: true, segments: ['c:'] }, { known: true, segments: ['c:', 'windows'] }, { known: false, segments: [] }, { known: false, segments: ['windows'] }];

const BASH_WORDS = ['x', '..', '../..', '.', 'etc', 'etc/passwd', '.*', 'a/../b', '-rf', '/etc/x', '~/x', 'destroy', 'srv/secret/k', '../etc/x', 'x', 'w/repo', ''];
const WINDOWS_WORDS = ['x', '..\\..', 'Windows', 'windows\\x', '\\Windows', 'C:x', 'a,b', 'a,..\\..\\windows', '-Path:x', '-Path:windows', 'WINDOW~1', 'Windows.', 'c:\\windows', '\\\\srv\\x', '~', 'x', 'system32', '../..', ''];

/** A word: literal, or unknown with a shape (`\u0003` any text of a word) or none. */
function word(texts: readonly string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...texts).map((w) => ({ w, dynamic: false, shape: undefined })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('one', 'glob') as fc.Arbitrary<'one' | 'glob'>, fc.constantFrom('\u0003', 'e\u0003', '..\\\u0003', 'windows/\u0003', '\u0003/x', '-\u0003'))
      .map(([kind, pattern]) => ({ w: '$x', dynamic: true, shape: { kind, pattern } })) },
    { weight: 1, arbitrary: fc.constant({ w: '$y', dynamic: true, shape: undefined }) },
  );
}

function subject(name: string, parts: readonly { w: string; dynamic: boolean; shape?: { kind: 'one' | 'glob'; pattern: string } }[], dialect: 'bash' | 'powershell'): CommandSubject {
  const shaped = parts.some((p) => p.shape !== undefined);
  return {
    words: [name, ...parts.map((p) => p.w)],
    dynamic: [false, ...parts.map((p) => p.dynamic)],
    shapes: shaped ? [undefined, ...parts.map((p) => p.shape)] : undefined,
    plainName: true, assignments: [], scope: 'all', dialect, exactAllowOnly: false, inert: false, text: name,
  } as CommandSubject;
}

const trees = (n: number) => fc.option(fc.subarray(Array.from({ length: n }, (_, i) => i + 1)).map((a) => new Set(a)), { nil: undefined });

describe('readings in a directory, made once for every rule (session 37)', () => {
  it('bash: every rule and directory gets the readings the function before made', () => {
    const line = fc.tuple(fc.constantFrom('rm', 'chmod', 'terraform', 'cp'), fc.array(word(BASH_WORDS), { minLength: 1, maxLength: 6 }))
      .chain(([name, parts]) => fc.tuple(fc.constant(name), fc.constant(parts), trees(parts.length), fc.boolean()));
    fc.assert(fc.property(line, ([name, parts, tree, folded]) => {
      const c = subject(name, parts, 'bash');
      const memo = directoryReadings(c, tree, folded, (s) => pathSpelledSubject(s, 'fold'));
      for (const rule of BASH_RULES) for (const dir of BASH_DIRS) {
        const before = readingsInDirectoryBefore(c, rule, dir, tree, folded);
        const now = memo(rule, dir);
        expect(now.map((r) => r.subject)).toEqual(before);
        expect(now.map((r) => r.spelled)).toEqual(before.map((s) => pathSpelledSubject(s, 'fold') ?? s));
      }
    }), { numRuns: 400 });
  });

  it('win32: every rule, directory and reading gets the subject the function before made', () => {
    const line = fc.tuple(fc.constantFrom('Remove-Item', 'del', 'Copy-Item', 'rm'), fc.array(word(WINDOWS_WORDS), { minLength: 1, maxLength: 6 }), fc.boolean())
      .chain(([name, parts, msys]) => fc.tuple(fc.constant(name), fc.constant(parts), fc.constant(msys), trees(parts.length)));
    fc.assert(fc.property(line, ([name, parts, msys, tree]) => {
      const c = subject(name, parts, msys ? 'bash' : 'powershell');
      const readings = windowsReadings(c, msys, wordReader(c, msys));
      const oldWords = wordReader(c, msys);
      for (const rule of WINDOWS_RULES) for (const dir of WINDOWS_DIRS) for (const keep of [false, true]) for (const apart of [false, true]) for (const as of [undefined, tree]) {
        const before = readInWindowsDirectoryBefore(c, rule, dir, keep, apart, msys, oldWords, as);
        const now = readings(rule, dir, keep, apart, as);
        expect(now?.subject).toEqual(before);
        if (before !== undefined) expect(now!.spelled).toEqual(pathSpelledSubject(before, msys ? 'msys' : 'windows') ?? before);
      }
    }), { numRuns: 200 });
  });

  it('the same words picked by two rules are one reading, made once', () => {
    const c = subject('rm', [{ w: 'etc', dynamic: false }, { w: 'x', dynamic: false }], 'bash');
    const memo = directoryReadings(c);
    const root: CommandDirectory = { known: true, segments: [] };
    const etc = BASH_RULES.find((r) => r.fixed.includes('/etc/'))!;
    const all = BASH_RULES.find((r) => r.fixed.includes('/'))!;
    expect(memo(etc, root)[0]).toBe(memo(all, root)[0]);
    expect(memo(etc, root)[0]!.subject.words).toEqual(['rm', '/etc', '/x']);
  });
});

describe('shapesIntersect stops at the rule\'s trailing ANY (session 37)', () => {
  // (Codes: 0 the separator, 2 ANY; the command's 3 WORD, 4 NOSLASH, 7 NODASH, 5/6 a group.)
  const ruleText = fc.array(fc.constantFrom('a', 'b', '/', '-', 'A', '\u0000', '\u0002'), { maxLength: 8 }).map((a) => a.join(''));
  const piece = fc.constantFrom('a', 'b', '/', '-', '\u0000', '\u0002', '\u0003', '\u0004', '\u0007', '\u0003\u0003', '\u0005a\u0006', '\u0005\u0003/\u0006');
  const cmdText = fc.array(piece, { maxLength: 8 }).map((a) => a.join(''));
  it('answers as before', () => {
    fc.assert(fc.property(ruleText, fc.boolean(), cmdText, fc.boolean(), (rule, tail, cmd, foldAll) => {
      const r = tail ? `${rule}\u0002` : rule;
      expect(shapesIntersect(r, cmd, foldAll)).toBe(shapesIntersectBefore(r, cmd, foldAll));
    }), { numRuns: 20_000 });
  });

  it('meets a long rest at once', () => {
    const cmd = `\u0000\u0003/${'a:'.repeat(4_990)}`;
    expect(shapesIntersect('\u0000c:/windows/\u0002', cmd)).toBe(true);
    expect(shapesIntersect('\u0000c:/windows/\u0002x', cmd)).toBe(false);
    expect(shapesIntersectBefore('\u0000c:/windows/\u0002x', cmd)).toBe(false);
  });
});
