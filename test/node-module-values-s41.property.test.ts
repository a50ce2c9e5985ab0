// node-module-values.ts nodeModuleAsValue finds a bound name's uses in one scan of the code's
// identifier runs, making a string only of a run as long as a bound name (session 41; a regex match
// per word before: 400 imports in `node -e` were a fifth of the decision). The same answer as before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeModuleAsValue } from '../src/shell/node-module-values.js';
import { nodeModuleAsValueBefore } from './helpers/node-module-values-before-s41.js';

const PIECES = [
  'import cp from "child_process";', "import * as fs from 'node:fs';", 'import cp, { x } from "fs";', 'const cp = require("child_process");',
  'let f = await import("fs");', 'const { execSync } = require("child_process");', 'require("fs").readFileSync("a");', 'require("fs")',
  'cp', 'cp.execSync("x")', 'cp?.x', 'f(cp)', '"cp"', "'cp'", '`cp`', '$cp', 'cp$', 'a_cp', 'x.cp', 'cp =', 'cp ==', 'cp=>1', 'fs', 'fs.then(x)',
  '/cp/', 'cp:', ':cp', ' ', '\n', ';', '(', ')', '{', '}', ',', 'é', 'ccp', 'cp2', 'f', 'from', ' from "fs"', 'a0', 'import a0 from "fs";', 'a0.x', 'a0',
];

describe('nodeModuleAsValue: as the regex per word found it', () => {
  it('on code of imports, bindings and uses of their names', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }), (pieces) => {
      const code = pieces.join('');
      expect(nodeModuleAsValue(code)).toBe(nodeModuleAsValueBefore(code));
    }), { numRuns: 20_000 });
  });

  it('400 imports each used as a member, then one used as a value', () => {
    const imports = Array.from({ length: 400 }, (_, i) => `import a${i} from 'fs';`).join('');
    expect(nodeModuleAsValue(`${imports}a7.readFileSync('x')`)).toBeUndefined();
    expect(nodeModuleAsValue(`${imports}f(a399)`)).toBe('the code given to the interpreter uses a399 (child_process or fs) as a value, which reaches its functions unnamed');
    expect(nodeModuleAsValue(`${imports}f(a399)`)).toBe(nodeModuleAsValueBefore(`${imports}f(a399)`));
  });
});
