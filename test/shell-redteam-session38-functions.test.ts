// Session 38's wrong allows in a called function's output: a body printing a text computed by a
// tool the analysis does not follow (cut, tr, sed, base64 -d) was read as no text where the same
// pipeline inline asks (src/shell/computed-output.ts); a function's printed text past 8,192
// characters was read whole (function-values.ts MAX_PRINTED_CHARS). Each ask row was allowed
// before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REDTEAM_RULES as RULES } from './helpers/redteam-policies.js';

const CUT = 'f(){ echo xetc/passwd | cut -c2-; }; ';

describe('a called function\'s computed output asks wherever it goes, as inline (were allowed)', () => {
  lineTable(RULES, [
    [`${CUT}mytool $(f)`, 'ask'],
    [`${CUT}mytool "$(f)"`, 'ask'],
    [`${CUT}X=$(f); mytool $X`, 'ask'],
    [`${CUT}mytool <<< "$(f)"`, 'ask'],
    [`${CUT}mytool <(f)`, 'ask'],
    [`${CUT}f | mytool`, 'ask'],
    [`${CUT}f | xargs mytool`, 'ask'],
    [`${CUT}f > list; mytool @list`, 'ask'],
    [`${CUT}g(){ f; }; mytool $(g)`, 'ask'],
    [`${CUT}g(){ f; }; g | mytool`, 'ask'],
    ['f(){ tr x / <<< xetcxpasswd; }; mytool $(f)', 'ask'],
    ['f(){ base64 -d <<< L2V0Yy9wYXNzd2Q=; }; mytool $(f)', 'ask'],
    ['f(){ sed s/x/\\\\//g <<< xetcxpasswd; }; mytool $(f)', 'ask'],
    // A list's member, as the body's other commands print too.
    ['f(){ true; echo xetc/passwd | cut -c2-; }; X=$(f); mytool "$X"', 'ask'],
    ['f(){ true && echo xetc/passwd | cut -c2-; }; mytool "$(f)"', 'ask'],
    // A function printing a path or a lister's names, into a file a program is given.
    ['f(){ echo /etc/passwd; }; f > list; mytool @list', 'ask'],
    ['f(){ find /etc -name passwd; }; f > list; mytool @list', 'ask'],
  ]);
});

describe('the same computed substitutions inline: a here-string\'s, a list\'s (were allowed)', () => {
  lineTable(RULES, [
    ['mytool <<< "$(echo xetc/passwd | cut -c2-)"', 'ask'],
    ['mytool <<< "$(tr x / <<< xetcxpasswd)"', 'ask'],
    ['mytool $(cd /tmp; echo xetc/passwd | cut -c2-)', 'ask'],
    ['mytool $(true && echo xetc/passwd | cut -c2-)', 'ask'],
  ]);
});

describe('functions whose output is shown or names no rule\'s path stay allowed', () => {
  lineTable(RULES, [
    ['f(){ echo hello; }; mytool $(f)', 'allow'],
    ['f(){ date; }; X=$(f); mytool $X', 'allow'],
    ['f(){ git rev-parse HEAD; }; mytool $(f)', 'allow'],
    ['f(){ echo hello; }; f | xargs mytool', 'allow'],
    ['f(){ echo hello; }; f > list; mytool @list', 'allow'],
    ['f(){ echo hello; }; mytool <<< "$(f)"', 'allow'],
    ['mytool <<< "$(echo hello)"', 'allow'],
  ]);
});

describe('a function\'s printed text past 8,192 characters is unknown, and asks', () => {
  lineTable(RULES, [
    [`f(){ echo $1; }; mytool "$(f ${'x'.repeat(8192)})"`, 'allow'],
    [`f(){ echo $1; }; mytool "$(f ${'x'.repeat(8193)})"`, 'ask'],
    [`f(){ echo $1; }; mytool $(f ${'x'.repeat(8193)})`, 'ask'],
    [`f(){ echo $1; }; f ${'x'.repeat(8192)} | mytool`, 'allow'],
    [`f(){ echo $1; }; f ${'x'.repeat(8193)} | mytool`, 'ask'],
    // Two words of 4,095 and a blank: 8,191 characters; of 4,096: 8,193.
    [`f(){ echo $1 $1; }; mytool "$(f ${'x'.repeat(4095)})"`, 'allow'],
    [`f(){ echo $1 $1; }; mytool "$(f ${'x'.repeat(4096)})"`, 'ask'],
    // A substitution's own text is not a function's: as before.
    [`mytool "$(echo ${'x'.repeat(8193)})"`, 'allow'],
  ]);
});
