// Session 37's wrong allows in an unknown program's values: a substitution calling a function the
// line defines, and a word whose variable the line does not set, which may be empty
// (src/shell/function-values.ts, value-readings.ts, possible-paths.ts, expansion-names.ts): each
// ask row was allowed before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a substitution calling a function the line defines prints what its body does (were allowed)', () => {
  lineTable(RULES, [
    ['f(){ echo /etc/passwd; }; mytool $(f)', 'ask'],
    ['f(){ echo /etc/passwd; }; mytool "$(f)"', 'ask'],
    ['function f { printf /etc/passwd; }; X=$(f); mytool $X', 'ask'],
    ['f(){ echo /tmp/x; echo /etc/passwd; }; mytool $(f)', 'ask'],
    ['f(){ echo /w/repo/k.pem; }; mytool `f`', 'ask'],
    // Either definition may be the one that runs.
    ['f(){ echo /tmp/x; }; f(){ echo /etc/passwd; }; mytool $(f)', 'ask'],
    // Precision: a body printing no path a rule names, or none; a function calling itself is read once.
    ['f(){ date; }; mytool $(f)', 'allow'],
    ['f(){ echo /tmp/x; }; mytool $(f)', 'allow'],
    ['f(){ echo $(f); }; mytool $(f)', 'allow'],
  ]);
});

describe('a variable the line does not set may be empty: the word without it (were allowed)', () => {
  lineTable(RULES, [
    ['mytool $UNSET/etc/passwd', 'ask'],
    ['mytool ${UNSET}/etc/passwd', 'ask'],
    ['mytool "$UNSET/etc/passwd"', 'ask'],
    ['mytool $A$B/etc/shadow', 'ask'],
    ['mytool --in=$UNSET/etc/passwd', 'ask'],
    ['mytool ${1}/etc/passwd', 'ask'],
    ['mytool $UNSET/etc/', 'ask'],
    // Precision: the home and working directories are known; other tails name no rule's file.
    ['mytool $HOME/x', 'allow'],
    ['mytool $PWD/src', 'allow'],
    ['mytool "$HOME/etc/passwd"', 'allow'],
    ['mytool $UNSET/src/x.ts', 'allow'],
    ['mytool $(date)', 'allow'],
    ['X=$(basename $PWD); mytool $X', 'allow'],
    ['cd /tmp && mytool build', 'allow'],
  ]);
});

describe('a value bash globs is read as a glob: an unquoted value, a substitution printing a glob (were allowed)', () => {
  lineTable(RULES, [
    ["X='/et?/passwd'; mytool $X", 'ask'],
    ["mytool $(echo '/et?/passwd')", 'ask'],
    ['mytool $(echo /et?/passwd)', 'ask'],
    ['mytool "$(echo /et?/passwd)"', 'ask'],
    ['mytool "$(ls /et?/passwd)"', 'ask'],
    ["X='/w/repo/*.p?m'; mytool $X", 'ask'],
    // Precision: a quoted variable's value is passed as it is; a glob no rule's path meets.
    ["X='/et?/passwd'; mytool \"$X\"", 'allow'],
    ['X=/et?/passwd; mytool "$X"', 'allow'],
    ['X=/tmp/*.log; mytool $X', 'allow'],
  ]);
});

describe('a `..` after an expansion may climb to the root (were allowed)', () => {
  lineTable(RULES, [
    ['mytool $(git rev-parse --show-toplevel)/../../etc/passwd', 'ask'],
    ['mytool $(dirname $(pwd))/../etc/passwd', 'ask'],
    ['mytool ${PWD%/*}/../etc/passwd', 'ask'],
    ['mytool "${HOME%/*}/../etc/passwd"', 'ask'],
    ['mytool --in=$(x)/../etc/shadow', 'ask'],
    // Precision: what it climbs to names no rule's file.
    ['X=$(git rev-parse --show-toplevel); mytool $X/../passwd', 'allow'],
    ['mytool $(x)/../lib/a.ts', 'allow'],
  ]);
});

describe('an unknown program\'s glob or brace of file names in the working directory (were allowed)', () => {
  lineTable(RULES, [
    ['mytool *.pem', 'ask'],
    ['mytool k*.pem', 'ask'],
    ['mytool x.p?m', 'ask'],
    ['mytool {x,y}.pem', 'ask'],
    ['mytool x.{pem,txt}', 'ask'],
    // Precision: globs no rule's file meets; `*` alone is not read (every name).
    ['mytool *.o', 'allow'],
    ['mytool src/{a,b}.ts', 'allow'],
    ['mytool {a,b}.txt', 'allow'],
    ['mytool *', 'allow'],
    ['mytool [::1]', 'allow'],
  ]);
});

