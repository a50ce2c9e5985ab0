// Session 45 (m4): everyday lines that asked where an exact reading allows, each restored beside
// rows of the same shape that must still ask or deny, and the holes found on the way.
// - xargs's appended words after `find … -print0 | xargs -0` (xargs-items.ts): xargs splits its
//   input at NULs only, and find prints each path NUL-terminated, so each word is one path find
//   printed: below its one start (`START/**`), or `START/**/NAME` for one `-name` of plain
//   characters, `*` and `?` among narrowing tests (`-type`, `-maxdepth`) whose glob cannot match the
//   start's own name. Read as the glob word of that shape is (find lists dot names and any depth:
//   not bash's own glob), so a deny or ask rule its paths may meet still asks. Only where nothing
//   else reaches the pipe: find's only action a last `-print0`, no `2>&1`/`|&`, no function named
//   find, one start written plainly (a quoted `'~'` is a directory named `~`; an unquoted `~` the
//   home, unknown where the line may assign HOME); xargs without `-a`, `-d`, `-I`/`-i`/`--replace`.
//   A symbolic link among them is read as the same glob word's links are (session 44's m3 kept
//   these asking for that): the engine follows links only through a resolveSymlink hook, and with
//   one any glob is unknown (argument-paths.ts checkGlobPath), so this reading asks there too.
// - `export NAME=value` with NAME written literally assigns NAME alone (directory-change.ts
//   assignsVariable): an unknown value, or one naming `$HOME`, no longer makes the line one that
//   may assign HOME or CDPATH. Why it is exact: the name is literal (an expansion's text starts
//   with `$`), export makes no reference (`declare -n`) and never reads a value as an array's
//   elements (bash 5.2: after `A=(1); X='([HOME=7]=x)'`, `declare A=$X` sets HOME, `export A=$X`
//   does not; so declare, typeset, local and readonly keep the old reading), and a variable given
//   the integer attribute, whose value is arithmetic, asks on its own (`declare -i`). This is what
//   leaked from a stored text's reading (stored-code-writes.ts reads it in the line's analyzer):
//   `echo 'export PATH=$PATH:~/bin' >> ~/.bashrc` marked the whole line as one that may assign
//   HOME, so its own `>> ~/.bashrc` was unknown beside any Edit rule. Beside Shell rules it still
//   asks (a stored PATH change, as when run now), and beside Domain rules (.bashrc routes traffic).
//   printf assigns a variable only with -v, its first word: `printf 'export PATH=$HOME/bin\n'`
//   (a static first word not starting with `-`, or `--`) assigns nothing.
// - `$PWD` in a command's own words is the working directory (working-directory-words.ts):
//   `7z x x.7z -o$PWD/build` is `-o./build`, `tar -C "$PWD/out"` is `./out`. Exact because bash
//   sets PWD to the directory it runs in, a cd moves both (so only where the line has not moved,
//   and not in a text stored to run later), and the line names PWD nowhere else (`PWD=/etc`,
//   `unset PWD`, `${PWD:=…}`, `declare -n R=PWD` keep it unknown; a variable named by an expansion
//   asks on its own). Unquoted, bash splits the value at blanks and globs it: read so only where
//   the context's cwd holds no blank, glob or escape character, checked at decision time (a cwd
//   with one, or none given, asks); a line that names IFS keeps it unknown. Only a word that is
//   `$PWD` after an option or `NAME=` and before a literal `/…`: `x$PWD/y` is another path.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';
import type { DecisionContext } from '../src/policy/types.js';

const ALLOW = ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];
const at = (cwd: string): DecisionContext => Object.freeze({ cwd, workspace: ['/w'], home: '/home/u', platform: 'linux' as const });
const IN_W = at('/w');
const ETC: Rules = { deny: ['Read(//etc/**)', 'Edit(//etc/**)'], allow: ALLOW };

