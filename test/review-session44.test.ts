// Session 44's review of session 43's modules (package-spec-names.ts, printf-format.ts,
// partly-printed.ts, wget-landing.ts, remote-named-writes.ts, shell-unquoted.ts, …): wrong allows
// by a small variation of what each reads. Each ask or deny row was allowed at the session's start
// (checked by script against its build); the allow rows keep the readings precise.
import { describe, expect, it } from 'vitest';
import { packageSpecName } from '../src/shell/package-spec-names.js';
import { formatted } from '../src/shell/printf-format.js';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const ALLOW = ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];

// npx runs an alias's target's binary (npm's getBinFromManifest reads the fetched manifest, the
// target's); a git spec was read by its last segment only without a `#ref` or `.git`; PEP 508
// allows a parenthesized version (`ruff(>=0.1)`).
describe('a package spec names its package through an alias, a git ref, a parenthesized version', () => {
  lineTable({ deny: ['Shell(eslint *)', 'Shell(ruff *)'], allow: ALLOW }, [
    ['npx foo@npm:eslint@8 .', 'deny'],
    ['npx foo@npm:eslint .', 'deny'],
    ['npx @x/foo@npm:eslint@8 .', 'deny'],
    ['pnpm dlx foo@npm:eslint@8 .', 'deny'],
    ['npm exec -- foo@npm:eslint .', 'deny'],
    ['npx github:user/eslint#v8 .', 'deny'],
    ['npx user/eslint#semver:8 .', 'deny'],
    ['npx git+https://github.com/eslint/eslint.git .', 'deny'],
    ['npx git@github.com:eslint/eslint.git .', 'deny'],
    ['uvx "ruff(>=0.1)" check', 'deny'],
    // Precision: other packages stay allowed; npm has no alias of an alias (it fails).
    ['npx foo@npm:prettier@3 .', 'allow'],
    // (Session 45: a git spec names no program, its package's bin may be any: it asks beside Shell deny rules.)
    ['npx github:x/lint#v1 .', 'ask'],
    ['npx x/y.git .', 'ask'],
  ]);
  it.each([
    ['foo@npm:eslint@8', 'eslint'], ['foo@npm:@scope/pkg@1', '@scope/pkg'], ['foo@npm:@scope/pkg', '@scope/pkg'],
    ['github:u/eslint#v8', 'eslint'], ['git+ssh://git@h/u/eslint.git#x', 'eslint'], ['ruff(>=0.1)', 'ruff'], ['ruff\t==0.1', 'ruff'],
    // (An alias of an alias, or of nothing, is read by its own name: npm fails on both.)
    ['a@npm:b@npm:eslint', 'b'], ['foo@npm:', 'foo'],
  ])('%s -> %s', (spec, name) => expect(packageSpecName(spec)).toBe(name));
  it.each(['github:u/#v8', './x.tgz', 'https://h/x.tgz'])('%s -> none', (spec) => {
    expect(packageSpecName(spec)).toBeUndefined();
  });
});

// bash prints `%d` of `-0` as `0` (strtoimax reads -0 as 0): read as `-0`, `printf 'rm%d x' -0`
// was the text `rm-0 x`, not `rm0 x`.
describe('printf of -0 is not read as a known text', () => {
  lineTable({ deny: ['Shell(rm0 *)', 'Read(**/db0.sqlite)'], allow: ALLOW }, [
    ["printf 'rm%d x' -0 | mytool", 'ask'],
    ["mytool \"$(printf 'rm%d x' -0)\"", 'ask'],
    ["printf 'db%i.sqlite' -0 | mytool", 'ask'],
    ["printf 'db%d.sqlite' 1 | mytool", 'allow'],
  ]);
  it.each(['%d', '%i', 'x%5d'])('%s of -0 is not read', (f) => expect(formatted(f, ['-0'])).toBeUndefined());
  it('%d of 0 and -1 are read', () => expect(formatted('%d|%d', ['0', '-1'])).toBe('0|-1'));
});

// `wget -P ''` saves in the current directory (wget adds a `/` only after a prefix; checked with
// wget 1.21.3): read as the prefix `/`, `wget -P '' URL/.bashrc` wrote `/.bashrc`.
describe('wget with an empty directory prefix saves where it runs', () => {
  lineTable({ deny: ['Edit(//w/repo/.bashrc)'], allow: ALLOW }, [
    ["wget -P '' https://x.com/.bashrc", 'deny'],
    ['wget --directory-prefix= https://x.com/.bashrc', 'deny'],
    ["wget -P '' https://x.com/.profile", 'allow'],
  ]);
});

