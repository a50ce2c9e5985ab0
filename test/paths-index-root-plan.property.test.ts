// The path index plans its root walks once per resolved context (path-index.ts planRoots, ADR 0004
// ninth speed pass) and keeps the plan in the index's scratch. One index must answer every
// context as if it had never seen another: contexts here switch from one match to the next on the
// same index (a plan kept across contexts would walk the last context's roots), with nested,
// coinciding, case-differing, UNC, drive, unknown and incomplete roots, against the naive loop.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectIndexMatchesNaive } from './helpers/path-index-naive.js';
import { resolvePathContext, type ResolvedPathContext } from '../src/paths/normalize.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

const ROOTS = ['', '/', '//', '~/', './'];
const SEGS = ['a', 'b', 'src', 'SRC', '.env', 'x.pem', '*.pem', '*', '**', '**', 'w', 'h', 'sub', 'share', 'srv', 'id_*', '{a,b}'];
const ruleArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant('Read') },
  {
    weight: 12,
    arbitrary: fc.tuple(fc.constantFrom(...ROOTS), fc.array(fc.constantFrom(...SEGS), { maxLength: 4 }), fc.boolean())
      .map(([root, segs, dir]) => `Read(${root}${segs.join('/')}${dir && segs.length > 0 ? '/' : ''})`),
  },
);
const PATH_SEGS = ['a', 'b', 'src', 'SRC', '.env', 'x.pem', 'w', 'W', 'h', 'sub', 'share', 'id_rsa'];
const pathArb = fc.tuple(
  fc.constantFrom('/', '/w/', '/W/', '/h/', '/w/sub/', '/h/w/', '', '~/', 'C:\\', '\\\\srv\\share\\', '//srv/share/'),
  fc.array(fc.constantFrom(...PATH_SEGS), { maxLength: 4 }),
).map(([prefix, segs]) => prefix + segs.join(prefix.includes('\\') ? '\\' : '/'));

const CTXS: ResolvedPathContext[] = [
  resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' }),
  resolvePathContext({ cwd: '/w/sub', home: '/w', workspace: ['/w', '/w/sub', '/h'], platform: 'linux' }),
  resolvePathContext({ cwd: '/W', home: '/h/w', workspace: ['/W'], platform: 'darwin' }),
  resolvePathContext({ cwd: 'C:\\w', home: '\\\\srv\\share', workspace: ['C:\\w', '\\\\srv\\share', '/c/w/sub'], platform: 'win32' }),
  resolvePathContext({ home: '//srv/share', workspace: ['//srv/share', '/w'], platform: 'linux' }),
  resolvePathContext({ platform: 'linux', cwd: '/h' }),
  resolvePathContext({ platform: 'linux', caseInsensitive: true, cwd: '/w', home: '/h', workspace: ['/w', 'bad'] }),
  resolvePathContext({}),
];

describe('root walks planned per context: one index, contexts switching between matches', () => {
  it('ids, unknownRoot and the allow check\'s lowest id equal the naive loop\'s, both modes', () => {
    fc.assert(fc.property(
      fc.array(ruleArb, { maxLength: 20 }),
      fc.array(fc.tuple(pathArb, fc.nat(CTXS.length - 1)), { minLength: 2, maxLength: 16 }),
      (rules, checks) => expectIndexMatchesNaive(rules, checks, CTXS),
    ), { numRuns: RUNS });
  });
});
