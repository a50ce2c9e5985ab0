// Common file tools against the real programs (src/shell/file-arguments.ts and the per-tool
// readers): fast-check builds command lines from a small grammar per tool (clusters, attached
// values, long options and their abbreviations, `--`, several operands), each runs under strace
// in a scratch directory seeded with a few files, and every file there it opened to read must be
// covered by a Read part, every file it created, wrote, removed, renamed, linked or chmod-ed by an
// Edit part (the path itself, or a directory above it with `below` not 'none', or a dynamic part,
// or a glob part matching it), unless the analysis is incomplete.
//
// KNOWN_MISSES lists what the analysis misses today, each with an example line that reproduces
// it: the generated lines may only miss what an entry matches, and each example must still miss
// (when one is fixed, its entry is removed).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';

const RUNS = Number(process.env.FILE_PROGRAM_RUNS ?? 40);
const dir = mkdtempSync(join(tmpdir(), 'file-programs-'));
const aside = mkdtempSync(join(tmpdir(), 'file-programs-trace-'));
const TRACE = join(aside, 'trace');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(aside, { recursive: true, force: true });
});
const has = (cmd: string, arg = '--version') => spawnSync(cmd, [arg], { stdio: 'ignore' }).status === 0;
const hasStrace = has('strace', '-V');
const exists = (cmd: string) => spawnSync('which', [cmd], { stdio: 'ignore' }).status === 0;

// ---------------------------------------------------------------------------------------------
// The scratch directory, seeded afresh before each line.

const IN1 = 'b\na\nc\n';
const IN2 = 'a\nb\nd\n';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
let tarBytes: Buffer | undefined;
let zipBytes: Buffer = Buffer.from('');
const extraSeed: Record<string, string | Buffer> = {};
function tarArchive(): Buffer {
  if (tarBytes === undefined) {
    const t = mkdtempSync(join(aside, 'tar-'));
    mkdirSync(join(t, 'd'));
    writeFileSync(join(t, 'm1'), 'm1\n');
    writeFileSync(join(t, 'd', 'm2'), 'm2\n');
    writeFileSync(join(t, 'in1'), 'new in1\n');
    spawnSync('tar', ['-cf', join(aside, 'a.tar'), 'm1', 'd', 'in1'], { cwd: t });
    tarBytes = readFileSync(join(aside, 'a.tar'));
    spawnSync('zip', ['-qr', join(aside, 'z.zip'), 'm1', 'd', 'in1'], { cwd: t });
    spawnSync('ar', ['rc', join(aside, 'lib.a'), 'm1', 'in1'], { cwd: t });
    spawnSync('ssh-keygen', ['-q', '-N', '', '-t', 'ed25519', '-f', join(aside, 'key')], { cwd: t });
    for (const f of ['lib.a', 'key', 'key.pub']) if (existsSync(join(aside, f))) extraSeed[f] = readFileSync(join(aside, f));
    extraSeed.kh = `h ${String(extraSeed['key.pub'] ?? '').split(' ').slice(0, 2).join(' ')}\n`;
    zipBytes = existsSync(join(aside, 'z.zip')) ? readFileSync(join(aside, 'z.zip')) : Buffer.from('');
  }
  return tarBytes;
}
const PATCH = '--- in1\n+++ in1\n@@ -1,3 +1,3 @@\n b\n-a\n+A\n c\n';
const BAD_PATCH = '--- in2\n+++ in2\n@@ -1,3 +1,3 @@\n x\n-y\n+Y\n z\n';

function seed(): void {
  for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true });
  const files: Record<string, string | Buffer> = {
    in1: IN1, in2: IN2, 'sub/in3': 'c\n', 'sub/in1': 'b\n', '-x': 'dash\n', list: 'in1\nin2\n', list0: 'in1\0in2\0', pat: 'a\n', opts: 'in2\n',
    'sums.md5': `${md5(IN1)}  in1\n${md5(IN2)}  in2\n`, 'sums.sha256': `${sha256(IN1)}  in1\n${sha256(IN2)}  in2\n`,
    'sums.tag': `MD5 (in1) = ${md5(IN1)}\n`, 'c1.gz': gzipSync('c1\n'), 'c2.z': gzipSync('c2\n'), 'c3.gz': gzipSync('c3\n'),
    'a.tar': tarArchive(), 'z.zip': zipBytes, 'p.diff': PATCH, 'bad.diff': BAD_PATCH, 'e1/e2/.keep': '', sc: 's/b/B/\n', 'j.json': '{"a":1}\n', 'q.jq': '.\n', sq: 'select 2;\n', db: '', 'awk.prog': '{print}\n',
  };
  for (const [name, content] of Object.entries({ ...files, ...extraSeed })) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  rmSync(join(dir, 'e1/e2/.keep'));
  mkdirSync(join(dir, 'emptyd'));
}

// ---------------------------------------------------------------------------------------------
// The oracle: what strace saw the program do in the scratch directory.

export interface Effect { readonly op: 'read' | 'edit'; readonly file: string; readonly how: string }

/** A `N<path>` / `AT_FDCWD<path>` token's path. */
const fdPath = (token: string): string | undefined => /<([^>]*)>$/.exec(token.trim())?.[1];
const unquote = (s: string): string | undefined => (/^"(.*)"$/s.test(s.trim()) ? JSON.parse(s.trim().replace(/\\x([0-9a-f]{2})/g, '\\u00$1')) : undefined);

/** Splits a syscall's argument list at its top-level commas. */
function splitArgs(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '{' || c === '[' || c === '(' || c === '<') depth++;
    else if (c === '}' || c === ']' || c === ')' || c === '>') depth--;
    else if (c === ',' && depth === 0) {
      out.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(args.slice(start).trim());
  return out;
}

const TRACED = 'chdir,fchdir,openat,open,creat,rename,renameat,renameat2,link,linkat,symlink,symlinkat,unlink,unlinkat,truncate,mkdir,mkdirat,'
  + 'mknod,mknodat,rmdir,chmod,fchmod,fchmodat,chown,fchown,fchownat,lchown,utimensat,utime,utimes';

/**
 * The effects in `base` of one strace log (written with -f -y). Files a run created and then
 * renamed away or removed (the temporary files patch, ln and install write beside their target
 * before renaming them over it) are left out: what they become is checked where it lands.
 */
