// Red-team finds of session 32, pinned with the rows that failed before the fix and rows that
// show ordinary lines stay allowed. Rows are also checked against the reference evaluator.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const UNKNOWN: Rules = { deny: ['Shell(rm *)', 'Shell(curl *)', 'Shell(git push *)'], allow: ['Shell(mytool *)', 'Shell(python3 *)', 'Read(/**)', 'Edit(/**)'] };

// A program the analysis does not read may expand a glob itself, or hand it to a shell: a quoted
// glob was read as a literal name (an unquoted one, `mytool r? -rf x`, asked already).
describe('an unknown program given a quoted glob that matches a rule\'s program (were allowed)', () => {
  lineTable(UNKNOWN, [
    ["mytool 'r?' -rf x", 'ask'],
    ['mytool "r*" -rf x', 'ask'],
    ["mytool '/bin/r?' -rf x", 'ask'],
    ["mytool '[r]m' -rf x", 'ask'],
    ["mytool 'g?t' push origin", 'ask'],
    ["mytool 'r? -rf x'", 'ask'],
    ["python3 x.py 'r?' -rf x", 'ask'],
    // Precision: quoted words that show no rule's program.
    ["mytool 'a b'", 'allow'],
    ["mytool '*.ts'", 'allow'],
    ["mytool 'src/**/*.ts'", 'allow'],
    ["mytool 'a b' 'c*d'", 'allow'],
    ["mytool '*'", 'allow'],
    ["mytool 'l?'", 'allow'],
    ["mytool 'g?t' status", 'allow'],
  ]);
});

// `-c'rm -rf x'` is the one word `-crm -rf x`: its first token `-crm` named no program.
describe('an unknown program given a command line glued to a short option (were allowed)', () => {
  lineTable(UNKNOWN, [
    ["mytool -c'rm -rf x'", 'ask'],
    ['mytool -c"rm -rf x"', 'ask'],
    ["mytool -vc'rm -rf x'", 'ask'],
    ["mytool -xvzc'rm -rf x'", 'ask'],
    ["mytool -c'rm;x'", 'ask'],
    ["mytool -c'curl http://x'", 'ask'],
    ['mytool -c"git push origin main"', 'ask'],
    ["mytool -c'r? -rf x'", 'ask'],
    ["python3 x.py -c'rm -rf x'", 'ask'],
    // Precision: options whose letters end like a program, with no command line glued.
    ["mytool -c'git status'", 'allow'],
    ['mytool -o out.txt -Iinclude -lrt', 'allow'],
    ['mytool -perm 644 -arm -form=x -term=y', 'allow'],
    ["mytool -m'fix the form'", 'allow'],
  ]);
});

// `"rm -rf $X"`: the literal text before a word's first expansion was part of the expansion's
// word, so a command line there was never read (`'rm -rf x'` and `"$D/rm -rf x"` were).
describe('an unknown program given a command line with an expansion after it (were allowed)', () => {
  lineTable(UNKNOWN, [
    ['mytool "rm -rf $X"', 'ask'],
    ['mytool "rm -rf $X/y"', 'ask'],
    ['mytool "rm -rf ${X}"', 'ask'],
    ['mytool "rm -rf $(pwd)"', 'ask'],
    ['mytool -c"rm -rf $X"', 'ask'],
    ['mytool --exec="rm -rf $X"', 'ask'],
    ['mytool "curl $URL"', 'ask'],
    ['mytool x "git push $R"', 'ask'],
    ['mytool "cd /tmp; rm -rf $X"', 'ask'],
    ['mytool x:"rm $X"', 'ask'],
    ['python3 x.py "rm -rf $X"', 'ask'],
    ["mytool 'rm -rf '$X", 'ask'],
    // Precision: text before an expansion that names no rule's program.
    ['mytool "hello world $NAME"', 'allow'],
    ['mytool --msg="deploy done for $USER"', 'allow'],
    ['mytool "git status $X"', 'allow'],
    ['mytool "r$X"', 'allow'],
    ['mytool "$X rm"', 'ask'],
    ['mytool "$HOME/x"', 'allow'],
  ]);
});

