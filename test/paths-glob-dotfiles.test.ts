// A glob bash expands (an unquoted glob word) with its default options takes no name's leading `.`
// by a wildcard (dotglob off; `**` is `*`, globstar off): `dist/*` is never `dist/.env` and never
// goes through `.git/`. These lines asked beside `.env` and `.git` rules; now they are allowed,
// while a glob that may take a dot name, a line that may change bash's globbing, and a reader's
// own walk below the glob still ask.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

/** A client that runs each line in a fresh bash with its default glob options (DecisionContext.bashGlobDefaults). */
const FRESH_BASH = { ...REPO_LINUX, bashGlobDefaults: true };

const HIDDEN: Rules = {
  deny: ['Read(**/.env)', 'Edit(**/.env)', 'Read(**/.git/**)', 'Edit(**/.git/hooks/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

describe('bash globs take no leading dot: allowed now', () => {
  lineTable(HIDDEN, [
    ['cat dist/*', 'allow'],
    ['cat dist/?env', 'allow'],
    ['cat dist/*env', 'allow'],
    // (A bracket never matches a leading `.` either: bash passes the word as it is, a file `[.]env`.)
    ['cat dist/[.]env', 'allow'],
    ['cat dist/*/x', 'allow'],
    ['cat dist/**/x', 'allow'],
    ['cat ~/*', 'allow'],
    ['cat /w/repo/*/*', 'allow'],
    ['twine check dist/*', 'allow'],
    ['mocha test/**/*.spec.js', 'allow'],
    ['rm build/*', 'allow'],
    ['head -n 5 src/*/index.ts', 'allow'],
  ], 'shell', FRESH_BASH);
  lineTable({ deny: ['Read(.env)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['cat dist/*', 'allow'],
    ['wc -l src/*.ts lib/*/*.ts', 'allow'],
  ], 'shell', FRESH_BASH);
});

describe('bash globs that may still name a dot path ask', () => {
  lineTable(HIDDEN, [
    ['cat dist/.*', 'ask'],
    ['cat dist/.e*', 'ask'],
    ['cat dist/{.env,x}*', 'ask'],
    ['cat dist/.*/x', 'ask'],
    // (A reader that walks below the glob takes every name there: rm -r, cp -r, grep -r.)
    ['rm -rf build/*', 'ask'],
    ['cp -r build/* out/', 'ask'],
    ['grep -r x src/*', 'ask'],
  ], 'shell', FRESH_BASH);
});

describe('a line that may change how bash globs asks', () => {
  lineTable(HIDDEN, [
    ['shopt -s dotglob; cat dist/*', 'ask'],
    ['shopt -s globstar; cat dist/**/x', 'ask'],
    ["sh''opt -s dotglob; cat dist/*", 'ask'],
    ['shopt -s $OPT; cat dist/*', 'ask'],
    ['GLOBIGNORE=x; cat dist/*', 'ask'],
    ['export "GLOB""IGNORE=x"; cat dist/*', 'ask'],
    ['for GLOBIGNORE in x; do cat dist/*; done', 'ask'],
    [': ${GLOBIGNORE:=x}; cat dist/*', 'ask'],
    ['declare "$n=x"; cat dist/*', 'ask'],
    ['bash -O dotglob -c "cat dist/*"', 'ask'],
    ['bash -O $X -c "cat dist/*"', 'ask'],
    ['env BASHOPTS=dotglob bash -c "cat dist/*"', 'ask'],
    ['eval "shopt -s dotglob"; cat dist/*', 'ask'],
    // (Globbing off: the program gets the pattern, and may glob it its own way.)
    ['set -f; mocha test/*', 'ask'],
    ['set -o noglob; cat dist/*', 'ask'],
    ['bash -f -c "cat dist/*"', 'ask'],
    ['zsh -c "setopt globdots; cat dist/*"', 'ask'],
  ], 'shell', FRESH_BASH);
});

describe('ordinary lines stay allowed', () => {
  lineTable(HIDDEN, [
    ['git status', 'allow'],
    ['npm test', 'allow'],
    ['ls src/*/index.ts', 'allow'],
    ['cat "dist/*"', 'allow'],
  ], 'shell', FRESH_BASH);
});

describe('without bashGlobDefaults, globs are read at their widest (dotglob may be on)', () => {
  lineTable(HIDDEN, [
    ['cat dist/*', 'ask'],
    ['cat dist/?env', 'ask'],
    ['twine check dist/*', 'ask'],
    ['cat src/*.ts', 'allow'],
  ]);
});

describe('PowerShell and win32 are read as before', () => {
  const WIN: Rules = { deny: ['Read(**/.env)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  lineTable(WIN, [
    ['Get-Content dist\\*', 'ask'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(WIN, [['cat dist/*', 'ask']], 'shell', REPO_WINDOWS);
});
