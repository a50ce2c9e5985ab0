// The working-directory flow (src/shell/directory-change.ts) against bash itself: random lines
// of `cd`, `true`, `false` and file reads, joined by `&&`, `||`, `;`, `|`, `&`, subshells,
// groups, if, for and functions, run by bash in a scratch tree where `cat` is a function that
// logs "$PWD/file" (nothing else runs). Every path bash logs must be one the analysis checks: in
// a directory the analysis says the line may be in, or unknown. The count of unknowns is
// reported: the flow must be sound, and precise where it claims to be.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { joinPath } from '../src/shell/directory-change.js';
import { normalizePath, resolvePathContext } from '../src/paths/normalize.js';

const ROOT = realpathSync(mkdtempSync(join(tmpdir(), 'mp-flow-')));
for (const d of ['w/a/b', 'w/b', 'etc', 'h/a', 'bin']) mkdirSync(join(ROOT, d), { recursive: true });
// The `cat` that env runs (a shell function stands for it elsewhere): logs like the function.
// (`${PWD%/}`: at the root, `$PWD/f` would be `//f`, which is another path.)
writeFileSync(join(ROOT, 'bin', 'cat'), '#!/bin/sh\nfor f; do printf "%s %s\\n" "$LINE" "${PWD%/}/$f" >> "$LOG"; done\n', { mode: 0o755 });
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

const CWD = `${ROOT}/w`;
const HOME = `${ROOT}/h`;
const ctx = resolvePathContext({ cwd: CWD, workspace: [CWD], home: HOME, platform: 'linux' });

type Node =
  | { k: 'cd'; arg: string } | { k: 'cat' } | { k: 'true' } | { k: 'false' }
  | { k: 'env'; arg: string; form: string }
  | { k: '&&' | '||' | ';' | '|' | '&'; a: Node; b: Node }
  | { k: 'sub' | 'group' | 'neg' | 'for'; a: Node }
  | { k: 'if'; c: Node; t: Node; e: Node }
  | { k: 'func'; body: Node; between: Node };

const CD_ARGS = ['a', './a', '..', 'a/b', 'b', 'nope', `${ROOT}/etc`, `${ROOT}/nope`, '', '-', '~/a', '-P ..'];

const nodeArb: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...CD_ARGS).map((arg): Node => ({ k: 'cd', arg })),
    fc.constant<Node>({ k: 'cat' }),
    // `env -C DIR cat f`: the cat in PATH (a logger too) runs in DIR, which chdir(2) finds without CDPATH.
    fc.tuple(fc.constantFrom('a', '..', 'a/b', 'nope', `${ROOT}/etc`, '~/a'), fc.constantFrom('-C ', '-C', '--chdir=', '-vC ')).map(([arg, form]): Node => ({ k: 'env', arg, form })),
    fc.constantFrom<Node>({ k: 'true' }, { k: 'false' }),
    fc.tuple(fc.constantFrom('&&', '||', ';', '|', '&'), tie('node'), tie('node')).map(([k, a, b]) => ({ k, a, b }) as Node),
    fc.tuple(fc.constantFrom('sub', 'group', 'neg', 'for'), tie('node')).map(([k, a]) => ({ k, a }) as Node),
    fc.tuple(tie('node'), tie('node'), tie('node')).map(([c, t, e]): Node => ({ k: 'if', c, t, e })),
    fc.tuple(tie('node'), tie('node')).map(([body, between]): Node => ({ k: 'func', body, between })),
  ),
})).node;

