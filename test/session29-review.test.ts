// A review of this session's merged readers (PowerShell rules with arrays and alias names, UNC
// servers, Windows device paths, inline code readers, precision changes). Each deny-side row was
// allowed before its fix; the precision rows pin ordinary lines that must stay allowed.
import { describe, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_WINDOWS, type Rules } from './helpers/policy.js';

// MUP hands `\\;LanmanRedirector\evil.com\s` to that network provider, which reaches evil.com (a
// mapped drive's target is `\;LanmanRedirector\;Z:0000…\server\share`): the first segment named no
// host, and `\\;LanmanRedirector\localhost\C$\Windows` was no administrative-share alias either.
describe('a UNC path naming a network provider', () => {
  const rules: Rules = { deny: ['Domain(evil.com)', 'Read(//c/Windows/**)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'] };
  it.each([
    ['\\\\;LanmanRedirector\\evil.com\\s\\x', 'deny'],
    ['\\\\;LanmanRedirector\\;Z:0000000000012345\\evil.com\\s\\x', 'deny'],
    ['\\\\?\\UNC\\;LanmanRedirector\\evil.com\\s\\x', 'deny'],
    ['//;WebDavRedirector/evil.com/s/x', 'deny'],
    ['\\\\;LanmanRedirector\\localhost\\C$\\Windows\\win.ini', 'ask'],
  ] as const)('read %s -> %s', (path, expected) => {
    expectDecision(rules, 'read', path, expected, REPO_WINDOWS);
  });
  lineTable({ deny: ['Domain(evil.com)'], allow: ['Shell(*)'] }, [
    ["Get-Content '\\\\;LanmanRedirector\\evil.com\\s\\x'", 'deny'],
    ["Copy-Item '\\\\;LanmanRedirector\\;Z:0000000000012345\\evil.com\\s\\x' .", 'deny'],
    ['Get-Content \\\\files.corp\\s\\x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
