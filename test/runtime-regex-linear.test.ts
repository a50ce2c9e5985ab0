// Regexes src/ builds at run time (`new RegExp(…)`) are linear on long runs, as its literals are
// (test/source-regex-linear.test.ts sweeps those; a constructed one is no literal, and session 34's
// sweep missed them). Session 35 found, by this sweep, zsh's `-` precommand alternative of
// shell-dialects.ts's ZSH_ONLY retrying from each newline of a run (`zsh -c` with 9,980 newlines:
// 0.9 s; `sudo -s`: 1.2 s), and, by the lines below, node code binding 400 names to fs (a regex per
// name over the whole code: 1.6 ms), a 9,000-character word looked up as a program (0.5 ms), node
// code read again for each call (10-15 ms) and python's imports read to each statement's end (38 ms).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastestMs } from './helpers/timing.js';
import { slowOnRuns } from './helpers/regex-sweep.js';

type Engine = typeof import('../src/index.js');
type NodeModuleValues = typeof import('../src/shell/node-module-values.js');

/** Every RegExp constructed while src/ loads (its module-level `new RegExp`), with where. */
const constructed: { re: RegExp; where: string }[] = [];
let engine: Engine;
let nodeModules: NodeModuleValues;

beforeAll(async () => {
  const Original = globalThis.RegExp;
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args, newTarget) {
      const re = Reflect.construct(target, args, newTarget) as RegExp;
      constructed.push({ re, where: new Error().stack?.split('\n')[2]?.trim() ?? '?' });
      return re;
    },
  });
  try {
    engine = await import('../src/index.js');
    nodeModules = await import('../src/shell/node-module-values.js');
  } finally {
    globalThis.RegExp = Original;
  }
});

afterAll(() => {
  constructed.length = 0;
});

describe('regexes src/ constructs are linear on long runs', () => {
  it('finds them (the constructor was seen while src/ loaded)', () => {
    expect(constructed.filter((c) => /src[\\/]/.test(c.where)).length).toBeGreaterThan(10);
  });

  it('none is slow on a run of one character with any tail', { timeout: 120_000 }, () => {
    expect(slowOnRuns(constructed.filter((c) => /src[\\/]/.test(c.where)))).toEqual([]);
  });

  it("ZSH_ONLY's `-` alternative reads as the regex it replaced", () => {
    const before = new RegExp(String.raw`(?:^|[;&|(){}\n]|\b(?:then|do|else|time)\s)\s*-(?:\s|$)`, 'm');
    const now = new RegExp(String.raw`-(?<=(?:^|[;&|(){}\n]|\b(?:then|do|else|time)\s)\s*-)(?:\s|$)`, 'm');
    const text = fc.array(fc.constantFrom(' ', '\n', '\t', '-', ';', 'then', 'do', 'xdo', 'a', '(', '\r', '\u2028', '--', 'time', '_'), { maxLength: 14 }).map((a) => a.join(''));
    fc.assert(fc.property(text, (s) => { expect(now.test(s)).toBe(before.test(s)); }), { numRuns: 20_000 });
  });
});

