// Session 40's wrong allows (bash): printf conversions read as whole words, files the line wrote
// read back by a filter, a copy or a tool that prints them changed, and tac's separators. Each ask
// row was allowed before its fix; the allow rows keep the readings precise.
import { describe, expect, it } from 'vitest';
import type { SimpleCommand } from '../src/shell/ast.js';
import { parseBash } from '../src/shell/bash-parse.js';
import { copiedFileTexts, MAX_COPY_NAMES } from '../src/shell/copied-files.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('printf\'s precision, %c, `*`, `--` and conversions it does not read exactly (were allowed)', () => {
  lineTable(RULES, [
    ["printf '%.4s/passwd' /etcX | mytool", 'ask'],
    ["printf -- '%.4s/passwd' /etcX | mytool", 'ask'],
    ["printf '/%.3s/passwd' etcetera | mytool", 'ask'],
    ["printf '/%.*s/passwd' 3 etcetera | mytool", 'ask'],
    ["printf '%c%c%c%c/passwd' /1 e2 t3 c4 | mytool", 'ask'],
    ["printf 'key.%.3s' pemX | mytool", 'ask'],
    ["printf '%.4s/passwd' /etcX > f; mytool @f", 'ask'],
    // (A time's format prints its text: `%(/etc)T` is `/etc`.)
    ["printf '%(/etc)T/passwd' | mytool", 'ask'],
    // (A number's other spellings were not computed and asked; session 43 reads a plain integer's
    // `%x`, `%o`, `%u` and zero padding exactly: 2a, 00042. shell-precision-session43.test.ts.)
    ["printf '%x' 42 | mytool", 'allow'],
    ["printf -v Y '%x' 42; mytool $Y", 'allow'],
    ["printf '%05d' 42 | mytool", 'allow'],
    // (Asked before too.)
    ["mytool \"$(printf '%.4s/passwd' /etcX)\"", 'ask'],
    ["printf -v Y '%.4s/passwd' /etcX; mytool \"$Y\"", 'ask'],
    // Precision: conversions read exactly.
    ["printf '%s\\n' hello | mytool", 'allow'],
    ["printf '%5s|%-3s|%.2s' ab c xyz | mytool", 'allow'],
    ["printf '%d\\n' 42 | mytool", 'allow'],
    ["printf '%c' x | mytool", 'allow'],
    ["printf -v Y '%.3s' abcd; mytool $Y", 'allow'],
  ]);
});

describe('printf -v assigns what printf prints, where that is read exactly (were allowed: the value held the words and the output a line each)', () => {
  lineTable(RULES, [
    ["printf -v Y '%s' a.pem; mytool \"$Y\"", 'ask'],
    ["printf -v Y -- '%s' a.pem; mytool \"$Y\"", 'ask'],
    ["printf -v Y a.pem b; mytool \"$Y\"", 'ask'],
    ["printf -v Y %s%s a. pem; mytool \"$Y\"", 'ask'],
    ["printf -v Y '%s' '*.pem'; mytool \"$Y\"", 'ask'],
    // (An escape is read as a second line, as before: the text with its newline asks.)
    ["printf -v Y '%s\\n' a.pem; mytool \"$Y\"", 'ask'],
    ["printf -v Y '%b' 'a\\x2epem'; mytool \"$Y\"", 'ask'],
    ["printf -v Y '%s' /etc; cat \"$Y/passwd\"", 'ask'],
    // Precision: the output alone (asked since session 40's plain names starting with any character).
    ["printf -v X '%s' a.txt; mytool \"$X\"", 'allow'],
    // (Session 43: one argument with a blank is a line the program may hand a shell, as `mytool 'a
    // /etc/passwd'` is; session 40 read it as one relative name, allowed.)
    ["printf -v Y '%s %s' a /etc/passwd; mytool \"$Y\"", 'ask'],
    ["printf -v Y '%s %s' a /etc/passwd; mytool $Y", 'ask'],
  ]);
});

