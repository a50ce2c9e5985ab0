// Session 38's wrong allows in an unknown program's values: a partly known word a substitution
// prints or a variable holds, a file the line wrote named through a variable, read -a's elements,
// an assignment's glob (src/shell/partial-words.ts, valued-files.ts, read-fields.ts,
// line-values.ts): each ask row was allowed before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { ETC_ONLY, REDTEAM_RULES as RULES } from './helpers/redteam-policies.js';

describe('a printer\'s partly known word is read as that word is (were allowed)', () => {
  lineTable(RULES, [
    ['mytool "$(echo /etc/$Q)"', 'ask'],
    ['mytool $(echo /etc/$Q)', 'ask'],
    ["mytool \"$(printf '%s' /etc/$Q)\"", 'ask'],
    ['mytool "$(cat <<< /etc/$Q)"', 'ask'],
    ['mytool "$(echo /etc/$Q /tmp/x)"', 'ask'],
    ['f(){ echo /etc/$Q; }; mytool "$(f)"', 'ask'],
    ['f(){ echo /tmp/x; echo /etc/$Q; }; mytool $(f)', 'ask'],
    ['f(){ echo /etc/$1; }; mytool "$(f)"', 'ask'],
    ['mytool <<< "/etc/$Q"', 'ask'],
    ['mytool <<< "$(echo /etc/$Q)"', 'ask'],
    // As the word itself: `mytool "/w/repo/$Q"` may name a .pem file.
    ['mytool "$(echo /w/repo/$Q)"', 'ask'],
    ['mytool "/w/repo/$Q"', 'ask'],
  ]);
  lineTable(ETC_ONLY, [
    // Precision: a known start no rule's path is below, a word with no known start.
    ['mytool "$(echo /tmp/$Q)"', 'allow'],
    ['mytool "/tmp/$Q"', 'allow'],
    ['mytool "$(echo $Q)"', 'allow'],
    ['mytool <<< "/tmp/$Q"', 'allow'],
    ['mytool <<< "$Q"', 'allow'],
    ['f(){ echo /tmp/$1; }; mytool "$(f x)"', 'allow'],
  ]);
});

describe('a variable assigned a partly known word is read as that word is (were allowed)', () => {
  lineTable(RULES, [
    ['X=/etc/$Q; mytool $X', 'ask'],
    ['X="/etc/$Q"; mytool "$X"', 'ask'],
    ['X=$(echo /etc/$Q); mytool $X', 'ask'],
    ['X="$(echo /etc/$Q)"; mytool "$X"', 'ask'],
    ['X=/etc/${Q}; Y=$X; mytool $Y', 'ask'],
    ['declare X=/etc/$Q; mytool $X', 'ask'],
    ['f(){ local X=/etc/$1; mytool $X; }; f', 'ask'],
    ['local X=$(echo /etc/$Q); mytool $X', 'ask'],
    ['printf -v X "/etc/%s" "$Q"; mytool $X', 'ask'],
    ['for d in /etc/$Q; do mytool $d; done', 'ask'],
    ['A=(/etc/$Q); mytool "${A[0]}"', 'ask'],
    ['A=(x /etc/$Q); mytool "${A[@]}"', 'ask'],
    ['declare -a A=(/etc/$Q); mytool "${A[0]}"', 'ask'],
    // An array's element the line shows, beside one it does not.
    ['A=(/etc/passwd $Q); mytool "${A[@]}"', 'ask'],
    ['X=/etc/$Q; mytool <<< "$X"', 'ask'],
    ['read X <<< "/etc/$Q"; mytool "$X"', 'ask'],
    ['read -a A <<< "a /etc/$Q"; mytool "${A[1]}"', 'ask'],
    ['X=/etc/$Q; read Y <<< "$X"; mytool $Y', 'ask'],
  ]);
  lineTable(ETC_ONLY, [
    ['X=/tmp/$Q; mytool $X', 'allow'],
    ['X=build-$V; mytool $X', 'allow'],
    ['declare X=/tmp/$Q; mytool "$X"', 'allow'],
    ['printf -v X "/tmp/%s" "$Q"; mytool $X', 'allow'],
    ['for d in /tmp/$Q; do mytool $d; done', 'allow'],
    ['A=(/tmp/x $Q); mytool "${A[@]}"', 'allow'],
    ['read X <<< "/tmp/$Q"; mytool "$X"', 'allow'],
    ['read X <<< "$Q"; mytool "$X"', 'allow'],
  ]);
});

const TMP_WORDS = (n: number) => Array.from({ length: n }, (_, i) => `/tmp/$Q${i}`).join(' ');
const TMP_VALUES = (n: number) => Array.from({ length: n }, (_, i) => `X=/tmp/$Q${i}; `).join('');
describe('partly known words past the bound of 16 ask (work bound)', () => {
  lineTable(ETC_ONLY, [
    [`mytool "$(echo ${TMP_WORDS(16)})"`, 'allow'],
    [`mytool "$(echo ${TMP_WORDS(17)})"`, 'ask'],
    [`${TMP_VALUES(16)}mytool $X`, 'allow'],
    [`${TMP_VALUES(17)}mytool $X`, 'ask'],
    // Plain expansions alone are not partly known words: many of them do not pass the bound.
    [`for f in ${Array.from({ length: 20 }, (_, i) => `$A${i}`).join(' ')}; do mytool $f; done`, 'allow'],
  ]);
});

