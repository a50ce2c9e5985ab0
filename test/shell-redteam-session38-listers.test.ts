// Session 38's wrong allows in listers' output, the cases the first reading (src/shell/listed-paths.ts)
// left open: a declaration builtin's value, and listers not on its list (git's changed and tracked
// names past its global options, locate, archive listings, `ls -a`). Each ask row was allowed
// before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';
import { REDTEAM_RULES as RULES } from './helpers/redteam-policies.js';

/** The same without a rule on a file's name (`*.pem`): only /etc is denied. */
const NO_NAME_RULE: Rules = {
  deny: ['Read(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a lister\'s names in a value a declaration builtin assigns, as in `X=$(find …)` (were allowed)', () => {
  lineTable(RULES, [
    ['declare X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['export X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['local X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['readonly X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['typeset X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['declare -r X=$(ls *.pem) Y=1; mytool "$X"', 'ask'],
    ['f(){ local X=$(find . -name "*.pem"); mytool "$X"; }; f', 'ask'],
    ['export X=$(git ls-files); mytool $X', 'ask'],
    // Precision: a filter no rule's file meets; another variable.
    ['declare X=$(find src -maxdepth 1 -name "*.ts"); mytool "$X"', 'allow'],
    ['declare X=$(find . -name "*.pem") Y=a.ts; mytool "$Y"', 'allow'],
  ]);
});

describe('git\'s names past its global options, changed and tracked (were allowed)', () => {
  lineTable(RULES, [
    ['git diff --name-only | xargs mytool', 'ask'],
    ['git diff --name-status | xargs mytool', 'ask'],
    ['git diff --cached --name-only -- \'*.ts\' | xargs mytool', 'ask'],
    ['git show --name-only HEAD | xargs mytool', 'ask'],
    ['git log --stat | xargs mytool', 'ask'],
    ['git ls-tree -r --name-only HEAD | xargs mytool', 'ask'],
    ['git status --porcelain | xargs mytool', 'ask'],
    ['git status -s | xargs mytool', 'ask'],
    ['git -C src ls-files | xargs mytool', 'ask'],
    ['git -c core.quotepath=off ls-files | xargs mytool', 'ask'],
    ['git --no-pager diff --name-only | xargs mytool', 'ask'],
    ['mytool $(git diff --name-only)', 'ask'],
    ['for f in $(git diff --name-only); do mytool "$f"; done', 'ask'],
    ['X=$(git status --porcelain); mytool $X', 'ask'],
    ['git diff --name-only > l.txt; xargs -a l.txt mytool', 'ask'],
    // Precision: git's prose and names no rule's file meets.
    ['git status | mytool', 'allow'],
    ['git log --oneline | xargs mytool', 'allow'],
  ]);
});

describe('git\'s names where no rule names a file\'s name: below the working directory (and DIR of `-C DIR`)', () => {
  lineTable(NO_NAME_RULE, [
    ['git diff --name-only | xargs mytool', 'allow'],
    ['git -C src ls-files | xargs mytool', 'allow'],
    ['git status --porcelain | xargs mytool', 'allow'],
    ['git ls-tree -r --name-only HEAD | xargs mytool', 'allow'],
    ['git status -s src | xargs mytool', 'allow'],
    ['git grep -l foo | xargs mytool', 'allow'],
    // Short format names are relative to the working directory and reach up to the repository's
    // top (`../k.pem`), whose place is not known: any path (past its pathspec `src`, above).
    ['git status -s | xargs mytool', 'ask'],
  ]);
});

describe('locate, archive listings and package file lists: any name, anywhere (were allowed)', () => {
  lineTable(NO_NAME_RULE, [
    ['locate x | xargs mytool', 'ask'],
    ['plocate x | xargs mytool', 'ask'],
    // An archive's member names may be absolute or climb (`../../etc/passwd`).
    ['tar -tf x.tar | xargs mytool', 'ask'],
    ['tar tzf x.tgz | xargs mytool', 'ask'],
    ['tar --list -f x.tar | xargs mytool', 'ask'],
    ['tar -xvf x.tar | xargs mytool', 'ask'],
    ['zipinfo -1 x.zip | xargs mytool', 'ask'],
    ['unzip -l x.zip | xargs mytool', 'ask'],
    ['unzip x.zip | xargs mytool', 'ask'],
    ['7z l x.7z | xargs mytool', 'ask'],
    ['mytool $(tar -tf x.tar)', 'ask'],
    // A package's files: /etc/ssh/sshd_config among them.
    ['dpkg -L openssh-server | xargs mytool', 'ask'],
    ['rpm -ql openssh | xargs mytool', 'ask'],
    ['pacman -Ql openssh | xargs mytool', 'ask'],
    // Precision: an archive made or unpacked without its names printed.
    ['tar -xf x.tar | xargs mytool', 'allow'],
    ['dpkg -l | xargs mytool', 'allow'],
    ['rpm -qa | xargs mytool', 'allow'],
    ['tar -czf o.tgz src | xargs mytool', 'allow'],
  ]);
});

describe('ls\'s dot names (`-a`, `-A`) as `mytool .*` reads them; bare names as `mytool *` (the `-a` ones were allowed)', () => {
  lineTable(RULES, [
    ['ls -a | xargs mytool', 'ask'],
    ['ls -A src | xargs mytool', 'ask'],
    ['ls -1a | xargs mytool', 'ask'],
    ['dir -a | xargs mytool', 'ask'],
    // Session 37's choice: a directory's bare names are not read (`mytool *` allows); long format is prose.
    ['ls -1 | xargs mytool', 'allow'],
    ['dir | xargs mytool', 'allow'],
    ['for f in $(ls); do mytool "$f"; done', 'allow'],
    ['mytool $(ls)', 'allow'],
    ['ls -la | mytool', 'allow'],
  ]);
});

describe('a name filter where no rule names a file\'s name stays allowed', () => {
  lineTable(NO_NAME_RULE, [
    ['find src -name \'*.ts\' -type f | xargs mytool', 'allow'],
    ['find src -name \'*.ts\' | xargs mytool', 'allow'],
    ['git ls-files \'*.ts\' | xargs mytool', 'allow'],
    ['rg --files -g \'*.ts\' | xargs mytool', 'allow'],
    ['fd -e ts | xargs mytool', 'allow'],
  ]);
});
