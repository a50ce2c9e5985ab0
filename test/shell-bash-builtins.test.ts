// Bash builtins that run commands through their operands (src/shell/bash-builtins.ts,
// words.ts arithmeticExpansion), and code a line gives on standard input or a descriptor
// (`source /dev/stdin <<< …`, `python3 - <<< …`; runs.ts, script-arguments.ts): each line is run by bash with a probe named `rm` first in PATH,
// which shows the attack is real (bash ran rm), and the engine must never allow it beside a deny
// of `Shell(rm *)`, under an allow of the builtin itself or of every command. The lines that
// name no command (`printf '[%s]' x`, `read -p '[y/n] ' a`) stay allowed, and bash runs no rm.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { makeProbe } from './helpers/probe.js';

const dir = mkdtempSync(join(tmpdir(), 'bash-builtins-'));
const probe = makeProbe(dir, 'rm');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether bash ran rm (the probe) for the line, given `y` and `z` as its first word's nonce. */
function bashRanRm(line: string): boolean {
  probe.clear();
  const r = spawnSync('bash', ['--norc', '--noprofile', '-c', line], {
    cwd: dir, env: { PATH: `${dir}:/usr/bin:/bin`, LC_ALL: 'C.UTF-8' }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000, encoding: 'utf8',
  });
  expect(r.error, line).toBeUndefined();
  return probe.runArguments('y') !== undefined;
}

function policy(allow: string[]) {
  const loaded = loadSettingsValue({ permissions: { deny: ['Shell(rm *)'], allow } }, { file: 'b.json', channel: 'file' });
  return compilePolicy([{ loaded }]);
}
const EVERYTHING = policy(['Shell(*)']);

/** Each line runs `rm y` in bash; `allow` names the builtin's own allow rule. */
const RUNS_RM: readonly (readonly [line: string, allow: string])[] = [
  // A variable name's subscript is arithmetic, which expands values recursively.
  [`test -v 'a[$(rm y)]'`, 'Shell(test *)'],
  [`[ -v 'a[$(rm y)]' ]`, 'Shell([ *)'],
  [`printf -v 'a[$(rm y)]' hi`, 'Shell(printf *)'],
  [`printf -v'a[$(rm y)]' hi`, 'Shell(printf *)'],
  [`read 'a[$(rm y)]' <<< 1`, 'Shell(read *)'],
  [`declare 'a[$(rm y)]'=1`, 'Shell(declare *)'],
  [`typeset 'a[$(rm y)]'=1`, 'Shell(typeset *)'],
  [`f(){ local 'a[$(rm y)]'=1; }; f`, 'Shell(local *)'],
  [`declare -a a=(['$(rm y)']=1)`, 'Shell(declare *)'],
  [`declare -a a=(1 2); unset 'a[$(rm y)]'`, 'Shell(unset *)'],
  [`declare -n r='a[$(rm y)]'; echo $r`, 'Shell(echo *)'],
  // A nameref without a value: its target is the value it has or gets next.
  [`declare -n r; r='a[$(rm y)]'; r=1`, 'Shell(declare *)'],
  [`r='a[$(rm y)]'; declare -n r; echo $r`, 'Shell(echo *)'],
  [`declare -n r; r=PS4; r='$(rm y)'; set -x; :`, 'Shell(declare *)'],
  // read and wait option clusters: the value is the rest of the word, the name the next word.
  [`read -du PS4 <<< '$(rm y)'; set -x; :`, 'Shell(read *)'],
  [`read -pxt PS4 <<< '$(rm y)'; set -x; :`, 'Shell(read *)'],
  [`read -pn 'v[$(rm y)]' <<< 1`, 'Shell(read *)'],
  [`x='v[$(rm y)]'; read -du "$x" <<< 1`, 'Shell(read *)'],
  [`sleep 0 & wait -np 'v[$(rm y)]'`, 'Shell(wait *)'],
  [`sleep 0 & wait -fp 'v[$(rm y)]' $!`, 'Shell(wait *)'],
  [`sleep 0 & wait -p'v[$(rm y)]' -n`, 'Shell(wait *)'],
  // History expansion and keyword assignments turned on: later text is read otherwise.
  ['set -o history -H\nhistory -s "rm y"\n!!', 'Shell(history *)'],
  ['set -o history\nset -H\n: rm y\n!:1-2', 'Shell(:*)'],
  ['set -o history -H\necho rm y\n^echo ^', 'Shell(echo *)'],
  ["bash -ic 'set -o history; history -s \"rm y\"\n!!'", 'Shell(bash *)'],
  ['set -k; bash -c : BASH_ENV=<(echo rm y)', 'Shell(bash *)'],
  ['set -o keyword; bash -c : BASH_ENV=<(echo rm y)', 'Shell(bash *)'],
  ['shopt -so keyword; bash -c : BASH_ENV=<(echo rm y)', 'Shell(bash *)'],
  ["bash -k -c 'bash -c : BASH_ENV=<(echo rm y)'", 'Shell(bash *)'],
  // Comments turned off in an interactive shell: `#` is a word, and what follows it runs.
  ["bash --norc -ic 'shopt -u interactive_comments\necho # $(rm y)'", 'Shell(bash *)'],
  ["bash --norc -ic 'shopt -uo interactive-comments\necho # $(rm y)'", 'Shell(bash *)'],
  ["bash --norc -ic 'set +o interactive-comments\necho # `rm y`'", 'Shell(bash *)'],
  ["bash --norc -ic 'x=interactive_comments; shopt -u $x\necho # $(rm y)'", 'Shell(bash *)'],
  ["bash --norc +O interactive_comments -ic 'echo # $(rm y)'", 'Shell(bash *)'],
  ["bash --norc -i +o interactive-comments -c 'echo # $(rm y)'", 'Shell(bash *)'],
  // Expansions that expand a value again.
  [`x='a[$(rm y)]'; echo \${!x}`, 'Shell(echo *)'],
  [`set -- 'a[$(rm y)]'; echo \${!1}`, 'Shell(echo *)'],
  [`x='$(rm y)'; echo \${x@P}`, 'Shell(echo *)'],
  // Builtins that run code.
  ['mapfile -C "rm y" -c 1 a <<< x', 'Shell(mapfile *)'],
  ['readarray -C "rm y;" -c1 a <<< q', 'Shell(readarray *)'],
  ['compgen -C "rm y" x', 'Shell(compgen *)'],
  [`compgen -W '$(rm y)' x`, 'Shell(compgen *)'],
  ['f(){ rm y; }; compgen -F f x', 'Shell(compgen *)'],
  // Names that run something else.
  [`hash -p ${dir}/rm ls; ls y`, 'Shell(ls *)'],
  [`BASH_CMDS=([ls]=${dir}/rm); ls y`, 'Shell(ls *)'],
  [`declare BASH_CMDS[ls]=${dir}/rm; ls y`, 'Shell(ls *)'],
  ['shopt -s expand_aliases\nalias l=rm\nl y', 'Shell(l *)'],
  [`shopt -s expand_aliases; BASH_ALIASES[l]='rm y'\nl`, 'Shell(l *)'],
  [`PS4='$(rm y)'; set -x; true`, 'Shell(true *)'],
  [`export PS4='$(rm y)'; set -x; true`, 'Shell(export *)'],
  // Code the line gives on standard input or through a descriptor.
  [`source /dev/stdin <<< 'rm y'`, 'Shell(source *)'],
  [`. /dev/stdin <<< 'rm y'`, 'Shell(. *)'],
  [`source /proc/self/fd/0 <<< 'rm y'`, 'Shell(source *)'],
  [`bash /dev/stdin <<< 'rm y'`, 'Shell(bash *)'],
  ['source <(echo rm y)', 'Shell(source *)'],
  [`exec 3<<<'rm y'; source /dev/fd/3`, 'Shell(source *)'],
  [`python3 - <<< 'import os; os.system("rm y")'`, 'Shell(python3 *)'],
  [`python3 <<< 'import subprocess; subprocess.run(["rm", "y"])'`, 'Shell(python3 *)'],
  [`perl <<< 'system("rm y")'`, 'Shell(perl *)'],
];

