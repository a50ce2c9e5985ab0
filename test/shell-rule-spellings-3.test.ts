// How a deny/ask Shell rule meets other spellings of the program it names (semantics 4.1): each
// shorter version of a versioned name (`pip3.12` is pip3 and pip), with a Windows extension too,
// a program's other common name (Debian's `nodejs`), `python -m MODULE` after any options (and
// after a word from an expansion, which may be options: then it asks), the Python launcher `py`,
// and interpreters' option spellings (`node --eval`, `perl -E`, `perl -le'CODE'`, `pwsh
// -Command`). Each row is also checked against the reference.
import { describe } from 'vitest';
import { REPO_WINDOWS } from './helpers/policy.js';
import { shellRuleTable as table } from './helpers/shell-rule-table.js';

describe('a versioned name meets rules naming each shorter version (were allowed)', () => {
  table('deny', [
    ['Shell(pip3 install *)', 'pip3.12 install x', 'deny'],
    ['Shell(pip3 install *)', '/usr/local/bin/pip3.12 install x', 'deny'],
    ['Shell(python3 -c *)', 'python3.12 -c x', 'deny'],
    ['Shell(python3.12 -c *)', 'python3.12.1 -c x', 'deny'],
    ['Shell(pip install *)', 'pip3.12 install x', 'deny'],
    // Precision: a longer version is not the shorter name's program, nor another program.
    ['Shell(pip3.12 install *)', 'pip3 install x', 'allow'],
    ['Shell(pip3 install *)', 'pip2.7 install x', 'allow'],
    ['Shell(pip3 install *)', 'pip3.12 list', 'allow'],
    ['Shell(python3 -c *)', 'python3.12 x.py', 'allow'],
  ]);
  // Allow rules read the name as written.
  table('allow', [
    ['Shell(pip3 install *)', 'pip3.12 install x', 'ask'],
    ['Shell(pip3.12 install *)', 'pip3.12 install x', 'allow'],
  ]);
});

