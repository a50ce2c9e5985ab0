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