export function effectsOf(log: string, base: string): Effect[] {
  const out: Effect[] = [];
  const cwd = new Map<string, string>();
  const created = new Set<string>();
  const gone = new Set<string>();
  for (const raw of log.split('\n')) {
    const m = /^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+)/.exec(raw);
    if (!m || Number(m[4]) < 0) continue;
    const [, pid, call, argText] = m as unknown as [string, string, string, string];
    const args = splitArgs(argText);
    // (AT_FDCWD<path> says where the process is.)
    const here = /AT_FDCWD<([^>]*)>/.exec(argText)?.[1];
    if (here !== undefined) cwd.set(pid, here);
    const wd = cwd.get(pid) ?? base;
    // A path argument: (dirfd, "path") or ("path") or a NULL or empty path acting on the fd.
    const at = (fdArg: string | undefined, pathArg: string | undefined): string | undefined => {
      const p = pathArg === undefined ? undefined : unquote(pathArg);
      const b = fdArg === undefined ? wd : fdPath(fdArg) ?? wd;
      if (p === undefined || p === '') return fdArg === undefined ? undefined : fdPath(fdArg);
      return resolve(b, p);
    };
    const add = (op: Effect['op'], file: string | undefined, how: string) => {
      if (file !== undefined) out.push({ op, file, how });
    };
    switch (call) {
      case 'chdir': cwd.set(pid, at(undefined, args[0]) ?? wd); break;
      case 'fchdir': cwd.set(pid, fdPath(args[0]!) ?? wd); break;
      case 'open':
      case 'openat': {
        const path = call === 'open' ? at(undefined, args[0]) : at(args[0], args[1]);
        const flags = call === 'open' ? args[1]! : args[2]!;
        // (O_PATH opens nothing for reading: a handle on the name, for fchmod and the like.)
        if (flags.includes('O_DIRECTORY') || flags.includes('O_PATH')) continue;
        if (path !== undefined && flags.includes('O_EXCL')) created.add(path);
        add(/O_WRONLY|O_RDWR|O_CREAT|O_TRUNC/.test(flags) ? 'edit' : 'read', path, `${call} ${flags}`);
        break;
      }
      case 'creat': add('edit', at(undefined, args[0]), call); break;
      case 'rename': case 'link': {
        const from = at(undefined, args[0]);
        if (call === 'rename' && from !== undefined) gone.add(from);
        add('edit', from, `${call} from`);
        add('edit', at(undefined, args[1]), `${call} to`);
        break;
      }
      case 'renameat': case 'renameat2': case 'linkat': {
        const from = at(args[0], args[1]);
        if (call !== 'linkat' && from !== undefined) gone.add(from);
        add('edit', from, `${call} from`);
        const to = at(args[2], args[3]);
        if (call === 'linkat' && to !== undefined) created.add(to);
        add('edit', to, `${call} to`);
        break;
      }
      case 'symlink': { const f = at(undefined, args[1]); if (f) created.add(f); add('edit', f, call); break; }
      case 'symlinkat': { const f = at(args[1], args[2]); if (f) created.add(f); add('edit', f, call); break; }
      case 'unlink': { const f = at(undefined, args[0]); if (f) gone.add(f); add('edit', f, call); break; }
      case 'unlinkat': { const f = at(args[0], args[1]); if (f) gone.add(f); add('edit', f, call); break; }
      case 'truncate': case 'mknod': case 'mkdir': case 'rmdir': case 'chmod': case 'chown': case 'lchown': case 'utime': case 'utimes':
        add('edit', at(undefined, args[0]), call); break;
      case 'mknodat': case 'mkdirat': case 'fchmodat': case 'fchownat': case 'utimensat':
        add('edit', at(args[0], args[1]), call); break;
      case 'fchmod': case 'fchown': add('edit', fdPath(args[0]!), call); break;
    }
  }
  const temporary = (f: string) => created.has(f) && gone.has(f) && !existsSync(f);
  return out.filter((e) => e.file.startsWith(`${base}/`) && !temporary(e.file)).map((e) => ({ ...e, file: e.file.slice(base.length + 1) }));
}

