// Session 41's review of session 40's modules (printf-format.ts, printer-escapes.ts,
// copied-files.ts, written-file-names.ts, …): wrong allows, throws and slow lines. Each ask row
// was allowed at the session's start; the allow rows keep the readings precise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { PipedText } from '../src/shell/piped-text.js';
import { writtenBelow } from '../src/shell/written-file-names.js';
import { lineTable } from './helpers/line-table.js';
import { expectDecidedFast, fastestFreshMs, FRESH_BOUND_MS } from './helpers/long-lines.js';
import { REPO_LINUX, REPO_WINDOWS, source, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a written file\'s deep name (written-file-names.ts: every directory of each name was a slice, the square of its length)', () => {
  // (`echo x > a/a/…/f` of 10,000 characters: 100 ms at the session's start, 0.7 ms before session 40.)
  it.each([`echo x > ${'a/'.repeat(4_990)}f`, `echo x > ${'/a'.repeat(4_990)}`])('%#: decided fast', (line) => expectDecidedFast('bash', line));
  // (writtenBelow by a binary search over the sorted names, as the set of every name's directories said.)
  it('writtenBelow: whether some name written has the directory before one of its slashes', () => {
    const name = fc.stringMatching(/^[ab/.\u00e9]{0,8}$/);
    fc.assert(fc.property(fc.array(name, { maxLength: 8 }), name, (names, directory) => {
      const files = new Map<string, PipedText[]>(names.map((n) => [n, []]));
      const directories = new Set<string>();
      for (const key of names) for (let slash = key.indexOf('/', 1); slash > 0; slash = key.indexOf('/', slash + 1)) directories.add(key.slice(0, slash));
      expect(writtenBelow({ files, overflowingFiles: new Set() }, directory)).toBe(directories.has(directory));
      // (A name added later is seen: the index is made again when the map grows.)
      files.set(`${directory}/x`, []);
      expect(writtenBelow({ files, overflowingFiles: new Set() }, directory)).toBe(directory !== '');
    }), { numRuns: 2_000 });
  });
});

describe('what bash\'s printers print, escapes read as bash reads them (printer-output.ts; were allowed)', () => {
  lineTable(RULES, [
    // (`%b`'s and echo's `\c` ends all output: `a.pem`.)
    ["printf '%b' 'a.pem\\c' | mytool", 'ask'],
    ["printf 'a.pe%b' 'm\\cxyz' | mytool", 'ask'],
    ["printf 'curl evil.co%b' 'm\\c' | mytool", 'ask'],
    ["echo -e 'a.pem\\cxyz' | mytool", 'ask'],
    // (A format's octal escape is `\0` and two digits: `/etc\0570` is `/etc/0`.)
    ["printf '/etc\\0570' | mytool", 'ask'],
    // (`\\` is one `\`, and a format's `\"` a `"`: the text run as a command is `rm x`.)
    ["printf 'r\\\\m x' | mytool", 'ask'],
    ["echo -e 'r\\\\m x' | mytool", 'ask'],
    ["printf '%b' 'r\\\\m x' | mytool", 'ask'],
    ["printf 'r\\\"\\\"m x' | mytool", 'ask'],
    // (bash drops a NUL byte from a script it reads: `r\0m x` runs rm.)
    ["printf 'r\\0m x' | mytool", 'ask'],
    ["printf 'x\\n\\0rm y' | mytool", 'ask'],
    // (The same output where the line keeps it: a value, a substitution, a file, a function's.)
    ["X=$(echo -e 'a.pem\\c'); mytool \"$X\"", 'ask'],
    ["mytool <(printf '%b' 'a.pem\\c')", 'ask'],
    ["mytool <<< \"$(printf '%b' 'a.pem\\c')\"", 'ask'],
    ["echo -e 'a.pem\\cx' > f; mytool < f", 'ask'],
    ["f(){ printf '%b' 'a.pem\\c'; }; f | mytool", 'ask'],
    // (Asked at the session's start too: printf -v's value is the output only where it holds no backslash.)
    ["printf -v X '%b' 'a.pem\\c'; mytool \"$X\"", 'ask'],
    // Precision: bash's own texts.
    ["printf '%s' 'r\\\\m x' | mytool", 'allow'],
    ["printf 'r\\\\\\\\m x' | mytool", 'allow'],
    ["printf '%b' 'a.pe\\cm' | mytool", 'allow'],
    ["echo -e 'a\\tb\\c' | mytool", 'allow'],
    ["printf '%s\\n' hello | mytool", 'allow'],
    ["printf '/etc\\0570' > f; mytool < g", 'allow'],
  ]);
});

describe('a file the line wrote, copied by a copier after a wrapper or by another copier (copied-files.ts; were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd > f; sudo cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; sudo -u bob /bin/cp -- f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; env cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; command cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; nice -n 5 cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; nohup cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; exec cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; busybox cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; scp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; gio copy f g; mytool < g', 'ask'],
    // Precision: a harmless text, another name.
    ['echo hi > f; sudo cp f g; mytool < g', 'allow'],
    ['echo /etc/passwd > f; sudo cp f g; mytool < h', 'allow'],
  ]);
});

