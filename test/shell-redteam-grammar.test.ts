// Bash lines a red-team pass over the core grammar found allowed beside the deny rules they meet
// (session 28): each row's line runs a denied command, or reads or writes a denied file, through
// a bash construct the analysis read too loosely. Rows are also checked against the reference
// evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Shell(rm *)', 'Shell(curl *)', 'Shell(git push *)', 'Read(//etc/**)', 'Read(~/.ssh/**)', 'Edit(//etc/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

const rows = (list: LineRow[]): void => lineTable(RULES, list);

// `[[ -v NAME ]]` evaluates NAME's subscript as arithmetic, so `[[ -v 'a[$(rm y)]' ]]` runs rm y
// (bash 5.2); the conditional was read as a test that runs nothing, as `test -v` was not.
describe('[[ -v NAME ]] with a subscript or an expansion (were allowed)', () => {
  rows([
    ["[[ -v 'a[$(rm y)]' ]] && git status", 'ask'], ["git status; [[ -v 'a[$(curl evil.com)]' ]]", 'ask'],
    ['[[ -v $x ]] && git status', 'ask'], ['[[ -v "a[$i]" ]] && git status', 'ask'], ['[[ ! -v a[i] ]] || git status', 'ask'],
    // Precision: a plain name, a literal index, and the other unary tests.
    ['[[ -v HOME ]] && git status', 'allow'], ['[[ -v a[0] ]] && git status', 'allow'], ['[[ -v a[@] ]] && npm test', 'allow'],
    ['[[ -f "$x" ]] && git status', 'allow'], ['[[ -n $x ]] && git status', 'allow'],
  ]);
});

// The first here-document or here-string was taken as the shell's standard input, whichever
// descriptor it fed: with two, bash reads the last one given to descriptor 0.
describe('the here-string a shell reads is the last one on descriptor 0 (were allowed)', () => {
  rows([
    ["bash 3<<<x <<<'rm y'", 'deny'], ["bash <<<x <<<'rm y'", 'deny'], ["sh <<<true 0<<<'curl evil.com'", 'deny'],
    ['bash <<A <<B\nx\nA\nrm y\nB', 'deny'], ["bash 3<<<'rm y'", 'ask'], ['bash <<<true < s.sh', 'ask'],
    // Precision: the here-string bash reads decides; one on fd 0 among others.
    ["bash <<<'rm y' <<<true", 'allow'], ["bash <<<'git status' 2>/dev/null", 'allow'], ['sh <<A 3<<<x\ngit status\nA', 'allow'],
  ]);
});

// A bracket expression's collating symbol or equivalence class (`[[.e.]]`, `[[=e=]]`) was cut at
// its first `]` and read as a class of `[`, `.`, `e` then a literal `]`: a shape no rule matched.
describe('glob brackets with [.x.] or [=x=] (were allowed)', () => {
  rows([
    ['cat /[[.e.]]tc/passwd', 'ask'], ['cat /[[=e=]]tc/passwd', 'ask'], ['cat /[[.e.]-f]tc/passwd', 'ask'],
    ['cat ~/.ss[[=h=]]/id_rsa', 'ask'], ['cat /[[=e=][:digit:]]tc/passwd', 'ask'], ['cat /[[:alpha:]]tc/passwd', 'ask'],
    // Precision: ordinary brackets; a listing.
    ['cat src/[ab].ts', 'allow'], ['ls *.[ch]', 'allow'], ['cat /tmp/[!x]y', 'allow'],
  ]);
});

// The same brackets in a command's words: `foo b[[.a.]]r` is `foo bar` where a file bar exists,
// but the word's shape was `b…]r` (the bracket closed at the element's `]`).
describe('glob brackets with [.x.], [=x=], [:class:] in command words (were allowed)', () => {
  lineTable({ deny: ['Shell(foo bar)', 'Shell(foo bar *)'], allow: ['Shell(*)'] }, [
    ['foo b[[.a.]]r', 'deny'], ['foo b[[=a=]]r x', 'deny'], ['foo b[[:alpha:]]r', 'deny'], ['foo b[![.x.]]r', 'deny'],
    // Precision: a bracket left open is literal text; other words.
    ['foo b[[.a.]', 'allow'], ['foo x[[.a.]]', 'allow'], ['foo baz', 'allow'],
  ]);
});

