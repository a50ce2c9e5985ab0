// Red team of the code given to interpreters (src/shell/inline-code.ts): code that reads or
// writes a file, runs a command or opens a host in a way the reader missed must never allow
// (deny rules see what was read; the rest asks), and code that only prints stays allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

describe('php: names are case-insensitive, strings and expressions called, stream URLs', () => {
  lineTable(RULES, [
    [`php -r 'SYSTEM("rm x");'`, 'deny'],
    [`php -r 'System ("rm x");'`, 'deny'],
    [`php -r 'Shell_Exec("rm x");'`, 'deny'],
    [`php -r 'EVAL($c);'`, 'ask'],
    [`php -r '("sys"."tem")("rm x");'`, 'ask'],
    [`php -r '"\\x73ystem"("rm x");'`, 'ask'],
    [`php -r '$f = ["system"]; $f[0]("rm x");'`, 'ask'],
    [`php -r 'file_put_contents("php://filter/write=string.rot13/resource=/etc/x", "y");'`, 'ask'],
    [`php -r 'echo file_get_contents("expect://rm x");'`, 'ask'],
    [`php -r 'imap_open("{evil.com:143/imap}INBOX", "a", "b");'`, 'ask'],
    [`php -r 'mb_send_mail("a", "b", "c");'`, 'ask'],
    // (Sound already: lower case, a function named in a string, a variable called.)
    [`php -r 'system("rm x");'`, 'deny'],
    [`php -r 'array_map("SYSTEM", ["rm x"]);'`, 'ask'],
    [`php -r '$f = "system"; $f("rm x");'`, 'ask'],
    // Ordinary code stays allowed.
    [`php -r 'echo "(hello) world\\n";'`, 'allow'],
    [`php -r 'echo strtoupper("hi"), PHP_EOL;'`, 'allow'],
    [`php -r 'echo file_get_contents("composer.json");'`, 'allow'],
    [`php -r 'Echo StrToUpper("hi");'`, 'allow'],
  ]);
});

describe('options of a call that runs a command: what runs, where, with what input', () => {
  lineTable(RULES, [
    [`python3 -c 'import subprocess; subprocess.run(["ls", "x"], executable="/bin/rm")'`, 'ask'],
    [`python3 -c 'import subprocess; subprocess.run("ls", shell=True, executable="/w/sh")'`, 'ask'],
    [`python3 -c 'import subprocess; subprocess.run(["cat", "shadow"], cwd="/etc")'`, 'ask'],
    [`python3 -c 'import subprocess; subprocess.run(["ls"], env={"LD_PRELOAD": "/w/e.so"})'`, 'ask'],
    [`python3 -c 'import subprocess; subprocess.run(["bash"], input="rm -rf /w")'`, 'ask'],
    [`node -e 'require("child_process").execSync("cat shadow", {cwd: "/etc"})'`, 'ask'],
    [`node -e 'require("child_process").spawnSync("ls", [], {shell: "/w/sh"})'`, 'ask'],
    [`node -e 'require("child_process").execSync("bash", {input: "rm -rf /w"})'`, 'ask'],
    [`ruby -e 'system({"LD_PRELOAD" => "/w/e.so"}, "ls")'`, 'ask'],
    [`ruby -e 'system("ls", out: "/etc/x")'`, 'ask'],
    [`ruby -e 'system("cat shadow", chdir: "/etc")'`, 'ask'],
    // The command is read without its options' strings: deny rules see it.
    [`python3 -c 'import subprocess; subprocess.run(["rm", "x"], cwd="/w")'`, 'deny'],
    [`node -e 'require("child_process").execSync("rm x", {encoding: "utf8"})'`, 'deny'],
    // Ordinary options stay allowed.
    [`python3 -c 'import subprocess; print(subprocess.run(["git", "status"], capture_output=True, text=True, encoding="utf-8").stdout)'`, 'allow'],
    [`node -e 'console.log(require("child_process").execSync("git status", {encoding: "utf8", stdio: ["pipe", "pipe", "inherit"]}))'`, 'allow'],
    [`node -e 'require("child_process").execSync("npm test", {stdio: "inherit"})'`, 'allow'],
    [`ruby -e 'system("git", "status")'`, 'allow'],
  ]);
});

