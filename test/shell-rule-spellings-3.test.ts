// How a deny/ask Shell rule meets other spellings of the program it names (semantics 4.1): each
// shorter version of a versioned name (`pip3.12` is pip3 and pip), with a Windows extension too,
// and a program's other common name (Debian's `nodejs`). Each row is also checked against the
// reference.
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