/** nodeModuleAsValue as it was: a regex per bound name, over the whole code (the oracle). */
function nodeModuleAsValueBefore(code: string): string | undefined {
  const MODULE = /(?:\brequire|\bimport|\bprocess\s*\.\s*getBuiltinModule)\s*\(\s*(['"`])(?:node:)?(?:child_process|fs|fs\/promises)\1\s*\)/g;
  const MODULE_IMPORT = /\bimport\s+(?:\*\s*as\s+)?([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*(['"])(?:node:)?(?:child_process|fs|fs\/promises)\2/g;
  const BOUND_BEFORE = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?$/;
  const MEMBER_AFTER = /^\s*\??\.\s*(?!then\b|call\b|apply\b|bind\b)[A-Za-z_$]/;
  const names: string[] = [];
  for (const m of code.matchAll(MODULE)) {
    const end = m.index + m[0].length;
    if (MEMBER_AFTER.test(code.slice(end, end + 40))) continue;
    const before = code.slice(Math.max(0, m.index - 60), m.index);
    const bound = BOUND_BEFORE.exec(before);
    if (bound !== null) names.push(bound[1]!);
    else if (!/\}\s*=\s*(?:await\s+)?$/.test(before)) return `the code given to the interpreter uses ${m[0]} as a value, which reaches its functions unnamed`;
  }
  for (const m of code.matchAll(MODULE_IMPORT)) names.push(m[1]!);
  for (const name of names) {
    const uses = new RegExp(`(?<![\\w$.'"\`:/])${name.replace(/\$/g, '\\$')}(?![\\w$'"\`/])`, 'g');
    for (const u of code.matchAll(uses)) {
      const end = u.index + name.length;
      const after = code.slice(end, end + 40);
      if (/^\s*=[^=>]/.test(after) || /^\s*(?:,\s*\{[^}]*\}\s*)?from\b/.test(after) || MEMBER_AFTER.test(after)) continue;
      return `the code given to the interpreter uses ${name} (child_process or fs) as a value, which reaches its functions unnamed`;
    }
  }
  return undefined;
}

describe('node code binding child_process or fs: one pass over its words', () => {
  it('gives what the regex per name gave', () => {
    const pieces = ['const cp = require("child_process");', 'import fs from "fs";', 'import * as cp from "node:child_process";', 'let $a = require(\'fs\');',
      'cp', 'fs', '$a', 'a$', 'x', ' ', '=', '==', '=>', '.', '?.', 'exec', 'then', '(', ')', ';', "'", '"', '`', '/', ':', ',', '{', '}', 'from', '\n', 'cpx', '_cp'];
    const code = fc.array(fc.constantFrom(...pieces), { maxLength: 16 }).map((a) => a.join(''));
    fc.assert(fc.property(code, (s) => { expect(nodeModules.nodeModuleAsValue(s)).toBe(nodeModuleAsValueBefore(s)); }), { numRuns: 20_000 });
  });

  it('is linear in the code with many names (the regex per name: names x code)', () => {
    // (6,000 names over 190,000 characters: ~0.5 s before; ~20-40 ms now.)
    const code = Array.from({ length: 6_000 }, (_, i) => `import a${i} from 'fs';a${i}.x;`).join('');
    const { value, ms } = fastestMs(() => nodeModules.nodeModuleAsValue(code), 3);
    expect(value).toBeUndefined();
    expect(ms).toBeLessThan(150);
  });
});

describe('python imports of network modules: one pass', () => {
  it('gives what the regex it replaced gave', async () => {
    const { importsNetworkModule } = await import('../src/shell/python-network-imports.js');
    const before = /\b(?:import|from)\s[^;\n]*?\b(?:socket|ssl|asyncio|ftplib|smtplib|poplib|imaplib|nntplib|telnetlib|xmlrpc|http|urllib|urllib2|urllib3|httplib2?|requests|httpx|aiohttp|websockets?|websocket|paramiko|pycurl|socketserver|asyncore|grpc|zmq|dns)\b/;
    const pieces = ['import', 'from', ' ', '\n', '\t', ';', 'socket', 'http', 'httplib2', 'os', ',', '.', 'x', '_', 'as', '(', '\r', 'importx', 'xfrom', 'ssl2'];
    const code = fc.array(fc.constantFrom(...pieces), { maxLength: 16 }).map((a) => a.join(''));
    fc.assert(fc.property(code, (s) => { expect(importsNetworkModule(s)).toBe(before.test(s)); }), { numRuns: 30_000 });
  });
});

describe('decisions on the lines these cost 0.5 ms to 1.2 s (1 ms budget)', () => {
  const policy = () => engine.compilePolicy([{ loaded: engine.loadSettingsValue({ permissions: { deny: ['Shell(rm *)', 'Read(//etc/**)'], allow: ['Shell(*)', 'Read(**)'] } }, { file: 'm.json', channel: 'file' }) }]);
  const CTX = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const };
  const imports = Array.from({ length: 400 }, (_, i) => `import a${i} from 'fs';`).join('');
  const requires = Array.from({ length: 250 }, (_, i) => `const a${i}=require('child_process');`).join('');
  it.each([
    ['zsh -c with newlines', `zsh -c '${'\n'.repeat(9_980)}'`, 'allow'],
    ['zsh -c with blanks and newlines', `zsh -c '${' \n'.repeat(4_990)}'`, 'allow'],
    ['sudo -s with newlines', `sudo -s '${'\n'.repeat(9_980)}'`, 'ask'],
    ['script -c with newlines', `script -c '${'\n'.repeat(9_980)}'`, 'allow'],
    ['node -e binding fs 400 times', `node -e "${imports}"`, 'allow'],
    ['node -e binding child_process 250 times', `node -e "${requires}"`, 'allow'],
    // (Per call or string, the whole code was read again: 5.7-15 ms; python's imports 38 ms.)
    ['node -e with 2,500 calls of rm', `node -e '${'rm '.repeat(3_330)}'`, 'allow'],
    ['node -e with 2,000 calls of exec', `node -e '${'exec('.repeat(1_998)}'`, 'allow'],
    ['node -e with 1,400 strings naming exec', `node -e '${'"exec" '.repeat(1_427)}'`, 'allow'],
    ['python3 -c with 1,400 imports in one statement', `python3 -c '${'import '.repeat(1_420)}'`, 'allow'],
    ['python3 -c with imports of no network module', `python3 -c '${'import a;'.repeat(1_100)}'`, 'allow'],
  ])('%s', (_, line, expected) => {
    const p = policy();
    const { value, ms } = fastestMs(() => engine.decide(p, { op: 'shell', command: line }, CTX), 5);
    expect(value.decision).toBe(expected);
    // (0.2-0.5 ms here after the fix; 1.0 ms to 1.2 s before.)
    expect(ms).toBeLessThan(10);
  });
});