describe('files that route later traffic, written by any known program or named otherwise (traffic-settings-files.ts; were allowed)', () => {
  lineTable(RULES, [
    ['curl -o .npmrc https://ok.com', 'ask'],
    ['wget -O .npmrc https://ok.com', 'ask'],
    ['sort -o .npmrc a', 'ask'],
    ['uniq a .npmrc', 'ask'],
    ['sponge .npmrc < a', 'ask'],
    ['echo x > uv.toml', 'ask'],
    ['echo x > NuGet.Config', 'ask'],
    ['echo x > bunfig.toml', 'ask'],
    ['echo x > .git/modules/a/b/config', 'ask'],
    ['echo x > .git/config.worktree', 'ask'],
    // (Windows drops trailing dots and spaces: `.npmrc.` is .npmrc.)
    ['cp a .npmrc.', 'ask'],
    // Precision: the tools that manage these files read their own hosts; other names.
    ['git config --global user.name x', 'allow'],
    ['npm config set color false', 'allow'],
    ['docker login ok.com', 'allow'],
    ['curl -o x https://ok.com', 'allow'],
    ['sort -o b a', 'allow'],
    ['echo x > a/config', 'allow'],
    ['echo x > .git/modules/a/configx', 'allow'],
  ]);
  lineTable(RULES, [
    ['Invoke-WebRequest https://ok.com -OutFile .npmrc', 'ask'],
    ["Copy-Item a '.npmrc.'", 'ask'],
    ['Set-Content NuGet.Config x', 'ask'],
    ['git config user.name x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  it.each([`echo x > ${'.git/modules/'.repeat(760)}`, `echo x > a${'.'.repeat(9_980)}`, `echo x > ${'apt.conf.d/'.repeat(900)}`])('%#: a long name decided fast', (line) => expectDecidedFast('bash', line));
});

describe('python -m\'s script runners (python-modules.ts; were allowed)', () => {
  lineTable(RULES, [
    // (argparse takes a unique prefix: trace's `--mod` is `--module`.)
    ['python3 -m trace --trace --mod ftplib evil.com', 'deny'],
    ['python3 -m trace --trace --mo ftplib evil.com', 'deny'],
    // (The script's words, as `python3 x.py WORDS`'s.)
    ['python3 -m cProfile x.py /etc/passwd', 'ask'],
    ['python3 -m trace --trace x.py evil.com', 'ask'],
    ['python3 -m pdb x.py evil.com', 'ask'],
    ['python3 -m profile -o out x.py a.pem', 'ask'],
    // Precision.
    ['python3 -m trace --trace --mod ftplib ok.com', 'allow'],
    ['python3 -m cProfile x.py a.txt', 'allow'],
    ['python3 -m pdb x.py', 'allow'],
  ]);
});

describe('go with no package named reads the one where it runs (go-packages.ts; were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc && go build', 'deny'],
    ['cd /etc && go build -v', 'deny'],
    ['cd /etc && go test -c', 'deny'],
    ['cd /etc && go vet', 'deny'],
    ['cd /etc && go fmt', 'deny'],
    ['cd /etc && go test -args x', 'deny'],
    // Precision: in the workspace; an import path at a version is no package here.
    ['go build', 'allow'],
    ['go test -run X', 'allow'],
    ['cd /etc && go install x@latest', 'allow'],
  ]);
});

describe('a PowerShell redirect\'s target as PowerShell reads its token (powershell-redirect-targets.ts; were allowed)', () => {
  lineTable(RULES, [
    // (Typographic quotes are quotes; quotes join the text around them; a backtick escapes.)
    ["'C:/x/a.pem' > ‘list.txt’; mytool (gc list.txt)", 'ask'],
    ["'C:/x/a.pem' > “list.txt”; mytool (gc list.txt)", 'ask'],
    ["'C:/x/a.pem' > list'.txt'; mytool (gc list.txt)", 'ask'],
    ['\'C:/x/a.pem\' > "list".txt; mytool (gc list.txt)', 'ask'],
    ["'C:/x/a.pem' > l`ist.txt; mytool (gc list.txt)", 'ask'],
    // Precision: $null writes nothing; another file.
    ["'C:/x/a.pem' > $null; mytool (gc list.txt)", 'allow'],
    ["'C:/x/a.pem' > other.txt; mytool (gc list.txt)", 'allow'],
    ["'C:/x/a.pem' 2>&1; mytool (gc list.txt)", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  it.each([`gc f > ${'`'.repeat(9_990)}`, `gc f > '${'>'.repeat(9_990)}'`, `gc f ${"> 'a".repeat(2_000)}`])('%#: a long target decided fast', (line) => {
    expect(fastestFreshMs('powershell', line).ms).toBeLessThan(FRESH_BOUND_MS);
  });
});

describe('decide never throws on lines of session 40\'s syntax', () => {
  const POLICY = compilePolicy([{ loaded: source(RULES) }]);
  const PIECES = ['printf ', "'%b' ", "'%.3s' ", "'%*s' ", "'%c' ", '-v X ', '%s ', "'\\0570' ", "'\\c' ", "'\\\\' ", 'echo -e ', 'mytool ', '| mytool', '> f; ',
    'cp f g; ', 'sudo ', 'mytool < g', 'cmake -B ', '--install ', 'go ', 'mod tidy ', 'build ', 'python3 -m ', 'ftplib ', 'trace --mod ', 'cProfile x.py ',
    'evil.com ', 'a.ｐem ', '＂ ', '¥', '/etc/passwd ', '.npmrc ', 'uv.toml ', 'sort -o ', '>> ', '2> ', '*> ', '‘', '’', '“', '`', '$null ', 'Set-Content ',
    'gc ', '\ud800', '😀', '\u0000', '//?/C:/etc ', '\\\\?\\C:\\x ', '$(', ')', '"', "'", '{', '}', '&& ', '(', 'f(){ ', '; }; f'];
  const line = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((p) => p.join(''));
  it.each([['bash', REPO_LINUX], ['powershell', REPO_WINDOWS], ['bash', REPO_WINDOWS]] as const)('%s on %#', (shell, ctx) => {
    fc.assert(fc.property(line, (command) => {
      expect(['allow', 'ask', 'deny']).toContain(decide(POLICY, { op: 'shell', command, shell }, ctx).decision);
    }), { numRuns: 400 });
  });
});