describe("find -print0 | xargs -0: each appended word is a path find printed (asked beside any Read deny rule at the session start)", () => {
  lineTable(ETC, [
    ['find . -type f -print0 | xargs -0 wc -l', 'allow'],
    ["find . -name '*.py' -print0 | xargs -0 grep foo", 'allow'],
    ["find src -name '*.ts' -type f -print0 | xargs -0 -r grep -n TODO", 'allow'],
    ['find . -type f -print0 | xargs --null wc -l', 'allow'],
    ['find . -type f -print0 | xargs -0 -n 50 -P 4 wc -l', 'allow'],
    ['find -print0 | xargs -0 wc -l', 'allow'],
    ['find . -type f -print0 2>/dev/null | xargs -0 wc -l', 'allow'],
    ["find . -name '*.py' -print0 | xargs -0 sed -i s/a/b/", 'allow'],
    ["find . -path ./node_modules -prune -o -name '*.js' -print0 | xargs -0 wc -l", 'allow'],
    ['find ~/proj -type f -print0 | xargs -0 wc -l', 'allow'],
    ["find . -name '*.py' -name 'a*' -print0 | xargs -0 wc -l", 'allow'],
    // (Where its paths may be the rule's: below /etc, the start itself, after cd, a home the line may assign.)
    ['find /etc -type f -print0 | xargs -0 wc -l', 'ask'],
    ['find / -name passwd -print0 | xargs -0 cat', 'ask'],
    ['find /etc/passwd -print0 | xargs -0 cat', 'ask'],
    ['find /etc/passwd -name passwd -print0 | xargs -0 cat', 'ask'],
    ['cd /etc && find . -type f -print0 | xargs -0 wc -l', 'ask'],
    ['HOME=/etc; find ~ -type f -print0 | xargs -0 wc -l', 'ask'],
    ['export HOME=/; find ~/etc -print0 | xargs -0 cat', 'ask'],
    // (Something else reaches the pipe, or xargs splits otherwise: unknown words, as before.)
    ['find . -type f | xargs wc -l', 'ask'],
    ['find . -type f -print0 | xargs wc -l', 'ask'],
    ['find . -type f -print0 2>&1 | xargs -0 wc -l', 'ask'],
    ['find . -type f -print0 |& xargs -0 wc -l', 'ask'],
    ["find . -printf '/etc/passwd\\0' | xargs -0 cat", 'ask'],
    ["find . -print0 -printf '/etc/passwd\\0' | xargs -0 cat", 'ask'],
    ["find . -print0 -fprint0 x | xargs -0 cat", 'ask'],
    ['find . -print0 -exec cat {} + | xargs -0 cat', 'ask'],
    ['find . src -print0 | xargs -0 cat', 'ask'],
    ['find $D -print0 | xargs -0 cat', 'ask'],
    ['find -files0-from list -print0 | xargs -0 cat', 'ask'],
    ['find(){ echo /etc/passwd; }; find . -print0 | xargs -0 cat', 'ask'],
    ['./find . -print0 | xargs -0 cat', 'ask'],
    ['find . -type f -print0 | xargs -0 -I{} cat {}', 'ask'],
    ["find . -type f -print0 | xargs -0 -d '\\n' cat", 'ask'],
    ['find . -type f -print0 | xargs -0 -a list cat', 'ask'],
    ['find . -type f -print0 | tee x | xargs -0 cat', 'ask'],
    ['find . -type f -print0 | sudo xargs -0 cat', 'ask'],
    ['find . -type f -print0 | xargs -0 sh -c \'cat "$@"\' _', 'ask'],
  ], 'shell', IN_W);
  // (A rule its shape may meet still asks: `-name` narrows, a `-name` that is no plain glob does not.)
  lineTable({ deny: ['Read(**/*.pem)'], allow: ALLOW }, [
    ["find . -name '*.py' -print0 | xargs -0 wc -l", 'ask'], // (`./x.pem/a.py` is below a directory the rule covers)
    ['find . -type f -print0 | xargs -0 wc -l', 'ask'],
    ["find . -name '*.pem' -print0 | xargs -0 wc -l", 'ask'],
    ["find . -name '*.py' -print0 | xargs -0 touch", 'ask'], // (a path denied for Read is denied for Edit)
  ], 'shell', IN_W);
  lineTable({ deny: ['Edit(**/.env)'], allow: ALLOW }, [
    ["find . -name '*.py' -print0 | xargs -0 sed -i s/a/b/", 'ask'], // (`./.env/a.py`: a deny rule covers what is below the name)
    ["find . -name '.env' -print0 | xargs -0 sed -i s/a/b/", 'ask'],
    ["find . -name '*.p[e]m' -print0 | xargs -0 touch", 'ask'], // (a bracket: any name)
    ["find . -name '[.]env' -print0 | xargs -0 sed -i s/a/b/", 'ask'],
    ["find . -name '.e*' -print0 | xargs -0 sed -i s/a/b/", 'ask'],
    ["find . -name '*.txt' -o -name .env -print0 | xargs -0 sed -i s/a/b/", 'ask'],
    ["find .env -name '*.txt' -print0 | xargs -0 sed -i s/a/b/", 'ask'],
    ["find x.txt -name '*.txt' -print0 | xargs -0 sed -i s/a/b/", 'ask'], // (x.txt itself may be printed: any name below it)
    ["find x -name '*.txt' -print0 | xargs -0 sed -i s/a/b/", 'ask'],
  ], 'shell', IN_W);
  // (Rooted rules elsewhere in the workspace: a start beside them allows.)
  lineTable({ deny: ['Read(./secrets/**)', 'Edit(./secrets/**)'], allow: ALLOW }, [
    ["find src -name '*.py' -print0 | xargs -0 sed -i s/a/b/", 'allow'],
    ['find src -print0 | xargs -0 chmod 644', 'allow'],
    ["find . -name '*.py' -print0 | xargs -0 sed -i s/a/b/", 'ask'],
    ['find secrets -print0 | xargs -0 cat', 'ask'],
    ['find src/.. -print0 | xargs -0 cat', 'ask'],
    ['cd src && find ../secrets -print0 | xargs -0 cat', 'ask'],
  ], 'shell', IN_W);
  // (With a symlink resolver, a path find prints may be a link to anywhere: unknown, as a glob word is.)
  lineTable(ETC, [
    ['find . -type f -print0 | xargs -0 wc -l', 'ask'],
    ['wc -l ./*', 'ask'],
  ], 'shell', Object.freeze({ ...IN_W, resolveSymlink: (path: string) => path }));
  // (A start written `'~'` is the directory ./~, not the home.)
  lineTable({ deny: ['Read(./~/**)'], allow: ALLOW }, [
    ["find '~' -type f -print0 | xargs -0 wc -l", 'ask'],
    ['find ~ -type f -print0 | xargs -0 wc -l', 'allow'],
  ], 'shell', IN_W);
  lineTable({ deny: ['Read(~/.ssh/**)'], allow: ALLOW }, [
    ['find ~ -type f -print0 | xargs -0 wc -l', 'ask'],
    ["find '~' -type f -print0 | xargs -0 wc -l", 'allow'],
  ], 'shell', IN_W);
});