describe('a file the line wrote, named through a variable, gives its text (were allowed)', () => {
  lineTable(ETC_ONLY, [
    ['echo /etc/passwd > list; X=list; mytool $X', 'ask'],
    ['echo /etc/passwd > list; X=list; mytool "$X"', 'ask'],
    ['echo /etc/passwd > list; X=@list; mytool $X', 'ask'],
    ['echo /etc/passwd > list; X=list; mytool @$X', 'ask'],
    ['echo /etc/passwd > list; X=list; mytool --in=$X', 'ask'],
    ['echo /etc/passwd > list; mytool "$(echo list)"', 'ask'],
    ['echo /etc/passwd > list; for f in list; do mytool $f; done', 'ask'],
    ['echo /etc/passwd > list; declare X=list; mytool $X', 'ask'],
    ['echo /etc/passwd > list; A=(a list); mytool "${A[@]}"', 'ask'],
    // A glob may match the file.
    ['echo /etc/passwd > list; mytool l*', 'ask'],
    ["echo /etc/passwd > list; X='l*'; mytool $X", 'ask'],
    // As before: the literal name, a redirect from an expansion.
    ['echo /etc/passwd > list; mytool list', 'ask'],
    ['F=list; echo /etc/passwd > $F; mytool @$F', 'ask'],
    ['F=list; echo /etc/passwd > $F; mytool < $F', 'ask'],
    // Precision: a text naming no rule's file, another file, a glob quoted.
    ['echo hi > list; X=list; mytool $X', 'allow'],
    ['echo hi > list; mytool l*', 'allow'],
    ['echo /etc/passwd > list; X=other; mytool $X', 'allow'],
    ['echo /etc/passwd > list; mytool "l*"', 'allow'],
  ]);
});

describe('an assignment\'s glob is its text, an array\'s elements are globbed (were allowed)', () => {
  lineTable(ETC_ONLY, [
    ['X=/et*; mytool $X', 'ask'],
    ['X=/etc/pass*; mytool $X', 'ask'],
    ['A=(/et*/passwd); mytool "${A[@]}"', 'ask'],
    ['A=(/et*/passwd); mytool "${A[0]}"', 'ask'],
    // Precision: a quoted value is not globbed; a glob no rule's path meets.
    ['X=/et*; mytool "$X"', 'allow'],
    ['X=/tmp/*; mytool $X', 'allow'],
    ['A=(/tmp/*); mytool "${A[@]}"', 'allow'],
  ]);
});

const FIELDS = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`).join(' ');
describe('read -a\'s elements, read -d\'s and mapfile\'s records are values (were allowed)', () => {
  lineTable(RULES, [
    ['read -a A <<< "a /etc/passwd"; mytool "${A[1]}"', 'ask'],
    ['read -ra A <<< "a /etc/passwd"; mytool "${A[1]}"', 'ask'],
    ['read -r -a A <<< "a /etc/passwd"; mytool "${A[1]}"', 'ask'],
    ['read -a A -r <<< "a /etc/passwd"; mytool "${A[1]}"', 'ask'],
    ['echo "a /etc/passwd" > f; read -a A < f; mytool "${A[1]}"', 'ask'],
    ['read -d x X <<< "k.pemxfoo"; mytool "$X"', 'ask'],
    ['mapfile -d x -t A <<< "ak.pemxb"; mytool "${A[1]}"', 'ask'],
    // A count, or a delimiter from an expansion: any part of the text.
    ['read -n 5 X <<< "k.pemfoo"; mytool "$X"', 'ask'],
    ['read -N 5 X <<< "k.pemfoo"; mytool "$X"', 'ask'],
    ['read -d "$D" X <<< "k.pemxfoo"; mytool "$X"', 'ask'],
    // As before: `${A[@]}`, a line of mapfile is the whole line.
    ['read -a A <<< "a /etc/passwd"; mytool "${A[@]}"', 'ask'],
    // Precision: fields naming no rule's file; a line with a blank is one element of mapfile.
    ['read -a A <<< "a b"; mytool "${A[1]}"', 'allow'],
    ['read -d "" X <<< "a b"; mytool "$X"', 'allow'],
    // (Session 43: an element with a blank is a line the program may hand a shell, as `mytool 'a /etc/passwd'`.)
    ['mapfile -t A <<< "a /etc/passwd"; mytool "${A[0]}"', 'ask'],
    // 16 values at most (the text and 15 fields): past it, asks.
    [`read -a A <<< "${FIELDS(15)}"; mytool "\${A[1]}"`, 'allow'],
    [`read -a A <<< "${FIELDS(16)}"; mytool "\${A[1]}"`, 'ask'],
  ]);
});
