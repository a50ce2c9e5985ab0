// A third review of this session's readers (a for loop's "$f" read as the loop's word, inline
// fs/File calls' literal paths, PowerShell array readings and trailing dots, globs with `..`
// after a link). Each deny-side row was allowed before its fix; the precision rows pin ordinary
// lines that must stay allowed.
import { describe } from 'vitest';
import { lineTable, SECRET_FILES } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

// A glob where a builtin takes a variable name may match a file named `x[$(cmd)]`, whose
// subscript bash evaluates (cmd runs); a loop's "$f" read as its glob made these allowed too.
describe('a glob where a builtin takes a variable name', () => {
  lineTable(SECRET_FILES, [
    ['printf -v * y', 'ask'],
    ['read * <<< z', 'ask'],
    ['test -v *', 'ask'],
    ['[ -v x* ]', 'ask'],
    ['unset ?', 'ask'],
    ['for f in *; do printf -v "$f" y; done', 'ask'],
    ['for f in *; do read "$f"; done', 'ask'],
    ['for f in *; do test -v "$f"; done', 'ask'],
    ['for f in *; do unset "$f"; done', 'ask'],
    // Precision: a glob that matches only a plain name.
    ['unset a[0]', 'allow'],
    ['unset a[@]', 'allow'],
    ['printf -v out %s x', 'allow'],
    ['for f in src/*.ts; do wc -l "$f"; done', 'allow'],
  ]);
});

// A declaration builtin's name from a glob or braces: a file named `PATH=.` (or the brace's
// words) assigns PATH, and later commands run from the working directory; `export "$f"` in a
// loop read as its glob was allowed too.
describe('a declaration name from a glob or brace expansion', () => {
  lineTable(SECRET_FILES, [
    ['export *; git status', 'ask'],
    ['export P*; git status', 'ask'],
    ['readonly *', 'ask'],
    ['export {PATH=.,x}; git status', 'ask'],
    ['declare {PATH,x}=.; git status', 'ask'],
    ['for f in *; do export "$f"; done; git status', 'ask'],
    // Precision: a literal name, a glob in the value (not expanded), a plain subscript.
    ['export FOO=bar', 'allow'],
    ['export x=P*', 'allow'],
    ['local a[0]=x', 'allow'],
    ['declare -a arr', 'allow'],
  ]);
});

// A read call given a mode or flag that writes truncates or appends to its file (node's
// `readFileSync(p, {flag: 'w'})`, ruby's `File.read(p, mode: 'w')`): it was read as a read only.
describe('an inline read call with a writing mode', () => {
  const EDIT_DENIED = { deny: ['Edit(//etc/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  lineTable(EDIT_DENIED, [
    [`node -e 'fs.readFileSync("/etc/hosts", {flag: "w"})'`, 'deny'],
    [`node -e 'fs.readFile("/etc/hosts", {flag: "a+"}, () => 0)'`, 'deny'],
    [`node -e 'fs.createReadStream("/etc/hosts", {flags: "r+"})'`, 'deny'],
    [`ruby -e 'File.read("/etc/hosts", mode: "w:utf-8")'`, 'deny'],
    [`ruby -e 'File.readlines("/etc/hosts", mode: "a")'`, 'deny'],
    // Precision: an encoding, a reading flag.
    [`node -e 'fs.readFileSync("/etc/hosts", "ascii")'`, 'allow'],
    [`node -e 'fs.readFileSync("/etc/hosts", {encoding: "utf8", flag: "r"})'`, 'allow'],
    [`ruby -e 'File.read("/etc/hosts", mode: "rb:bom|utf-8")'`, 'allow'],
  ]);
});

// A PowerShell array's readings are each analyzed as a command: 64 arrays of two elements made
// 128 readings of 128 words (about 10 ms a decision). Now at most 32 readings and 256 words of
// them are read, and a command that would make more asks; one array's elements are each read
// whatever their number (no combination is left out).
describe('PowerShell array readings are bounded', () => {
  const SECRET_SHELL: Rules = { deny: ['PowerShell(Remove-Item C:\\secret *)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'] };
  const many = (n: number): string => Array.from({ length: n }, (_, k) => `a${k}`).join(',');
  lineTable(SECRET_SHELL, [
    [`Remove-Item ${many(40)},C:\\secret`, 'ask'],
    [`Remove-Item ${many(20)},C:\\secret`, 'deny'],
    [`Get-Content ${Array(20).fill('a,b').join(' ')}`, 'ask'],
    // Precision: one array of more than 16 elements (each read) was asked as combinations.
    [`Get-Content ${many(20)}`, 'allow'],
    ['Copy-Item a.txt, b.txt C:\\w\\repo\\out', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A glob's `..` after a system link was read only as the kernel walks it through the link
// (`/bin/../etc/pass*` as `/usr/etc/pass*`); where /bin is a directory of its own (no usrmerge)
// it is `/etc/pass*`. Both are met now, as a plain path's (`cat /bin/../etc/passwd` is denied).
describe("a glob's .. after a system link, as written too", () => {
  const SYSTEM_FILES: Rules = { ...SECRET_FILES, deny: [...SECRET_FILES.deny!, 'Read(//usr/local/secret/**)'] };
  lineTable(SYSTEM_FILES, [
    ['cat /bin/../etc/pass*', 'ask'],
    ['cat /sbin/../etc/pass*', 'ask'],
    ['cat /lib/../etc/pass*', 'ask'],
    ['cat /lib64/../etc/sha*', 'ask'],
    ['cat /bin/../local/secret/*', 'ask'],
    ['cat /var/run/../etc/pass*', 'ask'],
    // Precision: neither reading meets a rule.
    ['cat /bin/../share/doc/*', 'allow'],
    ['cat /var/lock/../tmp/*', 'allow'],
    ['cat src/../test/*.ts', 'allow'],
  ]);
});

// A node function that runs commands, passed on as a value (`setTimeout(cp.execSync, 0, 'rm x')`
// calls it with 'rm x'; `{ run: cp.execSync }`) was skipped as if it were a destructuring
// binding (`const { execSync } = require(…)`), whose calls are read.
describe('a node command function passed on as a value', () => {
  lineTable(SECRET_FILES, [
    [`node -e 'const cp = require("child_process"); setTimeout(cp.execSync, 0, "rm -rf /etc")'`, 'ask'],
    [`node -e 'const { execSync } = require("child_process"); setTimeout(execSync, 0, "rm -rf /etc")'`, 'ask'],
    [`node -e 'const cp = require("child_process"); const o = {x: cp.execSync}; o.x("rm -rf /etc")'`, 'ask'],
    // Precision: destructuring bindings, whose calls are read.
    [`node -e 'const { execSync, spawnSync } = require("child_process"); execSync("ls")'`, 'allow'],
    [`node -e 'const { readFileSync, writeFileSync } = require("fs"); writeFileSync("out.json", readFileSync("a.json", "utf8"))'`, 'allow'],
    [`node -e 'const { execSync } = require("child_process"); execSync("cat /etc/passwd")'`, 'deny'],
  ]);
});
