// An interpreter whose script is an expansion (`python3 "$S" x`) runs a file the analysis does not
// read, as `python3 s.py` does; but `"$S"` may be `-` or `/dev/stdin` (`./$S` too, through `..`),
// or an option before no script (`-i`, python's `-W…`, perl's `-x…`): the program is then standard
// input. Where the line gives standard input (a pipe, a here-document or here-string, a redirect,
// a coproc, `>(…)`, a function's caller), that program is text of the line, unread: the line asks
// (src/shell/line-input.ts, script-arguments.ts). Without one, the reading is as before.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const PY = `echo 'import os; os.system("rm -rf x")'`;
const JS = `echo 'require("child_process").execSync("rm -rf x")'`;

describe('an expansion where the script is, with standard input from the line, asks', () => {
  const rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(*)'] };
  lineTable(rules, [
    // (Before: allowed; `… | python3 - x` asked.)
    [`${PY} | python3 "$S" x`, 'ask'], [`${PY} | python3 $S x`, 'ask'], [`${PY} | python3 "\${S}" x`, 'ask'],
    [`${PY} | python3 "$@" x`, 'ask'], [`${PY} | python3 \${ARGS[@]} x`, 'ask'], [`S=-; ${PY} | python3 "$S" x`, 'ask'],
    [`${PY} | python3 -u "$S" x`, 'ask'], [`${PY} | python3 -- "$S" x`, 'ask'], [`${PY} | python3 "$D/run.py" x`, 'ask'],
    [`${PY} | python "$S" x`, 'ask'], [`${PY} | pypy3 "$S" x`, 'ask'], [`${PY} | python3.12 "$S" x`, 'ask'],
    [`${JS} | node "$S" x`, 'ask'], [`${JS} | node -- "$S" x`, 'ask'], [`echo 'system("rm x")' | perl "$S" x`, 'ask'],
    [`echo 'system("rm x")' | ruby "$S" x`, 'ask'], [`echo '<?php system("rm x");' | php "$S" x`, 'ask'], [`echo x | php -f "$S"`, 'ask'],
    // (`./$S` may be `./../../../dev/stdin`.)
    [`cat a | python3 "./$S"`, 'ask'],
    // The other ways the line gives standard input.
    [`python3 "$S" x <<< 'import os; os.system("rm x")'`, 'ask'], ['python3 "$S" x <<\'EOF\'\nimport os; os.system("rm x")\nEOF', 'ask'],
    ['python3 "$S" x < a.py', 'ask'], ['python3 "$S" x 0<&3', 'ask'], ['exec < a.py; python3 "$S" x', 'ask'],
    [`${PY} | { python3 "$S" x; }`, 'ask'], [`{ python3 "$S" x; } <<< 'import os'`, 'ask'], ['while read l; do python3 "$S" x; done < a', 'ask'],
    [`f() { python3 "$S" x; }; ${PY} | f`, 'ask'], ['coproc python3 "$S" x', 'ask'], ['echo hi > >(python3 "$S" x)', 'ask'],
    [`${PY} | timeout 5 python3 "$S" x`, 'ask'], [`${PY} | sudo python3 "$S" x`, 'ask'], [`${PY} | bash -c 'python3 "$S" x'`, 'ask'],
    [`${PY} | uv run python3 "$S" x`, 'ask'],
  ]);
  lineTable(rules, [[`'import os; os.system("rm x")' | python3 $S x`, 'ask'], ['Get-Content a.txt | python3 $S x', 'ask']], 'pwsh', REPO_WINDOWS);
});

describe('without standard input from the line, or with a script that cannot be standard input, as before', () => {
  const rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(*)'] };
  lineTable(rules, [
    ['python3 "$S" x', 'allow'], ['node "$S" x', 'allow'], ['perl "$S" a.txt', 'allow'], ['python3 "./$S"', 'allow'],
    ['python3 "$S" x < /dev/null', 'allow'], ['python3 "$S" x 2>/dev/null', 'allow'], ['python3 "$S" x 2>&1', 'allow'],
    ['cat a | python3 "src/$S.py"', 'allow'], ['cat a | python3 ./$S.py x', 'allow'], ['cat a | python3 run.py x', 'allow'],
    ['echo x | python3 -c "print(1)"', 'allow'], ['cat a | grep x', 'allow'], ['git status | head', 'allow'], ['npm test', 'allow'],
    ['x=$(python3 "$S" x)', 'allow'], ['f() { python3 run.py; }; echo x | f', 'allow'],
  ]);
  lineTable(rules, [['python3 $S x', 'allow'], ['Get-Content a.txt | Select-String x', 'allow']], 'pwsh', REPO_WINDOWS);
});