// A short option's value joined to it (`-d..`, as getopt, argparse, optparse and click read it), a
// long option's abbreviation (`--dest ..`: argparse, optparse) and a short option in a cluster
// (`-wP..`) name the destination too: read as no option, the tree written was where it runs.
describe('an extractor\'s or downloader\'s destination given joined, abbreviated or in a cluster', () => {
  const HOME_W = { cwd: '/home/dev/w', workspace: ['/home/dev/w'], home: '/home/dev', platform: 'linux' as const };
  lineTable({ deny: ['Edit(~/.ssh/**)'], allow: ALLOW }, [
    // (Merged with m3's reading of yt-dlp's default names, one segment `* [*].*` in each -P
    // directory: `-P..` joined is that directory, exactly, so only a denied one denies.)
    ['yt-dlp -P.. https://y.com/v', 'allow'],
    ['yt-dlp -P../.ssh https://y.com/v', 'deny'],
    ['yt-dlp -P.. -o "%(title)s/x" https://y.com/v', 'ask'],
    ['yt-dlp -wP.. https://y.com/v', 'ask'],
    ['yt-dlp --pat .. https://y.com/v', 'ask'],
    ['gallery-dl -d.. https://y.com/v', 'ask'],
    ['gallery-dl --dest .. https://y.com/v', 'ask'],
    ['gallery-dl --dest=.. https://y.com/v', 'ask'],
    ['gdown -O.. https://y.com/v', 'ask'],
    ['aunpack -X.. x.zip', 'ask'],
    ['cookiecutter -o.. gh:x/y', 'ask'],
    ['you-get -o.. https://y.com/v', 'ask'],
    ['ouch d x.zip -d..', 'ask'],
    ['transmission-cli -w.. x.torrent', 'ask'],
    ['xarchiver -x.. x.zip', 'ask'],
    ['innoextract --output-d .. x.exe', 'ask'],
    // Precision: a destination below where it runs, and no destination.
    ['yt-dlp https://y.com/v', 'allow'],
    ['yt-dlp -o x.mp4 https://y.com/v', 'allow'],
    ['gdown -Ox.zip https://y.com/v', 'allow'],
    ['xarchiver -xout x.zip', 'allow'],
    ['gallery-dl -q https://y.com/v', 'allow'],
  ], 'shell', HOME_W);
});