describe('node: child_process and fs functions and modules used as values', () => {
  lineTable(RULES, [
    [`node -e 'const cp = require("child_process"); cp.execSync.call(null, "rm x")'`, 'ask'],
    [`node -e 'const cp = require("child_process"); cp.execSync.apply(null, ["rm x"])'`, 'ask'],
    [`node -e 'const cp = require("child_process"); cp.execSync.bind(null, "rm x")()'`, 'ask'],
    [`node -e 'const fs = require("fs"); fs.writeFileSync.call(fs, "/et" + "c/x", "")'`, 'ask'],
    [`node -e 'Object.values(require("child_process"))[0]("rm x")'`, 'ask'],
    [`node -e 'const cp = require("child_process"); for (const k in cp) if (k === "execSync") cp[k]("rm x")'`, 'ask'],
    [`node -e 'Object.assign(globalThis, require("child_process")); execSync("rm x")'`, 'deny'],
    [`node -e 'Object.assign(globalThis, require("child_process")); execSync(process.argv[1])'`, 'ask'],
    [`node -e 'const m = process.getBuiltinModule("child_process"); Object.values(m)[0]("rm x")'`, 'ask'],
    [`node -e 'import("child_process").then((m) => Object.values(m)[0]("rm x"))'`, 'ask'],
    [`node --input-type=module -e 'import * as cp from "node:child_process"; Object.values(cp)[0]("rm x")'`, 'ask'],
    [`node -e 'const fs = require("fs"); const f = (m) => m.writeFileSync; f(fs)("/et" + "c/x", "")'`, 'ask'],
    // Members read by name stay read exactly.
    [`node -e 'const cp = require("child_process"); cp.execSync("rm x")'`, 'deny'],
    [`node -e 'const fs = require("node:fs"); console.log(fs.readFileSync("/etc/shadow", "utf8"))'`, 'deny'],
    [`node -e 'const { execSync } = require("child_process"); execSync("rm x")'`, 'deny'],
    [`node --input-type=module -e 'import cp from "child_process"; cp.execSync("git status")'`, 'allow'],
    [`node -e 'const fs = require("fs"); console.log(fs.readFileSync("package.json", "utf8"))'`, 'allow'],
    [`node -e 'const fs = require("fs"), path = require("path"); console.log(fs.existsSync(path.join("a", "b")))'`, 'allow'],
    [`node -e 'console.log(require("fs").readdirSync(".").length)'`, 'allow'],
    [`node -e 'console.log([1, 2].map((x) => x * 2).join(","))'`, 'allow'],
  ]);
});

describe('python: imports over lines, backslash continuations, older runners', () => {
  lineTable(RULES, [
    ["python3 -c 'from os import (\n    system as s)\ns(\"rm x\")'", 'deny'],
    ["python3 -c 'from os import (getcwd,\n    system)\nsystem(\"rm x\")'", 'deny'],
    ["python3 -c 'from os import \\\n    system as s; s(\"rm x\")'", 'deny'],
    ["python3 -c 'import os; os.\\\nsystem(\"rm x\")'", 'deny'],
    ["python3 -c 'import os; os.system(\"r\\\nm x\")'", 'deny'],
    ["python3 -c 'import platform; platform.popen(\"rm x\")'", 'deny'],
    ["python3 -c 'import distutils.spawn; distutils.spawn.spawn([\"rm\", \"x\"])'", 'deny'],
    ["python3 -c 'from distutils.spawn import spawn; spawn([\"rm\", \"x\"])'", 'deny'],
    // Ordinary code stays allowed.
    ["python3 -c 'from os import (\n    getcwd)\nprint(getcwd())'", 'allow'],
    ["python3 -c 'x = 1 + \\\n    2; print(x)'", 'allow'],
    ["python3 -c 'print(\"a\\\\\\\\\")'", 'allow'],
  ]);
});

describe('python: a continuation before a CRLF', () => {
  lineTable(RULES, [["python3 -c 'import os; os.\\\r\nsystem(\"rm x\")'", 'deny']]);
});

describe('perl: IPC modules and backtick here-documents', () => {
  lineTable(RULES, [
    [`perl -e 'use IPC::Open3; open3(my $i, my $o, undef, "rm x")'`, 'ask'],
    [`perl -e 'use IPC::Open2; open2(my $o, my $i, "rm x")'`, 'ask'],
    [`perl -MIPC::Open3 -e 'open3(my $i, my $o, undef, "rm x")'`, 'ask'],
    [`perl -e 'use IPC::Cmd qw(run); run(command => "rm x")'`, 'ask'],
    [`perl -e 'print <<\`EOT\`;\nrm x\nEOT\n'`, 'ask'],
    [`perl -e 'print <<~\`EOT\`;\n  rm x\n  EOT\n'`, 'ask'],
    // Backticks and ordinary code as before.
    [`perl -e 'print \`rm x\`'`, 'deny'],
    [`perl -e 'print \`git status\`'`, 'allow'],
    [`perl -e 'print "hello\\n"'`, 'allow'],
    [`perl -e 'print <<EOT;\nhello\nEOT\n'`, 'allow'],
  ]);
});