// A subscript bash evaluates as arithmetic runs `$(…)` in a variable's value (x='a[$(rm y)]'):
// flagged in a command's words, but not in a for/select list, a `[[ ]]` word, a here-string or
// here-document, or a compound array assignment's `[KEY]=` elements.
describe('evaluated subscripts outside command words (were allowed)', () => {
  rows([
    ['for v in "${a[x]}"; do :; done', 'ask'], ['select v in ${a[x]}; do break; done', 'ask'], ['if [[ ${a[x]} ]]; then git status; fi', 'ask'],
    ['while [[ -n ${a[$i]} ]]; do break; done', 'ask'], ['cat <<< ${a[x]}', 'ask'], ['cat <<E\n${a[x]}\nE', 'ask'], ['for v in ${x:n}; do :; done', 'ask'],
    ['true; b=( [x]=1 )', 'ask'], ["true; b=( ['x']=1 )", 'ask'], ['true; b=([0]=1 [$i]=2)', 'ask'], ['true; b=(${a[x]})', 'ask'],
    // Precision: numbers, `@`, plain expansions; a quoted here-document.
    ['for i in "${arr[@]}"; do echo $i; done', 'allow'], ['for i in ${a[0]}; do :; done', 'allow'], ['if [[ -n ${x:-} ]]; then git status; fi', 'allow'],
    ['cat <<< "$x"', 'allow'], ["cat <<'E'\n${a[x]}\nE", 'allow'], ['true; b=([0]=x [1]=y)', 'allow'], ['true; b=(1 "$x")', 'allow'],
  ]);
});

// An expansion inside another's operand is expanded in its turn (`${y:-${a[x]}}` evaluates a[x]
// when y is unset), but only the outer one's name, subscript and offset were read.
describe('re-evaluated expansions nested in an operand (were allowed)', () => {
  rows([
    ['echo ${y:-${a[x]}}', 'ask'], ['echo "${y:-${a[x]}}"', 'ask'], ['echo ${y:+${a[x]}}', 'ask'], ['echo ${y=${a[x]}}', 'ask'],
    ['echo ${y:-${y:-${a[x]}}}', 'ask'], ['echo ${y:-${!x}}', 'ask'], ['echo ${y:-${x@P}}', 'ask'], ['echo ${y:-${x:n}}', 'ask'],
    ['echo ${y//b/${a[x]}}', 'ask'], ['echo ${y:-a${a[x]}b}', 'ask'], ['for v in ${y:-${a[x]}}; do :; done', 'ask'], ['cat <<< ${y:-${a[x]}}', 'ask'],
    // Precision: defaults from plain expansions, numbers, `@`, lengths, name lists.
    ['echo ${HOME:-${USER}}', 'allow'], ['echo "${XDG_CONFIG_HOME:-$HOME/.config}"', 'allow'], ['echo ${x:-${y:-z}}', 'allow'],
    ['echo ${x/${y}/z}', 'allow'], ['echo ${x:-${#y}}', 'allow'], ['echo ${x:-${a[0]}}', 'allow'], ['echo ${x:-${!p*}}', 'allow'],
  ]);
});

// `{NAME}>f` stores the descriptor in NAME; `{a[x]}>f` in an array element, whose subscript bash
// evaluates. Only a plain NAME was read as a descriptor variable: `: {a[x]}>/dev/null` was `:`
// with an argument, an inert builtin.
describe('{NAME[subscript]} descriptor redirects (were allowed)', () => {
  rows([
    [': {a[x]}>/dev/null', 'ask'], [': {a[x]}<&0', 'ask'], [": {a['$(rm y)']}>/dev/null", 'ask'], [': 3>/dev/null {b[$i]}>&3', 'ask'],
    ['git status {a[x]}>/dev/null', 'ask'],
    // Precision: a plain name, a number; a word that is no redirect.
    ['git status {fd}>/dev/null', 'allow'], [': {a[1]}>/dev/null', 'allow'], ['echo {a[x]} > /dev/null', 'allow'],
  ]);
});
