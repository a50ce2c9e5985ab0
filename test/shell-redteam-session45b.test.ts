// Session 45 (f1): known wrong allows found by this session's helpers. Every ask or deny row below
// was allowed at the session's start (checked by script against that build, /tmp/s45/m0, and the
// build before session 45 where the subject is older); the allow rows are everyday lines that stay allowed.
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';
import type { DecisionContext } from '../src/policy/types.js';
import { forcedCommands } from '../src/shell/stored-settings-texts.js';

const ALLOW_ALL = ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];

/** A deny rule on a subcommand of a program a Python module runs. */
const AWS_S3: Rules = { deny: ['Shell(aws s3 *)'], allow: ALLOW_ALL };

describe('`uv run -m MOD ARGS` is read as `python -m MOD ARGS` (python-module-programs.ts names the command)', () => {
  lineTable(AWS_S3, [
    ['uv run -m awscli s3 rm s3://x', 'deny'],
    ['uv run --module awscli s3 rm s3://x', 'deny'],
    ['uv run --module=awscli s3 rm s3://x', 'deny'],
    ['uv run -qm awscli s3 rm s3://x', 'deny'],
    ['uv --quiet run -m awscli s3 rm s3://x', 'deny'],
    ['uv run --with x -m awscli s3 ls', 'deny'],
    // (An abbreviation uv does not take, a module from an expansion: not read, so they ask.)
    ['uv run --mod awscli s3 rm s3://x', 'ask'],
    ['uv run -m "$M" s3 rm x', 'ask'],
    ['uv run python -m awscli s3 rm s3://x', 'deny'],
    ['uv run -m pytest', 'allow'],
    ['uv run -m pytest -x tests', 'allow'],
    ['uv run -m awscli ec2 describe-instances', 'allow'],
    ['uv run -h', 'allow'],
  ]);
});

/** A Domain deny rule: a line whose hosts are not all shown asks. */
const DOMAINS: Rules = { deny: ['Domain(evil.com)'], allow: ALLOW_ALL };

describe('gallery-dl\'s input files name the URLs it fetches: it asks, as `yt-dlp -a` and `wget -i` do', () => {
  lineTable(DOMAINS, [
    ['gallery-dl -i urls.txt', 'ask'],
    ['gallery-dl --input-file urls.txt', 'ask'],
    ['gallery-dl --input-file=urls.txt', 'ask'],
    ['gallery-dl -iurls.txt', 'ask'],
    ['gallery-dl -I urls.txt', 'ask'],
    ['gallery-dl --input-file-delete urls.txt', 'ask'],
    ['gallery-dl -d out -i urls.txt', 'ask'],
    ['gallery-dl -i - https://x.com/a', 'ask'],
    ['python3 -m gallery_dl -i urls.txt', 'ask'],
    ['gallery-dl https://evil.com/a', 'deny'],
    ['gallery-dl https://x.com/a', 'allow'],
    ['gallery-dl -d out https://x.com/a', 'allow'],
  ]);
  // (The file itself is read: a Read deny rule on it denies.)
  lineTable({ deny: ['Read(//etc/**)'], allow: ALLOW_ALL }, [['gallery-dl -i /etc/shadow', 'deny']]);
});

/** An Edit deny rule where a global install may write. */
const ETC_EDITS: Rules = { deny: ['Edit(//etc/**)'], allow: ALLOW_ALL };

describe('PREFIX and DESTDIR are where later installs write (npm\'s global prefix where no npmrc sets one; a Makefile\'s PREFIX ?=)', () => {
  lineTable(ETC_EDITS, [
    ['export PREFIX=/etc; npm i -g x', 'ask'],
    ['PREFIX=/etc; export PREFIX; npm i -g x', 'ask'],
    ['export DESTDIR=/etc; npm i -g x', 'ask'],
    ['export NPM_CONFIG_PREFIX=/etc; npm i -g x', 'ask'],
    ['export npm_config_prefix=/etc; npm i -g x', 'ask'],
    ['npm i -g x', 'allow'],
    ['echo $PREFIX', 'allow'],
  ]);
});