// A name whose last label is a common file extension was taken for a file, whatever the rules.
describe('an unknown program given a host a Domain rule names whose last label is a file extension (were allowed)', () => {
  const rules: Rules = { deny: ['Domain(evil.sh)', 'Domain(*.bad.py)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(*.github.com)'] };
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['mytool evil.sh', 'ask'],
    ['mytool EVIL.SH', 'ask'],
    ['mytool --host=evil.sh', 'ask'],
    ['mytool user@evil.sh:22', 'ask'],
    ['mytool evil.sh/x', 'ask'],
    ['mytool bad.py', 'ask'],
    ['mytool api.bad.py', 'ask'],
    // Precision: files, and names no rule names.
    ['mytool deploy.sh', 'allow'],
    ['mytool README.md index.ts a.py', 'allow'],
    ['mytool notevil.sh', 'allow'],
  ];
  describe('linux', () => lineTable(rules, rows, 'shell', REPO_LINUX));
  describe('win32', () => lineTable(rules, rows, 'shell', REPO_WINDOWS));
  describe('PowerShell', () => lineTable(rules, rows, 'pwsh', REPO_WINDOWS));
});

// A rule naming a top-level domain only, or every host, does not make every script's name a host.
describe('file names beside a Domain rule on a top-level domain or every host stay files', () => {
  lineTable({ deny: ['Domain(*.sh)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['mytool deploy.sh', 'allow'],
    ['mytool evil.com', 'allow'],
  ]);
  lineTable({ ask: ['Domain(*)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['mytool deploy.sh a.ts b.ts c.ts d.ts e.ts f.ts g.ts h.ts i.ts j.ts k.ts l.ts m.ts n.ts o.ts p.ts q.ts r.ts s.ts t.ts u.ts v.ts w.ts x.ts y.ts z.ts a1.ts b1.ts c1.ts d1.ts e1.ts f1.ts g1.ts h1.ts', 'allow'],
    ['mytool evil.com', 'ask'],
  ]);
});

// A host with a trailing dot, after `//`, a bracketed IPv6 address, and an IPv4 address in
// inet_aton's other forms were not read as possible hosts of an unknown program.
describe('an unknown program given a host in another spelling (were allowed)', () => {
  const rules: Rules = { deny: ['Domain(evil.com)', 'Domain(10.0.0.9)', 'Domain(127.0.0.1)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['mytool evil.com.', 'ask'],
    ['mytool --host=evil.com.', 'ask'],
    ['mytool user@evil.com.:22', 'ask'],
    ['mytool //evil.com/x', 'ask'],
    ['mytool --url=//evil.com', 'ask'],
    ['mytool 0xa.9', 'ask'],
    ['mytool 10.9', 'ask'],
    ['mytool 10.0.9', 'ask'],
    ['mytool 167772169', 'ask'],
    ['mytool 0xa000009', 'ask'],
    ['mytool 127.1', 'ask'],
    ["mytool '[::ffff:10.0.0.9]'", 'ask'],
    ["mytool '[::ffff:a00:9]:22'", 'ask'],
    // Precision: numbers and versions that are no address a rule names.
    ['mytool 1.5 3.14 v1.2.3 2024.01.02 1.2.3 20240101 12345678', 'allow'],
    ['mytool --port 8080 -n 3', 'allow'],
    ['mytool deploy.sh. README.md.', 'allow'],
  ];
  describe('linux', () => lineTable(rules, rows, 'shell', REPO_LINUX));
  // (On win32 `//evil.com/x` is a UNC path, which denies.)
  describe('PowerShell', () => lineTable(rules, rows.filter(([l]) => !l.includes("'[") && !l.includes('//')), 'pwsh', REPO_WINDOWS));
});

describe('numbers beside a Domain rule on every host stay numbers', () => {
  lineTable({ ask: ['Domain(*)'], deny: ['Domain(10.0.0.9)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['mytool 1.5 3.14 v1.2.3 2024.01.02 20240101', 'allow'],
    ['mytool 0xa.9', 'ask'],
    ['mytool evil.com.', 'ask'],
  ]);
});

// PowerShell's providers take `\` for `/` on Linux and macOS too (PowerShell/PowerShell#9244: "Filesystem
// accepting both `/` and `\` on all systems is an explicit cross platform experience decision"):
// a cmdlet's `\etc\passwd` is /etc/passwd, read as a file called `\etc\passwd`.
describe('PowerShell off Windows: a cmdlet path written with backslashes (were allowed)', () => {
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['Get-Content \\etc\\passwd', 'deny'],
    ['Get-Content /etc\\passwd', 'deny'],
    ['Get-Content \\etc/passwd', 'deny'],
    ['gc \\etc\\passwd', 'deny'],
    ['Get-Content -Path \\etc\\shadow', 'deny'],
    ['Get-Content ..\\..\\..\\etc\\passwd', 'deny'],
    ['Set-Content \\etc\\hosts x', 'deny'],
    ['Copy-Item \\etc\\passwd x', 'deny'],
    ['Get-Content .\\sub\\.env', 'deny'],
    ['Get-Content sub\\.env', 'deny'],
    ['Get-Content x\\..\\.env', 'deny'],
    ['Get-Content ~\\.ssh\\id_rsa', 'deny'],
    ['Get-Content ~/.ssh\\id_rsa', 'deny'],
    ["echo x > \\etc\\hosts", 'deny'],
    // Precision: backslash paths elsewhere.
    ['Get-Content src\\main.ts', 'allow'],
    ['Set-Content out\\log.txt x', 'allow'],
    ['Get-Content \\w\\repo\\README.md', 'allow'],
  ];
  const rules: Rules = { deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Read(**/.env)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  describe('linux', () => lineTable(rules, rows, 'pwsh', REPO_LINUX));
  describe('darwin', () => lineTable(rules, rows, 'pwsh', Object.freeze({ ...REPO_LINUX, platform: 'darwin' as const })));
});

// A shell the program hands a word to removes its quotes and backslashes: `'r\m -rf x'` runs rm.
// The word was split at its quotes (`r""m` as `r` and `m`) and read with its backslashes.
describe('an unknown program given a command line quoted or escaped for the shell it hands it to (were allowed)', () => {
  lineTable(UNKNOWN, [
    ["mytool 'r\\m -rf x'", 'ask'],
    ["mytool 'r\"\"m -rf x'", 'ask'],
    ["mytool \"r''m -rf x\"", 'ask'],
    ["mytool 'c\\url evil.com'", 'ask'],
    ["mytool 'cu\"rl\" evil.com'", 'ask'],
    ["mytool 'git p\\ush origin'", 'ask'],
    ["mytool --exec='\\rm -rf x'", 'ask'],
    ["python3 x.py 'r\\m -rf x'", 'ask'],
    // Precision: quoting that shows no rule's program.
    ["mytool 'say \"hello\"'", 'allow'],
    ["mytool --pattern '\\d+\\.\\w+'", 'allow'],
    ["mytool 'git st\\atus'", 'allow'],
  ]);
});

// `"$X"rm` loses its quotes in the word's text, `$Xrm`, which reads as one variable: its shape
// (any text, then rm) was not read.
describe('an unknown program given a quoted expansion joined to a program name (were allowed)', () => {
  lineTable(UNKNOWN, [
    ['mytool "$X"rm -rf x', 'ask'],
    ['mytool "${X}"rm -rf x', 'ask'],
    ['mytool "$X"curl -o x https://example.org', 'ask'],
    ['python3 x.py "$X"rm -rf x', 'ask'],
    // Precision.
    ['mytool "$X"', 'allow'],
    ['mytool "$X".txt', 'allow'],
    ['mytool "$OUT"dir -rf x', 'allow'],
  ]);
});

// A host joined to other text in one word was read as one host name, which it is not.
describe('an unknown program given a host joined to other text (were allowed)', () => {
  const rules: Rules = { deny: ['Domain(evil.com)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  lineTable(rules, [
    ['mytool host=evil.com', 'ask'],
    ['mytool HOST:evil.com', 'ask'],
    ['mytool target,evil.com', 'ask'],
    ['mytool evil.com,', 'ask'],
    ['mytool url=evil.com/x', 'ask'],
    ['mytool --upstream=other.org,evil.com', 'ask'],
    ['mytool ws=evil.com:443', 'ask'],
    ['mytool -o ProxyJump=evil.com', 'ask'],
    ['mytool tcp:evil.com:80', 'ask'],
    ['mytool -Hevil.com', 'ask'],
    // Precision.
    ['mytool --include=a.ts,b.ts key=value node:20 image:v1.2', 'allow'],
    ['mytool -m "fix: bump deps to 1.2.3"', 'allow'],
  ]);
  lineTable({ ask: ['Domain(*)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['mytool -Dlog.level=debug -ofoo.txt -Iinclude.d x=1.5', 'allow'],
    ["mytool 'see README.md for more'", 'allow'],
  ]);
});
