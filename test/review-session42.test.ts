// Session 42's review of session 41's modules (descriptor-copies.ts, project-tool-writes.ts,
// make-writes.ts, traffic-settings-files.ts, pipeline-members.ts, …): wrong allows by a small
// variation, the reasons a kept-unread file asks with, throws and slow lines. Each ask or deny row
// was allowed at the session's start; the allow rows keep the readings precise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { DecisionKind } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import { LONG_LINE_POLICY } from './helpers/long-lines.js';
import { REPO_LINUX, REPO_WINDOWS, source, type Rules } from './helpers/policy.js';
import { timedUnder } from './helpers/timing.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)'],
};
/** Domain rules alone: a tree write's unknown host is then the only reason to ask (RULES' Read(**\/*.pem) asks of any tree). */
const DOMAIN_ONLY: Rules = { deny: ['Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };

const POLICY = compilePolicy([{ loaded: source(RULES) }]);
const decision = (line: string): DecisionKind => decide(POLICY, { op: 'shell', command: line, shell: 'bash' }, REPO_LINUX).decision;
const reasons = (line: string): string => decide(POLICY, { op: 'shell', command: line, shell: 'bash' }, REPO_LINUX).reasons.map((r) => r.message).join('\n');

/** A hang guard as review-session41's: each call a line of its own (`LINE; : k`), past the caches. */
function expectFreshDecidedFast(line: string): void {
  let k = 0;
  const call = () => decide(LONG_LINE_POLICY, { op: 'shell', command: `${line}; : ${k++}`, shell: 'bash' }, REPO_LINUX);
  for (let w = 0; w < 3; w++) call();
  // (Up to 40 calls while over the bound: one run on a host at load 16-20 had 23 ms as the
  // fastest of 7. The quadratic readings this guards against are slow on every call.)
  const { value: d, ms } = timedUnder(call, 10, 40);
  expect(['ask', 'deny', 'allow']).toContain(d.decision);
  expect(ms).toBeLessThan(10);
}

describe('what a command copies onto a descriptor opened on a file (descriptor-copies.ts; were allowed)', () => {
  lineTable(RULES, [
    // (A word naming the descriptor: tee's, dd's operand.)
    ['{ echo /etc/passwd | tee /dev/stderr; } 2> g; mytool < g', 'ask'],
    ['echo /etc/passwd | tee /dev/stderr 2>g >/dev/null; mytool < g', 'ask'],
    ['{ echo /etc/passwd | dd of=/dev/stderr; } 2> g; mytool < g', 'ask'],
    // (A line a shell or eval runs, with the command's own redirect.)
    ["sh -c 'echo /etc/passwd >&2' 2> g; mytool < g", 'ask'],
    ["bash -c 'echo /etc/passwd 1>&2' 2>g; mytool < g", 'ask'],
    ["eval 'echo /etc/passwd >&2' 2> g; mytool < g", 'ask'],
    ["{ sh -c 'echo /etc/passwd >&3'; } 3> g; mytool < g", 'ask'],
    // (A long line run holding a copy's spelling is not parsed for it: any descriptor.)
    [`sh -c 'echo /etc/passwd >&3; : ${'x'.repeat(2_100)}' 3> g; mytool < g`, 'ask'],
    // Precision: nothing copied onto the descriptor, or the file not read back.
    ["sh -c 'echo notes' 2> g; cat g | mytool", 'allow'],
    ['echo /etc/passwd | tee /dev/stderr 2>g >/dev/null', 'allow'],
    ["sh -c 'mytool' 2> g; mytool < g", 'allow'],
    ['{ echo /etc/passwd | tee out.txt; } 2> g; mytool < g', 'allow'],
  ]);
  // (Every spelling of a copy onto descriptor N, for N from 2 to 5, in a group or a line run.)
  it('a copy onto descriptor N opened on g, then g read: never allowed', () => {
    const copy = fc.integer({ min: 2, max: 5 }).chain((fd) => fc.tuple(fc.constant(fd), fc.constantFrom(`>&${fd}`, `1>&${fd}`, `> /dev/fd/${fd}`, `| tee /dev/fd/${fd}`, `| tee /proc/self/fd/${fd}`, ...(fd === 2 ? ['| tee /dev/stderr', '>/dev/stderr'] : []))));
    const wrap = fc.constantFrom((c: string, fd: number) => `{ echo /etc/passwd ${c}; } ${fd}> g`, (c: string, fd: number) => `sh -c 'echo /etc/passwd ${c}' ${fd}> g`, (c: string, fd: number) => `( echo /etc/passwd ${c} ) ${fd}>> g`);
    fc.assert(fc.property(copy, wrap, fc.constantFrom('mytool < g', 'cat g | mytool', 'mytool "$(cat g)"'), ([fd, c], w, read) => {
      expect(decision(`${w(c, fd)}; ${read}`)).not.toBe('allow');
    }), { numRuns: 300 });
  });
});

describe('the reason a file the line writes but does not read asks with (was "writes the file g more than 8 times")', () => {
  it.each([
    ['{ echo /etc/passwd >&2; } 2> g; mytool < g', /copy its output onto another descriptor .* opened on the file g/],
    ['w() { echo /etc/passwd >&2; }; w 2> g; mytool < g', /copy its output onto another descriptor .* opened on the file g/],
    ['exec 3>g; echo /etc/passwd >&3; mytool < g', /opens the file g for output with exec/],
    ['IFS=:; X=a; echo $X > g; mytool < g', /may assign IFS, which splits the values in the text it writes to the file g/],
    ["echo /etc/passwd | xargs sh -c 'echo \"$0\" > g'; mytool < g", /writes the file g, which may hold that text/],
  ])('%s', (line, message) => {
    const text = reasons(line);
    expect(text).toMatch(message);
    expect(text).not.toMatch(/more than 8 times/);
  });
  it('a file written more than 8 times still says so', () => {
    expect(reasons(`${'echo x > g; '.repeat(9)}mytool < g`)).toMatch(/writes the file g more than 8 times/);
  });
});

describe('a project tool\'s directory option spelled in one word (project-tool-writes.ts; were allowed)', () => {
  lineTable(RULES, [
    ['cd / && ninja -Cetc', 'deny'],
    ['cd / && composer -detc install', 'deny'],
    ['cd / && dotnet build -o:etc/x', 'deny'],
    ['cd / && dotnet build --output:etc/x', 'deny'],
    ['cd / && conda create -petc/x', 'deny'],
    ['cd / && ./gradlew -petc build', 'deny'],
    ['cd / && cookiecutter -oetc x', 'deny'],
    ['cd / && poetry -Cetc lock', 'deny'],
    // Precision: a directory elsewhere.
    ['cd / && ninja -Cbuild', 'allow'],
    ['dotnet build -o:out', 'allow'],
    ['composer -dsub install', 'allow'],
  ]);
  // (The one-word spelling is never allowed where the two-word one is not.)
  it('`TOOL -XDIR` is not allowed where `TOOL -X DIR` is not', () => {
    const tool = fc.constantFrom(['ninja', '-C', ''], ['composer', '-d', ' install'], ['conda create', '-p', ''], ['./gradlew', '-p', ' build'], ['helm package x', '-d', ''], ['cookiecutter', '-o', ' x'], ['poetry', '-C', ' lock'], ['pnpm', '-C', ' pack'], ['dotnet build', '-o', '']);
    const dir = fc.constantFrom('etc', 'etc/x', '/etc', 'build', '.', '..', '/w/repo/x', '~/.config', 'a b');
    fc.assert(fc.property(tool, dir, fc.constantFrom('', 'cd / && '), ([t, o, rest], d, pre) => {
      if (decision(`${pre}${t} ${o} '${d}'${rest}`) !== 'allow') expect(decision(`${pre}${t} '${o}${d}'${rest}`)).not.toBe('allow');
    }), { numRuns: 300 });
  });
});

describe('make\'s variables from the environment, and set -a (make-writes.ts makeEnvironment; were allowed)', () => {
  lineTable(RULES, [
    ['export DESTDIR=/etc; make install', 'ask'],
    ['typeset -x DESTDIR=/etc; make install', 'ask'],
    ['export PREFIX=/etc/x; gmake install', 'ask'],
    // (Session 43: a run variable's shown value is a line make may run, as `make CC='rm x'` reads it: denied.)
    ["export CC='rm x'; make", 'deny'],
    ["declare -x CC='rm x'; make", 'deny'],
    ["export CC; CC='rm x'; make", 'deny'],
    // (`set -a`: what the line assigns later is exported.)
    ["set -a; CC='rm x'; make", 'deny'],
    ['set -o allexport; DESTDIR=/etc; make install', 'ask'],
    ['set -a; X=/etc/passwd; mytool', 'ask'],
    ['set -a; X=/etc/passwd; python3 x.py', 'ask'],
    // Precision: a variable make does not take, or none the line assigns.
    ['export X=1; make', 'allow'],
    // (Session 45 f1: PREFIX is npm's global prefix too, so exporting it asks, as GOBIN's does: a value set earlier is not shown.)
    ['export PREFIX; make install', 'ask'],
    ['export CFLAGS; make install', 'allow'],
    ['export CC; make', 'allow'],
    ['set -a; X=1; make', 'allow'],
    ['X=/etc/passwd; set -a; mytool', 'allow'],
  ]);
});

describe('a tree written into the home directory by a path spelled with //, . or .. (traffic-settings-files.ts; were allowed beside Domain deny rules)', () => {
  lineTable(DOMAIN_ONLY, [
    ['tar xf x.tar -C //home/dev', 'ask'],
    ['tar xf x.tar -C /home//dev', 'ask'],
    ['tar xf x.tar -C /home/./dev', 'ask'],
    ['tar xf x.tar -C ~/x/..', 'ask'],
    ['tar xf x.tar -C /home/dev/x/..', 'ask'],
    ['tar xf x.tar -C ../../home/dev', 'ask'],
    ['cp -r dotfiles/. ../../home/dev', 'ask'],
    ['cp -r d ~/x/../.config', 'ask'],
    ['cp -r d/. ..', 'ask'],
    ['git --git-dir=/home/dev/.cfg --work-tree=/home/dev checkout', 'ask'],
    ['git clone https://github.com/x/dotfiles ~/.dotfiles', 'ask'],
    ['vcsh x pull', 'ask'],
    ['dotter deploy', 'ask'],
    // Precision: the working directory's trees, a sibling, a project in the home directory.
    ['cp -r src ../dist', 'allow'],
    ['cp -r src ./dist', 'allow'],
    ['tar xf x.tar -C ./build', 'allow'],
    ['cp -r d/. /w/repo/./x', 'allow'],
    ['git clone https://github.com/x/y ~/proj', 'allow'],
    ['git checkout -- .', 'allow'],
    ['git config --global user.name dev', 'allow'],
    ['git config --global core.excludesFile ~/.gitignore_global', 'allow'],
    ['vcsh list', 'allow'],
  ]);
});

describe('PowerShell\'s $PROFILE and a Windows alias of a settings file\'s name (traffic-settings-files.ts; were allowed beside Domain deny rules)', () => {
  lineTable(DOMAIN_ONLY, [
    ["Add-Content $PROFILE 'x'", 'ask'],
    ["Add-Content -Path $PROFILE.CurrentUserAllHosts -Value 'x'", 'ask'],
    ["'x' | Out-File $PROFILE", 'ask'],
    ['Copy-Item x $HOME\\.npmrc::$DATA', 'ask'],
    ['Copy-Item x $HOME\\NPMRC~1', 'ask'],
    ['Copy-Item x $HOME\\GITCON~1', 'ask'],
    // Precision: another variable, a stream of another file.
    ['Add-Content $PROFILES x', 'allow'],
    ['Set-Content x.txt:stream y', 'allow'],
    ['Copy-Item x C:\\w\\repo\\PROGRA~1', 'allow'],
    ['Set-Content C:\\w\\repo\\a.txt x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('socat\'s commonname is the TLS SNI where no snihost is given (remote-hosts.ts; was allowed)', () => {
  lineTable(RULES, [
    ['socat - OPENSSL:1.2.3.4:443,commonname=evil.com', 'deny'],
    ['socat - OPENSSL:1.2.3.4:443,cn=evil.com', 'deny'],
    ['socat - SSL:1.2.3.4:443,openssl-commonname=evil.com', 'deny'],
    ['socat - OPENSSL:1.2.3.4:443,commonname=good.com', 'allow'],
  ]);
});

describe('the new readings on 10,000-character lines', () => {
  const fill = (pre: string, unit: string, post: string) => pre + unit.repeat(Math.floor((9_980 - pre.length - post.length) / unit.length)) + post;
  it.each([
    fill('{ echo x ', '| tee /dev/stderr ', '; } 2> g; mytool < g'),
    fill('', 'tee /dev/stderr 2> g; ', 'mytool < g'),
    fill("sh -c '", 'echo x >&2; ', "' 2> g 3> h; mytool < g"),
    fill('', "sh -c 'echo x >&2' 2> g; ", 'mytool < g'),
    fill('cd / && ninja ', '-Cetc ', ''),
    fill('cd / && dotnet build ', '-o:etc ', ''),
    fill('set -a; ', 'DESTDIR=/a; ', 'make install'),
    fill('tar xf x.tar -C ', '../', 'home/dev'),
    fill('tar xf x.tar -C /home/dev', '/x/..', ''),
    fill('socat - OPENSSL:1.2.3.4:443', ',cn=a.com', ''),
  ])('%#: decided fast', (line) => expectFreshDecidedFast(line));
});
