// Session 39: readCode (src/shell/inline-code.ts) reads a name once where its reading is the same
// wherever it stands in the code word (sameAnywhere), and skips it after. Reading every name, as
// before, must give the same runs, paths, hosts and problems, for any code of names that are read
// by what stands around them (string prefixes, quote words, imports, require, `$f(`, `os` before `.`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileTouches } from '../src/shell/file-touches.js';
import { inlineCodeTouches, type Language } from '../src/shell/inline-code.js';

const NAMES: Readonly<Record<Language, readonly string[]>> = {
  python: ['os', 'r', 'f', 'rb', 'import', 'from', 'exec', 'a', 'x.y', 'subprocess', 'open', 'system', 'os.system', '__x', 'sh', 'shutil.os', 'io', 'Path', 'joinpath'],
  perl: ['q', 'qq', 'qw', 'qx', 'system', 'copy', 'a', 'eval', 'File::Copy', 'open', 'x'],
  ruby: ['q', 'Q', 'w', 'W', 'x', 'system', 'eval', 'a', 'File.read', 'send'],
  node: ['require', 'import', 'execSync', 'fs', 'child_process', 'rm', 'cp.execSync', 'eval', 'a', 'x.require', 'readFileSync', 'fs.rmSync'],
  php: ['system', 'SYSTEM', 'eval', 'a', 'f', 'file_get_contents', 'x'],
};
// (Each name with what may stand before and after it: the same name in two places is what is tested.)
const BEFORE = ['', '', '%', '$', '.', '{', '@'];
const AFTER = ['', '.', '.1', '(', '("rm x")', "('/etc/x')", '"x"', "'/etc/x'", ' os', ' "rm x"', ' => 1', '}', ' (ls)', '{ls}', '[0](1)', ' = 1', ' as s'];
const BETWEEN = [' ', ';', '\n', '', ', '];
function read(lang: Language, code: string, remember: boolean) {
  const t = new FileTouches('x', 64);
  inlineCodeTouches(lang, code, t, [], remember);
  return { runs: (t.runs ?? []).map((r) => r.line), paths: t.paths, urls: t.urls, problems: t.problems, truncated: t.truncated };
}

describe('inline code: a name read once where it reads the same anywhere', () => {
  it.each(Object.keys(NAMES) as Language[])('%s: as reading every name', (lang) => {
    const name = fc.constantFrom(...NAMES[lang]);
    const piece = fc.tuple(fc.constantFrom(...BEFORE), name, fc.constantFrom(...AFTER), fc.constantFrom(...BETWEEN)).map((p) => p.join(''));
    fc.assert(fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
      const code = pieces.join('');
      expect(read(lang, code, true)).toEqual(read(lang, code, false));
    }), { numRuns: 3000 });
  });
});