describe('a called function calling another (was allowed)', () => {
  lineTable(RULES, [
    ['g(){ echo /etc/passwd; }; f(){ g; }; mytool "$(f)"', 'ask'],
    ['f()( echo /etc/passwd ); mytool $(f)', 'ask'],
    ['f(){ g; }; g(){ f; }; mytool "$(f)"', 'allow'],
  ]);
});

describe('items listed into Set-Clipboard: Windows PowerShell binds their PSPath to -LiteralPath (were allowed)', () => {
  lineTable(RULES, [
    ['Get-ChildItem x.pem | Set-Clipboard', 'ask'],
    ['Get-Item x.pem | Set-Clipboard', 'ask'],
    ['gci . -Filter *.pem | scb', 'ask'],
    ['Resolve-Path x.pem | Set-Clipboard', 'ask'],
    ['dir -Path:x.pem | Set-Clipboard -Append', 'ask'],
    ['gci *.pem | ? { $_.Length -gt 0 } | sort | Set-Clipboard', 'ask'],
    // Precision: text piped to it; a value given; an item no rule names.
    ["'hello' | Set-Clipboard", 'allow'],
    ['Get-Content a.txt | Set-Clipboard', 'allow'],
    ['gci x.pem | Set-Clipboard -Value hi', 'allow'],
    ['Get-Item a.txt | Set-Clipboard', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a called function piped to a program; a replacement with a backslash (were allowed)', () => {
  lineTable(RULES, [
    ['f(){ echo /etc/passwd; }; f | mytool', 'ask'],
    ['f(){ echo /etc/passwd; }; f | xargs mytool', 'ask'],
    ['X=/etcpasswd; mytool ${X/c/c\\/}', 'ask'],
    // Precision.
    ['f(){ echo /tmp/x; }; f | mytool', 'allow'],
    ['X=/tmp/a; mytool ${X/a/b\\/c}', 'allow'],
  ]);
});

describe('code given on the line to an interpreter prints a computed text, as awk\'s BEGIN does (were allowed)', () => {
  lineTable(RULES, [
    [`mytool $(perl -e 'print "/et"."c/passwd"')`, 'ask'],
    [`mytool $(perl -le 'print "/et"."c/passwd"')`, 'ask'],
    [`mytool $(ruby -e 'puts "/et"+"c/passwd"')`, 'ask'],
    [`mytool $(php -r 'echo "/et"."c/passwd";')`, 'ask'],
    [`mytool $(jq -rn '"/et"+"c/passwd"')`, 'ask'],
    [`mytool $(python3 -c 'print("/et"+"c/passwd")')`, 'ask'],
    [`mytool $(python3 -Ic 'print("/et"+"c/passwd")')`, 'ask'],
    [`mytool $(node -e 'console.log("/et"+"c/passwd")')`, 'ask'],
    [`mytool $(node -pe '"/et"+"c/passwd"')`, 'ask'],
    [`X=$(python3 -c 'print("/et"+"c/passwd")'); mytool $X`, 'ask'],
    // Precision: the output goes to no program that may take it as a path; a script's output is not the line's.
    [`V=$(python3 -c 'import sys; print(sys.version)'); echo $V`, 'allow'],
    [`git commit -m "$(python3 -c 'print(1)')"`, 'allow'],
    ['mytool $(python3 x.py)', 'allow'],
    ['mytool $(date)', 'allow'],
  ]);
});

describe('a loop over a glob: its variable is the names the glob matches, quoted or not, in every command (were allowed)', () => {
  lineTable(RULES, [
    ['for f in /et?/passwd; do mytool $f; done', 'ask'],
    ['for f in /etc/pass*; do mytool $f; done', 'ask'],
    ['for f in /et[c]/passwd; do mytool $f; done', 'ask'],
    ['for f in a /et?/passwd; do mytool $f; done', 'ask'],
    ['for f in a /et?/passwd; do echo; mytool "$f"; done', 'ask'],
    ['for f in *.p?m; do echo; mytool $f; done', 'ask'],
    // Precision: the first command's quoted variable is the loop's word, read by its shape (loop-values.ts).
    ['for f in src/*.ts; do wc -l "$f"; done', 'allow'],
    ['for f in src/*.ts; do mytool "$f"; done', 'allow'],
  ]);
});

describe('a called function\'s positional parameters are the call\'s words (were allowed)', () => {
  lineTable(RULES, [
    ['f(){ echo /etc/$1; }; mytool "$(f passwd)"', 'ask'],
    ['f(){ echo /etc/$1; }; mytool $(f passwd)', 'ask'],
    ['f(){ echo /etc/$2; }; mytool "$(f x passwd)"', 'ask'],
    ['f(){ echo /etc/$1; }; f passwd | mytool', 'ask'],
    ['f(){ echo /etc/$1; }; X=$(f passwd); mytool $X', 'ask'],
    // (Asked before too, the call's own words naming the path: kept as the reading changes.)
    ['f(){ echo "$1"; }; mytool $(f /etc/passwd)', 'ask'],
    ['f(){ echo "$@"; }; mytool "$(f /etc/passwd)"', 'ask'],
    ['X=/etc/passwd; f(){ echo "$1"; }; mytool "$(f $X)"', 'ask'],
    ['f(){ echo "$1"; }; f /etc/passwd | mytool', 'ask'],
    // Precision: the call's words name no rule's file.
    ['f(){ echo /tmp/$1; }; mytool "$(f x)"', 'allow'],
    ['f(){ echo "$1"; }; mytool "$(f src/x.ts)"', 'allow'],
  ]);
});

describe('tee writes its input to its files as well (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd | tee list; mytool $(cat list)', 'ask'],
    ['echo /etc/passwd | tee list >/dev/null; mytool < list', 'ask'],
    ['echo /etc/passwd | tee -a list | cat; mytool < list', 'ask'],
    ['echo /etc/passwd | tee a b >/dev/null; mytool < b', 'ask'],
    ['X=/etc/passwd; echo "$X" | tee list; mytool < list', 'ask'],
    // Precision: a text naming no rule's file, and a file the line did not write.
    ['echo hi | tee log; mytool log', 'allow'],
    ['echo /etc/passwd | tee list; mytool < other', 'allow'],
  ]);
});

