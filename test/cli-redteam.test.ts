// The CLI as a demanding pipeline drives it: `decide` must give exactly one answer per input line,
// in order, whatever the bytes on the line, and keep its memory bounded when its reader is slow.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inputLines, type UnreadableLine } from '../src/cli/input-lines.js';
import { main } from '../src/cli/main.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mp-cli-redteam-'));
const file = join(dir, 'managed-settings.json');
writeFileSync(file, JSON.stringify({ permissions: { deny: ['Shell(rm *)', 'Read(//etc/**)'], allow: ['Shell(*)'] } }));
const CONTEXT = '{"cwd":"/w","workspace":["/w"],"home":"/h","platform":"linux"}';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

async function* chunked(input: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < input.length; i += size) yield input.subarray(i, i + size);
}

async function linesOf(input: Uint8Array, size = 7, max?: number): Promise<(string | UnreadableLine)[]> {
  const out: (string | UnreadableLine)[] = [];
  for await (const line of inputLines(chunked(input, size), max)) out.push(line);
  return out;
}

/** `decide` in-process over raw stdin bytes: one parsed answer per output line. */
async function decideBytes(input: Uint8Array): Promise<Record<string, unknown>[]> {
  let stdout = '';
  const code = await main(['decide', '--file', file, '--context', CONTEXT, '--no-resolve-symlinks'], {
    stdout: (s) => void (stdout += s),
    stderr: () => undefined,
    lines: () => inputLines(chunked(input, 5)),
  });
  expect(code).toBe(0);
  return stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('decide input lines: one answer per LF-ended line', () => {
  it.each([
    ['a lone CR stays inside its line (readline split it: two answers for one line)', bytes('{"op":"shell","command":"ls","id":1}\r{"op":"shell","command":"rm x","id":2}\n{"op":"shell","command":"rm y","id":3}\n'), [
      { error: { code: 'invalid-json', line: 1 } },
      { id: 3, decision: 'deny' },
    ]],
    ['CRLF line ends, a blank CRLF line and a last line without LF', bytes('{"op":"shell","command":"rm x","id":1}\r\n\r\n  \r\n{"op":"shell","command":"ls","id":2}'), [
      { id: 1, decision: 'deny' },
      { id: 2, decision: 'allow' },
    ]],
    ['a byte that is not UTF-8 is an error on its line (not a U+FFFD path)', bytes('{"op":"read","path":"/w/', [0xff], '","id":1}\n{"op":"read","path":"/etc/x","id":2}\n'), [
      { error: { code: 'invalid-encoding', line: 1 } },
      { id: 2, decision: 'deny' },
    ]],
    ['U+2028 and U+2029 inside a string are not line ends', bytes('{"op":"shell","command":"rm \u2028x\u2029","id":1}\n{"op":"shell","command":"ls","id":2}\n'), [
      { id: 1, decision: 'deny' },
      { id: 2, decision: 'allow' },
    ]],
  ])('%s', async (_name, input, expected) => {
    const answers = await decideBytes(input);
    expect(answers).toHaveLength(expected.length);
    answers.forEach((a, i) => expect(a).toMatchObject(expected[i] as object));
  });

  it('splits across chunk boundaries, drops only the CR of a CRLF, and bounds a line\'s length', async () => {
    expect(await linesOf(bytes('ab\r\ncd\re\n\nf'))).toEqual(['ab', 'cd\re', '', 'f']);
    expect(await linesOf(bytes('é€\n'), 1)).toEqual(['é€']);
    expect(await linesOf(bytes('x'.repeat(20), '\nok\n'), 3, 10)).toEqual([{ unreadable: 'the line is longer than 10 bytes' }, 'ok']);
  });
});

describe('decide subject requests: a malformed one is an error on its line, never a bare answer', () => {
  it.each([
    ['{"op":"remote-control","ssoOrganizations":"acme"}', 'ssoOrganizations'],
    ['{"op":"remote-control","ssoOrganizations":[1]}', 'ssoOrganizations'],
    ['{"op":"bypass","argv":"copilot --yolo"}', 'argv'],
    ['{"op":"bypass","argv":[1]}', 'argv'],
    ['{"op":"bypass","slash":5}', 'slash'],
  ])('%s', async (line, member) => {
    const answers = await decideBytes(bytes(`${line}\n{"op":"bypass","argv":["copilot"],"id":2}\n`));
    expect(answers[0]).toMatchObject({ error: { code: 'invalid-request', line: 1 } });
    expect((answers[0] as { error: { message: string } }).error.message).toContain(member);
    expect(answers[1]).toMatchObject({ id: 2, decision: 'allow' });
  });
});

describe('decide errors carry the request id, as every answer does', () => {
  it.each([
    ['{"op":"read","path":"a","extra":1,"id":6}', { id: 6, error: { code: 'invalid-request', line: 1 } }],
    ['{"op":"nope","id":"x"}', { id: 'x', error: { code: 'invalid-request', line: 1 } }],
    ['{"op":"shell","command":5,"id":[1]}', { id: [1], error: { code: 'invalid-request', line: 1 } }],
  ])('%s', async (line, expected) => {
    expect((await decideBytes(bytes(`${line}\n`)))[0]).toEqual({ ...expected, error: { ...expected.error, message: expect.any(String) } });
  });
});

describe('decide: an id that cannot be echoed exactly is an error', () => {
  it.each([
    ['{"op":"shell","command":"ls","id":9007199254740993}', true],
    ['{"op":"plugin","key":"a@b","id":[1e300]}', true],
    ['{"op":"sandbox-bypass","id":{"n":-9007199254740993}}', true],
    ['{"op":"shell","command":"ls","id":9007199254740991}', false],
    ['{"op":"shell","command":"ls","id":1.5}', false],
    // (Echoed as 0.1, 1, 100 and 0: a client reading ids as written takes them for others.)
    ['{"op":"shell","command":"ls","id":0.10000000000000001}', true],
    ['{"op":"shell","command":"ls","id":1.0}', true],
    ['{"op":"shell","command":"ls","id":{"n":[1e2]}}', true],
    ['{"op":"shell","command":"ls","id":-0}', true],
    ['{"op":"shell","command":"ls","id":{"n":[-12, 0.25, "1.0"]}}', false],
    ['{"op":"shell","command":"ls","id":"1.0"}', false],
  ])('%s', async (line, rejected) => {
    const [answer] = await decideBytes(bytes(`${line}\n`));
    if (rejected) expect(answer).toEqual({ error: { code: 'invalid-request', message: expect.stringContaining('"id"'), line: 1 } });
    else expect(answer).toMatchObject({ id: JSON.parse(line).id });
  });
});

describe('--context: a repeated member is a usage error, as in a request', () => {
  it.each([['check', 'read', 'a'], ['decide']])('%s', async (...command) => {
    let stderr = '';
    const code = await main([...command.slice(0, 1), '--file', file, '--context', '{"cwd":"/w","cwd":"/etc"}', ...command.slice(1)], {
      stdout: () => undefined,
      stderr: (s) => void (stderr += s),
      lines: async function* () { yield '{"op":"read","path":"a"}'; },
    });
    expect(code).toBe(2);
    expect(stderr).toContain('duplicate member name "cwd"');
  });
});

describe('check: a bad flag value names the flag', () => {
  it('--platform WIN32', async () => {
    let stderr = '';
    const code = await main(['check', '--file', file, '--platform', 'WIN32', 'shell', 'ls'], { stdout: () => undefined, stderr: (s) => void (stderr += s) });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^managed-policy check: --platform must be one of linux, darwin, win32\n/);
  });
});

