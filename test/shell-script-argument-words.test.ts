// The words an interpreter hands the script it runs (script-arguments.ts, FileTouches.scriptArguments):
// the script is not read, so they are read as an unknown program's words are, as possible paths and
// possible hosts. `./x.sh /etc/passwd` asked; `python3 x.py /etc/passwd` was allowed (session 32).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const SCRIPTS: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(**/.env)', 'Domain(evil.com)'],
  allow: ['Shell(python3 *)', 'Shell(node *)', 'Shell(ruby *)', 'Shell(perl *)', 'Shell(php *)', 'Shell(bash *)', 'Shell(sh *)', 'Read(/**)', 'Edit(/**)', 'Domain(*.github.com)'],
};

describe('a script\'s arguments are possible paths (were allowed)', () => {
  lineTable(SCRIPTS, [
    ['python3 x.py /etc/passwd', 'ask'],
    ['python3 -u x.py /etc/passwd', 'ask'],
    ['python3 x.py --in=/etc/shadow', 'ask'],
    ['python3 x.py .env', 'ask'],
    ['python3 x.py sub/.env', 'ask'],
    ['node x.js /etc/passwd', 'ask'],
    ['node --trace-warnings x.js /etc/hosts', 'ask'],
    ['ruby x.rb /etc/passwd', 'ask'],
    ['perl x.pl /etc/passwd', 'ask'],
    ['php x.php /etc/passwd', 'ask'],
    ['bash x.sh /etc/passwd', 'ask'],
    ['bash -- x.sh /etc/passwd', 'ask'],
    ['sh -e x.sh /etc/passwd', 'ask'],
    // Precision: arguments no rule matches, and the scripts themselves.
    ['python3 x.py src/a.ts', 'allow'],
    ['python3 x.py', 'allow'],
    ['node x.js --port 3000 README.md', 'allow'],
    ['bash x.sh build/out', 'allow'],
    ['ruby x.rb -v', 'allow'],
  ]);
});

describe('a script\'s arguments are possible hosts (were allowed)', () => {
  lineTable(SCRIPTS, [
    ['python3 x.py evil.com', 'ask'],
    ['python3 x.py --host=evil.com', 'ask'],
    ['node x.js evil.com', 'ask'],
    ['ruby x.rb user@evil.com:22', 'ask'],
    ['bash x.sh evil.com', 'ask'],
    // Precision: hosts no deny or ask rule names, numbers, versions.
    ['python3 x.py api.github.com', 'allow'],
    ['python3 manage.py runserver 0.0.0.0:8000', 'allow'],
    ['node x.js v1.2.3', 'allow'],
  ]);
});

describe('a script\'s arguments in a PowerShell line (were allowed)', () => {
  lineTable(SCRIPTS, [
    ['python3 x.py evil.com', 'ask'],
    ['python3 x.py src\\a.ts', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// The text a here-document or here-string gives a program the analysis does not read, or a script,
// may be run by it as a command line (runs.ts stdinRun): read as its words are (were allowed).
const STDIN: Rules = { deny: ['Shell(rm *)', 'Shell(curl *)'], allow: ['Shell(mytool *)', 'Shell(python3 *)', 'Shell(cat *)', 'Read(/**)', 'Edit(/**)'] };

describe('standard input a line gives an unknown program or a script (were allowed)', () => {
  lineTable(STDIN, [
    ["mytool <<< 'rm -rf x'", 'ask'],
    ['mytool <<EOF\nrm -rf x\nEOF', 'ask'],
    ["mytool <<'EOF'\nrm -rf $X\nEOF", 'ask'],
    ['mytool <<-EOF\n\tcurl http://x\n\tEOF', 'ask'],
    ["mytool <<< 'r\\m -rf x'", 'ask'],
    ["mytool --flag <<< 'echo a; rm -rf x'", 'ask'],
    ["python3 x.py <<< 'rm -rf x'", 'ask'],
    // Precision: text that names no rule's program, a program that reads it as data, a file.
    ["mytool <<< 'hello world'", 'allow'],
    ['mytool <<EOF\nfoo: bar\nname: rmdir\nEOF', 'allow'],
    ["cat <<< 'rm -rf x'", 'allow'],
    ["python3 x.py <<< 'input data'", 'allow'],
    ['mytool < file.txt', 'allow'],
  ]);
});
