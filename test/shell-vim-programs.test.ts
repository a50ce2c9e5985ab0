// vim's file commands against the real vim (src/shell/editor-arguments.ts): fast-check builds ex
// commands that write files (`w FILE`, `sav! FILE`, `1,1w ++enc=utf-8 FILE`, joined by `|`); vim
// runs each in a scratch directory, and every file it wrote must be one the analysis of
// `vim -c CMD base.txt` gives as an Edit part (it may give more: `x FILE` writes only a changed
// buffer).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { vimFileCommand } from '../src/shell/editor-arguments.js';
import { shellQuote as quote } from './helpers/probe.js';

const RUNS = Number(process.env.VIM_RUNS ?? 120);
const root = mkdtempSync(join(tmpdir(), 'vim-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const installed = spawnSync('vim', ['--version'], { stdio: 'ignore' }).status === 0;

/** The files vim writes running `cmd` on base.txt in a fresh directory. */
function written(cmd: string, k: number): string[] {
  const dir = join(root, String(k));
  rmSync(dir, { recursive: true, force: true });
  spawnSync('mkdir', ['-p', dir]);
  writeFileSync(join(dir, 'base.txt'), 'hi\n');
  spawnSync('vim', ['-N', '-u', 'NONE', '-i', 'NONE', '-n', '-es', '-c', cmd, '-c', 'qa!', 'base.txt'], { cwd: dir, stdio: 'ignore', timeout: 10_000 });
  return readdirSync(dir).filter((f) => f !== 'base.txt');
}

const name = fc.constantFrom('w', 'wr', 'write', 'sav', 'saveas', 'wq', 'x', 'xit', 'up', 'update', 'exi', 'set nu', 'echo 1');
const one = fc.tuple(fc.constantFrom('', '%', '1,1', '1'), name, fc.constantFrom('', '!'), fc.constantFrom(' ', '', '  '),
  fc.constantFrom('', '++enc=utf-8 ', '++ff=unix '), fc.constantFrom('', '>> '), fc.constantFrom('o1', 'o2', 'sub.txt'))
  .map(([range, n, bang, gap, opt, append, file]) => (n.includes(' ') ? n : `${range}${n}${bang}${gap}${opt}${append}${file}`));
const command = fc.array(one, { minLength: 1, maxLength: 3 }).map((cs) => cs.join(' | '));

describe.skipIf(!installed)('every file vim writes is one the analysis finds', () => {
  it('for generated ex commands', () => {
    let k = 0;
    let wrote = 0;
    fc.assert(fc.property(command, (cmd) => {
      const files = written(cmd, k++);
      if (files.length > 0) wrote++;
      const edits = analyzeShell(`vim -c ${quote(cmd)} base.txt`).paths.filter((p) => p.op === 'edit').map((p) => p.path);
      for (const f of files) expect(edits, cmd).toContain(f);
    }), { numRuns: RUNS });
    console.log(`vim commands: ${k} run, ${wrote} wrote a file`);
    expect(wrote).toBeGreaterThan(k / 8);
  });
});

it('reads one ex command', () => {
  expect(vimFileCommand('w /etc/x')).toEqual({ op: 'edit', file: '/etc/x' });
  expect(vimFileCommand(':%w! >> log')).toEqual({ op: 'edit', file: 'log' });
  expect(vimFileCommand('w++enc=utf-8 o')).toEqual({ op: 'edit', file: 'o' });
  expect(vimFileCommand('r ~/.ssh/id_rsa')).toEqual({ op: 'read', file: '~/.ssh/id_rsa' });
  expect(vimFileCommand('w !sh')).toEqual({ run: 'sh' });
  expect(vimFileCommand('r!ls')).toEqual({ run: 'ls' });
  expect(vimFileCommand('wq')).toBeUndefined();
  expect(vimFileCommand('set nu')).toBeUndefined();
  expect(vimFileCommand('wundo x')).toBeUndefined(); // not write (an undo file: the problem stays)
  // (Linear: no backtracking on long runs.)
  expect(vimFileCommand(`${'1,'.repeat(50_000)}x`)).toBeUndefined();
});