// Standard input named as the script: `-` after `--` (python and node read it), `/dev/fd/0`,
// `/proc/self/fd/0`, and `/dev/stdin` spelled `//dev/stdin`, `/dev/./stdin` or through `..` were
// read as a script file (allowed); bash and source took only the plain spellings. Another descriptor
// (`/dev/fd/3`) is a problem, as for bash.
describe('standard input or another descriptor named as the script (line-input.ts descriptorPath)', () => {
  const rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(*)'] };
  lineTable(rules, [
    [`${PY} | python3 /dev/fd/0 x`, 'ask'], [`${PY} | python3 /proc/self/fd/0 x`, 'ask'], [`${PY} | python3 -- - x`, 'ask'],
    [`${PY} | python3 ../../../../../dev/stdin x`, 'ask'], [`${PY} | python3 /dev/./stdin x`, 'ask'], [`${PY} | python3 //dev/stdin x`, 'ask'],
    [`${JS} | node /dev/fd/0`, 'ask'], [`${JS} | node -- - x`, 'ask'], [`${PY} | python3 /dev/fd/3 3<&0`, 'ask'], ['echo x | php -f /dev/stdin', 'ask'],
    [`python3 //dev/stdin <<< 'import os; os.system("rm x")'`, 'deny'], [`python3 -- - <<< 'import os; os.system("rm x")'`, 'deny'],
    // (Session 45: the piped text is read for deny rules, piped-scripts.ts; these asked.)
    ["echo 'rm x' | bash //dev/stdin", 'deny'], ["echo 'rm x' | bash ../../../../../../dev/stdin", 'deny'], ["echo 'rm x' | source /dev/./stdin", 'deny'],
    ["bash //dev/stdin <<< 'rm x'", 'deny'], ['bash /dev/stdout', 'ask'], ['echo x | lua /dev/fd/0', 'ask'],
    [`echo 'System.cmd("rm", ["x"])' | elixir /dev/stdin`, 'ask'], ['echo x | groovy //dev/stdin', 'ask'], ['echo x | elixir run.exs', 'allow'],
    // (deno, bun, pwsh -File and python -m cProfile/doctest took only `-` or the plain spellings.)
    [`${JS} | deno run /dev/stdin`, 'ask'], [`${JS} | deno run //dev/stdin`, 'ask'], [`${JS} | bun /dev/fd/0`, 'ask'], [`${JS} | bun run /dev/stdin`, 'ask'],
    ["echo 'rm x' | pwsh -File /dev/stdin", 'ask'], ['echo x | python3 -m cProfile //dev/stdin', 'ask'], ['python3 -m cProfile /dev/fd/4', 'ask'],
    [`python3 -m cProfile //dev/stdin <<< 'import os; os.system("rm x")'`, 'deny'], ['python3 -m doctest //dev/stdin', 'ask'],
    // Precision: script files, and the code a here-string gives read as before.
    ['deno run main.ts', 'allow'], ['bun src/a.ts', 'allow'], ['pwsh -File ./build.ps1', 'allow'], ['python3 -m cProfile run.py', 'allow'],
    ["python3 /dev/fd/0 <<< 'print(1)'", 'allow'], ["bash //dev/stdin <<< 'ls'", 'allow'], ['python3 dev/run.py', 'allow'],
    ['python3 devices/x.py', 'allow'], ['lua run.lua', 'allow'], ['source ./env.sh', 'allow'], ['bash scripts/dev/stdin.sh', 'allow'],
  ]);
});

// TypeScript and Babel runners were not read: `tsx -e CODE`, `ts-node -p CODE`, `echo CODE | ts-node`
// (its REPL on standard input) were allowed beside Shell(rm *). They are foreign interpreters now
// (foreign-code.ts): code on the line or standard input asks; a script file is covered as before.
describe('tsx, ts-node and babel-node code on the line or standard input asks', () => {
  const rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(*)'] };
  const code = `"require('child_process').execSync('rm -rf x')"`;
  lineTable(rules, [
    [`tsx -e ${code}`, 'ask'], [`tsx --eval=${code}`, 'ask'], [`npx tsx -e ${code}`, 'ask'], [`esno -e ${code}`, 'ask'],
    [`ts-node -e ${code}`, 'ask'], [`ts-node -p ${code}`, 'ask'], [`npx ts-node -e ${code}`, 'ask'], [`babel-node -e ${code}`, 'ask'],
    [`tsx <<< ${code}`, 'ask'], [`echo ${code} | ts-node`, 'ask'], [`echo ${code} | tsx`, 'ask'], ['echo x | tsx /dev/stdin', 'ask'],
    // Precision: scripts, watch mode, --version.
    ['tsx src/index.ts', 'allow'], ['tsx watch src/index.ts', 'allow'], ['npx tsx scripts/build.ts --flag', 'allow'],
    ['ts-node --project tsconfig.json src/a.ts', 'allow'], ['npx ts-node src/a.ts', 'allow'], ['tsx --version', 'allow'], ['echo x | tsx src/a.ts', 'allow'],
  ]);
});
