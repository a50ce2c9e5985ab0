// Session 38's wrong allows left in shell values (issue 3): a parameter operation whose pattern or
// replacement holds `\/` (src/shell/parameter-operations.ts), a printer's unquoted glob value
// (value-readings.ts readShownText), partly known texts piped, written, exported or appended
// (given-values.ts, compound-walk.ts, partial-words.ts, line-values.ts): each ask row was allowed
// before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { ETC_ONLY, REDTEAM_RULES as RULES } from './helpers/redteam-policies.js';

describe('a parameter operation is computed as bash splits it, or its readings ask (were allowed)', () => {
  lineTable(RULES, [
    ['X=/tmp/a; X=${X/tmp\\/a/etc\\/passwd}; mytool $X', 'ask'],
    ['X=/tmp/a; X=${X/\\/tmp\\/a/\\/etc\\/passwd}; mytool $X', 'ask'],
    ['X=/tmp/a; X=${X//\\/tmp\\/a/\\/etc\\/passwd}; mytool $X', 'ask'],
    ['X=/tmp/a; X=${X/#\\/tmp\\/a/\\/etc\\/passwd}; mytool $X', 'ask'],
    ['X=/tmp/a; X=${X/%\\/tmp\\/a/\\/etc\\/passwd}; mytool $X', 'ask'],
    ['X=/tmp/a; mytool "${X/tmp\\/a/etc\\/passwd}"', 'ask'],
    // An empty pattern at the start or end: the replacement before or after the value.
    ['X=passwd; mytool ${X/#//etc/}', 'ask'],
    // Each element of an array, or of the positional parameters.
    ['A=(a x/etc/passwd); mytool ${A[@]#x}', 'ask'],
    ['A=(a /tmp/passwd); mytool "${A[@]/#\\/tmp/\\/etc}"', 'ask'],
    ['set -- a x/etc/passwd; mytool ${@#x}', 'ask'],
    // Not computed: a replacement naming another expansion, escapes @E decodes, an offset from a variable.
    ['X=/tmp/a; mytool ${X/\\/tmp\\/a/$Y}', 'ask'],
    ["Z='\\x2fetc\\x2fpasswd'; mytool ${Z@E}", 'ask'],
  ]);
  lineTable(ETC_ONLY, [
    ['X=/tmp/a; X=${X/a/b}; mytool $X', 'allow'],
    ['X=/tmp/a; mytool ${X/\\/tmp/\\/var}', 'allow'],
    ['X=src/a.ts; mytool ${X%.ts}.js ${X#src/}', 'allow'],
    ['X=/tmp/a; mytool ${X@E}', 'allow'],
  ]);
});

describe('a printer\'s unquoted glob value is read by its shape (were allowed)', () => {
  lineTable(RULES, [
    ['X=/et?/passwd; mytool $(echo $X)', 'ask'],
    ['X=/et?/passwd; mytool "$(echo $X)"', 'ask'],
    ['X=/et?/passwd; f(){ echo $X; }; mytool $(f)', 'ask'],
    ["X=/et?/passwd; mytool $(printf '%s\\n' $X)", 'ask'],
    ['A=(/et?/passwd); mytool $(echo ${A[@]})', 'ask'],
    ['A=(/et?/passwd); mytool $(echo ${A[0]})', 'ask'],
  ]);
  lineTable(ETC_ONLY, [
    ['X=src/*.ts; mytool $(echo $X)', 'allow'],
    ['X=src/*.ts; mytool "$(echo $X)"', 'allow'],
  ]);
});

describe('partly known texts piped, written, exported or appended are read as that word is (were allowed)', () => {
  lineTable(ETC_ONLY, [
    ['echo /etc/$Q | mytool', 'ask'],
    ['echo "/etc/$Q" | mytool', 'ask'],
    ['echo /etc/$Q > f; mytool < f', 'ask'],
    ['echo /etc/$Q > f; mytool f', 'ask'],
    ['export X=/etc/$Q; mytool', 'ask'],
    ['export X="/etc/$Q"; mytool', 'ask'],
    ['X=/et; X+=c/$Q; mytool $X', 'ask'],
    ['X=/et; X+="c/$Q"; mytool "$X"', 'ask'],
    ['X=/et; declare X+=c/$Q; mytool $X', 'ask'],
    // Precision: a known start no rule's path is below; an array's appended element is its own word.
    ['echo /tmp/$Q | mytool', 'allow'],
    ['echo /tmp/$Q > f; mytool < f', 'allow'],
    ['export X=/tmp/$Q; mytool', 'allow'],
    ['X=/tm; X+=p/$Q; mytool $X', 'allow'],
    ['X=(/et); X+=(c/$Q); mytool "${X[@]}"', 'allow'],
  ]);
});
