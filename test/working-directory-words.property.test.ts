// Session 45 (m4): an unquoted `$PWD` is read as the working directory (working-directory-words.ts)
// only where bash leaves it one word: a cwd with a blank splits `-o$PWD/build` into `-o/w/a` and
// `b/build` (7z then extracts into /w/a), a glob character expands it. Security property: for any
// cwd, such a line is allowed only where the cwd holds none of them, and then (or quoted) it decides
// as the line with `.` written in its place does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compilePolicy, decide, loadSettingsText } from '../src/index.js';

const POLICY = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['Domain(evil.com)', 'Shell(rm *)', 'Edit(~/.ssh/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] } })) }]);
const SPLITS = /[\s*?[\]\\()!@+{}]/;

describe('an unquoted $PWD is the working directory only where the cwd is one word', () => {
  it('never allows where the cwd has a blank, glob or escape character; elsewhere, and quoted, decides as `.` written in its place does', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b', '-', '.', '_', ' ', '\t', '*', '?', '[', ']', '\\', '(', '!', '@', '+', '{', 'é'), { minLength: 1, maxLength: 8 }), fc.constantFrom('7z x x.7z -o$PWD/build', 'unzip x.zip -d $PWD/out', 'cp -r dist/. $PWD/public/'), (chars, line) => {
      const name = chars.join('');
      fc.pre(name.trim() !== '' && !name.includes('/'));
      const cwd = `/w/${name}`;
      const context = { cwd, workspace: ['/w'], home: '/home/u', platform: 'linux' as const };
      const decided = (command: string) => decide(POLICY, { op: 'shell', command }, context).decision;
      // (As the same line with `.` written in its place decides, where the cwd is one word; else it asks.)
      const literal = decided(line.replace('$PWD', '.'));
      expect({ cwd, line, d: decided(line) }).toEqual({ cwd, line, d: SPLITS.test(name) ? 'ask' : literal });
      const quoted = line.replace('$PWD', '"$PWD"');
      expect({ cwd, quoted, d: decided(quoted) }).toEqual({ cwd, quoted, d: literal });
    }), { numRuns: 1_500 });
  });
});