const HOME_EDITS: Rules = { deny: ['Edit(~/.ssh/**)', 'Read(//etc/**)'], allow: [...ALLOW, 'Edit(~/**)'] };

describe('export NAME=$VALUE assigns NAME alone (the line was one that may assign HOME at the session start)', () => {
  lineTable(HOME_EDITS, [
    ["echo 'export PATH=$PATH:~/bin' >> ~/.bashrc", 'allow'],
    ["printf 'export PATH=\"$HOME/bin:$PATH\"\\n' >> ~/.profile", 'allow'],
    ["echo 'export EDITOR=vim GOPATH=$HOME/go' >> ~/.bashrc", 'allow'],
    ['export FOO=$BAR; echo hi >> ~/notes', 'allow'],
    ['export PROJECT_HOME=$HOME/p CDPATH_X=$Y; echo hi >> ~/notes', 'allow'],
    // (GOPATH is an installer's destination, which a later `go install` writes below: never allowed, session 45's r32.)
    ['export GOPATH=$HOME/go CDPATH_X=$Y; echo hi >> ~/notes', 'ask'],
    // (HOME unchanged, the deny rule on ~/.ssh decides: was an ask.)
    ['export FOO=$BAR; echo hi >> ~/.ssh/x', 'deny'],
    ["echo 'export FOO=$BAR' >> ~/.bashrc; echo hi >> ~/.ssh/x", 'deny'],
    // (What may assign HOME still makes `~` unknown.)
    ['export HOME=$X; echo hi >> ~/.ssh/x', 'ask'],
    ['export A=$X HOME=/w; echo hi >> ~/.ssh/x', 'ask'],
    ['export $X=1; echo hi >> ~/notes', 'ask'],
    ['export ${X}=1; echo hi >> ~/notes', 'ask'],
    ['export H${X}=1; echo hi >> ~/notes', 'ask'],
    ['export "$X"; echo hi >> ~/notes', 'ask'],
    ['export -n A=$X; echo hi >> ~/notes', 'ask'],
    ['declare A=$X; echo hi >> ~/notes', 'ask'],
    ['A=(1); declare A=$X; echo hi >> ~/notes', 'ask'],
    ['local A=$X; echo hi >> ~/notes', 'ask'],
    ['readonly A=$X; echo hi >> ~/notes', 'ask'],
    ['declare -i A; export A=$X; echo hi >> ~/notes', 'ask'],
    ['declare -n R; export R=$X; R=/etc; echo hi >> ~/notes', 'ask'],
    ["echo 'export HOME=/etc' >> ~/.bashrc; echo hi >> ~/.ssh/x", 'ask'],
    ["echo 'export $X=1' >> ~/.bashrc", 'ask'],
  ], 'shell', IN_W);
  // (A stored PATH change still asks beside Shell rules, as when run now; beside Domain rules .bashrc routes traffic.)
  lineTable({ deny: ['Shell(rm *)'], allow: [...ALLOW, 'Edit(~/**)'] }, [
    ["echo 'export PATH=$PATH:~/bin' >> ~/.bashrc", 'ask'],
    ["echo 'export EDITOR=vim' >> ~/.bashrc", 'allow'],
  ], 'shell', IN_W);
  lineTable({ deny: ['Domain(evil.com)'], allow: [...ALLOW, 'Edit(~/**)'] }, [
    ["echo 'export PATH=$PATH:~/bin' >> ~/.bashrc", 'ask'],
  ], 'shell', IN_W);
});