describe('decide output: waits for a slow reader', () => {
  it('reads no further line while standard output is full', async () => {
    const events: string[] = [];
    async function* lines() {
      for (let i = 0; i < 3; i++) {
        events.push(`read ${i}`);
        yield `{"op":"shell","command":"ls","id":${i}}`;
      }
    }
    await main(['decide', '--file', file], {
      stdout: () => { events.push('write'); return false; },
      stderr: () => undefined,
      lines,
      drain: async () => void events.push('drain'),
    });
    expect(events).toEqual(['read 0', 'write', 'drain', 'read 1', 'write', 'drain', 'read 2', 'write', 'drain']);
  });
});

describe.skipIf(process.platform === 'win32')('the installed bin reads stdin bytes', () => {
  it('answers a line with a lone CR once, and a line with a stray byte with an error', () => {
    const input = bytes('{"op":"shell","command":"ls"}\r{"op":"shell","command":"rm x"}\n{"op":"read","path":"/etc/', [0xfe], '"}\n{"op":"shell","command":"rm x","id":3}\n');
    const r = spawnSync(process.execPath, [`${root}bin/managed-policy.js`, 'decide', '--file', file, '--context', CONTEXT], { input });
    const answers = r.stdout.toString().trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(answers.map((a) => a.error?.code ?? a.decision)).toEqual(['invalid-json', 'invalid-encoding', 'deny']);
    expect(answers[2].id).toBe(3);
  });
});

describe('this machine\'s links (src/cli/host-links.ts)', () => {
  // A dangling link was allowed: realpath(3) fails on it as on a file not created yet, but
  // writing through it creates its target (`echo x > ws/dang` writes /etc/new-file).
  const ws = mkdtempSync(join(tmpdir(), 'mp-cli-links-'));
  mkdirSync(join(ws, 'd'));
  symlinkSync('/etc/mp-no-such-file', join(ws, 'dang'));
  symlinkSync('dang', join(ws, 'dang2'));
  symlinkSync('/etc', join(ws, 'et'));
  symlinkSync('../et/mp-new', join(ws, 'd', 'via'));
  symlinkSync('missing/x', join(ws, 'inside'));
  symlinkSync('/proc/self/root', join(ws, 'root'));
  const settings = join(ws, 's.json');
  writeFileSync(settings, JSON.stringify({ permissions: { deny: ['Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Read', 'Edit', 'Shell'] } }));
  const host = process.platform === 'linux' ? it : it.skip;

  host.each([
    ['edit', 'dang', 'DENY'],
    ['read', 'dang', 'DENY'],
    ['shell', 'echo x > dang', 'DENY'],
    ['edit', 'dang2', 'DENY'],
    ['edit', 'd/via', 'DENY'],
    ['read', 'root/etc/passwd', 'DENY'],
    ['edit', 'inside', 'ALLOW'],
    ['edit', 'new.txt', 'ALLOW'],
    ['shell', 'git status', 'ALLOW'],
  ])('check %s %s -> %s', async (kind, subject, expected) => {
    let stdout = '';
    await main(['check', '--file', settings, '--cwd', ws, '--workspace', ws, kind, subject], { stdout: (x) => void (stdout += x), stderr: () => undefined });
    expect(stdout.split(':')[0]).toBe(expected);
  });
});
