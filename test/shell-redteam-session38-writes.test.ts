// Session 38's wrong allows left by its own fixes: a pipeline's text written to a file, a loop's
// words computed by a tool, a process substitution's computed text through a pipe, and two listers
// whose names a program takes as words (`ls -la | xargs`, `git clean -n | xargs`): each ask row
// was allowed before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REDTEAM_RULES as RULES } from './helpers/redteam-policies.js';

describe('a loop\'s words computed by a tool the analysis does not compute (were allowed)', () => {
  lineTable(RULES, [
    ['for x in $(echo xetc/passwd | cut -c2-); do mytool $x; done', 'ask'],
    ['f(){ echo xetc/passwd | cut -c2-; }; for x in $(f); do mytool $x; done', 'ask'],
    ['select x in $(echo xetc/passwd | cut -c2-); do mytool $x; done', 'ask'],
    // Precision: words the line shows.
    ['for x in $(echo a b); do mytool $x; done', 'allow'],
    ['for x in a b; do mytool $x; done', 'allow'],
  ]);
});

describe('a pipeline\'s text its last member writes to a file, read by a later program (were allowed)', () => {
  lineTable(RULES, [
    ['echo xetc/passwd | cut -c2- > list; mytool @list', 'ask'],
    ['echo /etc/passwd | cat > list; mytool @list', 'ask'],
    ['f(){ echo xetc/passwd | cut -c2- > list; }; f; mytool @list', 'ask'],
    ['echo /etc/passwd | sort >> list; xargs -a list mytool', 'ask'],
    ['echo /etc/passwd | grep x > list; mytool @list', 'ask'],
    ['find /etc | cat > list; mytool @list', 'ask'],
    ['echo xetc/passwd | cut -c2- > list | true; mytool < list', 'ask'],
    // `&>`, `&>>` write its output too.
    ['echo /etc/passwd &> list; mytool @list', 'ask'],
    ['find /etc &>> list; mytool @list', 'ask'],
    ['echo xetc/passwd | cut -c2- &> list; mytool @list', 'ask'],
    // Precision: a text no rule's file or host is in, passed through a filter.
    ['echo hi | cat > list; mytool @list', 'allow'],
    ['echo hi &> list; mytool @list', 'allow'],
    ['echo hi | sort > list; mytool < list', 'allow'],
  ]);
});

describe('a substitution\'s computed text printed into a pipe or a file (were allowed)', () => {
  lineTable(RULES, [
    ['cat <(echo xetc/passwd | cut -c2-) | mytool', 'ask'],
    ['f(){ echo xetc/passwd | cut -c2-; }; cat <(f) | mytool', 'ask'],
    ['cat <(echo xetc/passwd | cut -c2-) | sort | xargs mytool', 'ask'],
    ['{ cat <(echo xetc/passwd | cut -c2-); } | mytool', 'ask'],
    ['cat <(echo xetc/passwd | cut -c2-) > list; mytool @list', 'ask'],
    ['echo $(echo xetc/passwd | cut -c2-) | xargs mytool', 'ask'],
    ['echo "$(echo xetc/passwd | cut -c2-)" | mytool', 'ask'],
    ['printf "%s" $(echo xetc/passwd | cut -c2-) | mytool', 'ask'],
    ['echo $(echo xetc/passwd | cut -c2-) > list; mytool @list', 'ask'],
    ['X=$(echo xetc/passwd | cut -c2-); echo $X | mytool', 'ask'],
    ['X=$(echo xetc/passwd | cut -c2-); echo "$X" > list; mytool < list', 'ask'],
    // Precision: texts the line shows, or no path.
    ['cat <(echo hi) | mytool', 'allow'],
    ['echo $(echo hi) | mytool', 'allow'],
    ['X=hi; echo $X | mytool', 'allow'],
    ['echo $(date) | mytool', 'allow'],
  ]);
});

describe('a long listing\'s names made words by xargs, a loop\'s read or a substitution (were allowed)', () => {
  lineTable(RULES, [
    ['ls -la | xargs mytool', 'ask'],
    ['ls -lA | xargs -n1 mytool', 'ask'],
    ['ls -al | xargs -I{} mytool {}', 'ask'],
    ['ls --all -l | xargs mytool', 'ask'],
    ['ls -la | grep pem | xargs mytool', 'ask'],
    ['ls -la | while read a b c d e f g h n; do mytool "$n"; done', 'ask'],
    ['f(){ ls -la; }; f | xargs mytool', 'ask'],
    ['mytool $(ls -la)', 'ask'],
    ['X=$(ls -la); mytool $X', 'ask'],
    ['for x in $(ls -la); do mytool $x; done', 'ask'],
    // Precision: prose to a program reading it; plain names, as `mytool *` gives them.
    ['ls -la | mytool', 'allow'],
    ['ls -la | sort | mytool', 'allow'],
    ['ls -la | grep -i readme', 'allow'],
    ['ls -l | xargs mytool', 'allow'],
    ['mytool $(ls -l)', 'allow'],
  ]);
});

describe('git clean\'s untracked names (`Would remove NAME`) through a pipe or a substitution (were allowed)', () => {
  lineTable(RULES, [
    ['git clean -n | xargs mytool', 'ask'],
    ['git clean -nd src | xargs mytool', 'ask'],
    ['git clean -n -e x | xargs mytool', 'ask'],
    ['mytool $(git clean -n)', 'ask'],
    // Precision: its names given to no program.
    ['git clean -n', 'allow'],
    ['git clean -n | grep -c Would', 'allow'],
  ]);
});