/** The home directory is in the workspace (writes there are allowed by Edit(**)). */
const HOME_WORKSPACE: DecisionContext = Object.freeze({ cwd: '/home/u', workspace: ['/w', '/home/u'], home: '/home/u', platform: 'linux' as const });
const SHELL_RM: Rules = { deny: ['Shell(rm *)'], allow: ALLOW_ALL };

describe('an authorized_keys line\'s command="CMD" runs when that key logs in: read as a stored line (deny and ask rules)', () => {
  lineTable(SHELL_RM, [
    [`echo 'command="rm -rf ~" ssh-ed25519 AAAA' >> ~/.ssh/authorized_keys`, 'deny'],
    [`echo 'no-pty,command="rm -rf ~" ssh-ed25519 AAAA' >> ~/.ssh/authorized_keys`, 'deny'],
    [`echo 'Command="rm -rf ~" ssh-ed25519 AAAA' >> ~/.ssh/authorized_keys2`, 'deny'],
    // (A quote left open, a text not shown: not read, beside Shell deny rules.)
    [`echo 'command="rm -rf ~ ssh-ed25519 AAAA' >> ~/.ssh/authorized_keys`, 'ask'],
    ['echo "$K" >> ~/.ssh/authorized_keys', 'ask'],
    [`echo 'ssh-ed25519 AAAA u@h' >> ~/.ssh/authorized_keys`, 'allow'],
    [`echo 'command="ls" ssh-ed25519 AAAA' >> ~/.ssh/authorized_keys`, 'allow'],
  ], 'shell', HOME_WORKSPACE);
  // (Without Shell deny or ask rules, the text is data.)
  lineTable({ deny: [], allow: ALLOW_ALL }, [['echo "$K" >> ~/.ssh/authorized_keys', 'allow']], 'shell', HOME_WORKSPACE);
  it('reads each command option, with its escaped quotes', () => {
    expect(forcedCommands('# c\nfrom="x",command="echo \\"a b\\"" ssh-rsa AAAA c\nssh-ed25519 AAAA command="no"')).toEqual(['echo "a b"']);
    expect(forcedCommands('command="x ssh-rsa AAAA')).toMatch(/open/);
  });
});

describe('a curlrc\'s or wgetrc\'s file options are read as the later run\'s reads and writes (deny and ask rules)', () => {
  const etc: Rules = { deny: ['Read(//etc/**)', 'Edit(//etc/**)'], allow: ALLOW_ALL };
  lineTable(etc, [
    [`echo 'upload-file = /etc/shadow' >> ~/.curlrc`, 'deny'],
    [`echo '-T /etc/shadow' >> ~/.curlrc`, 'deny'],
    [`echo 'output = /etc/x' >> ~/.curlrc`, 'deny'],
    [`echo '-o /etc/x' >> ~/.curlrc`, 'deny'],
    [`echo '--output /etc/x' >> ~/.curlrc`, 'deny'],
    [`echo 'config = "/etc/x"' >> ~/.curlrc`, 'deny'],
    [`echo 'output_document = /etc/x' >> ~/.wgetrc`, 'deny'],
    // (curl's `-t` is telnet's options, not a file.)
    [`echo '-t /etc/shadow' >> ~/.curlrc`, 'allow'],
    ['echo silent >> ~/.curlrc', 'allow'],
    [`echo '-o /home/u/x' >> ~/.curlrc`, 'allow'],
    [`echo 'tries = 3' >> ~/.wgetrc`, 'allow'],
  ], 'shell', HOME_WORKSPACE);
  lineTable({ deny: ['Read(//etc/**)'], allow: ALLOW_ALL }, [[`echo 'upload-file = /etc/shadow' >> ~/.curlrc`, 'deny']]);
});
