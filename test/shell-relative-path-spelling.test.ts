// A deny/ask Shell rule's relative path words (`sub/x.tmp`) against a command's in the other
// spelling the file system reads as the same file (src/shell/path-spelling.ts): on win32 `\` and
// `/` are one separator (PowerShell; bash through MSYS, once bash has unquoted the word) and case
// folds; on darwin case folds. Rows marked "were allowed" were allowed by the build before the
// change. Each row is also checked against the reference.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';
import { shellRuleTable as table } from './helpers/shell-rule-table.js';

const DARWIN: DecisionContext = Object.freeze({ cwd: '/w', workspace: ['/w'], home: '/h', platform: 'darwin' as const });

describe('PowerShell on win32: a relative path word meets the rule in either separator (were allowed)', () => {
  table('deny', [
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item sub\\x.tmp', 'deny'],
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item SUB\\X.tmp', 'deny'],
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item -Path sub\\x.tmp', 'deny'],
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item -Path:sub\\x.tmp', 'deny'],
    ['Shell(Remove-Item sub/x.tmp)', 'del sub\\x.tmp', 'deny'],
    ["Shell(Remove-Item 'sub\\x.tmp')", 'Remove-Item sub/x.tmp', 'deny'],
    ['PowerShell(Remove-Item sub\\x.tmp)', 'Remove-Item sub/x.tmp', 'deny'],
    ['Shell(Remove-Item sub/*.tmp)', 'Remove-Item sub\\y.tmp', 'deny'],
    ['Shell(Remove-Item */x.tmp)', 'Remove-Item sub\\x.tmp', 'deny'],
    // Still denied as before: the rule's own spelling.
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item sub/x.tmp', 'deny'],
    ['PowerShell(Remove-Item sub\\x.tmp)', 'Remove-Item sub\\x.tmp', 'deny'],
    // Precision: another file, another cmdlet, a word with no separator, a URL.
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item sub\\y.tmp', 'allow'],
    ['Shell(Remove-Item sub/x.tmp)', 'Get-Content sub\\x.tmp', 'allow'],
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item x.tmp', 'allow'],
    ['Shell(Remove-Item sub/x.tmp)', 'git checkout origin/main', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable({ ask: ['Shell(Remove-Item sub/x.tmp)'], allow: ['Shell(*)'] }, [
    ['Remove-Item sub\\x.tmp', 'ask'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  // An allow rule reads the words as written: no wider than before.
  table('allow', [
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item sub\\x.tmp', 'ask'],
    ['Shell(Remove-Item sub/x.tmp)', 'Remove-Item sub/x.tmp', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('bash on win32 (MSYS): a relative path word bash leaves a backslash in meets the rule (were allowed)', () => {
  table('deny', [
    ['Shell(rm sub/x.tmp)', "rm 'sub\\x.tmp'", 'deny'],
    ['Shell(rm sub/x.tmp)', 'rm sub\\\\x.tmp', 'deny'],
    ['Shell(rm sub/x.tmp)', 'rm SUB/x.tmp', 'deny'],
    ["Shell(rm 'sub\\x.tmp')", 'rm sub/x.tmp', 'deny'],
    // Precision: bash removes an unquoted backslash (`subx.tmp`); another file.
    ['Shell(rm sub/x.tmp)', 'rm sub\\x.tmp', 'allow'],
    ['Shell(rm sub/x.tmp)', 'rm sub/y.tmp', 'allow'],
    ['Shell(rm sub/x.tmp)', 'cat sub\\\\x.tmp', 'allow'],
  ], 'shell', REPO_WINDOWS);
});

describe('darwin: a relative path word in another case meets the rule (was allowed)', () => {
  lineTable({ ask: ['Shell(rm sub/x.tmp)'], allow: ['Shell(*)'] }, [
    ['rm SUB/x.tmp', 'ask'],
    ['rm sub/y.tmp', 'allow'],
    ['git status', 'allow'],
  ], 'shell', DARWIN);
});