describe('a file the line wrote, read back by a filter or a tool into a pipe, a file or a substitution (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd > f; cat f | mytool', 'ask'],
    ['echo /etc/passwd > f; cat < f | mytool', 'ask'],
    ['echo /etc/passwd > f; head -1 f | mytool', 'ask'],
    ['echo /etc/passwd > f; sort f | mytool', 'ask'],
    ['echo /etc/passwd > f; grep . f | mytool', 'ask'],
    ['echo /etc/passwd > f; cat f g | mytool', 'ask'],
    ['echo /etc/passwd > f; cat - f <<< hi | mytool', 'ask'],
    ['echo /etc/passwd > f; cat f | cat | mytool', 'ask'],
    ['echo /etc/passwd > f; cat f | xargs mytool', 'ask'],
    ['X=/etc/passwd; echo $X > f; cat f | mytool', 'ask'],
    ['echo /etc/passwd > f; { cat f; } | mytool', 'ask'],
    ['echo /etc/passwd > f; (cat f) | mytool', 'ask'],
    // (Through a tool that changes it: computed, which asks.)
    ['echo xetc/passwd > f; cut -c2- f | mytool', 'ask'],
    ['echo xetc/passwd > f; cut -c2- < f | mytool', 'ask'],
    ['echo /etc/passwd > f; dd if=f | mytool', 'ask'],
    ['echo /etc/passwd > f; paste f | mytool', 'ask'],
    // (Written on to another file.)
    ['echo /etc/passwd > f; cat f > g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; cat f > g; cat g | mytool', 'ask'],
    ['echo /etc/passwd > f; cat f | cat > g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; cat f - <<< hi > g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; cat f | tee g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; tee g < f; mytool < g', 'ask'],
    ['tee g <<< /etc/passwd; mytool < g', 'ask'],
    // (In a substitution: only `$(cat f)` and `$(< f)` are read; another reader asks.)
    ['echo /etc/passwd > f; mytool "$(head -1 f)"', 'ask'],
    ['echo /etc/passwd > f; mytool "$(sort f)"', 'ask'],
    ['echo /etc/passwd > f; mytool $(cat f g)', 'ask'],
    ['echo /etc/passwd > f; mytool "$(cat f | cat)"', 'ask'],
    // Precision: a text no rule's file is in.
    ['echo hi > f; cat f | mytool', 'allow'],
    ['echo hi > f; head -1 f | mytool', 'allow'],
    ['echo hi > f; cat f > g; mytool < g', 'allow'],
    ['echo hi > f; tee g < f; mytool < g', 'allow'],
    ['echo hi > f; mytool "$(cat f)"', 'allow'],
  ]);
});

describe('a file the line wrote, copied, linked or moved to another name (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd > f; cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; ln f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; ln -s f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; install f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; rsync f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; cp f d/; mytool < d/f', 'ask'],
    ['echo /etc/passwd > f; cp -t d f; mytool < d/f', 'ask'],
    ['echo /etc/passwd > f; cp --target-directory=d f; mytool @d/f', 'ask'],
    // (Asked before too: a link to a directory, cp -r reading and writing a whole tree.)
    ['echo /etc/passwd > d/f; ln -s d e; mytool < e/f', 'ask'],
    ['echo /etc/passwd > d/f; cp -r d e; mytool < e/f', 'ask'],
    ['echo /etc/passwd > f; dd if=f of=g; mytool < g', 'ask'],
    // Precision: a text no rule's file is in; a copier of no written file.
    ['echo hi > f; cp f g; mytool < g', 'allow'],
    ['echo /etc/passwd > f; cp a b; mytool < b', 'allow'],
  ]);
  // (The line's work budget asks past 32 paths first; the copier's own bound is checked alone.)
  const command = (line: string): SimpleCommand => {
    const parsed = parseBash(line);
    if (!parsed.ok || parsed.script.type !== 'simple') throw new Error(`not a simple command: ${line}`);
    return parsed.script;
  };
  const files = { files: new Map([['f', [{ text: '/etc/passwd', literal: true }]]]), overflowingFiles: new Set<string>() };
  const names = (n: number): string => Array.from({ length: n }, (_, k) => `d${k}`).join(' ');
  it('a copier of a written file with more names than are read is overflowing; one of no written file is not', () => {
    expect(copiedFileTexts(command(`ln -s f ${names(MAX_COPY_NAMES)}`), files)).toBe('overflowing');
    expect(copiedFileTexts(command(`ln -s g ${names(MAX_COPY_NAMES)}`), files)).toEqual([]);
    expect(copiedFileTexts(command(`ln f ${names(MAX_COPY_NAMES - 2)}`), files)).toHaveLength(2 * (MAX_COPY_NAMES - 2));
  });
});