describe('a response file: an unknown program may read @FILE\'s words as more arguments (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd > list; mytool @list', 'ask'],
    ['echo /etc/passwd > list; mytool @./list', 'ask'],
    ['echo /etc/passwd | tee list; mytool @list', 'ask'],
    ['echo evil.com > list; mytool @list', 'ask'],
    ["printf 'rm -rf x' > list; mytool @list", 'ask'],
    // Precision: a scoped package, a file the line did not write, a text naming no rule's file.
    ['mytool @scope/pkg', 'allow'],
    ['echo /etc/passwd > list; mytool @other', 'allow'],
    ['echo src/x.ts > list; mytool @list', 'allow'],
  ]);
});

describe('a line that may assign IFS splits the values it shows where the analysis does not follow (were allowed)', () => {
  lineTable(RULES, [
    ['IFS=-; X=a-/etc/passwd; mytool $X', 'ask'],
    ['IFS=-; X=a-/etc/passwd; echo $X | xargs mytool', 'ask'],
    ['IFS=-; X=a-/etc/passwd; mytool "$(echo $X)"', 'ask'],
    ['IFS=-; X=a-/etc/passwd; echo $X > f; mytool < f', 'ask'],
    ['IFS=/; set -- "" etc passwd; mytool "$*"', 'ask'],
    ['IFS=-; read A B <<< "a-/etc/passwd"; mytool "$B"', 'ask'],
    ["bash -c 'IFS=-; X=a-/etc/passwd; mytool $X'", 'ask'],
    // Precision: a quoted value is not split; without IFS, blanks split as before.
    ['IFS=-; X=src; mytool "$X"', 'allow'],
    ['X=a-/etc/passwd; mytool $X', 'allow'],
  ]);
});

describe('a value\'s glob is checked by its shape, as the literal word\'s is (asked before: precision)', () => {
  lineTable(RULES, [
    ["X='src/*.ts'; mytool $X", 'allow'],
    ['for f in src/*.ts; do echo; mytool "$f"; done', 'allow'],
    // An unquoted loop variable's names are split and globbed again: any word (`src/a k.pem b.ts`).
    ['for f in src/*.ts; do echo; mytool $f; done', 'ask'],
    ["X='*.pem'; mytool $X", 'ask'],
    ["X='/et?/passwd'; mytool $X", 'ask'],
    ["X='src/*'; mytool $X", 'ask'],
    ["X='*'; cd /etc; mytool $X", 'ask'],
    ["X='../../../*/passwd'; mytool $X", 'ask'],
    ["IFS=.; X='src/*.ts'; mytool $X", 'ask'],
  ]);
});

// Found by the before-stop review: parts read past a spent part budget, and a called function's
// readings past the 16 kept for a pipe, were dropped unseen.
const SIXTEEN_PATHS = Array.from({ length: 20 }, (_, i) => `/x${i}/y`).join(' ');
describe('readings past a work bound ask, never drop (were allowed)', () => {
  lineTable(RULES, [
    [`mytool $(realpath ${SIXTEEN_PATHS} /etc/passwd)`, 'ask'],
    [`f(){ realpath ${SIXTEEN_PATHS} /etc/passwd; }; mytool $(f)`, 'ask'],
    [`f(){ realpath ${SIXTEEN_PATHS} /etc/passwd; }; f | mytool`, 'ask'],
    [`f(){ realpath ${SIXTEEN_PATHS} /etc/passwd; }; f | xargs mytool`, 'ask'],
    // Precision: within the bounds, nothing changes.
    ['mytool $(realpath /x0/y /x1/y)', 'allow'],
    ['f(){ realpath /x0/y; }; f | mytool', 'allow'],
  ]);
});
