// Session 34's slow 10,000-character lines (bench/scan-inputs.mjs finds them; hang guards, not
// benchmarks: the fastest of fifteen fresh decisions under 25 ms (helpers/long-lines.ts), far above the linear cost
// (0.2-1.5 ms; 3.4 ms seen on a loaded CI host) and below the quadratic ones found: 17-400 ms) and the scanners that replaced regexes,
// checked against those regexes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { pushWildcardPieces } from '../src/shell/powershell-provider-readings.js';
import { defaultAssignmentMatches } from '../src/shell/variable-assignments.js';
import { shellUnquoted } from '../src/shell/unknown-programs.js';
import { lastSegmentHasDot, withoutEnds, withoutHashTail, withoutTrailing } from '../src/text-ends.js';
import { withoutTrailingDotsAndBlanks } from '../src/decide/windows-command-directories.js';
import type { WordPart } from '../src/shell/ast.js';
import { source, REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';
import { expectDecidedFast, LONG_LINE_POLICY as policy, repeated } from './helpers/long-lines.js';

describe('long lines session 34 found slow: read in linear time', () => {
  it.each([
    // (55 ms: each `[` without a later `]` searched to the end, powershell-provider-readings.ts.)
    ['powershell', 'a quoted word of `[` to a cmdlet', repeated('cat', '[', "'")],
    ['powershell', 'a quoted word of `[a` to a cmdlet', repeated('Get-Content', '[a', "'")],
    ['powershell', 'a quoted word of `*` to a cmdlet', repeated('curl', '*', "'")],
    ['powershell', 'a quoted word of `?` to a cmdlet', repeated('cat', '?', "'")],
    // (17-41 ms: `${a[` searched the rest of the line for a `]`, variable-assignments.ts.)
    ['bash', '${a[ repeated', repeated('echo', '${a[')],
    ['bash', '${a[ repeated, one ] at the end', `${repeated(':', '${a[').slice(0, 9_999)}]`],
    ['bash', '${a[:= repeated', repeated(':', '${a[:=')],
    ['bash', 'node code of dotted names', repeated('node -e', 'a.b ', "'")],
    ['bash', 'node code of names', repeated('node -e', 'a ', "'")],
    ['powershell', 'a path of backslashes to an unknown program', repeated('mytool', 'a\\')],
    ['powershell', 'escaped quotes to an unknown program', repeated('mytool', '\\"', "'")],
    ['powershell', 'a path of 5,000 segments to a script', repeated('python3 x.py', 'a\\', "'")],
    ['powershell', 'a path of 5,000 segments to pip', repeated('pip install', 'a/', "'")],
    // (330-400 ms: `[. ]+$` tried again from each dot or blank of a run, windows-command-directories.ts.)
    ['powershell', 'dots and blanks before a letter, beside a drive\'s rule', `Remove-Item '${'. '.repeat(4_990)}x'`],
    ['powershell', 'dots before a letter, beside a drive\'s rule', `mytool 'a${'.'.repeat(9_980)}x'`],
    // (80-180 ms each: a regex ending in `+$` or `*$` retried from each character, text-ends.ts.)
    ['bash', 'zip: dots before a slash', `zip '${'.'.repeat(9_980)}/' x`],
    ['bash', 'gh release: hashes before a slash', `gh release upload v1 '${'#'.repeat(9_970)}/'`],
    ['powershell', 'regsvr32: quotes before a letter', `regsvr32 'a${'"'.repeat(9_980)}x'`],
    ['bash', 'make: colons before a letter', `make '${':'.repeat(9_980)}x=1'`],
    ['powershell', 'node code of dotted names', repeated('node -e', 'a.com ', "'")],
  ] as const)('%s: %s', (shell, _, line) => {
    expectDecidedFast(shell, line);
  });

  it('the readings are the same as before: quoted wildcards read by their shape, default assignments found', () => {
    const removing = compilePolicy([{ loaded: source({ ask: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(Remove-Item *)', 'Edit(**)', 'Read(**)'] }) }]);
    const removal = (line: string) => decide(removing, { op: 'shell', command: line, shell: 'powershell' }, REPO_WINDOWS).decision;
    expect(removal("Remove-Item 'C:\\Windows\\[ab]*'")).toBe('ask');
    expect(removal("Remove-Item 'C:\\Win[dx]ows\\a'")).toBe('ask');
    expect(removal("Remove-Item 'C:\\x\\[ab]*'")).toBe('allow');
    const shown = (line: string) => decide(policy, { op: 'shell', command: line }, REPO_LINUX).decision;
    expect(shown(': ${a:=x}; mytool')).toBe('allow');
    expect(shown(': ${a[${LD_PRELOAD:=x}; mytool')).toBe('ask');
    expect(shown(': ${a[x]y${LD_PRELOAD:=x}; mytool')).toBe('ask');
  });
});

const pieceText = fc.array(fc.constantFrom('a', '*', '?', '[', ']', 'b[', ']c', '\\', '-'), { maxLength: 24 }).map((p) => p.join(''));

describe('the scanners match the regexes they replaced', () => {
  it('pushWildcardPieces cuts as text.split(/(\\[[^\\]]*\\]|[*?])/) did', () => {
    fc.assert(fc.property(pieceText, fc.boolean(), (text, quoted) => {
      const expected: WordPart[] = [];
      for (const piece of text.split(/(\[[^\]]*\]|[*?])/)) if (piece !== '') expected.push(/^(?:\[[^\]]*\]|[*?])$/.test(piece) ? { type: 'glob', text: piece } : { type: 'literal', text: piece, quoted });
      const got: WordPart[] = [];
      pushWildcardPieces(text, quoted, got);
      expect(got).toEqual(expected);
    }), { numRuns: 20_000 });
  });

  it('withoutTrailingDotsAndBlanks trims as s.replace(/[. ]+$/, \'\') did', () => {
    const text = fc.array(fc.constantFrom('a', '.', ' ', '..', '\\', 'x '), { maxLength: 16 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      expect(withoutTrailingDotsAndBlanks(t)).toBe(t.replace(/[. ]+$/, ''));
    }), { numRuns: 20_000 });
  });

  it('text-ends.ts trims as the regexes it replaced did', () => {
    const text = fc.array(fc.constantFrom('a', '.', '/', '#', ':', '+', '?', '!', '"', "'", '{', '}'), { maxLength: 16 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      expect(withoutTrailing(t, ':+?!')).toBe(t.replace(/[:+?!]+$/, ''));
      expect(withoutEnds(t, `"'{`, `"'}`)).toBe(t.replace(/^["'{]+|["'}]+$/g, ''));
      expect(lastSegmentHasDot(t)).toBe(/\.[^/]*$/.test(t));
      expect(withoutHashTail(t)).toBe(t.replace(/#[^/]*$/, ''));
    }), { numRuns: 20_000 });
  });

  it('shellUnquoted drops quotes and backslashes as the replace it replaced did', () => {
    const text = fc.array(fc.constantFrom('a', '\\', "'", '"', ' ', '\n', '\ud83d', '\ude00', 'rm'), { maxLength: 24 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      expect(shellUnquoted(t)).toBe(t.replace(/\\[\s\S]?|['"]/g, (q) => (q.length === 2 ? q[1]! : '')));
    }), { numRuns: 20_000 });
  });

  it('defaultAssignmentMatches finds what /\\$\\{([A-Za-z_][A-Za-z0-9_]*)(?:\\[[^\\]]*\\])?:?=/g did', () => {
    const text = fc.array(fc.constantFrom('${', '$', '{', 'a', 'B_1', '[', ']', ':', '=', ':=', '}', ' ', '0'), { maxLength: 30 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      const expected = [...t.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?:?=/g)].map((m) => ({ name: m[1], text: m[0] }));
      expect(defaultAssignmentMatches(t)).toEqual(expected);
    }), { numRuns: 20_000 });
  });
});
