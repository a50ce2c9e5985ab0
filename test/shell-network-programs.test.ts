// curl and wget against the real programs (src/shell/network-arguments.ts): fast-check builds
// command lines from the options that send, write and redirect (clusters, attached values,
// abbreviations included), with hosts that are loopback addresses, where a small server of the
// test's own answers every request (as origin or proxy), so no request leaves the machine. Each runs under strace: every address it connects to must be a
// host of a Domain part the analysis found, every file it opens to read a Read part, and every
// file it opens to write an Edit part.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFetchTarget } from '../src/domains/url.js';
import { analyzeShell } from '../src/shell/analyze.js';
import { shellQuote as quote } from './helpers/probe.js';

const RUNS = Number(process.env.NETWORK_RUNS ?? 60);
const dir = mkdtempSync(join(tmpdir(), 'network-programs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const has = (cmd: string, arg = '--version') => spawnSync(cmd, [arg], { stdio: 'ignore' }).status === 0;
for (const f of ['body.txt', 'up.txt', 'cookies.txt', 'form.bin']) writeFileSync(join(dir, f), `${f}\n`);
mkdirSync(join(dir, 'out'), { recursive: true });

// An HTTP server on every loopback address (in a child: the programs run synchronously).
let server: ChildProcess | undefined;
let port = 0;
beforeAll(async () => {
  const code = "const s=require('http').createServer((q,r)=>{q.resume();q.on('end',()=>{r.setHeader('Set-Cookie','c=1');r.end('ok\\n')})});"
    + "s.listen(0,'0.0.0.0',()=>console.log(s.address().port))";
  server = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((done) => server!.stdout!.once('data', (d) => done(Number(String(d).trim()))));
});
afterAll(() => server?.kill());

interface Seen { connects: Set<string>; reads: Set<string>; writes: Set<string> }

/** Runs the line's words under strace in `dir`: addresses connected to, files read and written there. */
function traced(words: string[]): Seen {
  const trace = join(dir, 'trace');
  spawnSync('strace', ['-f', '-qq', '-e', 'trace=openat,open,connect', '-o', trace, ...words], {
    cwd: dir, timeout: 20_000, env: { PATH: process.env.PATH, HOME: join(dir, 'home') },
  });
  const seen: Seen = { connects: new Set(), reads: new Set(), writes: new Set() };
  for (const line of readFileSync(trace, 'utf8').split('\n')) {
    // (Port 53: the resolver looking a name up, not a request.)
    const c = /connect\(\d+, \{sa_family=AF_INET6?, sin6?_port=htons\((\d+)\),.*?inet_(?:addr|pton)\((?:AF_INET6, )?"([^"]+)"/.exec(line);
    if (c && c[1] !== '53') seen.connects.add(c[2]!);
    const o = /open(?:at)?\((?:AT_FDCWD|\d+), "([^"]+)", ([A-Z_|]+)/.exec(line);
    if (!o || / = -1 /.test(line) || o[2]!.includes('O_DIRECTORY')) continue;
    const abs = resolve(dir, o[1]!);
    if (!abs.startsWith(`${dir}/`) || abs === trace) continue;
    (/O_WRONLY|O_RDWR|O_CREAT/.test(o[2]!) ? seen.writes : seen.reads).add(abs);
  }
  rmSync(trace, { force: true });
  rmSync(join(dir, 'out'), { recursive: true, force: true });
  mkdirSync(join(dir, 'out'), { recursive: true });
  return seen;
}

/** Checks one line; returns how many effects strace saw, or -1 when the analysis is incomplete. */
function check(template: string[]): number {
  const words = template.map((w) => w.replaceAll('PORT', String(port)));
  const line = words.map(quote).join(' ');
  const a = analyzeShell(line);
  const seen = traced(words);
  const why = `${line}: strace ${JSON.stringify({ connects: [...seen.connects], reads: [...seen.reads], writes: [...seen.writes] })}, `
    + `analysis ${JSON.stringify({ urls: a.urls.map((u) => u.url), paths: a.paths.map((p) => `${p.op}:${p.path}`), incomplete: a.incomplete.map((i) => i.reason) })}`;
  // A line the analysis cannot read never allows: nothing more to check.
  if (a.incomplete.length > 0) return -1;
  const hosts = a.urls.map((u) => parseFetchTarget(u.url)).flatMap((t) => (t.ok ? [t.target.host.replace(/^\[|\]$/g, '')] : []));
  for (const ip of seen.connects) expect(hosts, why).toContain(ip);
  const paths = (op: 'read' | 'edit') => a.paths.filter((p) => p.op === op && p.glob === undefined).map((p) => resolve(dir, p.path));
  // (A path of a known shape, `b.txt.*`: any file it matches.)
  const shaped = (op: 'read' | 'edit', f: string) => a.paths.some((p) => p.op === op && p.glob !== undefined && picomatch(resolve(dir, p.glob), { dot: true })(f));
  for (const f of seen.reads) if (!shaped('read', f)) expect(paths('read'), why).toContain(f);
  // (curl writes its cookie jar, HSTS and alt-svc files through a temporary file beside them,
  // named after a hash, then renamed over them: that file is not a part.)
  for (const f of seen.writes) if (!/\/[0-9a-f]{40}\.tmp$/.test(f) && !shaped('edit', f)) expect(paths('edit'), why).toContain(f);
  return seen.connects.size + seen.reads.size + seen.writes.size;
}

const host = fc.constantFrom('127.0.0.1', '127.0.0.2', '127.0.0.3');
const url = fc.tuple(fc.constantFrom('http://', ''), host, fc.constantFrom('/a/b.txt', '/', '/x/')).map(([s, h, p]) => `${s}${h}:PORT${p}`);

describe.skipIf(!has('curl') || !has('strace', '-V'))('curl: what it connects to, sends and writes is what the analysis finds', () => {
  const option = fc.oneof(
    fc.constantFrom(['-s'], ['-S'], ['-L'], ['-f'], ['-O'], ['--silent'], ['-sS'], ['-g'], ['--globoff'], ['--create-dirs'], ['-J', '-O']),
    fc.constantFrom('-d', '--data', '--data-binary', '--json', '--data-a').map((o) => [o, '@body.txt']),
    fc.constantFrom('-F', '--form').map((o) => [o, 'f=@form.bin;type=text/plain']),
    fc.constantFrom(['-Fg=<body.txt'], ['--data-urlencode', 'n@body.txt'], ['-dx=1'], ['-d@body.txt']),
    fc.constantFrom('-T', '--upload-file', '--upload').map((o) => [o, 'up.txt']),
    fc.constantFrom('-o', '--output', '--outpu', '-D', '--dump-header', '-c', '--cookie-jar', '--trace', '--trace-ascii', '--stderr', '--libcurl')
      .map((o) => [o, 'out/w.txt']),
    fc.constantFrom(['-sSoout/c.txt'], ['-sSo', 'out/c.txt'], ['-b', 'cookies.txt'], ['--cookie', 'a=b'], ['--output-dir', 'out']),
    host.chain((h) => fc.constantFrom(['-x', `${h}:PORT`], [`--proxy=http://${h}:PORT`], ['--socks5', `${h}:PORT`], ['-x', `socks5h://${h}:PORT`], [`-x${h}:PORT`])),
    host.chain((h) => fc.constantFrom(['--connect-to', `::${h}:PORT`], ['--resolve', `example.invalid:PORT:${h}`])),
  );
  it('for generated command lines', () => {
    let effects = 0;
    let incomplete = 0;
    fc.assert(fc.property(fc.array(option, { maxLength: 4 }), fc.array(url, { minLength: 1, maxLength: 2 }), fc.boolean(), (opts, urls, named) => {
      const words = ['curl', '--max-time', '5', ...opts.flat(), ...urls, ...(named ? ['http://example.invalid:PORT/n.txt'] : [])];
      const n = check(words);
      if (n < 0) incomplete++;
      else effects += n;
    }), { numRuns: RUNS });
    // The comparison is not empty: most lines are read, and they do things.
    console.log(`curl lines: ${RUNS}, incomplete ${incomplete}, effects seen ${effects}`);
    expect(effects).toBeGreaterThan(RUNS);
    expect(incomplete).toBeLessThan(RUNS / 2);
  });
});

describe.skipIf(!has('wget') || !has('strace', '-V'))('wget: what it connects to, sends and writes is what the analysis finds', () => {
  const option = fc.oneof(
    fc.constantFrom(['-q'], ['-nv'], ['-nc'], ['-S'], ['--no-verbose'], ['-E'], ['--backups=2'], ['--default-page=home.htm']),
    fc.constantFrom('--post-file', '--body-file', '--load-cookies').map((o) => [o, 'body.txt']),
    fc.constantFrom(['--post-file=body.txt'], ['--method=PUT', '--body-file=up.txt']),
    fc.constantFrom('-O', '--output-document', '--output-d', '-o', '--output-file', '-a', '--append-output', '--save-cookies')
      .map((o) => [o, 'out/w.txt']),
    fc.constantFrom(['-qOout/q.txt'], ['-P', 'out'], ['--directory-prefix=out'], ['-e', 'robots=off']),
    host.chain((h) => fc.constantFrom(['-e', `http_proxy=http://${h}:PORT`], ['-e', `use_proxy=yes`])),
  );
  it('for generated command lines', () => {
    let effects = 0;
    let incomplete = 0;
    // (Session 43: the names wget saves to, percent-decoded with the query, and NAME.N once NAME exists.)
    const wgetUrl = fc.tuple(host, fc.constantFrom('/a/b.txt', '/', '/x/', '/k%2Epem', '/f.txt?x=.pem', '/a%20b.txt', '/c.txt#f.pem', '/d%3Fe.txt', '/x/..'))
      .map(([h, p]) => `http://${h}:PORT${p}`);
    fc.assert(fc.property(fc.array(option, { maxLength: 4 }), fc.array(fc.oneof(url.map((u) => (u.startsWith('http') ? u : `http://${u}`)), wgetUrl), { minLength: 1, maxLength: 2 }), (opts, urls) => {
      const words = ['wget', '--tries=1', '--timeout=5', ...opts.flat(), ...urls];
      const n = check(words);
      if (n < 0) incomplete++;
      else effects += n;
    }), { numRuns: RUNS });
    console.log(`wget lines: ${RUNS}, incomplete ${incomplete}, effects seen ${effects}`);
    expect(effects).toBeGreaterThan(RUNS);
    expect(incomplete).toBeLessThan(RUNS / 2);
  });
});
