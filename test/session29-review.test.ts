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

// A rule naming a PowerShell array (`Shell(del C:\Temp\a, C:\Temp\b)`) meets the command with the
// array one word (powershell-array-rules.ts), but where the command runs (`cd C:\Temp`) that word
// was read as one relative path, `c:/temp/a,b`, and met nothing: each element is read there too.
describe('a PowerShell array of relative words read where the command runs', () => {
  lineTable({ deny: ['Shell(del C:\\Temp\\a, C:\\Temp\\b)', 'Shell(Remove-Item C:\\Windows\\win.ini, C:\\Windows\\system.ini)'], allow: ['Shell(*)'] }, [
    ['cd C:\\Temp; Remove-Item a, b', 'deny'],
    ['cd C:\\Temp; del a,b', 'deny'],
    ['cd C:\\; ri Temp\\a, .\\Temp\\b', 'deny'],
    ['cd C:\\Temp; Remove-Item a, C:\\Temp\\b', 'deny'],
    ['cd C:\\Windows\\System32; Remove-Item ..\\win.ini, ..\\system.ini', 'deny'],
    ['Remove-Item \\Temp\\a, \\Temp\\b', 'deny'],
    // Precision: other files, or the same names in another directory.
    ['cd C:\\Temp; Remove-Item a, c', 'allow'],
    ['cd C:\\w; Remove-Item a, b', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A rule named by an alias with a GNU long option (`Shell(rm --recursive *)`, which bash's `rm -r x`
// meets as -r) was read for the cmdlet with `--recursive` as written, a word no PowerShell line
// has: Remove-Item -Recurse x was allowed. The long option is read as its letter now (-r: -Recurse).
describe('an alias-named rule with a GNU long option', () => {
  lineTable({ deny: ['Shell(rm --recursive *)', 'Shell(cp --force * C:\\Windows\\*)'], allow: ['Shell(*)'] }, [
    ['Remove-Item -Recurse x', 'deny'],
    ['ri x -r', 'deny'],
    ['del -rec x', 'deny'],
    ['rm --recursive x', 'deny'],
    ['Copy-Item -Force a C:\\Windows\\x', 'deny'],
    // Precision: without the option.
    ['Remove-Item x', 'allow'],
    ['Copy-Item a C:\\Windows\\x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable({ deny: ['Shell(rm --recursive *)'], allow: ['Shell(*)'] }, [
    ['rm -r x', 'deny'],
    ['rm x', 'allow'],
  ]);
});

// Cygwin 3.5 (and the MSYS2 runtime on it) links /dev/disk/by-id, by-uuid, by-label, by-partuuid,
// by-voluuid and by-drive/c to the raw disk and partition devices (/dev/sda, /dev/sda2): every
// file's bytes, which /dev/sda's own reading asks for, were read through them unasked.
describe('a bash line on win32 reading Cygwin /dev/disk links', () => {
  lineTable({ deny: ['Read(//c/secret/**)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'] }, [
    ['cat /dev/disk/by-drive/c', 'ask'],
    ['dd if=/dev/disk/by-id/ata-ST1000-part2 of=x', 'ask'],
    ['cat /dev/Disk/by-uuid/1234-ABCD', 'ask'],
    ['cat /dev/./disk/by-label/OS', 'ask'],
    // Precision: other devices, and /dev/disk on Linux.
    ['cat /dev/null', 'allow'],
    ['ls /dev/disk', 'allow'],
  ], 'shell', REPO_WINDOWS);
  lineTable({ deny: ['Read(//etc/shadow)'], allow: ['Shell(*)', 'Read(//**)'] }, [
    ['cat /dev/disk/by-id/x', 'ask'],
  ]);
});

// A glob whose first character may be `-` and that holds `=` may become an option with a file
// (a directory `--output=` holding etc/x makes `?-output=/etc/x` the word `--output=/etc/x`): it
// was read as one relative path in the working directory, and git log/diff/show/format-patch
// and cp -t wrote /etc unasked. The file after the `=` is read too now (a possible path: asks).
describe('a glob that may become an option with a file', () => {
  lineTable({ deny: ['Edit(//etc/**)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'] }, [
    ['git log ?-output=/etc/x', 'ask'],
    ['git diff [-]-output=/etc/x', 'ask'],
    ['git show *=/etc/x', 'ask'],
    ['git format-patch ?-output-directory=/etc', 'ask'],
    ['cp x ?-target-directory=/etc', 'ask'],
    ['cp x *=/etc/', 'ask'],
    // Precision: globs and expansions with a literal start, or no `=`.
    ['git log "v$V"', 'allow'],
    ['git log --since="$D"', 'allow'],
    ['cp src/*.ts dst/', 'allow'],
    ['cp "$A" dst/', 'allow'],
    ['cp x src/a=b', 'allow'],
  ]);
});

// PSResourceGet exports aliases of its cmdlets (isres: Install-PSResource, fdres, udres, pbres),
// as PowerShellGet does (inmo, read already): `isres Pester` was allowed beside the Gallery denied.
describe('PSResourceGet aliases reach the PowerShell Gallery', () => {
  lineTable({ deny: ['Domain(www.powershellgallery.com)'], allow: ['Shell(*)'] }, [
    ['isres Pester', 'deny'],
    ['fdres Pester', 'deny'],
    ['udres', 'deny'],
    ['isres Pester -Repository PSGallery', 'deny'],
    // Precision: another command.
    ['Get-Module -ListAvailable', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A PowerShell line off win32 (pwsh on Linux and macOS, whose paths are POSIX ones) did not read
// its relative words where it runs, as bash's are read: `cd /etc; Get-Content passwd` (and the
// rule's own `cat`) was allowed beside Shell(cat /etc/*). It is read there now.
describe('a PowerShell line off win32 read where it runs', () => {
  lineTable({ deny: ['Shell(cat /etc/*)', 'Shell(rm -rf /srv/*)'], allow: ['Shell(*)'] }, [
    ['cd /etc; Get-Content passwd', 'deny'],
    ['Set-Location /etc; gc passwd', 'deny'],
    ['cd /etc; cat ./passwd', 'deny'],
    ['cd /srv/www; Remove-Item -Recurse -Force ../data', 'deny'],
    ['Push-Location /etc; Get-Content passwd; Pop-Location', 'deny'],
    // Precision: other directories.
    ['cd /w; Get-Content passwd', 'allow'],
    ['Get-Content passwd', 'allow'],
    ['cd src; Get-ChildItem', 'allow'],
  ], 'pwsh');
});
