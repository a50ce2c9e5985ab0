// Precision follow-ups (review 2026-11-26): ordinary lines the precision corpus found asking, made
// to allow where that opens no hole, beside the deny and ask rows that must stay as they are.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { PRECISION_POLICY } from './helpers/precision-policy.js';

describe('precision follow-ups: a file call given a literal path and data made at run time', () => {
  lineTable(PRECISION_POLICY, [
    // The path is the literal first argument; the data does not matter.
    ["node -e \"require('fs').writeFileSync('out.json', JSON.stringify(x))\"", 'allow'],
    ["node -e \"const fs = require('fs'); fs.appendFileSync('log.txt', String(Date.now()) + '\\n')\"", 'allow'],
    ["node -e \"require('fs').mkdirSync('build', { recursive: r })\"", 'allow'],
    ["node -e \"console.log(require('fs').readFileSync('package.json', enc))\"", 'allow'],
    ["ruby -e \"File.write('out.txt', data.to_s)\"", 'allow'],
    // The literal path still meets the deny rules.
    ["node -e \"require('fs').writeFileSync('/etc/hosts', JSON.stringify(x))\"", 'deny'],
    ["node -e \"console.log(require('fs').readFileSync('.env', enc))\"", 'deny'],
    ["ruby -e \"File.write('/etc/hosts', data)\"", 'deny'],
    // Calls inside the data are read on.
    ["node -e \"require('fs').writeFileSync('out.txt', require('child_process').execSync('rm -rf /'))\"", 'deny'],
    ["node -e \"require('fs').writeFileSync('out.txt', require('child_process').execSync(c))\"", 'ask'],
    ["node -e \"require('fs').writeFileSync('out.txt', require('fs').readFileSync(p))\"", 'ask'],
    // A path that is not one literal is unknown: the comma operator, concatenation, a template, a variable.
    ["node -e \"require('fs').writeFileSync(('out.json', p), 'x')\"", 'ask'],
    ["node -e \"require('fs').writeFileSync('out' + p, 'x')\"", 'ask'],
    ["node -e 'require(\"fs\").writeFileSync(`${p}`, \"x\")'", 'ask'],
    ["node -e \"require('fs').writeFileSync(p, 'x')\"", 'ask'],
    ["node -e \"require('fs').writeFileSync('a.json'[0], x)\"", 'ask'],
    // Calls whose other arguments change the path stay unknown (python's Path joins its arguments,
    // os.remove's dir_fd, perl's unlink takes a list, php's FILE_USE_INCLUDE_PATH).
    ["python3 -c \"import pathlib; pathlib.Path('src', name).unlink()\"", 'ask'],
    ["python3 -c \"import os; os.remove('x.txt', dir_fd=d)\"", 'ask'],
    ["perl -e 'unlink(\"x.txt\", $f)'", 'ask'],
    ["php -r 'file_put_contents(\"x.txt\", $d, FILE_USE_INCLUDE_PATH);'", 'ask'],
  ]);
});

describe('precision follow-ups: a for loop\'s "$f" in the first command of its body is the loop\'s word', () => {
  lineTable(PRECISION_POLICY, [
    // The loop's one glob word, met with the rules by its shape (as `wc -l src/*.ts`).
    ['for f in src/*.ts; do wc -l "$f"; done', 'allow'],
    ['for f in src/*.ts; do prettier --write "$f"; done', 'allow'],
    ['for f in src/*.ts; do npx prettier --write "$f"; done', 'ask'], // as npx prettier --write src/*.ts: a glob word may be a package
    ['for f in src/*.ts; do wc -l "${f}" | tail -1; done', 'allow'],
    ['for f in README.md; do wc -l "$f"; done', 'allow'],
    ['for f in dist/*.js; do rm "$f"; done', 'allow'],
    // A glob or a literal that meets a rule still does.
    ['for f in .env*; do wc -l "$f"; done', 'ask'],
    ['for f in /etc/sha*; do cat "$f"; done', 'ask'],
    ['for f in .env; do wc -l "$f"; done', 'deny'],
    ['for f in /etc/*; do cp x "$f"; done', 'ask'],
    // Not read so: unquoted (the value splits), after another command of the body, several loop
    // words, an expansion in the loop word, a `for` without `in`, the command name.
    ['for f in src/*.ts; do wc -l $f; done', 'ask'],
    ['for f in src/*.ts; do echo "$f"; wc -l "$f"; done', 'ask'],
    ['for f in src/*.ts test/*.ts; do wc -l "$f"; done', 'ask'],
    ['for f in $DIR/*.ts; do wc -l "$f"; done', 'ask'],
    ['for f; do wc -l "$f"; done', 'ask'],
    ['for f in src/*.ts; do "$f" --version; done', 'ask'],
    // The variable assigned before the word is read, or given an attribute that changes its value.
    ['for f in src/*.ts; do f=/etc/shadow cat "$f"; done', 'ask'],
    ['for f in src/*.ts; do cat $((f=0)) "$f"; done', 'ask'],
    ['for f in src/*.ts; do cat "${f:=x}" "$f"; done', 'ask'],
    ['declare -u f; for f in src/*.ts; do wc -l "$f"; done', 'ask'],
    ['eval "typeset -l f"; for f in src/*.ts; do wc -l "$f"; done', 'ask'],
    ['g() { local -l f; }; g; for f in src/*.ts; do wc -l "$f"; done', 'ask'],
    ['declare -n f=x; for f in src/*.ts; do wc -l "$f"; done', 'ask'],
    // bash's own variables read as other than what the loop set (bash prints two random numbers; `$_` is the last word before).
    ['for RANDOM in src/*.ts; do cat "$RANDOM"; done', 'ask'],
    ['for _ in src/*.ts; do cat "$_"; done', 'ask'],
    ['for file in src/*.ts; do wc -l "$file"; done', 'allow'],
    ['source ./env.sh; for f in src/*.ts; do wc -l "$f"; done', 'ask'],
    ['. ./env.sh; for f in src/*.ts; do wc -l "$f"; done', 'ask'],
    // (A DEBUG trap runs before each command, after the loop set the variable: bash prints /etc/hostname twice.)
    ["trap 'f=/etc/shadow' DEBUG; for f in src/*.ts; do cat \"$f\"; done", 'ask'],
    ["eval \"trap 'f=/etc/shadow' DEBUG\"; for f in src/*.ts; do cat \"$f\"; done", 'ask'],
    // A body that changes directory runs its later iterations elsewhere.
    ['for f in src/*.ts; do cat "$f"; cd /etc; done', 'ask'],
    // Nested: the inner loop's variable is the inner word.
    ['for f in src/*.ts; do for f in /etc/sha*; do cat "$f"; done; done', 'ask'],
  ]);
});
