// PowerShell command names: the default aliases of Windows PowerShell 5.1 and PowerShell 7
// (union; on Linux/macOS PowerShell 7 leaves ls, cp, mv, rm, cat, ps, kill, sort, tee, curl,
// wget... to native programs, but a policy must assume the Windows meaning, where they are
// cmdlets) and the canonical casing of well-known cmdlets. Names compare case-insensitively.

/** Alias (lower case) → the command it runs, in its canonical casing. */
export const POWERSHELL_ALIASES: ReadonlyMap<string, string> = new Map<string, string>([
  ['?', 'Where-Object'],
  ['%', 'ForEach-Object'],
  ['ac', 'Add-Content'],
  ['asnp', 'Add-PSSnapin'],
  ['cat', 'Get-Content'],
  ['cd', 'Set-Location'],
  ['cfs', 'ConvertFrom-String'],
  ['chdir', 'Set-Location'],
  ['clc', 'Clear-Content'],
  ['clear', 'Clear-Host'],
  ['clhy', 'Clear-History'],
  ['cli', 'Clear-Item'],
  ['clp', 'Clear-ItemProperty'],
  ['cls', 'Clear-Host'],
  ['clv', 'Clear-Variable'],
  ['cnsn', 'Connect-PSSession'],
  ['compare', 'Compare-Object'],
  ['copy', 'Copy-Item'],
  ['cp', 'Copy-Item'],
  ['cpi', 'Copy-Item'],
  ['cpp', 'Copy-ItemProperty'],
  ['curl', 'Invoke-WebRequest'],
  ['cvpa', 'Convert-Path'],
  ['dbp', 'Disable-PSBreakpoint'],
  ['del', 'Remove-Item'],
  ['diff', 'Compare-Object'],
  ['dir', 'Get-ChildItem'],
  ['dnsn', 'Disconnect-PSSession'],
  ['ebp', 'Enable-PSBreakpoint'],
  ['echo', 'Write-Output'],
  ['epal', 'Export-Alias'],
  ['epcsv', 'Export-Csv'],
  ['epsn', 'Export-PSSession'],
  ['erase', 'Remove-Item'],
  ['etsn', 'Enter-PSSession'],
  ['exsn', 'Exit-PSSession'],
  ['fc', 'Format-Custom'],
  ['fhx', 'Format-Hex'],
  ['fl', 'Format-List'],
  ['foreach', 'ForEach-Object'],
  ['ft', 'Format-Table'],
  ['fw', 'Format-Wide'],
  ['gal', 'Get-Alias'],
  ['gbp', 'Get-PSBreakpoint'],
  ['gc', 'Get-Content'],
  ['gcb', 'Get-Clipboard'],
  ['gci', 'Get-ChildItem'],
  ['gcim', 'Get-CimInstance'],
  ['gcm', 'Get-Command'],
  ['gcs', 'Get-PSCallStack'],
  ['gdr', 'Get-PSDrive'],
  ['gerr', 'Get-Error'],
  ['ghy', 'Get-History'],
  ['gi', 'Get-Item'],
  ['gin', 'Get-ComputerInfo'],
  ['gjb', 'Get-Job'],
  ['gl', 'Get-Location'],
  ['gm', 'Get-Member'],
  ['gmo', 'Get-Module'],
  ['gp', 'Get-ItemProperty'],
  ['gps', 'Get-Process'],
  ['gpv', 'Get-ItemPropertyValue'],
  ['group', 'Group-Object'],
  ['gsn', 'Get-PSSession'],
  ['gsnp', 'Get-PSSnapin'],
  ['gsv', 'Get-Service'],
  ['gtz', 'Get-TimeZone'],
  ['gu', 'Get-Unique'],
  ['gv', 'Get-Variable'],
  ['gwmi', 'Get-WmiObject'],
  ['h', 'Get-History'],
  ['history', 'Get-History'],
  ['icm', 'Invoke-Command'],
  ['iex', 'Invoke-Expression'],
  ['ihy', 'Invoke-History'],
  ['ii', 'Invoke-Item'],
  ['ipal', 'Import-Alias'],
  ['ipcsv', 'Import-Csv'],
  ['ipmo', 'Import-Module'],
  ['ipsn', 'Import-PSSession'],
  ['irm', 'Invoke-RestMethod'],
  ['iwmi', 'Invoke-WmiMethod'],
  ['iwr', 'Invoke-WebRequest'],
  ['kill', 'Stop-Process'],
  ['lp', 'Out-Printer'],
  ['ls', 'Get-ChildItem'],
  ['man', 'help'],
  ['md', 'mkdir'],
  ['measure', 'Measure-Object'],
  ['mi', 'Move-Item'],
  ['mount', 'New-PSDrive'],
  ['move', 'Move-Item'],
  ['mp', 'Move-ItemProperty'],
  ['mv', 'Move-Item'],
  ['nal', 'New-Alias'],
  ['ndr', 'New-PSDrive'],
  ['ni', 'New-Item'],
  ['nmo', 'New-Module'],
  ['npssc', 'New-PSSessionConfigurationFile'],
  ['nsn', 'New-PSSession'],
  ['nv', 'New-Variable'],
  ['nwsn', 'New-PSWorkflowSession'],
  ['ogv', 'Out-GridView'],
  ['oh', 'Out-Host'],
  ['popd', 'Pop-Location'],
  ['ps', 'Get-Process'],
  ['pushd', 'Push-Location'],
  ['pwd', 'Get-Location'],
  ['r', 'Invoke-History'],
  ['rbp', 'Remove-PSBreakpoint'],
  ['rcjb', 'Receive-Job'],
  ['rcsn', 'Receive-PSSession'],
  ['rd', 'Remove-Item'],
  ['rdr', 'Remove-PSDrive'],
  ['ren', 'Rename-Item'],
  ['ri', 'Remove-Item'],
  ['rjb', 'Remove-Job'],
  ['rm', 'Remove-Item'],
  ['rmdir', 'Remove-Item'],
  ['rmo', 'Remove-Module'],
  ['rni', 'Rename-Item'],
  ['rnp', 'Rename-ItemProperty'],
  ['rp', 'Remove-ItemProperty'],
  ['rsn', 'Remove-PSSession'],
  ['rsnp', 'Remove-PSSnapin'],
  ['rujb', 'Resume-Job'],
  ['rv', 'Remove-Variable'],
  ['rvpa', 'Resolve-Path'],
  ['rwmi', 'Remove-WmiObject'],
  ['sajb', 'Start-Job'],
  ['sal', 'Set-Alias'],
  ['saps', 'Start-Process'],
  ['sasv', 'Start-Service'],
  ['sbp', 'Set-PSBreakpoint'],
  ['sc', 'Set-Content'],
  ['scb', 'Set-Clipboard'],
  ['select', 'Select-Object'],
  ['set', 'Set-Variable'],
  ['shcm', 'Show-Command'],
  ['si', 'Set-Item'],
  ['sl', 'Set-Location'],
  ['sleep', 'Start-Sleep'],
  ['sls', 'Select-String'],
  ['sort', 'Sort-Object'],
  ['sp', 'Set-ItemProperty'],
  ['spjb', 'Stop-Job'],
  ['spps', 'Stop-Process'],
  ['spsv', 'Stop-Service'],
  ['start', 'Start-Process'],
  ['stz', 'Set-TimeZone'],
  ['sujb', 'Suspend-Job'],
  ['sv', 'Set-Variable'],
  ['swmi', 'Set-WmiInstance'],
  ['tee', 'Tee-Object'],
  // (The NetTCPIP module's alias, on every Windows.)
  ['tnc', 'Test-NetConnection'],
  ['trcm', 'Trace-Command'],
  ['type', 'Get-Content'],
  ['wget', 'Invoke-WebRequest'],
  ['where', 'Where-Object'],
  ['wjb', 'Wait-Job'],
  ['write', 'Write-Output'],
]);