/** Runs `words` under strace in the freshly seeded scratch directory. */
function traced(words: readonly string[], stdin?: string): Effect[] {
  seed();
  rmSync(TRACE, { force: true });
  const fd = stdin === undefined ? 'ignore' : openSync(join(dir, stdin), 'r');
  try {
    spawnSync('strace', ['-f', '-qq', '-y', '-e', `trace=${TRACED}`, '-o', TRACE, 'prlimit', '--fsize=1000000', 'timeout', '-s', 'KILL', '5', ...words], {
      cwd: dir, timeout: 15_000, killSignal: 'SIGKILL', stdio: [fd, 'ignore', 'ignore'], env: { PATH: process.env.PATH, HOME: aside, TMPDIR: aside, LC_ALL: 'C' },
    });
  } finally {
    if (typeof fd === 'number') closeSync(fd);
  }
  const effects = effectsOf(readFileSync(TRACE, 'utf8'), dir);
  // A read of what is (still) a directory is a listing, not a file read.
  const isDir = (f: string) => {
    try {
      return statSync(join(dir, f)).isDirectory();
    } catch {
      return false;
    }
  };
  const seen = new Set<string>();
  return effects.filter((e) => {
    const key = `${e.op} ${e.file}`;
    if (seen.has(key) || (e.op === 'read' && isDir(e.file))) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// The comparison.

export interface Miss { readonly line: string; readonly tool: string; readonly op: 'read' | 'edit'; readonly file: string; readonly how: string }

const quote = (s: string): string => (/^[\w./=:@%+,-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);

/**
 * Opens the oracle sees that are not reads: chown, chgrp and chmod open an operand (O_NONBLOCK,
 * never read) to change it through the descriptor, and it is an Edit part already.
 */
function benign(tool: string, e: Effect, covered: (op: 'read' | 'edit', file: string) => boolean): boolean {
  if (['chown', 'chgrp', 'chmod'].includes(tool) && e.op === 'read' && e.how.includes('O_NONBLOCK') && covered('edit', e.file)) return true;
  // (find -samefile FILE opens FILE, O_PATH-like, to hold its identity, with O_NOFOLLOW or, under
  // -L, without: it reads nothing. find reads no file's content but -files0-from's, which asks.)
  return tool === 'find' && e.op === 'read' && /^openat O_RDONLY\|(?:O_NOFOLLOW\|)?O_CLOEXEC$/.test(e.how);
}

/** What one line's run did that its analysis does not cover; undefined when the analysis is incomplete. */
function missesOf(words: readonly string[], stdin?: string): { misses: Miss[]; effects: number; analysis: string } | undefined {
  const line = words.map(quote).join(' ');
  const a = analyzeShell(line);
  const analysis = JSON.stringify({
    paths: a.paths.map((p) => `${p.op}:${p.path}${p.dynamic ? '(dynamic)' : ''}${p.below === 'none' ? '' : `(${p.below})`}${p.glob === undefined ? '' : `(glob ${p.glob})`}`),
    incomplete: a.incomplete.map((i) => i.reason),
  });
  if (a.incomplete.length > 0) return undefined;
  const covered = (op: 'read' | 'edit', file: string): boolean => {
    const abs = resolve(dir, file);
    return a.paths.some((p) => {
      // (An Edit part covers a read too: a path denied for Read is denied for Edit, semantics 4.2.)
      if (p.op !== op && !(op === 'read' && p.op === 'edit')) return false;
      if (p.glob !== undefined) return picomatch(resolve(dir, p.glob), { dot: true })(abs);
      if (p.dynamic) return true;
      const at = resolve(dir, p.path);
      // (An Edit part below a directory the command creates or removes, `mkdir -p a/b` making
      // `a`, covers it: a deny or ask rule that matches a directory matches all below it.)
      return at === abs || (p.below !== 'none' && abs.startsWith(at === '/' ? '/' : `${at}/`)) || (op === 'edit' && at.startsWith(`${abs}/`));
    });
  };
  const effects = traced(words, stdin);
  const tool = words[0]!;
  const misses = effects.filter((e) => !covered(e.op, e.file) && !benign(tool, e, covered)).map((e) => ({ line, tool, op: e.op, file: e.file, how: e.how }));
  return { misses, effects: effects.length, analysis };
}

// ---------------------------------------------------------------------------------------------
// What the analysis misses today. `match` says which misses of generated lines the entry stands
// for; `example` must still miss `file` (op) when run alone.

interface Known {
  readonly tool: string;
  readonly example: string;
  readonly op: 'read' | 'edit';
  readonly file: string;
  readonly match: (m: Miss) => boolean;
  readonly why: string;
  readonly stdin?: string;
}

export const KNOWN_MISSES: readonly Known[] = [];

function known(m: Miss): boolean {
  // (FILE_PROGRAM_NO_KNOWN=1 shows every miss, known or not.)
  if (process.env.FILE_PROGRAM_NO_KNOWN === '1') return false;
  return KNOWN_MISSES.some((k) => k.tool === m.tool && k.match(m));
}

// ---------------------------------------------------------------------------------------------
// The grammar of each tool.

const c = <T extends string[]>(...xs: T[]) => fc.constantFrom(...xs);
const files = (names: string[], min = 0, max = 3) => fc.array(fc.constantFrom(...names), { minLength: min, maxLength: max });
const IN = ['in1', 'in2', 'sub/in3', '-x', 'nope'];

interface Tool {
  readonly name: string;
  readonly options: fc.Arbitrary<string[]>;
  readonly operands: fc.Arbitrary<string[]>;
  /** Words always before the options (`cut -f1`). */
  readonly base?: readonly string[];
  readonly stdin?: string;
}

const TOOLS: Tool[] = [
  { name: 'cat', options: c(['-n'], ['-A'], ['-s'], ['-nA'], ['--number'], ['-v'], ['--show-all']), operands: files(IN) },
  { name: 'head', options: c(['-n', '2'], ['-n2'], ['-c', '3'], ['-2'], ['-q'], ['--lines=1'], ['--lines', '1'], ['-v'], ['--bytes', '2'], ['--li', '1']), operands: files(IN) },
  { name: 'tail', options: c(['-n', '2'], ['-n2'], ['-c', '3'], ['-2'], ['-q'], ['--lines=1'], ['--lines', '1'], ['-v'], ['--bytes', '2'], ['--pid', '1']), operands: files(IN) },
  { name: 'tac', options: c(['-s', 'x'], ['-r'], ['-b'], ['--separator=x'], ['--separator', 'in2'], ['-sin2']), operands: files(IN) },
  { name: 'nl', options: c(['-b', 'a'], ['-ba'], ['-s', ':'], ['-w', '3'], ['-v', '2'], ['--body-numbering', 'a'], ['-s', 'in2']), operands: files(IN, 0, 1) },
  { name: 'wc', options: c(['-l'], ['-c'], ['-lw'], ['--files0-from', 'list0'], ['--files0-from=list0'], ['--files0=list0'], ['--files0-f', 'list0'], ['-L']), operands: files(IN) },
  {
    name: 'sort',
    options: c(['-o', 'out'], ['-oout'], ['-ro', 'out'], ['-rosub/out'], ['--output=out'], ['--outp=out'], ['--outp', 'out'], ['--output', 'sub/out'],
      ['-T', 'sub'], ['--temporary-directory=sub'], ['--files0-from=list0'], ['--files0', 'list0'], ['--random-source', 'in2'], ['--random-s=in2'],
      ['-R'], ['-k', '2'], ['-k2'], ['-t', ':'], ['-S', '1M'], ['-m'], ['-c'], ['-u'], ['-n'], ['-C'], ['-rk1']),
    operands: files(IN),
  },
  { name: 'uniq', options: c(['-c'], ['-d'], ['-u'], ['-f', '1'], ['-f1'], ['-s', '1'], ['-w', '2'], ['--skip-fields', '1'], ['--group'], ['-i']), operands: files(['in1', 'in2', 'out', 'sub/out', 'nope'], 0, 2) },
  { name: 'cut', base: ['-f1'], options: c(['-d', ':'], ['-d:'], ['--delimiter', ':'], ['-s'], ['--output-delimiter', 'x'], ['-z'], ['--complement']), operands: files(IN) },
  { name: 'paste', options: c(['-s'], ['-d', ','], ['-d,'], ['--delimiters', ','], ['-z']), operands: files(IN) },
  { name: 'join', options: c(['-1', '1'], ['-2', '1'], ['-a', '1'], ['-o', '1.1'], ['-e', 'x'], ['--nocheck-order'], ['-j', '1'], ['-i']), operands: files(['in1', 'in2', 'sub/in3'], 2, 2) },
  { name: 'comm', options: c(['-1'], ['-12'], ['-3'], ['--output-delimiter=,'], ['--nocheck-order']), operands: files(['in1', 'in2', 'sub/in3'], 2, 2) },
  {
    name: 'diff',
    options: c(['-u'], ['-N'], ['-r'], ['-q'], ['--from-file=in1'], ['--from-file', 'in1'], ['--to-file=in2'], ['--to-f', 'in2'], ['-x', 'in*'], ['-X', 'list'],
      ['--exclude-from=list'], ['--exclude-f', 'list'], ['-U', '2'], ['-U2'], ['-I', 'x'], ['--label', 'in2'], ['-L', 'in1'], ['-S', 'in2'], ['-C', '1'], ['-rN']),
    operands: files(['in1', 'in2', 'sub', 'emptyd', 'sub/in3', 'nope'], 0, 2),
  },
  { name: 'cmp', options: c(['-l'], ['-s'], ['-i', '1'], ['-i1'], ['-n', '2'], ['--bytes=2'], ['-b']), operands: files(['in1', 'in2', 'sub/in3'], 1, 2) },
  {
    name: 'cp',
    options: c(['-r'], ['-R'], ['-a'], ['-f'], ['-n'], ['-b'], ['--backup'], ['--backup=numbered'], ['-S', '.bak'], ['-S.bak'], ['--suffix=.bak'], ['--suf', '.bak'],
      ['-t', 'sub'], ['-tsub'], ['-rt', 'emptyd'], ['--target-directory=sub'], ['--target', 'sub'], ['--targ=emptyd'], ['-T'], ['-p'], ['-l'], ['-s'], ['-u'],
      ['--parents'], ['-L'], ['--remove-destination'], ['-bS', '.b']),
    operands: files(['in1', 'in2', 'sub', 'out', 'emptyd', 'sub/in3'], 1, 3),
  },
  {
    name: 'mv',
    options: c(['-f'], ['-n'], ['-b'], ['--backup=numbered'], ['-S', '.bak'], ['-S.b'], ['--suffix', '.bak'], ['-t', 'sub'], ['-tsub'], ['-ft', 'sub'],
      ['--target-directory', 'emptyd'], ['--targ=emptyd'], ['-T'], ['-u'], ['-bS', '.b']),
    operands: files(['in1', 'in2', 'sub', 'out', 'emptyd', 'sub/in3'], 1, 3),
  },
  {
    name: 'ln',
    options: c(['-s'], ['-f'], ['-sf'], ['-b'], ['-S', '.bak'], ['-t', 'sub'], ['-st', 'sub'], ['--target-directory=sub'], ['-T'], ['-r'], ['-n'], ['--backup=t'], ['-fbS', '.b']),
    operands: files(['in1', 'in2', 'sub', 'out', 'emptyd', 'sub/in3'], 1, 3),
  },
  {
    name: 'install',
    options: c(['-D'], ['-d'], ['-m', '600'], ['-m600'], ['-t', 'sub'], ['-Dt', 'new/x'], ['--target-directory=emptyd'], ['-b'], ['-S', '.b'], ['-C'], ['-p'], ['--mode=600'], ['-T'], ['-bS', '.b']),
    operands: files(['in1', 'in2', 'sub', 'out', 'emptyd', 'new/a/b'], 1, 3),
  },
  { name: 'rm', options: c(['-f'], ['-r'], ['-rf'], ['-d'], ['-v'], ['--dir'], ['-R']), operands: files(['in1', 'sub', 'emptyd', 'sub/in3', 'e1', '-x'], 1, 3) },
  { name: 'rmdir', options: c(['-p'], ['--parents'], ['--ignore-fail-on-non-empty'], ['-v']), operands: files(['emptyd', 'e1/e2', 'e1', 'sub'], 1, 2) },
  { name: 'mkdir', options: c(['-p'], ['-m', '700'], ['-m700'], ['--mode=700'], ['-v'], ['--parents'], ['-pm', '700']), operands: files(['new', 'a/b', 'sub/new', 'a/b/c'], 1, 2) },
  {
    name: 'touch',
    options: c(['-r', 'in1'], ['-rin1'], ['--reference=in2'], ['-d', '2020-01-01'], ['-d2020-01-01'], ['-t', '202001010000'], ['-c'], ['-a'], ['-m'], ['-h'], ['--date', 'yesterday'], ['--ref', 'in2']),
    operands: files(['in1', 'new', 'sub/new', 'sub'], 1, 2),
  },
  { name: 'chmod', options: c(['--reference=in1'], ['--reference', 'in2'], ['-R'], ['-v'], ['-c'], ['--refer=in1'], ['u+x'], ['-w'], ['644']), operands: files(['in1', 'in2', 'sub', 'new'], 1, 2) },
  { name: 'chown', options: c(['--reference=in1'], ['-R'], ['-h'], ['--from=root'], ['-v'], ['root'], ['0:0']), operands: files(['in1', 'in2', 'sub'], 1, 2) },
  { name: 'chgrp', options: c(['--reference=in1'], ['-R'], ['-h'], ['-v'], ['root'], ['0']), operands: files(['in1', 'in2', 'sub'], 1, 2) },
  { name: 'truncate', options: c(['-s', '10'], ['-s0'], ['-r', 'in1'], ['-rin1'], ['--reference=in2'], ['--size=5'], ['-c'], ['-o'], ['--ref', 'in2']), operands: files(['in1', 'new', 'sub/in3'], 1, 2) },
  { name: 'dd', options: c(['status=none']), operands: files(['if=in1', 'of=out', 'of=sub/o', 'conv=notrunc', 'bs=1', 'count=1', 'iflag=fullblock', 'oflag=append', 'if=sub/in3'], 0, 3) },
  { name: 'tee', options: c(['-a'], ['-i'], ['-p'], ['--append'], ['--output-error=warn']), operands: files(['out', 'in1', 'sub/o', '-x'], 0, 2), stdin: 'in2' },
  {
    name: 'split',
    options: c(['-l', '1'], ['-l1'], ['-b', '2'], ['-n', '2'], ['-a', '3'], ['-d'], ['--additional-suffix=.t'], ['--additional-suffix', '.t'], ['--addi', '.t'],
      ['-x'], ['--numeric-suffixes=3'], ['--lines', '1'], ['-e'], ['-t', 'x'], ['--filter=cat>/dev/null']),
    operands: fc.tuple(fc.constantFrom('in1', '-', 'in2'), fc.constantFrom(undefined, 'p', 'sub/p', 'emptyd/')).map(([i, p]) => (p === undefined ? [i] : [i, p])),
    stdin: 'in1',
  },
  {
    name: 'csplit',
    options: c(['-f', 'p'], ['-fp'], ['--prefix=sub/p'], ['-b', '%03d.t'], ['-n', '3'], ['-k'], ['-s'], ['-z'], ['--suffix-format=%d.x'], ['--pre', 'emptyd/q']),
    operands: fc.tuple(fc.constantFrom('in1', 'in2'), fc.constantFrom('2', '/b/')).map(([i, p]) => [i, p]),
  },
  {
    name: 'shuf',
    options: c(['-o', 'out'], ['-oout'], ['--output=out'], ['--outp', 'out'], ['--random-source=in2'], ['--random-source', 'in2'], ['-n', '1'], ['-rn', '2'], ['-z'], ['--rand=in2']),
    operands: files(['in1', 'sub/in3'], 0, 1),
  },
  { name: 'tr', options: c(['-d'], ['-s'], ['-c']), operands: c(['a', 'b'], ['in1', 'in2']), stdin: 'in1' },
  { name: 'base64', options: c(['-d'], ['-w', '0'], ['-w0'], ['-i'], ['--wrap=0']), operands: files(IN, 0, 1) },
  { name: 'base32', options: c(['-d'], ['-w', '0'], ['-w0'], ['-i'], ['--wrap=0']), operands: files(IN, 0, 1) },
  { name: 'md5sum', options: c(['-c'], ['--check'], ['-b'], ['--tag'], ['--quiet'], ['-z'], ['--che']), operands: files(['sums.md5', 'in1', 'in2'], 0, 2) },
  { name: 'sha256sum', options: c(['-c'], ['--check'], ['-b'], ['--tag'], ['--quiet'], ['-cw']), operands: files(['sums.sha256', 'in1', 'in2'], 0, 2) },
  { name: 'cksum', options: c(['-a', 'md5'], ['-amd5'], ['-c'], ['--untagged'], ['--algorithm=md5'], ['--check']), operands: files(['sums.tag', 'in1', 'in2'], 0, 2) },
  { name: 'sum', options: c(['-r'], ['-s']), operands: files(IN) },
  { name: 'od', options: c(['-c'], ['-An'], ['-t', 'x1'], ['-tx1'], ['-j', '1'], ['-N', '2'], ['-w4'], ['--width=4'], ['--skip-bytes=1']), operands: files(IN) },
  { name: 'xxd', options: c(['-r'], ['-p'], ['-c', '4'], ['-l', '2'], ['-s', '1'], ['-g1'], ['-i'], ['-u'], ['-ps']), operands: files(['in1', 'in2', 'out', 'sub/o'], 0, 2) },
  { name: 'strings', options: c(['-n', '2'], ['-n2'], ['-a'], ['-t', 'x'], ['-f'], ['-e', 's'], ['@opts']), operands: files(['in1', 'in2', '@opts'], 0, 2) },
  {
    name: 'grep',
    base: [],
    options: c(['-r'], ['-R'], ['-i'], ['-n'], ['-e', 'a'], ['-ea'], ['-f', 'pat'], ['-fpat'], ['--file=pat'], ['--fil', 'pat'], ['--include=*1'], ['--exclude=in1'],
      ['--exclude-from=list'], ['--exclude-from', 'list'], ['--exclude-f=list'], ['--exclude-dir=sub'], ['-l'], ['-h'], ['-A', '1'], ['-A1'], ['-m1'], ['-d', 'recurse'],
      ['--directories=recurse'], ['-s'], ['-c'], ['--context', '1'], ['-rl'], ['-r', '--include', '*1'], ['--max-count', '1'], ['--exclude-dir', 'sub'],
      ['--label', 'x'], ['--binary-files', 'text'], ['--devices', 'skip'], ['--color=never']),
    operands: fc.tuple(fc.constantFrom('a', 'in1'), files(['in1', 'in2', 'sub', 'sub/in3'], 0, 2)).map(([p, f]) => [p, ...f]),
  },
  {
    name: 'egrep',
    options: c(['-r'], ['-e', 'a'], ['-f', 'pat'], ['--exclude-from=list'], ['-l']),
    operands: fc.tuple(fc.constantFrom('a', 'in1'), files(['in1', 'in2', 'sub'], 0, 2)).map(([p, f]) => [p, ...f]),
  },
  { name: 'xargs', options: c(['-a', 'list'], ['-alist'], ['--arg-file=list'], ['--arg-f', 'list'], ['-0'], ['-n', '1'], ['-r'], ['-I', '{}']), operands: c(['cat'], ['echo'], [], ['cat', 'in2']), stdin: 'list' },
  { name: 'file', options: c(['-f', 'list'], ['-flist'], ['--files-from=list'], ['--files-f', 'list'], ['-b'], ['-z'], ['-L'], ['--mime'], ['-m', 'pat']), operands: files(['in1', 'in2', 'sub'], 0, 2) },
  { name: 'iconv', options: c(['-f', 'utf-8'], ['-t', 'ascii'], ['-o', 'out'], ['-oout'], ['--output=out'], ['--outp', 'out'], ['-c'], ['-s'], ['--from-code=utf-8']), operands: files(IN, 0, 2) },
  { name: 'fold', options: c(['-w', '5'], ['-w5'], ['-s'], ['-b']), operands: files(IN, 0, 2) },
  { name: 'expand', options: c(['-t', '4'], ['-t4'], ['-i']), operands: files(IN, 0, 2) },
  { name: 'unexpand', options: c(['-a'], ['-t', '4']), operands: files(IN, 0, 2) },
  { name: 'fmt', options: c(['-w', '20'], ['-w20'], ['-p', 'x'], ['-u']), operands: files(IN, 0, 2) },
  { name: 'pr', options: c(['-h', 'in2'], ['-2'], ['-m'], ['-n'], ['-l', '5'], ['-t']), operands: files(IN, 0, 2) },
  {
    name: 'ptx',
    options: c(['-G'], ['-i', 'pat'], ['-ipat'], ['-b', 'pat'], ['--ignore-file=pat'], ['--only-file=pat'], ['-o', 'pat'], ['-O'], ['-T'], ['-W', 'x'], ['-S', 'x'], ['--only', 'pat']),
    operands: files(['in1', 'in2', 'out'], 0, 2),
  },
  { name: 'tsort', options: c(['-w']), operands: files(['in1', 'in2'], 0, 1) },
  { name: 'numfmt', options: c(['--from=si'], ['--field', '1'], ['--header'], ['--format', '%f']), operands: c([], ['1K'], ['in1']), stdin: 'in1' },
  { name: 'readlink', options: c(['-f'], ['-e'], ['-m'], ['-n']), operands: files(IN, 1, 2) },
  { name: 'realpath', options: c(['-e'], ['-m'], ['--relative-to=sub'], ['-s']), operands: files(IN, 1, 2) },
  { name: 'stat', options: c(['-L'], ['-c', '%n'], ['-f'], ['-t']), operands: files(IN, 1, 2) },
  {
    name: 'find',
    base: [],
    options: c(['-name', 'in*'], ['-newer', 'in1'], ['-anewer', 'in2'], ['-cnewer', 'in1'], ['-newermt', '2020-01-01'], ['-fprint', 'out'], ['-fprint0', 'sub/o0'],
      ['-fprintf', 'out2', '%p\n'], ['-fls', 'fl'], ['-print'], ['-type', 'f'], ['-samefile', 'in1'], ['-maxdepth', '1'], ['-newerma', 'in2']),
    operands: c(['.'], ['sub'], ['in1'], ['-L', 'sub'], ['-files0-from', 'list0'], []),
  },
  {
    name: 'gzip',
    options: c(['-c'], ['-k'], ['-d'], ['-f'], ['-S', '.z'], ['-S.z'], ['--suffix=.z'], ['--suf', '.z'], ['-r'], ['-kf'], ['-1'], ['-t'], ['-l'], ['-N'], ['-dk']),
    operands: files(['in1', 'in2', 'sub', 'c1.gz', 'c2.z', 'c3'], 1, 2),
  },
  { name: 'gunzip', options: c(['-c'], ['-k'], ['-f'], ['-S', '.z'], ['-S.z'], ['-l'], ['-t'], ['-r'], ['-N']), operands: files(['c1.gz', 'c2.z', 'c3', 'c2', 'sub'], 1, 2) },
  { name: 'zcat', options: c(['-f'], ['-S', '.z'], ['-S.z']), operands: files(['c1.gz', 'c2.z', 'c3', 'c2', 'in1'], 1, 2) },
  {
    name: 'patch',
    options: c(['-i', 'p.diff'], ['-ip.diff'], ['--input=p.diff'], ['--inp', 'p.diff'], ['-o', 'out'], ['-oout'], ['--output=out'], ['--outp', 'out'], ['-b'], ['--backup'],
      ['-B', 'bk/'], ['-B', 'pre_'], ['-r', 'rej'], ['-rrej'], ['--reject-file=rej'], ['-N'], ['-f'], ['-s'], ['-p0'], ['-p', '0'], ['-V', 'numbered'], ['-z', '.bak'],
      ['-Y', 'bk_'], ['--dry-run'], ['-E'], ['-u'], ['-t'], ['-d', 'sub'], ['-bz', '.b'], ['--suffix=.s'], ['-i', 'bad.diff']),
    operands: c([], ['in1'], ['in1', 'p.diff'], ['in2', 'bad.diff'], ['in2']),
    stdin: 'p.diff',
  },
  // More tools, found on the way.
  { name: 'du', options: c(['-a'], ['-s'], ['-X', 'list'], ['-Xlist'], ['--exclude-from=list'], ['--files0-from=list0'], ['--files0-from', 'list0'], ['-L'], ['--exclude', 'in1']), operands: files(['.', 'sub', 'in1'], 0, 2) },
  { name: 'shred', options: c(['-u'], ['-n', '1'], ['-n1'], ['-z'], ['--remove'], ['-s', '2'], ['--random-source=in2'], ['--random-source', 'in2'], ['-x'], ['-f']), operands: files(['in1', 'in2', 'sub/in3'], 1, 2) },
  { name: 'unlink', options: c([]), operands: files(['in1', 'sub/in3', '-x'], 1, 1) },
  { name: 'link', options: c([]), operands: files(['in1', 'new', 'sub/new'], 2, 2) },
  { name: 'mktemp', options: c(['-p', 'sub'], ['-psub'], ['--tmpdir=sub'], ['-d'], ['-t'], ['--suffix=.x'], ['-q']), operands: c([], ['tmp.XXXX'], ['sub/t.XXXXXX']) },
  { name: 'rev', options: c([]), operands: files(IN) },
  { name: 'column', options: c(['-t'], ['-s', ':'], ['-c', '40'], ['-x']), operands: files(IN) },
  { name: 'look', options: c(['-f'], ['-d']), operands: c(['a', 'in1'], ['b', 'in2']) },
  { name: 'bzip2', options: c(['-k'], ['-d'], ['-f'], ['-c'], ['-t'], ['-z'], ['-kf']), operands: files(['in1', 'in2', 'sub/in3'], 1, 2) },
  { name: 'xz', options: c(['-k'], ['-d'], ['-f'], ['-c'], ['-t'], ['-z'], ['-kf'], ['-S', '.q'], ['--suffix=.q']), operands: files(['in1', 'in2', 'sub/in3'], 1, 2) },
  { name: 'zstd', options: c(['-k'], ['-d'], ['-f'], ['-c'], ['-o', 'out'], ['-oout'], ['--rm'], ['-q'], ['-t']), operands: files(['in1', 'in2', 'sub/in3'], 1, 2) },
  { name: 'sha1sum', options: c(['-b'], ['--tag']), operands: files(IN) },
  { name: 'b2sum', options: c(['-b'], ['--tag'], ['-l', '128']), operands: files(IN) },
  { name: 'sha512sum', options: c(['-b'], ['--tag']), operands: files(IN) },
  { name: 'sdiff', options: c(['-o', 'out'], ['-oout'], ['--output=out'], ['--outp', 'out'], ['-s'], ['-w', '40']), operands: files(['in1', 'in2'], 2, 2) },
  { name: 'diff3', options: c(['-m'], ['-E'], ['-e'], ['-A'], ['-L', 'x'], ['--label=x'], ['-i']), operands: files(['in1', 'in2', 'sub/in3'], 3, 3) },
  { name: 'hexdump', options: c(['-C'], ['-n', '4'], ['-s', '1'], ['-f', 'pat'], ['-fpat'], ['-v']), operands: files(IN) },
  { name: 'zip', options: c(['-r'], ['-j'], ['-q'], ['-m'], ['-x', 'in2'], ['-T'], ['-b', 'sub'], ['-O', 'out.zip'], ['--out', 'out.zip'], ['-u'], ['-d']), operands: fc.tuple(c(['new.zip'], ['z.zip']), files(['in1', 'sub', 'in2', 'm1'], 0, 2)).map(([a, f]) => [...a, ...f]) },
  { name: 'unzip', options: c(['-o'], ['-d', 'emptyd'], ['-demptyd'], ['-p'], ['-l'], ['-j'], ['-n'], ['-q'], ['-B']), operands: fc.tuple(c(['z.zip']), files(['m1', 'd/*', 'in1'], 0, 2), c([], ['-x', 'm1'])).map(([a, f, x]) => [...a, ...f, ...x]) },
  { name: 'mkfifo', options: c(['-m', '600'], ['-m600']), operands: files(['new', 'sub/new'], 1, 2) },
  { name: 'mknod', options: c(['-m', '600']), operands: c(['new', 'p'], ['sub/new', 'p']) },
  // In-place editors: the backups and temporary files of -i.
  {
    name: 'sed',
    options: c(['-i'], ['-i.bak'], ['--in-place=.b'], ['--in-pl'], ['-n'], ['-s'], ['-E'], ['-f', 'sc'], ['-fsc'], ['--file=sc'], ['-e', 's/a/A/'], ['-ni'], ['-i', '-e', 'p'], ['-ibk_*'], ['-z'], ['--follow-symlinks']),
    operands: fc.tuple(c(['s/a/A/'], ['p'], ['1w out']), files(['in1', 'in2', 'sub/in3'], 0, 2)).map(([p, f]) => [...p, ...f]),
  },
  {
    name: 'perl',
    options: c(['-i'], ['-i.bak'], ['-pi'], ['-n'], ['-p'], ['-l'], ['-0'], ['-ibk_*'], ['-i', '-p']),
    operands: fc.tuple(c(['-e', 's/a/A/'], ['-pe', 'print'], ['-e', 'open F,">out"'], ['-ne', 'print']), files(['in1', 'in2', 'sub/in3'], 0, 2)).map(([p, f]) => [...p, ...f]),
  },
  {
    name: 'gawk',
    options: c(['-f', 'awk.prog'], ['-fawk.prog'], ['--file=awk.prog'], ['-d'], ['-dvars'], ['--dump-variables=vars'], ['-p'], ['-pprof'], ['--profile=prof'], ['-o'], ['-oout'], ['--pretty-print=out'],
      ['-i', 'inplace'], ['-iinplace'], ['-v', 'x=1'], ['-F', ':'], ['-E', 'awk.prog'], ['--include=inplace'], ['-l', 'inplace']),
    operands: fc.tuple(c(['{print}'], ['BEGIN{print 1 > "out"}'], ['{getline l < "in2"}']), files(['in1', 'in2', 'sub/in3'], 0, 2)).map(([p, f]) => [...p, ...f]),
  },
  {
    name: 'jq',
    options: c(['-r'], ['-c'], ['-n'], ['-s'], ['-R'], ['--slurpfile', 'v', 'j.json'], ['--rawfile', 'v', 'in2'], ['-f', 'q.jq'], ['--from-file', 'q.jq'], ['--from-f=q.jq'],
      ['--arg', 'v', 'in2'], ['--args'], ['-L', 'sub'], ['--indent', '1'], ['--seq'], ['-e']),
    operands: fc.tuple(c(['.'], ['$v'], ['input_filename']), files(['j.json', 'in1', 'sub/in3'], 0, 2)).map(([p, f]) => [...p, ...f]),
  },
  {
    name: 'openssl',
    options: c(['-out', 'out'], ['-in', 'in1'], ['-passin', 'file:pat'], ['-pass', 'file:pat'], ['-kfile', 'pat'], ['-rand', 'in2'], ['-writerand', 'rnd'], ['-sha256'], ['-binary'], ['-a'], ['-e'], ['-d'], ['-k', 'pw'], ['-nosalt'], ['-pbkdf2']),
    operands: c(['dgst'], ['enc', '-aes-128-cbc'], ['base64'], ['dgst', 'in2'], ['sha256', 'in2'], ['md5', 'in1', 'sub/in3'], ['rand', '-out', 'out', '4'], ['base64', '-in', 'in2']),
  },
  { name: 'ssh-keygen', options: c(['-l'], ['-y'], ['-f', 'key'], ['-fkey'], ['-q'], ['-N', ''], ['-t', 'ed25519'], ['-C', 'x'], ['-E', 'md5']), operands: c(['-l', '-f', 'key.pub'], ['-q', '-N', '', '-t', 'ed25519', '-f', 'nk'], ['-y', '-f', 'key'], ['-lfkey.pub'], ['-R', 'h', '-f', 'kh'], ['-F', 'h', '-f', 'kh']) },
  { name: 'sqlite3', options: c(['-bail'], ['-batch'], ['-init', 'in2'], ['-csv'], ['-readonly'], ['-cmd', '.output out']), operands: c(['db'], ['db', 'select 1'], ['db', '.output out2'], ['db', ".read sq"], ['db', 'create table t(a)'], [':memory:', ".backup bk"]) },
  { name: 'ar', options: c([]), operands: c(['rc', 'lib.a', 'in1'], ['t', 'lib.a'], ['x', 'lib.a'], ['rcs', 'new.a', 'in1', 'in2'], ['p', 'lib.a'], ['d', 'lib.a', 'in1'], ['x', '--output', 'emptyd', 'lib.a'], ['xo', 'lib.a'], ['q', 'lib.a', 'in2'], ['rb', 'in1', 'lib.a', 'in2'], ['@opts']) },
];

// tar has modes and an old style of its own.
const tarLine = fc.tuple(
  fc.constantFrom('c', 'x', 't'),
  fc.constantFrom('old', 'short', 'long'),
  fc.array(c(['-C', 'emptyd'], ['-T', 'list'], ['-X', 'list'], ['--exclude-from=list'], ['--files-from', 'list'], ['-O'], ['-v'], ['-k'], ['--backup'], ['-Ce1'], ['--directory=emptyd'], ['--to-stdout'], ['-W'],
    ['-g', 'snap'], ['--listed-incremental=snap'], ['--index-file=idx'], ['--files-f', 'list'], ['--exclude-vcs-ignores'], ['-Tlist'], ['-Xlist'],
    ['--suffix=.b', '--backup'], ['--one-top-level=top'], ['--transform=s/m1/zz/'], ['--remove-files'], ['--newer=in1'], ['--volno-file=vol'], ['--exclude-from', 'list']), { maxLength: 2 }),
  files(['in1', 'sub', 'm1', 'd', 'd/m2'], 0, 2),
  fc.boolean(),
).map(([mode, style, extra, members, ownArchive]) => {
  const archive = mode === 'c' && ownArchive ? 'new.tar' : 'a.tar';
  const head = style === 'old' ? [`${mode}vf`, archive] : style === 'short' ? [`-${mode}f`, archive] : [{ c: '--create', x: '--extract', t: '--list' }[mode]!, `--file=${archive}`];
  return ['tar', ...head, ...extra.flat(), ...members];
});

// tar's forms with values: old-style letters taking the next words in turn, attached values, abbreviations.
const tarForms = fc.tuple(
  c(['xfC', 'a.tar', 'emptyd'], ['xCf', 'emptyd', 'a.tar'], ['-xfa.tar'], ['-xCemptyd', '-f', 'a.tar'], ['-x', '--fil=a.tar'], ['-x', '--file', 'a.tar', '--direct=emptyd'],
    ['-x', '-f', 'a.tar', '-T', 'list'], ['-x', '-f', 'a.tar', '--one-top-level'], ['-cf', 'new.tar', '-C', 'sub', 'in3'], ['cTf', 'list', 'new.tar'], ['-cvTlist', '-f', 'new.tar'],
    ['-rf', 'a.tar', 'in2'], ['-uf', 'a.tar', 'in1'], ['--delete', '-f', 'a.tar', 'm1'], ['-Af', 'a.tar', 'a.tar'], ['-cf', 'new.tar', '--remove-files', 'in2'],
    ['-xf', 'a.tar', '-C', 'sub', 'in1'], ['-xvf', 'a.tar', '--overwrite'], ['-xf', 'a.tar', '--keep-newer-files'], ['-xf', 'a.tar', '--unlink-first'],
    ['--extract', '--file=a.tar', '--strip-components=1'], ['-xf', 'a.tar', '--exclude=m1'], ['-cf', 'new.tar', '-X', 'list', '.'], ['-cf', 'new.tar', '--exclude-from', 'list', '.'],
    ['-c', '--files-from', 'list', '-f', 'new.tar'], ['-cf', 'new.tar', '-h', 'sub'], ['-x', '-f', 'a.tar', '-O', 'in1'], ['-df', 'a.tar'], ['--diff', '--file=a.tar']),
  c([], ['-v'], ['--backup'], ['-W']),
).map(([a, b]) => ['tar', ...a, ...b]);

function lineOf(tool: Tool): fc.Arbitrary<string[]> {
  return fc.tuple(fc.array(tool.options, { maxLength: 3 }), tool.operands, fc.constantFrom('plain', 'dashdash', 'after')).map(([opts, operands, style]) => {
    const o = opts.flat();
    if (style === 'dashdash') return [tool.name, ...(tool.base ?? []), ...o, '--', ...operands];
    if (style === 'after') return [tool.name, ...(tool.base ?? []), ...operands, ...o];
    return [tool.name, ...(tool.base ?? []), ...o, ...operands];
  });
}

/** Runs `runs` generated lines; returns the misses no KNOWN_MISSES entry matches, and counts. */
function explore(arb: fc.Arbitrary<string[]>, runs: number, stdin?: string) {
  const unknown: (Miss & { analysis: string })[] = [];
  let effects = 0;
  let incomplete = 0;
  fc.assert(fc.property(arb, (words) => {
    const r = missesOf(words, stdin);
    if (r === undefined) {
      incomplete++;
      return;
    }
    effects += r.effects;
    for (const m of r.misses) if (!known(m)) unknown.push({ ...m, analysis: r.analysis });
  }), { numRuns: runs });
  return { unknown, effects, incomplete };
}

const REPORT = process.env.FILE_PROGRAM_REPORT;
const allMisses: unknown[] = [];
afterAll(() => {
  if (REPORT !== undefined) writeFileSync(REPORT, JSON.stringify(allMisses, null, 1));
});

describe.skipIf(!hasStrace)('what common file tools open is what the analysis finds', () => {
  const only = process.env.FILE_PROGRAM_TOOLS?.split(',');
  for (const tool of TOOLS) {
    it.skipIf(!exists(tool.name) || (only !== undefined && !only.includes(tool.name)))(tool.name, () => {
      const r = explore(lineOf(tool), RUNS, tool.stdin);
      allMisses.push(...r.unknown);
      expect(r.unknown.map((m) => `${m.line}: ${m.op} ${m.file} (${m.how}); analysis ${m.analysis}`)).toEqual([]);
    });
  }
  it.skipIf(only !== undefined && !only.includes('tar'))('tar', () => {
    const r = explore(fc.oneof(tarLine, tarForms), RUNS);
    allMisses.push(...r.unknown);
    expect(r.unknown.map((m) => `${m.line}: ${m.op} ${m.file} (${m.how}); analysis ${m.analysis}`)).toEqual([]);
  });
});

describe.skipIf(!hasStrace || KNOWN_MISSES.length === 0)('each known miss still misses (remove the entry once fixed)', () => {
  it.each(KNOWN_MISSES.map((k) => [k.example, k]))('%s', (_, k) => {
    const words = k.example.split(' ');
    const r = missesOf(words, k.stdin);
    expect(r, 'the analysis is now incomplete').toBeDefined();
    expect(r!.misses.filter((m) => m.op === k.op && picomatch(k.file, { dot: true })(m.file)).length, `${k.example}: ${r!.analysis}`).toBeGreaterThan(0);
    expect(r!.misses.every((m) => known(m)), 'the example misses more than the entries say').toBe(true);
  });
});
