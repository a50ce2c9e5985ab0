// A review of this session's merged readers (unknown programs and unread scripts that may run
// their words, …). Each deny-side row was allowed before its fix; the precision rows pin
// ordinary lines that must stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)'] };

// An unknown program's word naming a program by a Windows path (`C:\bin\rm.exe`, `.\rm.exe`) was
// read with bash's `/` only, so it named no rule's program: Windows runs it as rm.
describe('an unknown program given a program by a Windows path', () => {
  lineTable(rules, [
    ['tool.exe C:\\bin\\rm.exe x', 'ask'],
    ['tool.exe .\\rm.exe x', 'ask'],
    ["tool.exe 'C:\\bin\\rm.exe x'", 'ask'],
    ['tool.exe C:\\bin\\rmdir.exe x', 'allow'],
    ['tool.exe C:\\rm\\x.exe y', 'allow'],
  ], 'pwsh');
  lineTable(rules, [
    ['tool.exe C:\\bin\\rm.exe x', 'ask'],
    ['tool.exe .\\rm.exe x', 'ask'],
    ['tool.exe C:\\bin\\tool.exe x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(rules, [
    ['frobnicate "C:\\bin\\rm.exe" x', 'ask'],
    ['frobnicate "C:\\bin\\cat.exe" x', 'allow'],
  ], 'shell', REPO_WINDOWS);
});