/**
 * Aliases PowerShell 7 does not define on Linux and macOS (about_Aliases, "not available on
 * Linux or macOS"): there the name runs the native program of that name (`sort .env` is
 * /usr/bin/sort reading .env, `cp -t /etc x` writes /etc/x), so both meanings are read.
 */
export const NATIVE_OFF_WINDOWS: ReadonlySet<string> = new Set([
  'ac', 'cat', 'clear', 'compare', 'cp', 'cpp', 'diff', 'kill', 'lp', 'ls', 'man', 'mount', 'mv', 'ps', 'rm', 'rmdir', 'sleep',
  'sort', 'start', 'tee', 'write',
]);

/**
 * PowerShell's built-in functions that move the location: `cd..` (Set-Location ..), `cd\`
 * (Set-Location \) and the drive functions `A:`…`Z:` (Set-Location X:), any case. They are
 * functions, not aliases, read as one word (`.` and `\` do not end a bare word).
 */
const LOCATION_FUNCTION = /^(?:cd\.\.|cd\\|[a-z]:)$/i;

/** Whether a command name is one of PowerShell's built-in location functions. */
export function isLocationFunction(name: string): boolean {
  return LOCATION_FUNCTION.test(name);
}

/** Cmdlets whose canonical casing is known (every alias target among them). */
export const KNOWN_CMDLETS: readonly string[] = Object.freeze([
  'Add-Content', 'Add-Member', 'Add-MpPreference', 'Add-PSSnapin', 'Add-Type', 'Clear-Content',
  'Clear-History', 'Clear-Host', 'Clear-Item', 'Clear-ItemProperty', 'Clear-RecycleBin',
  'Clear-Variable', 'Compare-Object', 'Compress-Archive', 'Connect-PSSession', 'Convert-Path',
  'ConvertFrom-Json', 'ConvertFrom-Markdown', 'ConvertFrom-SecureString', 'ConvertFrom-String', 'ConvertFrom-StringData',
  'ConvertTo-Csv', 'ConvertTo-Html', 'ConvertTo-Json', 'ConvertTo-SecureString', 'ConvertTo-Xml',
  'Copy-Item', 'Copy-ItemProperty', 'Debug-Process', 'Disable-PSBreakpoint', 'Disable-PSRemoting',
  'Disconnect-PSSession', 'Enable-PSBreakpoint', 'Enable-PSRemoting', 'Enter-PSSession',
  'Exit-PSSession', 'Expand-Archive', 'Export-Alias', 'Export-Clixml', 'Export-Csv',
  'Export-ModuleMember', 'Export-PSSession', 'ForEach-Object', 'Format-Custom', 'Format-Hex',
  'Format-List', 'Format-Table', 'Format-Wide', 'Get-Acl', 'Get-Alias',
  'Get-AuthenticodeSignature', 'Get-ChildItem', 'Get-CimInstance', 'Get-Clipboard', 'Get-CmsMessage', 'Get-Command',
  'Get-ComputerInfo', 'Get-Content', 'Get-Credential', 'Get-Culture', 'Get-Date', 'Get-Error',
  'Get-Event', 'Get-ExecutionPolicy', 'Get-FileHash', 'Get-Help', 'Get-History', 'Get-Host',
  'Get-InstalledModule', 'Get-Item', 'Get-ItemProperty', 'Get-ItemPropertyValue', 'Get-Job',
  'Get-Location', 'Get-Member', 'Get-Module', 'Get-NetIPAddress', 'Get-PfxCertificate', 'Get-PfxData', 'Get-PSBreakpoint',
  'Get-PSCallStack', 'Get-PSDrive', 'Get-PSProvider', 'Get-PSReadLineOption', 'Get-PSSession',
  'Get-PSSnapin', 'Get-Package', 'Get-Process', 'Get-Random', 'Get-ScheduledTask', 'Get-Service',
  'Get-TimeZone', 'Get-Unique', 'Get-Uptime', 'Get-Variable', 'Get-Verb', 'Get-WinEvent',
  'Get-WmiObject', 'Group-Object', 'Import-Alias', 'Import-Certificate', 'Import-Clixml', 'Import-Counter', 'Import-Csv', 'Import-Module',
  'Import-PfxCertificate', 'Import-PSSession', 'Import-PowerShellDataFile', 'Install-Module', 'Install-Package',
  'Install-Script', 'Invoke-CimMethod', 'Invoke-Command', 'Invoke-Expression', 'Invoke-History',
  'Invoke-Item', 'Invoke-Pester', 'Invoke-RestMethod', 'Invoke-WebRequest', 'Invoke-WmiMethod',
  'Join-Path', 'Measure-Command', 'Measure-Object', 'Move-Item', 'Move-ItemProperty', 'New-Alias',
  'New-CimInstance', 'New-Event', 'New-FileCatalog', 'New-Guid', 'New-Item', 'New-ItemProperty', 'New-Module', 'New-Object',
  'New-PSDrive', 'New-PSSession', 'New-PSSessionConfigurationFile', 'New-PSWorkflowSession',
  'New-ScheduledTask', 'New-Service', 'New-TemporaryFile', 'New-Variable', 'Out-Default',
  'Out-File', 'Out-GridView', 'Out-Host', 'Out-Null', 'Out-Printer', 'Out-String', 'Pop-Location',
  'Protect-CmsMessage', 'Publish-Module', 'Push-Location', 'Read-Host', 'Receive-Job', 'Receive-PSSession',
  'Register-ArgumentCompleter', 'Register-ObjectEvent', 'Register-PSSessionConfiguration', 'Register-ScheduledJob', 'Register-ScheduledTask', 'Remove-Alias',
  'Remove-CimInstance', 'Remove-Item', 'Remove-ItemProperty', 'Remove-Job', 'Remove-Module',
  'Remove-PSBreakpoint', 'Remove-PSDrive', 'Remove-PSSession', 'Remove-PSSnapin', 'Remove-Service',
  'Remove-Variable', 'Remove-WmiObject', 'Rename-Item', 'Rename-ItemProperty', 'Resolve-DnsName',
  'Resolve-Path', 'Restart-Computer', 'Restart-Service', 'Resume-Job', 'Save-Module', 'Save-Script',
  'Select-Object', 'Select-String', 'Select-Xml', 'Send-MailMessage', 'Set-Acl', 'Set-Alias',
  'Set-AuthenticodeSignature', 'Set-CimInstance', 'Set-Clipboard', 'Set-Content', 'Set-Date', 'Set-ExecutionPolicy',
  'Set-Item', 'Set-ItemProperty', 'Set-Location', 'Set-MpPreference', 'Set-PSBreakpoint',
  'Set-PSDebug', 'Set-PSReadLineOption', 'Set-PSRepository', 'Set-PSSessionConfiguration', 'Set-ScheduledJob', 'Set-Service', 'Set-StrictMode',
  'Set-TimeZone', 'Set-Variable', 'Set-WmiInstance', 'Show-Command', 'Show-Markdown', 'Sort-Object', 'Split-Path',
  'Start-BitsTransfer', 'Start-Job', 'Start-Process', 'Start-Service', 'Start-Sleep',
  'Start-Transcript', 'Stop-Computer', 'Stop-Job', 'Stop-Process', 'Stop-Service',
  'Stop-Transcript', 'Suspend-Job', 'Suspend-Service', 'Tee-Object', 'Test-Connection',
  'Test-FileCatalog', 'Test-Json', 'Test-ModuleManifest', 'Test-NetConnection', 'Test-Path', 'Test-ScriptFileInfo', 'Trace-Command', 'Unblock-File',
  'Uninstall-Module', 'Unprotect-CmsMessage', 'Unregister-ScheduledTask', 'Update-FormatData', 'Update-Help', 'Update-Module', 'Update-TypeData', 'Wait-Event',
  'Wait-Job', 'Wait-Process', 'Where-Object', 'Write-Debug', 'Write-Error', 'Write-Host',
  'Write-Information', 'Write-Output', 'Write-Progress', 'Write-Verbose', 'Write-Warning',
]);