describe('a filter that splits records elsewhere than at newlines changes its text (were allowed)', () => {
  lineTable(RULES, [
    ["printf 'passwd/etc//' | tac -s / | mytool", 'ask'],
    ["printf 'passwd/etc//' | tac --separator=/ | mytool", 'ask'],
    ["printf 'dwssap\\n/cte/' | tac -rs . | mytool", 'ask'],
    // Precision: tac and sort of lines.
    ['echo hi | tac | mytool', 'allow'],
    ['echo hi | sort | mytool', 'allow'],
  ]);
});

describe('a file the line wrote, read by another spelling of its name or opened with <> (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd > /w/repo/f; mytool < f', 'ask'],
    ['echo /etc/passwd > f; mytool < /w/repo/f', 'ask'],
    ['echo /etc/passwd > a/../f; mytool < f', 'ask'],
    ['echo /etc/passwd > f; mytool < a/../f', 'ask'],
    ['echo /etc/passwd > $PWD/f; mytool < f', 'ask'],
    ['echo /etc/passwd > f; mytool < $PWD/f', 'ask'],
    ['echo /etc/passwd > f; mytool < "$PWD/f"', 'ask'],
    ['echo /etc/passwd > /w/repo/f; cp f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; mytool <>f', 'ask'],
    ['echo /etc/passwd > f; mytool 0<>f', 'ask'],
    // (More written files of one last segment than are read as one name's: a read of it asks.)
    [`${Array.from({ length: 17 }, (_, k) => `echo hi > d${k}/f`).join('; ')}; mytool < f`, 'ask'],
    // Precision: another file's name; a text no rule's file is in.
    [`${Array.from({ length: 16 }, (_, k) => `echo hi > d${k}/f`).join('; ')}; mytool < f`, 'allow'],
    ['echo /etc/passwd > /w/repo/f; mytool < g', 'allow'],
    ['echo hi > /w/repo/f; mytool < f', 'allow'],
    ['echo hi > f; mytool <>f', 'allow'],
  ]);
});

describe('exec\'s redirects, which stay for the rest of the line (were allowed)', () => {
  lineTable(RULES, [
    ['exec 3>f; echo /etc/passwd >&3; mytool < f', 'ask'],
    ['exec > f; echo /etc/passwd; mytool < f', 'ask'],
    ['exec 3<<< /etc/passwd; mytool <&3', 'ask'],
    ['exec <<< /etc/passwd; mytool', 'ask'],
    ['exec 0<<< /etc/passwd; mytool', 'ask'],
    // (A file exec opened for output is unknown: reading it asks, whatever was printed.)
    ['exec 3>f; mytool < f', 'ask'],
    // Precision: another file; a here-string no rule's file is in; exec's descriptor copies.
    ['exec 3>f; echo hi >&3; mytool < g', 'allow'],
    ['exec 3<<< hi; mytool <&3', 'allow'],
    ['exec 3>&1; mytool', 'allow'],
  ]);
});