/** The line bash runs; each `cat` reads a file of its own (f1, f2, ...). */
function render(n: Node, counter: { files: number; functions: number }): string {
  switch (n.k) {
    case 'cd': return n.arg === '' ? 'cd' : `cd ${n.arg}`;
    case 'cat': return `cat f${++counter.files}`;
    case 'env': return `env ${n.form}${n.arg} cat f${++counter.files}`;
    case 'true':
    case 'false': return n.k;
    case '&&':
    case '||':
    case '|': return `${render(n.a, counter)} ${n.k} ${render(n.b, counter)}`;
    case ';':
    case '&': return `{ ${render(n.a, counter)} ${n.k} ${render(n.b, counter)}; }`;
    case 'sub': return `( ${render(n.a, counter)} )`;
    case 'group': return `{ ${render(n.a, counter)}; }`;
    case 'neg': return `{ ! ${render(n.a, counter)}; }`;
    case 'for': return `for i in 1 2; do ${render(n.a, counter)}; done`;
    case 'if': return `if ${render(n.c, counter)}; then ${render(n.t, counter)}; else ${render(n.e, counter)}; fi`;
    case 'func': {
      const name = `fn${++counter.functions}`;
      return `{ ${name}() { ${render(n.body, counter)}; }; ${render(n.between, counter)}; ${name}; }`;
    }
  }
}

/** Runs every line in a subshell started in CWD; returns, per line, the absolute paths `cat` read. */
function runInBash(lines: readonly string[]): string[][] {
  const log = join(ROOT, 'log');
  const script = [
    'unset CDPATH', `export HOME='${HOME}'`, `export LOG='${log}'`, `export PATH='${ROOT}/bin':"$PATH"`,
    // Each read is logged with its line's number: a background job may write after the next line began.
    'cat() { local f; for f; do printf "%s %s\\n" "$LINE" "${PWD%/}/$f" >> "$LOG"; done; }',
    ...lines.flatMap((line, k) => [`export LINE=${k}`, `( builtin cd '${CWD}' && { ${line}\n}; wait ) >/dev/null 2>&1`]),
    'wait',
  ].join('\n');
  writeFileSync(log, '');
  const file = join(ROOT, 'script.sh');
  writeFileSync(file, script);
  const r = spawnSync('bash', ['--norc', '--noprofile', file], { encoding: 'utf8', timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  const out: string[][] = lines.map(() => []);
  for (const l of readFileSync(log, 'utf8').split('\n')) {
    const space = l.indexOf(' ');
    if (space > 0) out[Number(l.slice(0, space))]!.push(l.slice(space + 1));
  }
  return out;
}

/** Whether the analysis checks `read` (absolute, as bash saw it) for the line's `cat` of that file. */
function covered(line: string, read: string): 'known' | 'unknown' | 'missed' {
  const file = read.slice(read.lastIndexOf('/') + 1);
  const refs = analyzeShell(line).paths.filter((p) => p.path === file);
  let unknown = false;
  for (const p of refs) {
    const w = p.cwd;
    if (w === undefined) {
      if (normalizePath(p.path, ctx).ok && normalized(p.path) === read) return 'known';
      continue;
    }
    if (w.unknown || w.rooted) unknown = true;
    // (CDPATH is unset here: a CDPATH lookup is the directory itself, in w.dirs.)
    for (const d of w.dirs) if (normalized(joinPath(d, p.path)) === read) return 'known';
  }
  return unknown ? 'unknown' : 'missed';
}

function normalized(path: string): string | undefined {
  const n = normalizePath(path, ctx);
  return n.ok ? n.path.text : undefined;
}

describe('the working-directory flow against bash', () => {
  it('checks every path bash reads (generated lines)', () => {
    let reads = 0;
    let unknown = 0;
    fc.assert(fc.property(fc.array(nodeArb, { minLength: 100, maxLength: 100 }), (nodes) => {
      const lines = nodes.map((n) => render(n, { files: 0, functions: 0 }));
      const seen = runInBash(lines);
      lines.forEach((line, k) => {
        for (const read of seen[k]!) {
          const c = covered(line, read);
          if (c === 'missed') throw new Error(`bash read ${read} in ${JSON.stringify(line)}, which the analysis does not check`);
          reads++;
          if (c === 'unknown') unknown++;
        }
      });
    }), { numRuns: 20 });
    console.log(`directory flow against bash: ${reads} reads checked, ${reads - unknown} in a known directory, ${unknown} unknown`);
    expect(reads).toBeGreaterThan(500);
  }, 120_000);
});
