// Inline code against the real interpreters (src/shell/inline-code.ts): fast-check builds python3
// and perl code that runs a probe (os.system, subprocess.run with a list or shell=True, perl's
// system and backticks, and other spellings: aliases, __import__, concatenation, references) with
// generated arguments, after options spelled in the interpreter's ways (`-Xm -c`, `-I lib -e`); the interpreter runs it, and whenever the probe ran, the analysis must have
// found a command line that runs it with exactly those arguments, or be incomplete (never allow).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { makeProbe, shellQuote as quote } from './helpers/probe.js';

const RUNS = Number(process.env.INLINE_RUNS ?? 80);
const dir = mkdtempSync(join(tmpdir(), 'inline-'));
const probe = makeProbe(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const has = (cmd: string) => spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;

const argument = fc.constantFrom('a', '-l', 'b c', "it's", 'x"y', '$HOME', '--', '~/x', 'a\\b');
/** A python string literal of s. */
const py = (s: string) => JSON.stringify(s);
/** A perl single-quoted literal of s. */
const pl = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

const forms = {
  python: [
    (argv: string[]) => `import subprocess; subprocess.run([${argv.map(py).join(', ')}])`,
    (argv: string[]) => `import subprocess; subprocess.call([${argv.map(py).join(', ')}], cwd=None)`,
    (argv: string[]) => `import os; os.system(${py(argv.map(quote).join(' '))})`,
    (argv: string[]) => `import subprocess; subprocess.run(${py(argv.map(quote).join(' '))}, shell=True)`,
    // Other spellings (found in review): read through the imports, or a problem.
    (argv: string[]) => `from os import system as s; s(${py(argv.map(quote).join(' '))})`,
    (argv: string[]) => `import subprocess as sp; sp.call([${argv.map(py).join(', ')}])`,
    (argv: string[]) => `__import__("os").system(${py(argv.map(quote).join(' '))})`,
    (argv: string[]) => `import os; f = os.system; f(${py(argv.map(quote).join(' '))})`,
    (argv: string[]) => `import os; os.system(${py(argv.map(quote).join(' ').slice(0, 3))} + ${py(argv.map(quote).join(' ').slice(3))})`,
  ],
  perl: [
    (argv: string[]) => `system(${argv.map(pl).join(', ')})`,
    (argv: string[]) => `system ${pl(argv.map(quote).join(' '))}`,
    (argv: string[]) => `my $c = ${pl(argv.map(quote).join(' '))}; system $c`,
    (argv: string[]) => `system(${pl(argv.map(quote).join(' ').slice(0, 3))} . ${pl(argv.map(quote).join(' ').slice(3))})`,
    (argv: string[]) => `&{"sys" . "tem"}(${argv.map(pl).join(', ')})`,
  ],
};

/** Options before the code, spelled as the interpreter reads them (review p6 F1, F4: `-Xm` is -X m, not -m). */
const codeOptions = {
  python: [['-c'], ['-Xm', '-c'], ['-Wmodule', '-c'], ['--check-hash-based-pycs', 'default', '-c'], ['-bc'], ['-I', '-Ximporttime', '-Oc']],
  perl: [['-e'], ['-I', 'lib', '-e'], ['-CSD', '-e'], ['-l0', '-e'], ['-we'], ['-M-warnings', '-e'], ['-Ilib', '-E']],
};

/** The argument vectors of the lines the analysis found (each line's commands' words). */
function found(line: string): string[][] {
  return analyzeShell(line).commands.map((c) => [...c.words]);
}

for (const [lang, bin] of [['python', 'python3'], ['perl', 'perl']] as const) {
  describe.skipIf(!has(bin))(`${bin}: the command the code runs is one the analysis finds`, () => {
    it('for generated code', () => {
      let ran = 0;
      let k = 0;
      fc.assert(fc.property(fc.constantFrom(...forms[lang]), fc.array(argument, { maxLength: 3 }), fc.constantFrom(...codeOptions[lang]), (form, args, options) => {
        const nonce = `n${k++}`;
        const argv = [probe.path, nonce, ...args];
        const code = form(argv);
        const line = `${bin} ${options.map(quote).join(' ')} ${quote(code)}`;
        probe.clear();
        spawnSync(bin, [...options, code], { cwd: dir, stdio: 'ignore', timeout: 10_000 });
        const got = probe.runArguments(nonce);
        if (got === undefined) return;
        ran++;
        // (Found with exactly its arguments, or the analysis says it cannot read the code.)
        if (analyzeShell(line).incomplete.length > 0) return;
        expect(found(line), code).toContainEqual([probe.path, ...got]);
      }), { numRuns: RUNS });
      console.log(`${bin} inline code: ${k} run, the probe ran in ${ran}`);
      expect(ran).toBeGreaterThan(k / 2);
    });
  });
}