describe('a value\'s glob that bash expands in an array, a loop\'s words or set\'s operands (were allowed)', () => {
  lineTable(RULES, [
    ['X=/et?/passwd; Y=($X); mytool "${Y[0]}"', 'ask'],
    ['X=/et?/passwd; Y=($X); mytool "$Y"', 'ask'],
    ['X=/et?/passwd; Y=($X); mytool ${Y[0]}', 'ask'],
    ['X=/et?/passwd; Y=(${X}); mytool "${Y[0]}"', 'ask'],
    ['X=/et?/passwd; Q=(); Q+=($X); mytool "${Q[0]}"', 'ask'],
    ['W=(a $(echo /et?/passwd)); mytool "${W[1]}"', 'ask'],
    ['X=/et?/passwd; for f in $X; do mytool "$f"; done', 'ask'],
    ['X=/et?/passwd; select f in $X; do mytool "$f"; done', 'ask'],
    ['for f in $(echo /et?/passwd); do mytool "$f"; done', 'ask'],
    ['for f in "$(echo /et?/passwd)"; do mytool "$f"; done', 'ask'],
    ['X=/et?/passwd; set -- $X; mytool "$1"', 'ask'],
    ['set -- /et?/passwd; mytool "$1"', 'ask'],
    ['set -- /et?/passwd x; shift; mytool "$1"', 'ask'],
    // (Each of a variable's values, not the first alone.)
    ['X=/et?/passwd; Y=($X); for f in "${Y[@]}"; do mytool "$f"; done', 'ask'],
    ['X=a; X=/etc/passwd; for f in $X; do mytool "$f"; done', 'ask'],
    // Precision: bash globs no quoted word and no `[K]=` element.
    ['X=/et?/passwd; A=("$X"); mytool "${A[0]}"', 'allow'],
    ['X=/et?/passwd; Y=([0]=$X); mytool "${Y[0]}"', 'allow'],
    ['X=/et?/passwd; for f in "$X"; do mytool "$f"; done', 'allow'],
    ['X=hi; Y=($X); mytool "${Y[0]}"', 'allow'],
    ['A=(a b); for f in "${A[@]}"; do mytool "$f"; done', 'allow'],
    ["set -- '/et?/passwd'; mytool \"$1\"", 'allow'],
  ]);
});

describe('bash globs no assignment: `Y=$X` of a glob is its text (precision: asked before)', () => {
  lineTable(RULES, [
    ['X=/et?/passwd; Y=$X; mytool "$Y"', 'allow'],
    ['X=/et?/passwd; Y=${X}; mytool "$Y"', 'allow'],
    ['X=/et?/passwd; Y+=$X; mytool "$Y"', 'allow'],
    // Still asks: the value globbed where it is used unquoted, or names a glob matched.
    ['X=/et?/passwd; Y=$X; mytool $Y', 'ask'],
    ['X=/et?/passwd; Y=$X; Z=$Y; mytool $Z', 'ask'],
    ['X=/et?/passwd; Y=$X; echo $Y | mytool', 'ask'],
    ['for f in /et?/passwd; do Y=$f; mytool "$Y"; done', 'ask'],
    ['X=(/et?/passwd); Y=$X; mytool "$Y"', 'ask'],
    ['X=/et?/passwd; Y=$(echo $X); mytool "$Y"', 'ask'],
  ]);
});

