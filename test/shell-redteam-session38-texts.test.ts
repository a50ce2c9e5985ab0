// Session 38's wrong allows left by its value fixes, in texts (issue 3): a glob a printer prints
// unquoted is bash's glob wherever the printed text goes (an assignment, a pipe, a file written,
// a here-string's substitution, the variables read reads: PipedText.globs, piped-text.ts
// globWords, LineValues.globbed), and a parameter operation in a piped text or here-string is
// computed as in a word, or asks where it is not (value-readings.ts textsWithValues,
// computed-output.ts unreadTextSubstitution). Each ask row was allowed before its fix; the allow
// rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { ETC_ONLY } from './helpers/redteam-policies.js';

describe('a printed glob travels with its text (were allowed)', () => {
  lineTable(ETC_ONLY, [
    // Assigned from a substitution, quoted or not.
    ['X=/et?/passwd; Y=$(echo $X); mytool "$Y"', 'ask'],
    ['X=/et?/passwd; Y=$(echo $X); mytool $Y', 'ask'],
    ['Y=$(echo /et?/passwd); mytool "$Y"', 'ask'],
    ['X=/et?/passwd; f(){ echo $X; }; Y=$(f); mytool "$Y"', 'ask'],
    ['X=/et?/passwd; Y=$X; mytool $Y', 'ask'],
    ['X=passwd; mytool $(echo /et?/$X)', 'ask'],
    // Read from a here-string's substitution, or from a pipe.
    ['X=/et?/passwd; read Y <<< $(echo $X); mytool "$Y"', 'ask'],
    ['shopt -s lastpipe; X=/et?/passwd; echo $X | read Y; mytool "$Y"', 'ask'],
    // Piped, written to a file, given in a here-string's substitution.
    ['X=/et?/passwd; echo $X | mytool', 'ask'],
    ['echo /et?/passwd | mytool', 'ask'],
    ['X=/et?/passwd; echo $X | cat | mytool', 'ask'],
    ['X=/et?/passwd; echo $X > f; mytool < f', 'ask'],
    ['X=/et?/passwd; mytool <<< $(echo $X)', 'ask'],
    ['{ mytool; } <<< $(echo /et?/passwd)', 'ask'],
  ]);
  // (A guard, asked before too: a brace expansion is no glob, its words are read as before; reading it as a glob allowed it.)
  lineTable(ETC_ONLY, [['mytool "$(echo /et{c,x}/passwd)"', 'ask']]);
  lineTable(ETC_ONLY, [
    ['X=src/*.ts; echo $X | mytool', 'allow'],
    ['echo /tmp/* | mytool', 'allow'],
    // A quoted glob is printed as written: no names matched.
    ["echo '/et?/passwd' | mytool", 'allow'],
    ['X=/et?/passwd; echo "$X" | mytool', 'allow'],
    ['X=src/*.ts; Y=$(echo $X); mytool "$Y"', 'allow'],
    // Another command's output is read by its derived paths, as before: no glob value.
    ['X=$(ls src/*.ts); mytool "$X"', 'allow'],
    ['mytool <<< $(echo /tmp/*)', 'allow'],
    // bash globs no here-string: the text is the glob as written.
    ['read Y <<< /et?/passwd; mytool "$Y"', 'allow'],
  ]);
});

describe('a parameter operation in a text is computed as in a word, or asks (were allowed)', () => {
  lineTable(ETC_ONLY, [
    ['X=/tmp/a; echo ${X/tmp\\/a/etc\\/passwd} | mytool', 'ask'],
    ['X=/tmp/a; mytool <<< ${X/tmp\\/a/etc\\/passwd}', 'ask'],
    ['X=/tmp/a; echo ${X/tmp\\/a/etc\\/passwd} > f; mytool < f', 'ask'],
    ['X=/tmp/a; read Y <<< ${X/tmp\\/a/etc\\/passwd}; mytool "$Y"', 'ask'],
    ['X=/etc/passwd.gz; echo ${X%.gz} | mytool', 'ask'],
    ['X=/tmp/etc/passwd; mytool <<< ${X:4}', 'ask'],
    ['X=/ETC/passwd; echo ${X,,} | mytool', 'ask'],
    ['X=/ETC/passwd; mytool <<< ${X,,}', 'ask'],
    // Not computed: a replacement naming another expansion.
    ['X=/tmp/a; mytool <<< ${X/a/$Y}', 'ask'],
    ['X=/tmp/a; echo ${X/a/$Q} | mytool', 'ask'],
    ['X=/tmp/a; echo ${X/a/$Q} > f; mytool < f', 'ask'],
    ['X=/tmp/a; { mytool; } <<< ${X/a/$Q}', 'ask'],
    ['X=/tmp/a; read Y <<< ${X/a/$Q}; mytool "$Y"', 'ask'],
    ['X=/tmp/a; echo ${X/a/$Q} | read Y; mytool "$Y"', 'ask'],
  ]);
  lineTable(ETC_ONLY, [
    ['X=/tmp/a; echo ${X/a/b} | mytool', 'allow'],
    ['X=/tmp/a; mytool <<< ${X%a}', 'allow'],
    ['X=/tmp/a; read Y <<< ${X/a/b}; mytool "$Y"', 'allow'],
    // Where no program runs the text, its reading does not matter.
    ['X=/tmp/a; echo ${X/a/$Q} | grep x', 'allow'],
  ]);
});