describe('python: paths joined at run time', () => {
  lineTable(RULES, [
    [`python3 -c 'from pathlib import Path; (Path("/") / "etc" / "x").write_text("y")'`, 'ask'],
    [`python3 -c 'import pathlib; pathlib.Path("/").joinpath("etc/x").write_text("y")'`, 'ask'],
    [`python3 -c 'from pathlib import Path; Path.home().joinpath("..", "..", "etc", "x").write_text("y")'`, 'ask'],
    [`python3 -c 'from pathlib import Path; print((Path.home() / ".ssh" / "id_rsa").read_text())'`, 'ask'],
    // Division and ordinary code stay allowed.
    [`python3 -c 'print((1 + 2) / 3, 10 // 4)'`, 'allow'],
    [`python3 -c 'print("a / b", "/w/x")'`, 'allow'],
    [`python3 -c 'from pathlib import Path; print(Path("README.md").read_text())'`, 'allow'],
  ]);
});

describe('node: fs calls that change a file, by any name', () => {
  lineTable(RULES, [
    [`node -e 'const fs = require("fs"); fs.chownSync("/etc/x", 0, 0)'`, 'deny'],
    [`node -e 'const fs = require("fs"); fs.lchownSync("/etc/x", 0, 0)'`, 'deny'],
    [`node -e 'const fs = require("fs"); fs.utimesSync("/etc/x", 0, 0)'`, 'deny'],
    [`node -e 'const fs = require("fs"); fs.lutimesSync("/etc/x", 0, 0)'`, 'deny'],
    [`node -e 'const fs = require("fs"); fs.chmod("/etc/x", 0o777, () => {})'`, 'deny'],
    [`node -e 'const fs = require("fs"); fs.mkdtempSync("/etc/x")'`, 'deny'],
    [`node -e 'const fs = require("fs"); new fs.WriteStream("/etc/x")'`, 'deny'],
    [`node -e 'const fs = require("fs"); fs.chownSync("/et" + "c/x", 0, 0)'`, 'ask'],
    [`node -e 'const { open } = require("fs/promises"); open("/et" + "c/x", "w")'`, 'ask'],
    [`node -e 'const { open } = require("fs/promises"); open("/etc/x", "w")'`, 'deny'],
    [`node -e 'const fs = require("fs"); fs.chownSync("out.txt", process.getuid(), 0)'`, 'allow'],
    [`node -e 'const fs = require("fs"); console.log(fs.readdirSync(".").join(" "))'`, 'allow'],
  ]);
});

describe('ruby: file calls by any name, and their lists', () => {
  lineTable(RULES, [
    [`ruby -e 'File.chmod(0777, "/et" + "c/x")'`, 'ask'],
    [`ruby -e 'File.chmod(0777, "/etc/x")'`, 'deny'],
    [`ruby -e 'File.chown(0, 0, "/etc/x")'`, 'deny'],
    [`ruby -e 'File.truncate("/et" + "c/x", 0)'`, 'ask'],
    [`ruby -e 'FileUtils.chmod("u+x", "/etc/x")'`, 'deny'],
    [`ruby -e 'FileUtils.rm_f("/et" + "c/x")'`, 'ask'],
    [`ruby -e 'FileUtils.rm(["/w/a", "/etc/x"])'`, 'deny'],
    [`ruby -e 'FileUtils.rm_rf(["/w/a", "/etc/x"])'`, 'deny'],
    [`ruby -e 'FileUtils.remove_dir("/et" + "c/x")'`, 'ask'],
    [`ruby -e 'Dir.rmdir("/et" + "c/x")'`, 'ask'],
    [`ruby -e 'IO.sysopen("/et" + "c/x", "w")'`, 'ask'],
    [`ruby -e 'IO.copy_stream("/w/a", "/et" + "c/x")'`, 'ask'],
    [`ruby -e '$stdout.reopen("/et" + "c/x", "w"); puts 1'`, 'ask'],
    [`ruby -e 'Pathname.new("/et" + "c/x").write("y")'`, 'ask'],
    [`ruby -e 'File.foreach("/et" + "c/shadow") { |l| puts l }'`, 'ask'],
    [`ruby -e 'require "open-uri"; URI.open("|rm x")'`, 'ask'],
    [`ruby -e 'FileUtils.ln_sf("/w/a", "/et" + "c/x")'`, 'ask'],
    [`ruby -e 'FileUtils.chmod("u+x", "bin/run")'`, 'allow'],
    [`ruby -e 'puts File.read("Gemfile")'`, 'allow'],
    [`ruby -e 'puts [1, 2].map { |x| x * 2 }.inspect'`, 'allow'],
  ]);
});