// Start-Process's file is its first word by position after its parameters' values (`-WindowStyle
// Hidden x.ps1`), or `-FilePath:F`: only a word after a switch or the first was read, so a file
// the line wrote and then started was not seen (powershell-code-runs.ts startedFiles).
describe('Start-Process starts a file the line wrote, after valued parameters or as -FilePath:F', () => {
  lineTable({ deny: ['Shell(Remove-Item *)'], allow: ALLOW }, [
    ["Set-Content x.ps1 'Remove-Item -Recurse C:\\w'; Start-Process -WindowStyle Hidden x.ps1", 'ask'],
    ["Set-Content x.exe 'x'; Start-Process -ArgumentList a x.exe", 'ask'],
    ["Set-Content x.ps1 'x'; Start-Process -FilePath:x.ps1", 'ask'],
    ["Set-Content x.ps1 'x'; Start-Process -f:x.ps1", 'ask'],
    ["Set-Content x.ps1 'x'; Start-Process -Verbose x.ps1", 'ask'],
    ["Set-Content x.ps1 'x'; Start-Process -Win Hidden x.ps1", 'ask'],
    // Precision: a written file given to the program started.
    ["Set-Content a.txt 'x'; Start-Process -WindowStyle Maximized notepad a.txt", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A text an unknown program may hand a shell (shell-unquoted.ts, possible-paths.ts lineWordPaths):
// `${IFS:0:1}` was cut at `${IFS`, leaving `:0:1}/etc/passwd`; a range (`{s..t}`) and an
// expansion's value with blanks (`cat$X/etc/passwd`) were not read; a user's `~NAME` was dropped
// as prose; a word with an expansion was read without the readings the line's own get
// (`$HOME/.ssh/x`, `$X/etc/passwd`).
describe('a text a shell may run: IFS slices, ranges, expansions, a user\'s home', () => {
  lineTable({ deny: ['Read(//etc/**)', 'Read(//root/**)', 'Read(~/.ssh/**)'], allow: ALLOW }, [
    ["mytool 'cat ${IFS:0:1}/etc/passwd'", 'ask'],
    ["mytool 'cat${IFS:0:1}/etc/passwd'", 'ask'],
    ["mytool '{cat,${IFS:0:1}/etc/passwd}'", 'ask'],
    ["mytool '/e{s..t}c/passwd'", 'ask'],
    ["mytool 'cat /e{s..t}c/passwd'", 'ask'],
    ["X='/e{s..t}c/passwd'; mytool \"$X\"", 'ask'],
    ["mytool 'cat ~root/.ssh/id_rsa'", 'ask'],
    ["mytool 'cat ~dev/.ssh/id_rsa'", 'ask'],
    ["mytool 'cat $HOME/.ssh/id_rsa'", 'ask'],
    ["mytool 'cat ${HOME}/.ssh/id_rsa'", 'ask'],
    ["mytool 'cat $X/etc/passwd'", 'ask'],
    ["mytool 'cat ${X:-/etc/passwd}'", 'ask'],
    ["mytool 'cat$X/etc/passwd'", 'ask'],
    ["export X=' '; mytool 'cat$X/etc/passwd'", 'ask'],
    ["mytool 'cat`echo`/etc/passwd'", 'ask'],
    // Precision: prose, a price, a regex, ranges and expansions that name nothing a rule covers.
    ["mytool 'MAP * ~NOTFOUND, EXCLUDE localhost'", 'allow'],
    ["mytool 'see {1..3} items'", 'allow'],
    ["mytool 'price $5'", 'allow'],
    ["grep -E '^(a|b)$' f", 'allow'],
    ["mytool 'cat $X x'", 'allow'],
  ]);
});

// A tree written where settings files lie is an unknown host beside Domain rules
// (traffic-settings-files.ts holdsSettingsFiles, moved-tree-writes.ts startWriteRoutes): a home or
// directory named in another case (Windows and macOS read `c:\users\U` and `/users/u` as the
// home), a drive's root (the context's win32 directories are spelled `/c`), a Windows home's
// AppData (pip.ini, _curlrc) and drivers\etc were not read so.
describe('a tree written where a Windows or macOS home, a drive root or AppData is', () => {
  const DOMAINS: Rules = { deny: ['Domain(evil.com)'], allow: ALLOW };
  const win = (cwd: string) => ({ cwd, workspace: [cwd], home: 'C:\\Users\\u', platform: 'win32' as const });
  for (const [cwd, line, expected] of [
    ['c:\\users\\U', 'tar xf x.tar', 'ask'],
    ['C:\\Users\\u\\AppData\\Roaming', 'tar xf x.tar', 'ask'],
    ['C:\\', 'tar xf x.tar', 'ask'],
    ['C:\\Windows\\System32\\drivers\\etc', 'tar xf x.tar', 'ask'],
    ['D:\\', 'Expand-Archive x.zip -DestinationPath .', 'ask'],
    ['C:\\Users\\u\\w', 'Expand-Archive x.zip -DestinationPath c:\\users\\u', 'ask'],
    ['C:\\Users\\u\\w', 'tar xf x.tar -C c:/users/u', 'ask'],
    // Precision: a project directory, another drive's.
    ['C:\\Users\\u\\w', 'tar xf x.tar', 'allow'],
    ['D:\\w', 'tar xf x.tar', 'allow'],
  ] as const) lineTable(DOMAINS, [[line, expected]], 'pwsh', win(cwd));
  lineTable(DOMAINS, [['tar xf x.tar', 'ask']], 'shell', { cwd: '/users/u', workspace: ['/users/u'], home: '/Users/u', platform: 'darwin' });
  lineTable(DOMAINS, [['tar xf x.tar', 'allow']], 'shell', { cwd: '/Users/u/w', workspace: ['/Users/u/w'], home: '/Users/u', platform: 'darwin' });
  lineTable(DOMAINS, [['unzip x.zip', 'ask']], 'shell', { cwd: 'c:\\users\\u', workspace: ['c:\\users\\u'], home: 'C:\\Users\\u', platform: 'win32' });
});

// The flags make's built-in rules give the compiler, exported, are lines its recipes may run, as
// its own `make CFLAGS='-o /etc/x'` words are (make-writes.ts makeEnvironment read only run
// variables such as CC: `export CFLAGS='-wrapper rm'; make` was allowed).
describe('make given exported compiler flags', () => {
  lineTable({ deny: ['Shell(rm *)', 'Edit(//etc/**)', 'Read(//etc/**)'], allow: ALLOW }, [
    ["export CFLAGS='-o /etc/x'; make", 'ask'],
    ["export CFLAGS='-wrapper rm'; make", 'ask'],
    ['export CPPFLAGS=-I/etc; make', 'ask'],
    ['set -a; LDFLAGS=-L/etc/x; make', 'ask'],
    ['export LDLIBS=/etc/x.so; make', 'deny'],
    ['export CFLAGS="$(f)"; make', 'ask'],
    // Precision: ordinary flags.
    ["export CFLAGS='-O2 -Wall -g'; make", 'allow'],
    ["export LDFLAGS='-L/usr/lib -lm'; make", 'allow'],
    ['export CC=clang CFLAGS=-O2; make -j4', 'allow'],
  ]);
});
