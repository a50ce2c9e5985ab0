// A third review of this session's readers (a for loop's "$f" read as the loop's word, inline
// fs/File calls' literal paths, PowerShell array readings and trailing dots, globs with `..`
// after a link). Each deny-side row was allowed before its fix; the precision rows pin ordinary
// lines that must stay allowed.
import { describe } from 'vitest';
import { lineTable, SECRET_FILES } from './helpers/line-table.js';

// A glob where a builtin takes a variable name may match a file named `x[$(cmd)]`, whose
// subscript bash evaluates (cmd runs); a loop's "$f" read as its glob made these allowed too.
describe('a glob where a builtin takes a variable name', () => {
  lineTable(SECRET_FILES, [
    ['printf -v * y', 'ask'],
    ['read * <<< z', 'ask'],
    ['test -v *', 'ask'],
    ['[ -v x* ]', 'ask'],
    ['unset ?', 'ask'],
    ['for f in *; do printf -v "$f" y; done', 'ask'],
    ['for f in *; do read "$f"; done', 'ask'],
    ['for f in *; do test -v "$f"; done', 'ask'],
    ['for f in *; do unset "$f"; done', 'ask'],
    // Precision: a glob that matches only a plain name.
    ['unset a[0]', 'allow'],
    ['unset a[@]', 'allow'],
    ['printf -v out %s x', 'allow'],
    ['for f in src/*.ts; do wc -l "$f"; done', 'allow'],
  ]);
});
