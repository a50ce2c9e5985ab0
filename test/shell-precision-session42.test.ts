// Session 42 (m1): precision session 41's red teams gave up where the line cannot read or write a
// denied thing, restored where provably exact, with the rows that must keep asking beside them.
// - pv prints its input unchanged (its progress goes to stderr): a filter, as cat is. Its `-S`
//   (stop at `-s` bytes) prints part of a line; its `-o FILE` writes the text to FILE (asked now:
//   `echo /etc/passwd | pv -o g; mytool < g` was allowed at the session's start).
// - sed's one s command without g, whose replacement is plain text, prints that text at most once
//   a line, beside text the line does not show: its words are given to the program as `echo` gives
//   them (sed-arguments.ts sedOwnPiece, piped-text.ts pieceText), through a pipe and through the
//   filters that keep lines whole; written to a file, joined, or through any other tool, computed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { lineDecision, type Rules } from './helpers/policy.js';

const POLICY: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('pv copies its input: a filter (asked at the session start: any program given a text computed it)', () => {
  lineTable(POLICY, [
    ['echo x | pv | mytool', 'allow'],
    ['echo notes.txt | pv -q | mytool', 'allow'],
    ['echo x | pv -L 1k | mytool', 'allow'],
    ["sed 's/a/b/' f | sort | pv -q > /dev/null", 'allow'],
    ['echo /etc/passwd | pv | mytool', 'ask'],
    ['echo /etc/passwd | pv -q | xargs mytool', 'ask'],
    ['echo /etc/passwd > f; pv f | mytool', 'ask'],
    ['echo /etc/passwd > f; pv < f > g; mytool < g', 'ask'],
    // (Part of a line: `a.pemx` cut to `a.pem`.)
    ['echo a.pemx | pv -S -s 5 | mytool', 'ask'],
    ['echo a.pemx | pv --stop-at-size -s 5 | mytool', 'ask'],
    ['echo a.pemx | pv -qS -s 5 | mytool', 'ask'],
  ]);
});

describe("pv's -o writes what it copies to a file (each row was allowed at the session's start)", () => {
  lineTable(POLICY, [
    ['echo /etc/passwd | pv -o g; mytool < g', 'ask'],
    ['echo /etc/passwd | pv --output=g; mytool < g', 'ask'],
    ['echo /etc/passwd | pv --output g; mytool < g', 'ask'],
    ['echo /etc/passwd | pv -qo g; mytool < g', 'ask'],
    ['echo a.pem | pv -og; mytool < g', 'ask'],
    ['echo /etc/passwd > f; pv -o g < f; mytool < g', 'ask'],
    ['echo hi | pv -o g; mytool < g', 'allow'],
  ]);
});

describe("sed's one plain replacement beside text the line does not show: its words (asked at the session start)", () => {
  lineTable(POLICY, [
    ["sed 's/a/b/' f | mytool", 'allow'],
    ["sed -n 's/a/b/p' f | mytool", 'allow'],
    ["sed '/x/s/a/b/' f | mytool", 'allow'],
    ["sed -E 's/(a)/b/2' f | mytool", 'allow'],
    ["sed -e 's/a/b/' f | mytool", 'allow'],
    ["sed '{s/a/b/}' f | mytool", 'allow'],
    ["git log | sed 's/^/- /' | mytool", 'allow'],
    ["cat f | sed 's/a/b/' | mytool", 'allow'],
    ["sed 's/a/b/' f | sort | mytool", 'allow'],
    ["sed 's/a/b/' f | grep b | mytool", 'allow'],
    // (The regex's text is what sed removes: never printed.)
    ["sed 's|/etc/passwd|b|' f | mytool", 'allow'],
  ]);
});

