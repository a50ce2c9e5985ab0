// Code given to an interpreter on its command line (src/shell/inline-code.ts): deny and ask rules
// see the commands it plainly runs and the files it plainly touches (copilot-cli#2309: a deletion
// through Python's shutil.rmtree). The interpreter's allow rule still covers its code.
import { describe, expect, it } from 'vitest';
import { FileTouches } from '../src/shell/file-touches.js';
import { inlineCodeTouches, type Language } from '../src/shell/inline-code.js';
import type { DecisionKind } from '../src/policy/types.js';
import { decideBoth, op, source } from './helpers/policy.js';

function read(lang: Language, code: string) {
  const t = new FileTouches('x', 64);
  inlineCodeTouches(lang, code, t);
  return { runs: (t.runs ?? []).map((r) => r.line), paths: t.paths.map((p) => `${p.op} ${p.path}`), problems: t.problems ?? [] };
}

describe('inline code', () => {
  it('finds literal command lines and argument vectors', () => {
    expect(read('python', 'import os; os.system("rm -rf x")').runs).toEqual(['rm -rf x']);
    expect(read('python', "import subprocess; subprocess.run(['rm', '-rf', 'a b'], check=True)").runs).toEqual(["rm -rf 'a b'"]);
    expect(read('python', 'import subprocess as s; subprocess.run("ls -l", shell=True)').runs).toEqual(['ls -l']);
    expect(read('node', 'require("child_process").execSync("rm x")').runs).toEqual(['rm x']);
    expect(read('node', "const cp=require('child_process'); cp.spawnSync('rm', ['-r', 'y'])").runs).toEqual(['rm -r y']);
    expect(read('perl', 'system "rm x"; system("rm", "-f", "y")').runs).toEqual(['rm x', 'rm -f y']);
    expect(read('perl', 'print `rm z`').runs).toEqual(['rm z']);
    expect(read('ruby', 'system("rm x"); puts `ls`').runs).toEqual(['rm x', 'ls']);
    expect(read('php', 'echo shell_exec("rm x");').runs).toEqual(['rm x']);
  });

  it('finds the files it reads and writes', () => {
    expect(read('python', 'print(open("/etc/shadow").read())').paths).toEqual(['read /etc/shadow']);
    expect(read('python', "open('/etc/x', 'w').write('y')").paths).toEqual(['edit /etc/x']);
    expect(read('python', 'import shutil; shutil.rmtree("src")').paths).toEqual(['edit src']);
    expect(read('node', "require('fs').rmSync('dist', {recursive: true})").paths).toEqual(['edit dist']);
    expect(read('node', "const fs=require('fs'); console.log(fs.readFileSync('/etc/shadow', 'utf8'))").paths).toEqual(['read /etc/shadow']);
    expect(read('ruby', 'File.write("/etc/x", "y")').paths).toEqual(['edit /etc/x']);
    expect(read('python', 'import os; os.rename("a", "/etc/b")').paths).toEqual(['edit a', 'edit /etc/b']);
  });

  it('is a problem when such a call is given anything but literals', () => {
    expect(read('python', 'import os; os.system(cmd)').problems).toHaveLength(1);
    expect(read('python', 'import os; os.system(f"rm {x}")').problems).toHaveLength(1);
    expect(read('perl', 'system "rm $x"').problems).toHaveLength(1);
    expect(read('node', 'require("child_process").execSync(`rm ${x}`)').problems).toHaveLength(1);
    expect(read('python', 'print(open(p).read())').problems).toHaveLength(1);
    // perl's open takes a filehandle first (found by test/shell-file-programs.test.ts: it was not read at all).
    expect(read('perl', 'open(F, ">out")').problems).toHaveLength(1);
    expect(read('perl', 'open F, "<", "/etc/shadow"; print <F>').problems).toHaveLength(1);
  });

  it('ignores what is not such a call', () => {
    expect(read('python', 'import json,sys; print(json.load(sys.stdin)["x"])')).toEqual({ runs: [], paths: [], problems: [] });
    expect(read('python', 'print("os.system(x)")')).toEqual({ runs: [], paths: [], problems: [] });
    expect(read('node', 'console.log(/a/.exec("abc"))')).toEqual({ runs: [], paths: [], problems: [] });
    expect(read('node', 'console.log(require("./package.json").version)')).toEqual({ runs: [], paths: [], problems: [] });
  });

  it('stays linear on long code', () => {
    const t0 = performance.now();
    read('python', `${'a.'.repeat(5_000)}b`);
    read('python', `os.system(${'('.repeat(5_000)}`);
    read('node', `${'x '.repeat(5_000)} child_process fs`);
    expect(performance.now() - t0).toBeLessThan(500);
  });

  const rules = { deny: ['Shell(rm *)', 'Read(//etc/shadow)', 'Edit(//etc/**)'], allow: ['Shell(python3 *)', 'Shell(node *)', 'Shell(perl *)', 'Shell(ruby *)', 'Shell(ls *)'] };
  const cases: [string, DecisionKind][] = [
    ["python3 -c 'import shutil; shutil.rmtree(\"/etc/ssh\")'", 'deny'],
    ["python3 -c 'import os; os.system(\"rm -rf x\")'", 'deny'],
    ["python3 -Ic 'print(open(\"/etc/shadow\").read())'", 'deny'],
    ["node -e 'require(\"child_process\").execSync(\"rm x\")'", 'deny'],
    ["node --eval='require(\"fs\").writeFileSync(\"/etc/x\", \"y\")'", 'deny'],
    ["perl -ne 'print' -e 'system(\"rm x\")' f", 'deny'],
    ["ruby -e 'system \"rm x\"'", 'deny'],
    ["python3 -c 'import os; os.system(c)'", 'ask'],
    ["python3 -c 'import json; print(1)'", 'allow'],
    ["python3 -c 'import os; os.system(\"ls -l\")'", 'allow'],
    ['python3 -m http.server', 'allow'],
  ];
  it.each(cases)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(rules)], op('shell', line)).decision).toBe(expected);
  });
});