describe('declare/local/typeset/readonly/export of an array value with an expansion (were allowed: the name had no value)', () => {
  lineTable(RULES, [
    ['X=/etc/passwd; declare -a Z=($X); mytool "${Z[0]}"', 'ask'],
    ['X=/etc/passwd; declare -a Z=("$X"); mytool "${Z[0]}"', 'ask'],
    ['X=/etc/passwd; declare -a Z=(a $X); mytool "${Z[1]}"', 'ask'],
    ['X=/etc/passwd; local -a Z=($X); mytool "$Z"', 'ask'],
    ['X=/etc/passwd; readonly -a Z=($X); mytool "${Z[0]}"', 'ask'],
    ['X=/etc/passwd; export Z=($X); mytool "${Z[0]}"', 'ask'],
    ['X=/et?/passwd; typeset -a Y=(a $X); mytool "${Y[1]}"', 'ask'],
    // (Precision lost: such an array is not read, so a program given it asks whatever it holds.)
    ['X=hi; declare -a Z=($X); mytool "${Z[0]}"', 'ask'],
    // Precision: a literal array is read; an unread array not given to a program.
    ['declare -a Z=(a b); mytool "${Z[0]}"', 'allow'],
    ['X=hi; declare -a Z=($X); ls', 'allow'],
  ]);
});

describe('a function the line defines by a printer\'s or filter\'s name prints its body\'s text (were allowed)', () => {
  lineTable(RULES, [
    ['echo(){ command echo /etc/passwd; }; echo hi | mytool', 'ask'],
    ['function echo { command echo /etc/passwd; }; echo hi | mytool', 'ask'],
    ['printf(){ command printf /etc/passwd; }; printf hi | mytool', 'ask'],
    ['cat(){ command echo /etc/passwd; }; cat <<< hi | mytool', 'ask'],
    ['head(){ command echo /etc/passwd; }; echo hi | head | mytool', 'ask'],
    ['echo(){ builtin echo /etc/passwd; }; echo hi > f; mytool < f', 'ask'],
    ['echo(){ command echo /etc/passwd; }; { echo hi; } | mytool', 'ask'],
    ['echo(){ command echo /etc/passwd; }; { echo hi; } > f; mytool < f', 'ask'],
    // (A group, subshell or loop writing what a function or lister is piped.)
    ['f(){ echo /etc/passwd; }; f | { cat > g; }; mytool < g', 'ask'],
    ['find /etc | { cat > g; }; mytool @g', 'ask'],
    ['realpath /etc/passwd | (cat > g); mytool < g', 'ask'],
    // Precision: a function printing a text no rule's file is in.
    ['echo(){ command echo hi; }; echo hi | mytool', 'allow'],
    ['f(){ echo hi; }; f | { cat > g; }; mytool < g', 'allow'],
    ['f(){ echo hi; }; f | mytool', 'allow'],
  ]);
});

describe('more readers of a file the line wrote, and tools that write what they print to a file they name (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd > f; sort -o g f; mytool < g', 'ask'],
    ['echo /etc/passwd > f; sort -uo g f; mytool < g', 'ask'],
    ['echo /etc/passwd > f; sort --out=g f; mytool < g', 'ask'],
    ['echo /etc/passwd | sort -o g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; uniq f g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; iconv -o g f; mytool < g', 'ask'],
    ['echo /etc/passwd > f; sponge g < f; mytool < g', 'ask'],
    ['echo /etc/passwd > f; cat f | sponge g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; shuf f | mytool', 'ask'],
    ['echo /etc/passwd > f; less f | mytool', 'ask'],
    ['echo /etc/passwd > f; look / f | mytool', 'ask'],
    ['echo /etc/passwd > f; comm f f | mytool', 'ask'],
    // (Through a tool that computes its text: unknown, which asks.)
    ['echo /etc/passwd > f; strings f | mytool', 'ask'],
    ['echo /etc/passwd > f; xargs echo < f | mytool', 'ask'],
    ['echo /etc/passwd > f; xargs -a f echo | mytool', 'ask'],
    // (Precision lost: xargs's command's output is not followed.)
    ['echo hi | xargs echo | mytool', 'ask'],
    // Precision: a text no rule's file is in.
    ['echo hi > f; sort -o g f; mytool < g', 'allow'],
    ['echo hi > f; shuf f | mytool', 'allow'],
  ]);
});
