// Session 45 (m4): xargs's appended words after `find … -print0 | xargs -0` are read as the paths
// find prints (xargs-items.ts). Security property: whatever find's start, expression and xargs's
// options, a line whose reader may read /etc/passwd is never allowed beside `Read(//etc/**)`: a
// start that is or holds /etc (or a way to it), an action that prints other text (`-printf`,
// `-print`, `-exec`), stderr on the pipe, or an xargs that reads its items otherwise.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compilePolicy, decide, loadSettingsText } from '../src/index.js';

const POLICY = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['Read(//etc/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] } })) }]);
const CTX = Object.freeze({ cwd: '/w', workspace: ['/w'], home: '/home/u', platform: 'linux' as const });

const SAFE_STARTS = ['.', 'src', './src/', '~/proj', "'~'", ''];
const UNSAFE_STARTS = ['/etc', '/', '..', '../..', '/etc/passwd', '~/../../etc', '$D', '/e*', '"$HOME"', 'src /etc'];
const SAFE_TESTS = ['-type f', "-name '*.py'", '-maxdepth 2', '-path ./x -prune -o', "-name '.e*'", '-not -empty', '-mindepth 1'];
const UNSAFE_TESTS = ["-printf '/etc/passwd\\0'", '-print', '-exec cat {} +', '-fprint0 x', '-ls', '-files0-from l', "-print0 -printf '/etc/passwd\\0'"];
const SAFE_XARGS = ['-0', '--null', '-0 -r', '-0 -n 1', '-0 -P 4', '-r0'];
// (A replace string's words are given where the command names it: `{}` appended.)
const UNSAFE_XARGS = ['', '-0 -I{}', "-0 -d '\\n'", '-0 -a list', '-d x', '-I{} -0', '-0 -i'];
const PIPES = ['|', '2>/dev/null |', '|&', '2>&1 |'];

describe('find -print0 | xargs -0: never allowed where its reader may read /etc', () => {
  it('a start, action, pipe or xargs option that may reach /etc keeps it from allowing', () => {
    fc.assert(fc.property(
      fc.boolean(), fc.constantFrom(...SAFE_STARTS), fc.constantFrom(...UNSAFE_STARTS),
      fc.array(fc.oneof(fc.constantFrom(...SAFE_TESTS).map((t) => ({ t, safe: true })), fc.constantFrom(...UNSAFE_TESTS).map((t) => ({ t, safe: false }))), { maxLength: 3 }),
      fc.boolean(), fc.constantFrom(...SAFE_XARGS), fc.constantFrom(...UNSAFE_XARGS), fc.constantFrom(...PIPES), fc.constantFrom('cat', 'wc -l', 'grep x', 'sed -n p'),
      (safeStart, s1, s2, tests, safeXargs, x1, x2, pipe, reader) => {
        const start = safeStart ? s1 : s2;
        const xargs = safeXargs ? x1 : x2;
        const line = `find ${start} ${tests.map((t) => t.t).join(' ')} -print0 ${pipe} xargs ${xargs} ${reader}${xargs.includes('-I') || xargs.includes('-i') ? ' {}' : ''}`;
        const d = decide(POLICY, { op: 'shell', command: line }, CTX).decision;
        const mayReach = !safeStart || tests.some((t) => !t.safe) || !safeXargs || pipe === '|&' || pipe === '2>&1 |';
        if (mayReach) expect({ line, d }).not.toEqual({ line, d: 'allow' });
        // (And where nothing may reach it, the reading is exact: it allows.)
        else expect({ line, d }).toEqual({ line, d: 'allow' });
      }), { numRuns: 2_000 });
  });
});