describe('python, perl, php: file calls that change a file, given a path made at run time', () => {
  lineTable(RULES, [
    [`python3 -c 'import os; os.chown("/et" + "c/x", 0, 0)'`, 'ask'],
    [`python3 -c 'import os; os.chown("/etc/x", 0, 0)'`, 'deny'],
    [`python3 -c 'import os; os.removedirs("/et" + "c/x")'`, 'ask'],
    [`python3 -c 'import shutil; shutil.copymode("/w/a", "/et" + "c/x")'`, 'ask'],
    [`python3 -c 'import shutil; shutil.make_archive("/et" + "c/x", "zip", "/w")'`, 'ask'],
    [`python3 -c 'import io; io.FileIO("/et" + "c/x", "w")'`, 'ask'],
    [`perl -e 'chmod(0777, "/etc/x")'`, 'deny'],
    [`perl -e 'chmod 0777, "/et"."c/x"'`, 'ask'],
    [`perl -e 'use File::Copy; copy("/w/a", "/et"."c/x")'`, 'ask'],
    [`perl -e 'use File::Copy; move("/w/a", "/etc/x")'`, 'deny'],
    [`perl -e 'use File::Path; rmtree("/et"."c/x")'`, 'ask'],
    [`php -r 'chmod("/et"."c/x", 0777);'`, 'ask'],
    [`php -r 'chown("/etc/x", "root");'`, 'deny'],
    [`php -r 'new SplFileObject("/et"."c/x", "w");'`, 'ask'],
    [`php -r 'error_log("x", 3, "/etc/x");'`, 'deny'],
    [`php -r 'gzopen("/et"."c/x", "w");'`, 'ask'],
    [`perl -e 'use File::Copy; copy("a.txt", "b.txt")'`, 'allow'],
    [`php -r 'chmod("bin/run", 0755);'`, 'allow'],
  ]);
});

describe('perl: names that are no calls', () => {
  lineTable(RULES, [
    [`perl -e 'my $copy = 1; print $copy'`, 'allow'],
    [`perl -e 'my %h = (move => 1); print $h{move}'`, 'allow'],
    [`perl -ne 'print if /copy/' a.txt`, 'allow'],
    [`perl -MFile::Copy -e 'copy("/w/a", "/etc/x")'`, 'deny'],
    [`perl -e 'my %h = (system => 1); system("rm x")'`, 'deny'],
  ]);
});

describe('code that changes the environment of the commands it runs', () => {
  lineTable(RULES, [
    [`python3 -c 'import os; os.environ["LD_PRELOAD"] = "/w/e.so"; os.system("ls")'`, 'ask'],
    [`python3 -c 'import os; os.environ.update(PATH="/w/evil"); os.system("ls")'`, 'ask'],
    [`python3 -c 'import os; os.putenv("BASH_ENV", "/w/e.sh"); os.system("ls")'`, 'ask'],
    [`node -e 'process.env.LD_PRELOAD = "/w/e.so"; require("child_process").execSync("ls")'`, 'ask'],
    [`node -e 'process.env["PATH"] = "/w/evil"; require("child_process").execSync("ls")'`, 'ask'],
    [`node -e 'Object.assign(process.env, {PATH: "/w/evil"}); require("child_process").execSync("ls")'`, 'ask'],
    [`ruby -e 'ENV["LD_PRELOAD"] = "/w/e.so"; system("ls")'`, 'ask'],
    [`perl -e '$ENV{LD_PRELOAD} = "/w/e.so"; system("ls")'`, 'ask'],
    // Reading the environment, or writing it without running a command, stays allowed.
    [`python3 -c 'import os; print(os.environ["HOME"]); os.system("ls")'`, 'allow'],
    [`node -e 'if (process.env.CI === "1") require("child_process").execSync("npm test")'`, 'allow'],
    [`python3 -c 'import os; os.environ["X"] = "1"; print(os.environ["X"])'`, 'allow'],
  ]);
});

describe('python: a command module reached as another module attribute', () => {
  lineTable(RULES, [
    [`python3 -c 'import shutil; shutil.os.system("rm x")'`, 'ask'],
    [`python3 -c 'import glob; glob.os.system("rm x")'`, 'ask'],
    [`python3 -c 'import tempfile; tempfile._os.system("rm x")'`, 'ask'],
    [`python3 -c 'import os.path as p; p.os.system("rm x")'`, 'ask'],
    [`python3 -c 'import site; site.os.system("rm x")'`, 'ask'],
    [`python3 -c 'import os; print(os.path.join("a", "b"), os.getcwd())'`, 'allow'],
  ]);
});
