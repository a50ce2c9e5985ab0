// Bash as the oracle over generated lines: each line hides `rm y` (spelled one of many ways)
// inside 1-3 nested bash constructs; bash runs it with a probe named `rm` first in PATH, in a
// scratch directory, under `timeout 2`. Whenever the probe ran, the engine (deny `Shell(rm *)`,
// allow `Shell(*)`) must not allow the line. FC_RUNS runs (400 by default), seed FC_SEED.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { shellQuote } from './helpers/probe.js';

const RUNS = Number(process.env.FC_RUNS ?? 400);
const SEED = Number(process.env.FC_SEED ?? 42);

const dir = mkdtempSync(join(tmpdir(), 'bash-probe-fuzz-'));
// The probe logs to the file its run names in its environment, so that a run bash left in the
// background (`>(rm y)`) lands in its own line's log, never in a later line's.
writeFileSync(join(dir, 'rm'), '#!/bin/sh\n[ "$1" = y ] && echo ran >> "$PROBE_LOG"\n');
chmodSync(join(dir, 'rm'), 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let runs = 0;

const loaded = loadSettingsValue({ permissions: { deny: ['Shell(rm *)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' });
const EVERYTHING = compilePolicy([{ loaded }]);

/** Whether bash ran the probe as `rm y …` for the line. */
// (Standard output and error are pipes, which spawnSync reads until every holder, background
// ones too, has closed them.)
function bashRanRm(line: string): boolean {
  const log = join(dir, `log${runs++}`);
  spawnSync('timeout', ['2', 'bash', '--norc', '--noprofile', '-c', line], {
    cwd: dir, env: { PATH: `${dir}:/usr/bin:/bin`, LC_ALL: 'C.UTF-8', HOME: dir, PROBE_LOG: log }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 5_000,
  });
  return existsSync(log);
}

const decisionOf = (line: string) => decide(EVERYTHING, { op: 'shell', command: line, shell: 'bash' });

/** `rm y` spelled so that no `rm` word shows plainly, or plainly. */
const hiddenRm = fc.constantFrom(
  'rm y', 'r\\m y', '"r"m y', "'r'm y", "$'\\x72m' y", '{rm,y}', 'x=rm; $x y', 'IFS=,; a=rm,y; $a', 'r\\\nm y',
  '\\rm y', '"rm" y', '${u:-rm} y', '$(echo rm) y', '`echo rm` y', `hash -p ${dir}/rm ls; ls y`,
  'shopt -s expand_aliases\nalias r=rm\nr y', 'exec rm y', 'time rm y', '! rm y', 'rm y |& cat', 'true && rm y',
  'false || rm y', 'rm y & wait', 'rm y # c\n', 'f=r; ${f}m y', 'a=(rm y); "${a[@]}"', 'printf -v c rm; $c y',
  'read c <<< rm; $c y', 'set -- rm y; "$@"', 'command rm y', 'builtin eval rm y', 'c=RM; ${c,,} y',
  "x='rm y'; $x", 'declare -A m=([k]=rm); ${m[k]} y', 'x=rm; ${x@L} y', 'x=xrm; ${x#x} y', 'x=rn; ${x/n/m} y',
  'f() { "$@"; }; f rm y', 'f() { $1 y; }; f rm', '$(echo rm y)', 'eval "$(echo rm y)"', 'r? y', '[r]m y', 'rm${IFS}y',
  '${PATH:0:0}rm y', 'declare -n r=c; c=rm; $r y', "x=$'r\\x6d'; $x y", "$'r\\155' y", '$"rm" y', 'echo rm y | bash',
  "bash <<< 'rm y'", 'source <(echo rm y)', 'env rm y', 'nohup rm y', 'timeout 1 rm y', 'echo y | xargs rm', 'coproc rm y',
  'exec -a x rm y', "trap 'rm y' EXIT", "x='rm y'; trap \"$x\" EXIT", 'enable -n test; test() { rm y; }; test',
);

/** A `;` may not follow a here-document's end line or an empty line: a newline ends those. */
const endOf = (c: string) => (c.includes('<<') || c.endsWith('\n') ? '\n' : '; ');
/** What closes a command substitution: a newline where the text ends in a comment or here-document. */
const closing = (c: string) => (c.includes('<<') || c.includes('#') ? '\n' : '');
/** A command substitution's text inside backticks: backslashes and backticks escaped. */
const backticked = (c: string) => c.replaceAll('\\', '\\\\').replaceAll('`', '\\`');
const subscript = (c: string) => shellQuote(`a[$(${c})]`);

/** Constructs that run the command `c` they are given (or, a few, that bash never runs here). */
const WRAPPERS: readonly ((c: string) => string)[] = [
  (c) => `echo $(${c}\n)`, (c) => `: \`${backticked(c)}\``, (c) => `cat <(${c}\n)`, (c) => `: > >(${c}\n)`,
  (c) => `{ ${c}${endOf(c)}}`, (c) => `( ${c}\n)`, (c) => `if true; then ${c}${endOf(c)}fi`, (c) => `if ${c}${endOf(c)}then :; fi`,
  (c) => `while ${c}${endOf(c)}do break; done`, (c) => `until ${c}${endOf(c)}true; do :; done`,
  (c) => `for i in 1; do ${c}${endOf(c)}done`, (c) => `for ((i=0;i<1;i++)); do ${c}${endOf(c)}done`,
  (c) => `case x in x) ${c}${endOf(c)};; esac`, (c) => `select v in a; do ${c}${endOf(c)}break; done <<< 1`,
  (c) => `f(){ ${c}${endOf(c)}}; f`, (c) => `function f { ${c}${endOf(c)}}; f`, (c) => `f() ( ${c}\n); f`,
  (c) => `eval ${shellQuote(c)}`, (c) => `. /dev/stdin <<< ${shellQuote(c)}`, (c) => `bash -c ${shellQuote(c)}`,
  (c) => `sh -c ${shellQuote(c)}`, (c) => `command eval ${shellQuote(c)}`, (c) => `builtin eval ${shellQuote(c)}`,
  (c) => `exec bash -c ${shellQuote(c)}`, (c) => `trap ${shellQuote(c)} EXIT`, (c) => `trap ${shellQuote(c)} DEBUG; :`,
  (c) => `trap ${shellQuote(c)} ERR; false`, (c) => `PROMPT_COMMAND=${shellQuote(c)} bash --norc -i </dev/null`,
  (c) => `shopt -s expand_aliases\nalias q=${shellQuote(c)}\nq`, (c) => `shopt -s expand_aliases\nalias e=eval\ne ${shellQuote(c)}`,
  (c) => `(( a[$(${c}\n)] ))`, (c) => `echo \${a[$(${c}\n)]}`, (c) => `[[ -v a[$(${c}\n)] ]]`,
  (c) => `declare -i n; n=${subscript(c)}`, (c) => `printf -v ${subscript(c)} 1`, (c) => `read ${subscript(c)} <<< 1`,
  (c) => `test -v ${subscript(c)}`, (c) => `a=(1); unset ${subscript(c)}`, (c) => `[[ -v ${subscript(c)} ]]`,
  (c) => `echo \${u:-$(${c}\n)}`, (c) => `x=${shellQuote(`$(${c}\n)`)}; echo \${x@P}`, (c) => `x=${subscript(c)}; echo \${!x}`,
  (c) => `cat <<E\n$(${c}\n)\nE`, (c) => `cat <<'E'\n$(${c}\n)\nE`, (c) => `coproc { ${c}${endOf(c)}}; wait`,
  (c) => `exec {fd}> >(${c}\n)`, (c) => `mapfile -C ${shellQuote(c)} -c 1 a <<< x`, (c) => `complete -C ${shellQuote(c)} x`,
  (c) => `history -s ${shellQuote(c)}`, (c) => `time { ${c}${endOf(c)}}`, (c) => `! { ${c}${endOf(c)}}`,
  (c) => `{ ${c}${endOf(c)}} |& cat`, (c) => `true && { ${c}${endOf(c)}}`, (c) => `false || { ${c}${endOf(c)}}`,
  (c) => `{ ${c}${endOf(c)}} & wait`, (c) => `# ${c.replaceAll('\n', ' ')}\n:`, (c) => `echo ${shellQuote(c)}`,
  (c) => `x=${shellQuote(c)}; trap "$x" EXIT`, (c) => `echo ${shellQuote(c)} | bash`, (c) => `bash <<< ${shellQuote(c)}`,
  (c) => `source <(echo ${shellQuote(c)})`, (c) => `bash <<'E'\n${c}\nE`, (c) => `f() { "$@"; }; f eval ${shellQuote(c)}`,
  (c) => `env bash -c ${shellQuote(c)}`, (c) => `timeout 1 bash -c ${shellQuote(c)}`, (c) => `\\eval ${shellQuote(c)}`,
  (c) => `e=eval; $e ${shellQuote(c)}`, (c) => `if eval ${shellQuote(c)}; then :; fi`, (c) => `bash -s < <(echo ${shellQuote(c)})`,
  (c) => `bash --norc -ic ${shellQuote(`shopt -u interactive_comments\necho # $(${c}${closing(c)})`)}`,
  (c) => `bash --norc +O interactive_comments -ic ${shellQuote(`echo # $(${c}${closing(c)})`)}`,
  (c) => `: \\\n; ${c}`, (c) => `x=${shellQuote(c)}; eval "$x"`, (c) => `type rm; ${c}`, (c) => `sleep 0 & kill $!; ${c}`,
];

const wrapper = fc.integer({ min: 0, max: WRAPPERS.length - 1 });
const line = fc.tuple(hiddenRm, fc.array(wrapper, { minLength: 1, maxLength: 3 }))
  .map(([leaf, ws]) => ws.reduce<string>((c, w) => WRAPPERS[w]!(c), leaf));

describe('bash runs a hidden rm: the engine does not allow the line', () => {
  it('holds over generated lines', () => {
    fc.assert(fc.property(line, (l) => {
      if (!bashRanRm(l)) return;
      const d = decisionOf(l);
      expect(d.decision, `${JSON.stringify(l)} ${JSON.stringify(d.reasons)}`).not.toBe('allow');
    }), { numRuns: RUNS, seed: SEED });
  });
});