describe('a versioned name with .exe, on Windows (were allowed)', () => {
  table('deny', [
    ['Shell(pip3 install *)', 'pip3.12.exe install x', 'deny'],
    ['Shell(pip install *)', 'pip3.12.exe install x', 'deny'],
    ['Shell(pip install *)', 'pip3.exe install x', 'deny'],
    ['Shell(pip install *)', 'python3.12.exe -m pip install x', 'deny'],
    ['Shell(pip install *)', 'pip3.12.exe list', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  table('deny', [
    ['Shell(pip3 install *)', 'pip3.12.exe install x', 'deny'],
    ['Shell(pip install *)', 'PIP3.12.EXE install x', 'deny'],
    ['Shell(pip install *)', 'pip3.12.exe list', 'allow'],
  ], 'shell', REPO_WINDOWS);
});

describe('a program under its other common name (were allowed)', () => {
  table('deny', [
    ['Shell(node -e *)', 'nodejs -e x', 'deny'],
    ['Shell(node *)', '/usr/bin/nodejs x.js', 'deny'],
    ['Shell(node -e *)', 'nodejs18 -e x', 'deny'],
    ['Shell(node -e *)', 'nodejs x.js', 'allow'],
  ]);
  table('allow', [
    ['Shell(node *)', 'nodejs x.js', 'ask'],
  ]);
});

describe('python -m MODULE after options, expansions, as MODULE.__main__ (were allowed)', () => {
  table('deny', [
    ['Shell(pip install *)', 'python -I -m pip install x', 'deny'],
    ['Shell(pip install *)', 'python -mpip install x', 'deny'],
    ['Shell(pip install *)', 'python -W ignore -m pip install x', 'deny'],
    ['Shell(pip install *)', 'python -Em pip install x', 'deny'],
    ['Shell(pip install *)', 'python -X dev --check-hash-based-pycs never -m pip install x', 'deny'],
    ['Shell(pip install *)', 'python3 -m pip.__main__ install x', 'deny'],
    // A word from an expansion may be options, and the word after it their value: it asks.
    ['Shell(pip install *)', 'python "$X" -m pip install x', 'ask'],
    ['Shell(pip install *)', 'python $X -W ignore -m pip install x', 'ask'],
    ['Shell(pip install *)', 'python "$X" ignore -m pip install x', 'ask'],
    // Precision: code given with -c, a script's own words, another module or subcommand.
    ['Shell(pip install *)', 'python -c "print(1)"', 'allow'],
    // (Not pip as python's module; but the code or script may run its own words, and from `pip` on
    // they are a possible command, which asks: unknown-programs.ts.)
    ['Shell(pip install *)', 'python -c "print(1)" -m pip install x', 'ask'],
    ['Shell(pip install *)', 'python script.py -m pip install x', 'ask'],
    ['Shell(pip install *)', 'python -- -m pip install x', 'ask'],
    ['Shell(pip install *)', 'python -W -m pip install x', 'ask'],
    ['Shell(pip install *)', 'python -m pip.__main__ list', 'allow'],
    ['Shell(pip install *)', 'python -m pipx install x', 'allow'],
    // (An expansion right before a module-like word may be -m: it asks, shell-expansion-subcommands.test.ts.)
    ['Shell(pip install *)', 'python "$X" pip install x', 'ask'],
  ]);
  table('deny', [
    ['Shell(pip install *)', 'PYTHON -m pip install x', 'deny'],
    ['Shell(pip install *)', 'Python3.12.exe -m pip install x', 'deny'],
    ['Shell(pip install *)', 'PYTHON -m pip list', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('the Python launcher py runs python with the rest of its words (were allowed)', () => {
  table('deny', [
    ['Shell(pip install *)', 'py -m pip install x', 'deny'],
    ['Shell(pip install *)', 'py -3.12 -m pip install x', 'deny'],
    ['Shell(pip install *)', 'py -3-64 -m pip install x', 'deny'],
    ['Shell(pip install *)', 'py -V:3.12 -m pip install x', 'deny'],
    ['Shell(python -c *)', 'py -3 -c x', 'deny'],
    ['Read(//etc/**)', 'py -c "open(\'/etc/passwd\').read()"', 'deny'],
    // Precision: a script, another subcommand, the launcher's list.
    ['Shell(pip install *)', 'py x.py', 'allow'],
    ['Shell(pip install *)', 'py -3.12 -m pip list', 'allow'],
    ['Shell(python *)', 'py -0', 'allow'],
    ['Shell(python *)', 'py --list', 'allow'],
  ]);
  table('deny', [
    ['Shell(pip install *)', 'py -3.12 -m pip install x', 'deny'],
    ['Shell(pip install *)', 'PY.EXE -m pip install x', 'deny'],
    ['Shell(pip install *)', 'py x.py', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  // An allow rule for py covers the python it runs.
  table('allow', [
    ['Shell(py *)', 'py -3.12 x.py', 'allow'],
    ['Shell(python *)', 'py x.py', 'ask'],
  ]);
});

describe('an interpreter\'s code options under their other spellings (were allowed)', () => {
  table('deny', [
    ['Shell(node -e *)', 'node --eval x', 'deny'],
    ['Shell(node -e *)', 'node --print x', 'deny'],
    ['Shell(node -e *)', 'node -p x', 'deny'],
    ['Shell(node --eval *)', 'node -e x', 'deny'],
    ['Shell(node -p *)', 'node --print x', 'deny'],
    ['Shell(perl -e *)', 'perl -E x', 'deny'],
    ['Shell(perl -e *)', "perl -e'print 1'", 'deny'],
    ['Shell(perl -e *)', "perl -lE'say 1'", 'deny'],
    ['Shell(perl -n *)', 'perl -e x -n', 'deny'],
    ['Shell(python -c *)', "python -c'print(1)'", 'deny'],
    ['Shell(python -c *)', 'python -W ignore -c x', 'deny'],
    ['Shell(ruby -e *)', "ruby -e'puts 1'", 'deny'],
    ['Shell(php -r *)', 'php --run x', 'deny'],
    ['Shell(php -r *)', "php -r'echo 1;'", 'deny'],
    ['Shell(pwsh -c *)', 'pwsh -Command x', 'deny'],
    ['Shell(pwsh -c *)', 'pwsh -COMMAND x', 'deny'],
    ['Shell(pwsh -c *)', 'pwsh --command x', 'deny'],
    ['Shell(pwsh -c *)', 'pwsh -NoProfile -Command x', 'deny'],
    ['Shell(pwsh -Command *)', 'pwsh -c x', 'deny'],
    // Precision: a script's own words, another option, a narrower rule.
    ['Shell(node -e *)', 'node x.js --eval', 'allow'],
    ['Shell(node -e *)', 'node x.js -p', 'allow'],
    ['Shell(node -p *)', 'node -e x', 'allow'],
    ['Shell(python -c *)', 'python x.py -c y', 'allow'],
    ['Shell(perl -e *)', 'perl -Mstrict x.pl', 'allow'],
    ['Shell(perl -e *)', 'perl -ie x f', 'allow'],
    ['Shell(pwsh -c *)', 'pwsh -File x.ps1', 'allow'],
    ['Shell(pwsh -c *)', 'pwsh -NoProfile x.ps1', 'allow'],
  ]);
  table('deny', [
    ['Shell(node -e *)', 'node --eval x', 'deny'],
    ['Shell(node -e *)', 'Node.exe --print x', 'deny'],
    ['Shell(pwsh -c *)', 'pwsh -Command x', 'deny'],
    ['Shell(pwsh -c *)', 'pwsh -co x', 'deny'],
    ['Shell(node -e *)', 'node x.js --eval', 'allow'],
    ['Shell(pwsh -c *)', 'pwsh -File x.ps1', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