describe('builtins that run a command through their operands', () => {
  it.each(RUNS_RM)('%s', (line, allow) => {
    expect(bashRanRm(line), 'bash runs rm for this line').toBe(true);
    for (const p of [EVERYTHING, policy([allow, 'Shell(shopt *)', 'Shell(set *)', 'Shell(f *)', 'Shell(declare *)', 'Shell(x=*)', 'Shell(exec *)', 'Shell(echo *)'])]) {
      const d = decide(p, { op: 'shell', command: line, shell: 'bash' });
      expect(d.decision, JSON.stringify(d.reasons)).not.toBe('allow');
    }
  });
});

/** Lines with brackets, indirection or builtins that run nothing: allowed by their own rule. */
const RUNS_NOTHING: readonly (readonly [line: string, allow: string])[] = [
  [`printf '[%s]\\n' x`, 'Shell(printf *)'],
  [`read -p '[y/n] ' a`, 'Shell(read *)'],
  [`read -rd '' -a arr <<< x`, 'Shell(*)'],
  ['sleep 0 & wait -n -p v; echo $v', 'Shell(*)'],
  ['set -euo pipefail; echo ok', 'Shell(*)'],
  ['shopt -u nullglob; set +o errexit; echo ok', 'Shell(*)'],
  ['shopt -s extglob; enable -n echo; echo x', 'Shell(*)'],
  ['a=(1 2); echo ${!a[@]} ${!BASH*} ${a[0]}', 'Shell(echo *)'],
  ['declare -a a=(1 2); unset a[0] b', 'Shell(unset *)'],
  ['x=1; echo ${x@Q} ${x@U}', 'Shell(echo *)'],
  [`test -v HOME`, 'Shell(test *)'],
  [`compgen -W 'start stop' st`, 'Shell(compgen *)'],
  ['alias', 'Shell(alias *)'],
];