describe('sed scripts whose own text may join, be escaped, or name a denied thing keep asking', () => {
  lineTable(POLICY, [
    // (The piece's words, and a path's start with what may follow it.)
    ["sed 's|a|/etc/passwd|' f | mytool", 'ask'],
    ["sed 's|^|/etc/|' f | mytool", 'ask'],
    ["sed 's|^|/et|' f | mytool", 'ask'],
    ["sed 's|a|/e*/passwd|' f | mytool", 'ask'],
    ["sed 's|$|.pem|' f | mytool", 'ask'],
    ["sed 's|a|x.pem|' f | mytool", 'ask'],
    ["sed 's|a|evil.com|' f | mytool", 'ask'],
    ["sed 's|a|rm -rf x|' f | mytool", 'ask'],
    ["sed 's|a|rm x|' f | bash", 'ask'],
    // (`~` after `=` or `:` may be a home path: not read as a piece.)
    ["sed 's|a|--key=~|' f | mytool", 'ask'],
    ["sed 's|a|~/.ssh/id|' f | mytool", 'ask'],
    // (Copies of pieces may join: g, more commands, a loop, the hold space.)
    ["sed 's/a/b/g' f | mytool", 'ask'],
    ["sed 's/a/r/; s/b/m/' f | mytool", 'ask'],
    ["sed -e 's/a/r/' -e 's/b/m/' f | mytool", 'ask'],
    ["sed ':a;s/a/b/;ta' f | mytool", 'ask'],
    ["sed 's/a/b/;h;G' f | mytool", 'ask'],
    // (Text not written as it prints: escapes, case changes; NUL-ended lines; --debug prints the script.)
    ["sed 's/a/\\x2f/' f | mytool", 'ask'],
    ["sed 's/a/\\U&x/' f | mytool", 'ask'],
    ["sed 's/a/&b/' f | mytool", 'ask'],
    ["sed -z 's/a/b/' f | mytool", 'ask'],
    ["sed --debug 's|/etc/passwd|b|' f | mytool", 'ask'],
    ["sed 'y/ab/cd/' f | mytool", 'ask'],
    ["sed '1i hello' f | mytool", 'ask'],
    ["sed 's/a/b/e' f | mytool", 'ask'],
    ["sed -f s.sed f | mytool", 'ask'],
    // (Its input a text the line shows: sed computes from it.)
    ["echo /etc/passwd > f; sed 's/a/b/' f | mytool", 'ask'],
    ["echo /etc/passwd | sed 's/a/b/' | mytool", 'ask'],
    ["echo /etc/pxsswd | sed 's/x/a/' - | mytool", 'ask'],
    ["sed 's/x/a/' <<< /etc/pxsswd | mytool", 'ask'],
    ["sed 's/x/a/' <(echo /etc/pxsswd) | mytool", 'ask'],
    ["X=f; echo /etc/pxsswd > f; sed 's/x/a/' $X | mytool", 'ask'],
    ["echo /etc/pxsswd > f; sed 's/x/a/' * | mytool", 'ask'],
    ["echo /etc/pxsswd > f; sed 's/x/a/' ./f | mytool", 'ask'],
    // (Through a tool that changes it or may join lines, in a substitution, written to a file: computed.)
    ["sed 's/a/b/' f | head -c 3 | mytool", 'ask'],
    ["sed 's/a/b/' f | tr b c | mytool", 'ask'],
    ["sed 's/.*/pem x./' f | tac | mytool", 'ask'],
    ["sed 's/.*/pem x./' f | cat - g | mytool", 'ask'],
    ["sed 's/.*/pem x./' f | pr -2 -t -S | mytool", 'ask'],
    ["mytool $(sed 's|a|x.pem|' f)", 'ask'],
    ["x=$(sed 's|a|x.pem|' f); mytool $x", 'ask'],
    ["sed 's|a|x.pem|' f > g; mytool < g", 'ask'],
    ["sed 's/.*/x./' f > g; sed 's/.*/pem/' f >> g; mytool < g", 'ask'],
    ["sed 's|a|x.pem|' f | tee g; mytool < g", 'ask'],
  ]);
});

describe("a piece's decision is at least as strict as the texts it may be", () => {
  // (Under the red teams' policy, and one of absolute Shell rules with no Read or Edit allow.)
  const ABSOLUTE: Rules = { deny: ['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)', 'Shell(rm -rf /c/Windows/*)', 'Read(//c/Windows/**)'], allow: ['Shell(*)'] };
  // (Plain replacement text: no `\`, `&`, newline; no `|` (the delimiter) or `'` (the quoting).)
  const piece = fc.array(fc.constantFrom('rm', '-rf', ' ', '/etc/', 'passwd', 'x.pem', '/c/Windows/', 'chmod', '/srv/secret/', '../', 'a', '.', '*', '?', ':', '=', '~', '$', '-'), { minLength: 1, maxLength: 6 }).map((w) => w.join(''));
  it.each([['red team', POLICY], ['absolute', ABSOLUTE]] as const)("%s: `sed 's|a|P|' f | mytool` asks where echo asks of P, of P after or before unknown text", (_, rules) => {
    const decide = lineDecision(rules);
    fc.assert(fc.property(piece, (p) => {
      // (A `$` in echo's text reads as an expansion's start: that word's reading is not P's.)
      const whole = decide(`echo '${p}' | mytool`);
      const start = /\s$/.test(p) || p.includes('$') ? 'allow' : decide(`echo "${p}$X" | mytool`);
      const end = /^\s/.test(p) || p.includes('$') ? 'allow' : decide(`echo "\${X}${p}" | mytool`);
      if (whole !== 'allow' || start !== 'allow' || end !== 'allow') expect(decide(`sed 's|a|${p}|' f | mytool`)).not.toBe('allow');
    }), { numRuns: 200 });
  });
  it('the adversarial pieces', () => {
    const decide = lineDecision(POLICY);
    for (const p of ['/etc/passwd', '/etc', '/et', 'x.pem', '.pem', 'rm', 'rm -rf /', 'a; rm x', ' /etc/x', '~/../../etc/passwd', '../../../etc/passwd', 'evil.com', '/e?c/passwd']) {
      expect(decide(`sed 's|a|${p}|' f | mytool`), p).toBe('ask');
    }
  });
  it("absolute rules: a piece a command may continue (`rm -rf x` + ` /c/Windows/y`)", () => {
    expect(lineDecision(ABSOLUTE)("sed 's|a|rm -rf x|' f | mytool")).toBe('ask');
    expect(lineDecision(ABSOLUTE)("sed 's|a|ls x|' f | mytool")).toBe('allow');
  });
});
