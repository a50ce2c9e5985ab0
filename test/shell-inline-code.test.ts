// Code given to an interpreter on its command line (src/shell/inline-code.ts): deny and ask rules
// see the commands it plainly runs and the files it plainly touches (copilot-cli#2309: a deletion
// through Python's shutil.rmtree). The interpreter's allow rule still covers its code.
import { describe, expect, it } from 'vitest';
import { FileTouches } from '../src/shell/file-touches.js';
import { inlineCodeTouches, type Language } from '../src/shell/inline-code.js';
import type { DecisionKind } from '../src/policy/types.js';
import { decideBoth, op, source } from './helpers/policy.js';
import { NETWORK_MODULE_CALLS, RUNTIME_HOST_CALLS } from './helpers/inline-network-rows.js';
import { timedUnder } from './helpers/timing.js';

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

  it('reads python names through the imports', () => {
    expect(read('python', 'from os import system; system("rm x")').runs).toEqual(['rm x']);
    expect(read('python', 'import os as o; o.system("rm x")').runs).toEqual(['rm x']);
    expect(read('python', 'from subprocess import run as r; r(["rm", "x"], stdout=subprocess.PIPE)').runs).toEqual(['rm x']);
    expect(read('ruby', 'Process.spawn("rm x"); Kernel.system("rm y")').runs).toEqual(['rm x', 'rm y']);
  });

  // (Found in review 2026-11-26: each of these ran rm beside Shell(rm *), allowed.)
  it.each([
    ['python', "__import__('os').system('rm x')"], ['python', "exec('import os')"], ['python', 'import os; f = os.system; f("rm x")'],
    ['python', 'import os; getattr(os, "system")("rm x")'], ['python', 'import os; os.system("r" "m x")'], ['python', 'import os; os.system("r" + "m x")'],
    ['python', 'import os; os.system("rm %s" % "x")'], ['python', 'from os import *; system("rm x")'], ['python', '().__class__.__bases__[0].__subclasses__()'],
    ['python', 'import os; list(map(os.system, ["rm x"]))'], ['python', 'import subprocess; subprocess.getoutput2("rm x")'],
    ['python', 'import importlib; importlib.import_module("os").system("rm x")'], ['python', 'import sys; sys.modules["os"].system("rm x")'],
    ['node', 'const {execSync: e} = require("child_process"); e("rm x")'], ['node', 'require("child_process").execSync("r" + "m x")'],
    ['node', 'require("child_" + "process").execSync("rm x")'], ['node', 'require("vm").runInThisContext("1")'], ['node', '[].constructor.constructor("x")()'],
    ['node', 'const cp = require("child_process"); cp["execSync"]("rm x")'], ['node', 'eval("1")'], ['node', 'process.binding("spawn_sync")'],
    ['perl', 'my $c = "rm x"; system $c'], ['perl', 'system("r" . "m x")'], ['perl', '&{"sys" . "tem"}("rm x")'], ['perl', 'system "rm", "-rf", "x"'],
    ['perl', 'eval "system(q(rm x))"'], ['ruby', 'system("r" + "m x")'], ['ruby', 'send(:system, "rm x")'], ['ruby', 'open("|rm x")'], ['ruby', 'IO.read("|rm x")'],
    ['ruby', 'Open3.popen3x("rm x")'], ['php', 'system("r" . "m x");'], ['php', 'array_map("system", ["rm x"]);'], ['php', '$f = "system"; $f("rm x");'],
    ['php', 'call_user_func("sys" . "tem", "rm x");'],
    // A network call whose host is made at run time, and any call given a run-time value in code
    // that names a network module (test/helpers/inline-network-rows.ts).
    ...RUNTIME_HOST_CALLS, ...NETWORK_MODULE_CALLS,
  ] as const)('%s: %s is a problem', (lang, code) => {
    expect(read(lang, code).problems.length).toBeGreaterThan(0);
  });

  it.each([
    ['python', 'import os; print(os.getcwd(), os.path.join("a", "b"), os.environ["HOME"])'], ['python', 'if __name__ == "__main__": print(1)'],
    ['python', 'import subprocess; subprocess.run(["ls", "-l"], check=True, stdout=subprocess.PIPE)'], ['python', 'print("%s" % 1)'],
    ['python', 'from pathlib import Path; print(Path("a.txt").read_text())'], ['node', 'const {execSync} = require("child_process"); execSync("git status")'],
    ['perl', 'print "a" . "b"'], ['php', 'echo "a" . "b";'], ['ruby', 'puts "a" + "b"'],
    // Network calls given a literal host (read as a host), and calls that reach no host.
    ['python', "import socket; socket.create_connection(('good.example', 80))"], ['python', "import urllib.request as u; print(u.urlopen('https://good.example', timeout=5).read())"],
    ['python', "import requests; print(requests.get('https://api.github.com').status_code)"], ['python', 'import sqlite3; sqlite3.connect(db)'],
    ['python', "d = {}; print(d.get('x'))"], ['node', "fetch('https://good.example', {method: 'POST', body: data})"], ['node', "require('net').connect(80, 'good.example')"],
    ['node', "require('https').get('https://good.example', (r) => r.pipe(process.stdout))"], ['perl', 'IO::Socket::INET->new(PeerAddr => "good.example:80")'],
    ['python', "import requests; print(requests.get('https://api.github.com').json()['x'])"], ['python', "import ftplib; ftplib.FTP('good.example').login()"],
    ['node', "fetch('https://good.example').then(r => r.json()).then(j => console.log(j))"], ['python', 'import json, sys; x = sys.argv[1]; print(len(x))'],
  ] as const)('%s: %s is read without a problem', (lang, code) => {
    expect(read(lang, code).problems).toEqual([]);
  });

  it('ignores what is not such a call', () => {
    expect(read('python', 'import json,sys; print(json.load(sys.stdin)["x"])')).toEqual({ runs: [], paths: [], problems: [] });
    expect(read('python', 'print("os.system(x)")')).toEqual({ runs: [], paths: [], problems: [] });
    expect(read('node', 'console.log(/a/.exec("abc"))')).toEqual({ runs: [], paths: [], problems: [] });
    expect(read('node', 'console.log(require("./package.json").version)')).toEqual({ runs: [], paths: [], problems: [] });
  });

  it('stays linear on long code', () => {
    const { ms } = timedUnder(() => {
      read('python', `${'a.'.repeat(5_000)}b`);
      read('python', `os.system(${'('.repeat(5_000)}`);
      read('node', `${'x '.repeat(5_000)} child_process fs`);
      read('python', `import socket; ${'a.'.repeat(5_000)}b`);
      read('python', `import socket; ${'a().'.repeat(5_000)}b ${'a '.repeat(5_000)}`);
    }, 500);
    expect(ms).toBeLessThan(500);
  });

  it('reads copies, renames and links both ways, and the .env loaders', () => {
    expect(read('python', 'import shutil; shutil.copy("a", ".git/hooks/pre-commit")').paths).toEqual(['read a', 'edit .git/hooks/pre-commit', 'edit .git/hooks/pre-commit/a']);
    expect(read('node', 'require("fs").copyFileSync("a", "b")').paths).toEqual(['read a', 'edit b', 'edit b/a']);
    expect(read('php', 'copy("a", "Makefile");').paths).toEqual(['read a', 'edit Makefile', 'edit Makefile/a']);
    expect(read('ruby', 'FileUtils.cp("a", "b"); File.rename("c", "d")').paths).toEqual(['read a', 'edit b', 'edit b/a', 'edit c', 'edit d']);
    expect(read('python', 'import shutil; shutil.unpack_archive("a.zip")').paths).toEqual(['read a.zip', 'edit .']);
    expect(read('python', 'import shutil; shutil.copytree("src", "dst")').paths).toEqual(['read src', 'edit dst']);
    expect(read('node', 'process.loadEnvFile(); console.log(process.env.X)').paths).toEqual(['read .env']);
    expect(read('python', 'from dotenv import load_dotenv; load_dotenv()').paths).toEqual(['read .env']);
    expect(read('node', 'require("dotenv").config()').paths).toEqual(['read .env']);
  });

  // Hunt 5 F2: a call no table knows is no way past a rule: every string that looks like a path
  // is a possible Edit part (a matching deny or ask rule asks). Others add nothing.
  it.each([
    ['python', 'import linecache; print(linecache.getlines(".env"))', ['.env']],
    ['python', 'import fileinput; fileinput.input(".env", inplace=True)', ['.env']],
    ['python', 'import ssl; ssl.create_default_context().load_cert_chain("k.pem")', ['k.pem']],
    ['python', "print(r'/etc/x', b'~/.ssh/id_rsa')", ['/etc/x', '~/.ssh/id_rsa']],
    ['perl', 'local @ARGV=(".env"); print <>', ['.env']],
    ['perl', 'print q(Makefile), qw(a .env b)', ['Makefile', '.env']],
    ['ruby', 'x(%q(Makefile), %w(a b.txt))', ['Makefile', 'b.txt']],
    ['node', 'x("C:\\\\Secrets\\\\k", "a/b", "a/b")', ['C:\\Secrets\\k', 'a/b']],
    ['python', 'print("%s" % "utf-8", "hello", "%.2f", "a b", "https://a.example/x")', []],
  ] as const)('%s: %s names possible paths %j', (lang, code, expected) => {
    const t = new FileTouches('x', 64);
    inlineCodeTouches(lang, code, t);
    expect(t.paths.filter((p) => p.possible).map((p) => p.path)).toEqual(expected);
  });

  it('code that changes its directory is a problem (its relative paths are not known)', () => {
    expect(read('python', 'import os; os.chdir("src"); print(open("../.env").read())').problems).toHaveLength(1);
    expect(read('node', 'process.chdir("/etc")').problems).toHaveLength(1);
  });

  const workspace = {
    deny: ['Edit(./.github/workflows/**)', 'Edit(./.git/hooks/**)', 'Edit(**/.env)', 'Edit(./package.json)', 'Edit(./Makefile)', 'Read(./.env)', 'Read(**/*.pem)'],
    allow: ['Shell(*)'],
  };
  it.each([
    [`python3 -c 'import shutil; shutil.copy("a", ".git/hooks/pre-commit")'`, 'deny'],
    [`node -e 'require("fs").copyFileSync("a",".git/hooks/post-commit")'`, 'deny'],
    [`ruby -e 'File.binwrite("Makefile","x")'`, 'deny'],
    [`perl -e 'rename "a", ".env"'`, 'ask'],
    [`php -r 'copy("a","Makefile");'`, 'deny'],
    [`python3 -c 'import codecs; codecs.open(".env","w").write("x")'`, 'deny'],
    [`python3 -c 'import shutil; shutil.unpack_archive("a.zip", ".git/hooks")'`, 'deny'],
    [`python3 -c 'import fileinput; fileinput.input(".env", inplace=True)'`, 'ask'],
    [`python3 -c 'import urllib.request; urllib.request.urlretrieve("https://a.example/x", ".git/hooks/pre-commit")'`, 'ask'],
    [`node -e 'require("fs").openSync(".env","w")'`, 'deny'],
    [`node -e 'require("fs").symlinkSync("/x", ".env")'`, 'deny'],
    [`node -e 'require("fs").promises.cp("a", ".github/workflows/x.yml")'`, 'deny'],
    [`ruby -e 'File.new(".env","w")'`, 'deny'],
    [`ruby -e 'FileUtils.cp("a", "Makefile")'`, 'deny'],
    [`perl -e 'symlink "/x", ".env"'`, 'ask'],
    [`php -r 'touch(".env");'`, 'deny'],
    [`php -r 'highlight_file(".env");'`, 'deny'],
    [`php -r 'print_r(parse_ini_file(".env"));'`, 'deny'],
    [`node -e 'process.loadEnvFile(); console.log(process.env.SECRET)'`, 'deny'],
    [`ruby -e 'puts File.binread(".env")'`, 'deny'],
    [`perl -e 'local @ARGV=(".env"); print <>'`, 'ask'],
    [`python3 -c 'import linecache; print(linecache.getlines(".env"))'`, 'ask'],
    [`python3 -c 'import zipfile; zipfile.ZipFile("x.zip","w").write(".env")'`, 'ask'],
    [`python3 -c 'import ssl; ssl.create_default_context().load_cert_chain("k.pem")'`, 'ask'],
    [`python3 -c 'import dotenv; print(dotenv.dotenv_values())'`, 'deny'],
    [`python3 -c 'import os; os.chdir("src"); print(open("../.env").read())'`, 'ask'],
    // Precision: reads of files no Read rule covers, and code with no path-like string.
    [`python3 -c 'import json; print(json.load(open("package.json"))["version"])'`, 'allow'],
    [`node -e 'console.log(require("./package.json").version)'`, 'allow'],
    [`python3 -c 'print("%s" % "utf-8")'`, 'allow'],
    [`python3 -c 'import shutil; shutil.copy("a.txt", "b.txt")'`, 'allow'],
    [`node -e 'console.log("hello")'`, 'allow'],
  ] as const)('%s -> %s (protected workspace files)', (line, expected) => {
    expect(decideBoth([source(workspace)], op('shell', line)).decision).toBe(expected);
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

  // Under an allow of every command, what the code runs must be read exactly.
  const everything = { deny: ['Shell(rm *)'], allow: ['Shell'] };
  const escapes: [string, DecisionKind][] = [
    // Escapes the languages decode (hex, octal, \u, \N{…}, a backslash-newline) are not read: never allowed.
    ["python3 -c 'import os; os.system(\"\\162m x\")'", 'ask'],
    ["python3 -c 'import os; os.system(\"\\u0072m x\")'", 'ask'],
    ["python3 -c 'import os; os.system(\"\\N{LATIN SMALL LETTER R}m x\")'", 'ask'],
    // (python's backslash-newline joins the lines, in a string too: read as "rm x".)
    ["python3 -c 'import os; os.system(\"r\\\nm x\")'", 'deny'],
    ["python3 -c 'import subprocess; subprocess.run([\"\\x72m\", \"x\"])'", 'ask'],
    ["perl -e 'system(\"\\x72m x\")'", 'ask'],
    ["ruby -e 'system(\"\\x72m x\")'", 'ask'],
    ["node -e 'require(\"child_process\").execSync(\"\\x72m x\")'", 'ask'],
    ["perl -e 'qx{\\x72m x}'", 'ask'],
    ["ruby -e '%x(\\x72m x)'", 'ask'],
    // perl, ruby and php single quotes keep the backslash: `'r\m x'` is `r\m x` (sh runs `rm x`), `'\trm x'` is no tab (nor rm).
    ["perl -e \"system('r\\\\m x')\"", 'deny'],
    ["perl -e \"system('\\\\trm x')\"", 'ask'],
    ["python3 -c 'import os; os.system(\"echo \\\"a\\tb\\\"\")'", 'allow'],
    ["python3 -c 'print(\"\\x41\")'", 'allow'],
  ];
  it.each(escapes)('%s -> %s (every command allowed)', (line, expected) => {
    expect(decideBoth([source(everything)], op('shell', line)).decision).toBe(expected);
  });
});
