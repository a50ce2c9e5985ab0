// A word of an unknown program's line names a deny or ask rule's program by its base name after
// either separator, in any case, without a Windows program extension (src/decide/command-parts.ts
// programKey, one scan from the word's end): on win32 each spelling here asks. A word that only
// looks like one (an extension no program has, a name inside a longer base) stays allowed, and
// on linux, whose names are case-sensitive, `RM` and `/opt/PYTHON3.12` are other programs.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const rules = { deny: ['Shell(rm *)', 'Shell(python *)'], allow: ['Shell(*)'] };

describe('a possible run found by the program key of each word (win32)', () => {
  lineTable(rules, [
    ['frobnicate rm x', 'ask'],
    ['frobnicate RM x', 'ask'],
    ['frobnicate rm.exe x', 'ask'],
    ['frobnicate RM.EXE x', 'ask'],
    ['frobnicate rm.cmd x', 'ask'],
    ['frobnicate /usr/bin/rm x', 'ask'],
    ['frobnicate /usr/bin/Rm.Bat x', 'ask'],
    ['frobnicate C:\\\\bin\\\\rm.com x', 'ask'],
    ['frobnicate dir\\\\RM x', 'ask'],
    ['frobnicate python3.12 x', 'ask'],
    ['frobnicate /opt/PYTHON3.12 x', 'ask'],
    ['frobnicate rm.txt x', 'allow'],
    ['frobnicate rmx x', 'allow'],
    ['frobnicate rm/ x', 'allow'],
    ['frobnicate /usr/rm.d/x x', 'allow'],
    ['frobnicate .exe x', 'allow'],
  ], 'shell', REPO_WINDOWS);
});

describe('a possible run found by the program key of each word (linux)', () => {
  lineTable(rules, [
    ['frobnicate rm x', 'ask'],
    ['frobnicate RM x', 'allow'],
    ['frobnicate RM.EXE x', 'ask'],
    ['frobnicate /usr/bin/rm x', 'ask'],
    ['frobnicate C:\\\\bin\\\\rm.com x', 'ask'],
    ['frobnicate python3.12 x', 'ask'],
    ['frobnicate /opt/PYTHON3.12 x', 'allow'],
    ['frobnicate rm.txt x', 'allow'],
  ], 'shell', REPO_LINUX);
});
