// Bash lines a red-team pass of file writers found allowed beside the Edit deny rules they meet
// (session 28): each row's line writes, creates or removes a file under /etc, ~/.ssh, ~/.bashrc,
// the workspace's .github/workflows or a .git/hooks. Rows are also checked against the reference
// evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';
import type { DecisionContext } from '../src/policy/types.js';

const RULES: Rules = {
  deny: ['Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Edit(~/.bashrc)', 'Edit(/.github/workflows/**)', 'Edit(**/.git/hooks/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

const DARWIN: DecisionContext = { cwd: '/Users/dev/w', workspace: ['/Users/dev/w'], home: '/Users/dev', platform: 'darwin' };

const rows = (list: LineRow[], context?: DecisionContext): void => lineTable(RULES, list, 'shell', context);

// gpg was read as a reader of its operands that writes only `-o`: encrypting, signing and
// armoring write `f.gpg`/`f.asc`/`f.sig` beside the operand, `--decrypt-files` and a file given
// without a command write `f` from `f.gpg`, and `--homedir` is written (keyrings, trustdb).
describe('gpg writes beside its operands and into --homedir (were allowed)', () => {
  rows([
    ['gpg -c /etc/x', 'deny'], ['gpg -e -r bob /etc/x', 'deny'], ['gpg -ac /etc/x', 'deny'], ['gpg --sign /etc/x', 'deny'],
    ['gpg --clearsign /etc/x', 'deny'], ['gpg -b /etc/x', 'deny'], ['gpg --dearmor /etc/x', 'deny'], ['gpg --enarmor /etc/x', 'deny'],
    ['gpg --encrypt-files /etc/x', 'deny'], ['gpg --decrypt-files ~/.ssh/id.gpg', 'deny'], ['gpg /etc/x.gpg', 'deny'],
    // (gpg2, gpg 2's name beside a gpg 1.4, is read the same way: it asked, as a command no table knew.)
    ['gpg2 -c /etc/x', 'deny'], ['gpg2 --decrypt-files ~/.ssh/id.gpg', 'deny'],
    ['gpg --decrypt-files .git/hooks/pre-commit.asc', 'deny'], ['gpg --homedir ~/.ssh --import k', 'deny'], ['gpg --homedir=/etc/gnupg -k', 'deny'],
    // Precision: printing to standard output, an output named, a verify, files elsewhere; ~/.bashrc.gpg is not ~/.bashrc.
    ['gpg -d /etc/x.gpg', 'allow'], ['gpg --decrypt /etc/x.gpg', 'allow'], ['gpg -o - -c /etc/x', 'allow'], ['gpg --encrypt -o a /etc/x', 'allow'],
    ['gpg2 --list-keys', 'allow'],
    ['gpg --verify /etc/x.sig', 'allow'], ['gpg --verify x.sig x', 'allow'], ['gpg --import /etc/k.asc', 'allow'], ['gpg --list-keys', 'allow'],
    ['gpg -c a.txt', 'allow'], ['gpg -d a.gpg', 'allow'], ['gpg -r bob -e a', 'allow'], ['gpg --symmetric ~/.bashrc', 'allow'],
  ]);
});

// macOS's base64 writes `-o FILE` (`--output=FILE`) and reads `-i FILE`: read as operands, the
// written file met only Read rules.
describe('base64 -o FILE (macOS) (was allowed)', () => {
  rows([
    ['base64 -d -o /etc/x a', 'deny'], ['base64 -D -i a -o ~/.bashrc', 'deny'], ['base64 -o/etc/x a', 'deny'], ['base64 -do /etc/x a', 'deny'],
    ['base64 --output=/etc/x a', 'deny'], ['base64 --output /Users/dev/.ssh/authorized_keys -d a', 'deny'],
    // Precision: printing, an output elsewhere, GNU's -w and -i.
    ['base64 -d a', 'allow'], ['base64 -i a -o b', 'allow'], ['base64 -w0 a', 'allow'], ['base64 -b 76 a', 'allow'], ['base64 -di a', 'allow'],
  ], DARWIN);
});

// rsync copies a source written with a trailing slash as its contents, straight into the
// destination: `a/workflows/x` landed in .github/workflows/x, read as below .github/a.
describe('rsync -a DIR/ DEST: the contents land in DEST (was allowed)', () => {
  lineTable({ deny: ['Edit(/.github/workflows/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['rsync -a a/ .github/', 'ask'], ['rsync -r a/ .github/', 'ask'], ['rsync -a --delete a/ .github/', 'ask'], ['rsync -a a/ .', 'ask'],
    // Precision: other destinations; a source without its slash lands as .github/a.
    ['rsync -a a/ dist/', 'allow'], ['rsync -a src/ build/', 'allow'], ['rsync -a a .github/', 'allow'],
  ]);
});

// pip config set|unset|edit writes a configuration file: --global's /etc/pip.conf (any unique
// prefix, `--glob`, which install's --global-option had taken), the user's by default, --site's
// in the environment (unknown); `--editor` runs a program. Found by the same pass, closed after it.
describe('pip config writes its configuration file (was allowed)', () => {
  rows([
    ['pip config set global.index-url https://x --global', 'deny'], ['pip3 config --glob set a.b c', 'deny'],
    ['python -m pip config unset global.index-url --global', 'deny'], ['pip config --site set a.b c', 'ask'],
    ['pip config edit --editor vim', 'ask'],
    // Precision: the user's file, reading the configuration, installing.
    ['pip config set a.b c', 'allow'], ['pip config --user set a.b c', 'allow'], ['pip config list', 'allow'],
    ['pip config get global.index-url', 'allow'], ['pip install --user requests', 'allow'], ['pip install --global-option=x y', 'allow'],
  ]);
});

// Windows' xcopy in a bash line on win32 was read by no table (`C:\Windows` unquotes to `C:Windows`,
// relative to the drive's own directory): now it copies as robocopy does. Found by the same pass.
describe('xcopy in a win32 bash line (was allowed)', () => {
  const WIN32: DecisionContext = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\u', platform: 'win32' };
  lineTable({ deny: ['Edit(//c/Windows/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['xcopy a C:Windows', 'ask'], ['xcopy a C:\\Windows /s', 'ask'], ['xcopy /s a C:/Windows', 'deny'],
    ['xcopy a b /s /e', 'allow'], ['xcopy src dist /E /I', 'allow'],
  ], 'shell', WIN32);
});

// rsync --link-dest=DIR hard-links DIR's unchanged files into the destination: a later write there
// writes DIR's files (`echo x >> b/passwd` writes /etc/passwd). DIR was read only, and a relative
// DIR against the working directory, where rsync takes it against the destination. cp -l/-s,
// ln and link already met Edit rules on their sources (pinned here beside it).
describe('rsync --link-dest links its directory into the destination (was allowed)', () => {
  const LINKED: Rules = { deny: ['Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Edit(/.github/workflows/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  lineTable(LINKED, [
    ['rsync --link-dest=/etc a b', 'deny'], ['rsync -a --link-dest /etc a b', 'deny'], ['rsync -a --link-dest=~/.ssh a b', 'deny'],
    // (Relative to the destination b, not to the working directory: /w/repo/.github/workflows.)
    ['rsync -a --link-dest=../.github/workflows a b', 'deny'], ['rsync -a --link-dest=../../.github/workflows a sub/b/', 'deny'],
    ['rsync -a --link-dest=/etc a localhost:/w/repo/b', 'deny'], ['rsync -a --link-dest="$D" a b', 'ask'],
    ['cp -al /etc b', 'deny'], ['cp --link /etc/passwd p', 'deny'], ['cp -s /etc/passwd p', 'deny'], ['ln /etc/passwd p', 'deny'],
    ['ln /etc/passwd p; echo x >> p', 'deny'], ['ln -s /etc/passwd p', 'deny'], ['link /etc/passwd p', 'deny'],
    // Precision: --copy-dest and --compare-dest copy or compare (no link); a remote destination's basis is there; other directories.
    ['rsync -a --copy-dest=/etc a b', 'allow'], ['rsync -a --compare-dest=/etc a b', 'allow'], ['rsync -a --link-dest=/etc a host:b', 'allow'],
    ['rsync -a --link-dest=../prev src/ snap/', 'allow'], ['rsync -a --link-dest=/w/prev a b', 'allow'], ['cp -al a b', 'allow'], ['ln -s a b', 'allow'],
  ]);
  lineTable({ deny: ['Read(//etc/**)', 'Read(/.github/workflows/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['rsync -a --link-dest=/etc a b', 'deny'], ['rsync -a --copy-dest=/etc a b', 'deny'], ['rsync -a --compare-dest=../.github/workflows a b', 'deny'],
    ['rsync -a --copy-dest=../prev a b', 'allow'],
  ]);
});