const BY_LOWER: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const c of KNOWN_CMDLETS) m.set(c.toLowerCase(), c);
  for (const [alias, target] of POWERSHELL_ALIASES) m.set(alias, target);
  return m;
})();

/**
 * The cmdlet a command name runs, in canonical casing: aliases resolve (`rm`, `RI`, `del` →
 * `Remove-Item`), known cmdlets in any casing get their canonical casing (`REMOVE-ITEM` →
 * `Remove-Item`); anything else is returned unchanged.
 */
export function canonicalCmdletName(name: string): string {
  return BY_LOWER.get(name.toLowerCase()) ?? name;
}

/** Whether PowerShell runs a name as a cmdlet, function or alias the analysis knows (also by the `Get-` retry). */
export function isKnownCmdletName(name: string): boolean {
  const lower = name.toLowerCase();
  return BY_LOWER.has(lower) || BY_LOWER.has(`get-${lower}`);
}

/**
 * Whether the name is a known cmdlet's own (`Remove-Item`, any case): not an alias, which on
 * another platform or version may be a native program (`rm`, `ls`, `curl`), nor a name found by
 * the `Get-` retry.
 */
export function isCmdletOwnName(name: string): boolean {
  return name.includes('-') && BY_LOWER.get(name.toLowerCase())?.toLowerCase() === name.toLowerCase();
}

/**
 * The cmdlet a command name runs, also when PowerShell finds it only by retrying with `Get-`
 * before it (command discovery does, for a name that is no command: `Content` runs
 * Get-Content, `ChildItem` Get-ChildItem). (A native program of that name would run instead;
 * deny and ask rules see both names.)
 */
export function resolvedCmdletName(name: string): string {
  const lower = name.toLowerCase();
  return BY_LOWER.get(lower) ?? BY_LOWER.get(`get-${lower}`) ?? name;
}
