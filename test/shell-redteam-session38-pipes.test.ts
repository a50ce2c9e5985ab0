// Session 38's wrong allows in a program's piped output: a command whose output the line does not
// show gives a pipe what it gives a substitution, the paths its words name (`realpath /etc/passwd |
// xargs mytool` as `mytool $(realpath /etc/passwd)`), and a lister its names below its operands,
// read as a glob checked by its shape (src/shell/listed-paths.ts): each ask row was allowed before
// its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REDTEAM_RULES as RULES } from './helpers/redteam-policies.js';

describe('a command\'s printed paths through a pipe, as its substitution gives them (were allowed)', () => {
  lineTable(RULES, [
    ['realpath /etc/passwd | xargs mytool', 'ask'],
    ['realpath /etc/passwd | mytool', 'ask'],
    ['realpath /etc/passwd | while read x; do mytool "$x"; done', 'ask'],
    ['realpath /etc/passwd | xargs -I{} mytool {}', 'ask'],
    ['realpath /etc/passwd | xargs -0 mytool', 'ask'],
    ['dirname /etc/passwd/x | sort | xargs mytool', 'ask'],
    ['readlink -f /etc/passwd | xargs -n1 mytool', 'ask'],
    // A file the command writes, read by the program.
    ['realpath /etc/passwd > l.txt; xargs -a l.txt mytool', 'ask'],
    ['find /etc > l.txt; mytool < l.txt', 'ask'],
    // More paths than a substitution's reading keeps (MAX_DERIVED): not all known, so it asks.
    ['realpath /a/b0 /a/b1 /a/b2 /a/b3 /a/b4 /a/b5 /a/b6 /a/b7 /a/b8 /a/b9 /a/b10 /a/b11 /a/b12 /a/b13 /a/b14 /a/b15 /a/b16 /a/b17 /a/b18 /a/b19 /a/b20 /a/b21 /a/b22 /a/b23 /a/b24 /a/b25 /a/b26 /a/b27 /a/b28 /a/b29 | xargs mytool', 'ask'],
    // Precision: a command naming no path; a path no rule names; plain names.
    ['date | xargs mytool', 'allow'],
    ['git status | mytool', 'allow'],
    ['realpath /tmp/x | xargs mytool', 'allow'],
    ['ls src | xargs mytool', 'allow'],
    ['ls -la | mytool', 'allow'],
  ]);
});

describe('a lister\'s names below its operands, through a pipe or a substitution (were allowed)', () => {
  lineTable(RULES, [
    ['find /etc | xargs mytool', 'ask'],
    ['find . -name "*.pem" | xargs mytool', 'ask'],
    ['find src -name \'*.ts\' -o -name \'*.pem\' | xargs mytool', 'ask'],
    ['ls *.pem | xargs mytool', 'ask'],
    ['ls -R /etc | xargs mytool', 'ask'],
    ['du -a /etc | xargs mytool', 'ask'],
    ['tree /etc | xargs mytool', 'ask'],
    ['git ls-files | xargs mytool', 'ask'],
    ['fd | xargs mytool', 'ask'],
    ['find /etc | grep pass | xargs mytool', 'ask'],
    ['mytool $(ls *.pem)', 'ask'],
    ['mytool $(git ls-files)', 'ask'],
    ['mytool $(find . -name "*.pem")', 'ask'],
    ['mytool <(git ls-files)', 'ask'],
    // `-name '*.ts'` at any depth may print src/k.pem/a.ts, which Read(**/*.pem) denies (as `mytool src/*/*.ts` asks).
    ['find src -name \'*.ts\' | xargs mytool', 'ask'],
    // Just past `-maxdepth 1`: a directory between.
    ['find src -maxdepth 2 -name \'*.ts\' | xargs mytool', 'ask'],
    // Just past the lister globs kept (16): any path.
    ['find a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 a16 -maxdepth 1 -name \'*.ts\' | xargs mytool', 'ask'],
    // Precision: the starting points' own names, a filter no rule's file meets; 16 globs.
    ['find src -maxdepth 1 -name \'*.ts\' | xargs mytool', 'allow'],
    ['find a0 a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12 a13 a14 a15 -maxdepth 1 -name \'*.ts\' | xargs mytool', 'allow'],
    ['ls *.ts | xargs mytool', 'allow'],
    ['mytool $(ls src)', 'allow'],
  ]);
});

describe('a called function\'s lister reads as the lister (was allowed)', () => {
  lineTable(RULES, [
    ['f(){ ls *.pem; }; f | xargs mytool', 'ask'],
    ['f(){ git ls-files; }; f | xargs mytool', 'ask'],
    ['f(){ find . -name "*.pem"; }; mytool $(f)', 'ask'],
    // Precision.
    ['f(){ date; }; f | xargs mytool', 'allow'],
  ]);
});

describe('a variable assigned a lister\'s names, by a loop or an assignment (were allowed)', () => {
  lineTable(RULES, [
    ['for f in $(git ls-files); do mytool "$f"; done', 'ask'],
    ['for f in $(ls *.pem); do mytool "$f"; done', 'ask'],
    ['X=$(git ls-files); mytool $X', 'ask'],
    // Precision: a filter no rule's file meets.
    ['X=$(find src -maxdepth 1 -name "*.ts"); mytool $X', 'allow'],
  ]);
});