// (`read -a`, `getopts` and `mapfile` refuse a name with a subscript; `fc` re-runs history lines
// only where there is a history, in an interactive shell: the engine never allows them either.)
describe('builtins kept from allowing without an attack bash runs here', () => {
  it.each([`read -a 'a[$(rm y)]' <<< 1`, `getopts a 'a[$(rm y)]'`, `mapfile 'a[$(rm y)]' <<< x`, 'fc -s rm', 'enable -f ./x.so x', 'alias l=rm',
    // (Loads ./evil, or one from BASH_LOADABLES_PATH, as a shared object; `$"…"` is translated.)
    'enable evil', 'enable -n evil', 'BASH_LOADABLES_PATH=.; enable -a evil', 'export TEXTDOMAINDIR=/tmp/l', 'echo $"hi"',
    `f(){ local -n r; echo $r; }; f`, "bash -o history -H -c 'history -s \"rm y\"\n!!'"])('%s', (line) => {
    expect(decide(EVERYTHING, { op: 'shell', command: line }).decision).not.toBe('allow');
  });
});

describe('builtins with operands that run nothing', () => {
  it.each(RUNS_NOTHING)('%s', (line, allow) => {
    expect(bashRanRm(line), 'bash runs no rm').toBe(false);
    const p = policy([allow, 'Shell(declare *)', 'Shell(a=*)', 'Shell(x=*)']);
    const d = decide(p, { op: 'shell', command: line, shell: 'bash' });
    expect(d.decision, JSON.stringify(d.reasons)).toBe('allow');
  });
});

describe('history files', () => {
  it.each([
    ['history -r /etc/shadow; history', 'Read(//etc/**)'],
    ['history -w /etc/x', 'Edit(//etc/**)'],
    ['history -a /etc/x', 'Edit(//etc/**)'],
  ])('%s is denied by %s', (line, rule) => {
    const loaded = loadSettingsValue({ permissions: { deny: [rule], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' });
    expect(decide(compilePolicy([{ loaded }]), { op: 'shell', command: line }).decision).toBe('deny');
  });
});

// Builtins that run nothing (src/shell/inert-builtins.ts) need no allow rule of their own beside
// a command one covers; deny and ask rules still see them, and alone they are still the command.
describe('builtins that run nothing, beside an allowed command', () => {
  const NPM = policy(['Shell(npm *)']);
  it.each([
    ['cd app && npm test', 'bash', 'allow'],
    ['pushd app && npm test; popd', 'bash', 'allow'],
    ['set -euo pipefail\nnpm test', 'bash', 'allow'],
    ['set -e; set +e; set -o errexit -o nounset; npm test', 'bash', 'allow'],
    ['[ -d node_modules ] || npm install', 'bash', 'allow'],
    ['if test -f package.json; then npm install; fi', 'bash', 'allow'],
    ['export NODE_ENV=test\nnpm test', 'bash', 'allow'],
    ['npm test || exit 1', 'bash', 'allow'],
    ['pwd; true; false; : ok; npm test', 'bash', 'allow'],
    ['npm test & wait $!', 'bash', 'allow'],
    ['{ local x=1; shift; npm test; return 0; }', 'bash', 'allow'],
    ['unset x; npm test', 'bash', 'allow'],
    ['cd app; npm test', 'powershell', 'allow'],
    ['Push-Location build; npm test; Pop-Location', 'powershell', 'allow'],
    // Alone, the builtin is the line's command: an allow rule must cover it.
    ['cd app', 'bash', 'ask'],
    ['true', 'bash', 'ask'],
    // Not inert: a program by path, -x (PS4 runs per command), options that assign or export.
    ['./true; npm test', 'bash', 'ask'],
    ['set -x; npm test', 'bash', 'ask'],
    ['set -- a b; npm test', 'bash', 'ask'],
    ['export FOO=1; npm test', 'bash', 'ask'],
    ['export PATH=/x; npm test', 'bash', 'ask'],
    ['export -n NODE_ENV; npm test', 'bash', 'ask'],
    ['local -x a=1; npm test', 'bash', 'ask'],
    ['unset -f x; npm test', 'bash', 'ask'],
    ['npm test & wait -p v', 'bash', 'ask'],
    ['[ "$(id)" = x ] && npm test', 'bash', 'ask'],
    ['Set-Location $d; npm test', 'powershell', 'ask'],
  ] as const)('%s (%s) under Shell(npm *): %s', (line, shell, expected) => {
    const d = decide(NPM, { op: 'shell', command: line, shell });
    expect(d.decision, JSON.stringify(d.reasons)).toBe(expected);
  });

  it('alone, under Shell(*), the builtin is allowed; a deny rule naming it still denies it', () => {
    for (const line of ['cd app', 'true', 'pwd', 'set -e']) expect(decide(EVERYTHING, { op: 'shell', command: line }).decision).toBe('allow');
    const loaded = loadSettingsValue({ permissions: { deny: ['Shell(cd *)'], ask: ['Shell(set *)'], allow: ['Shell(npm *)'] } }, { file: 'b.json', channel: 'file' });
    const p = compilePolicy([{ loaded }]);
    expect(decide(p, { op: 'shell', command: 'cd /etc && npm test' }).decision).toBe('deny');
    expect(decide(p, { op: 'shell', command: 'set -e; npm test' }).decision).toBe('ask');
  });
});