const DOMAIN: Rules = { deny: ['Domain(evil.com)', 'Shell(rm *)', 'Edit(~/.ssh/**)', 'Read(//etc/**)'], allow: ALLOW };

describe('$PWD is the working directory where the line has not moved (asked beside Domain, Shell and Edit rules at the session start)', () => {
  lineTable(DOMAIN, [
    ['7z x x.7z -o$PWD/build', 'allow'],
    ['7z x x.7z "-o$PWD/build"', 'allow'],
    ['tar -xf x.tar -C "$PWD/out"', 'allow'],
    ['unzip -o x.zip -d $PWD/vendor', 'allow'],
    ['cp -r dist/. "${PWD}/public/"', 'allow'],
    ['cat $PWD/README.md', 'allow'],
    ['make install DESTDIR=$PWD/stage', 'allow'],
    // (What it names is checked: `..` out of it, a settings file, the line's own reading of the rule.)
    ['cat "$PWD/../../etc/passwd"', 'deny'],
    ['7z x x.7z -o$PWD/../../home/u/.ssh', 'deny'],
    ['echo hi > "$PWD/../../home/u/.ssh/x"', 'deny'],
    // (Where $PWD may be another directory, another word or another path: unknown, as before.)
    ['cd /tmp && 7z x x.7z -o$PWD/build', 'ask'],
    ['pushd /tmp; tar -xf x.tar -C "$PWD/out"', 'ask'],
    ['PWD=/etc; cat $PWD/passwd', 'ask'],
    ['unset PWD; 7z x x.7z -o$PWD/etc', 'ask'],
    [': ${PWD:=/etc}; cat "$PWD/passwd"', 'ask'],
    ['declare -n R=PWD; R=/etc; cat "$PWD/passwd"', 'ask'],
    ['IFS=/; cat $PWD/x', 'ask'],
    ['cat x$PWD/etc/passwd', 'ask'],
    ['cat ${PWD}x', 'ask'],
    ['cat "${PWD%/*}/../etc/passwd"', 'ask'],
    ['echo "rm -rf $PWD/x" > .git/hooks/pre-commit', 'ask'],
  ], 'shell', IN_W);
  // (The context's cwd decides an unquoted one: a blank splits it, a glob character expands it.)
  lineTable(DOMAIN, [
    ['7z x x.7z -o$PWD/build', 'ask'],
    ['cat $PWD/README.md', 'ask'],
    ['7z x x.7z "-o$PWD/build"', 'allow'],
    ['tar -xf x.tar -C "$PWD/out"', 'allow'],
  ], 'shell', at('/w/my proj'));
  lineTable(DOMAIN, [
    ['7z x x.7z -o$PWD/build', 'ask'],
    ['7z x x.7z "-o$PWD/build"', 'allow'],
  ], 'shell', at('/w/a[1]'));
  lineTable(DOMAIN, [
    ['7z x x.7z -o$PWD/build', 'ask'],
  ], 'shell', Object.freeze({ workspace: ['/w'], home: '/home/u', platform: 'linux' as const }));
  // (In the home directory, the tree is where settings files lie: an unknown host, as `-o.` is.)
  lineTable(DOMAIN, [
    ['7z x x.7z -o$PWD', 'ask'],
    ['7z x x.7z -o.', 'ask'],
    ['7z x x.7z -o$PWD/build', 'allow'],
  ], 'shell', at('/home/u'));
});
