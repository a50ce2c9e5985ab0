// Protected project files (hunt 5: hooks, workflows, .env, Makefile, package.json) beside an
// allow of every command: each 'ask' or 'deny' below was allowed.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { lineDecision, REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const RULES = {
  deny: ['Edit(./.github/workflows/**)', 'Edit(./.git/hooks/**)', 'Edit(./.git/config)', 'Edit(**/.env)', 'Edit(./package.json)',
    'Edit(./Makefile)', 'Edit(~/.bashrc)', 'Edit(~/.ssh/**)', 'Read(./.env)', 'Read(**/*.pem)', 'Shell(rm *)'],
  allow: ['Shell(*)'],
};
const decision = lineDecision(RULES);

// possible-paths.ts: a command no table knows may edit a file named without a `/`.
describe('a plain file name of an unknown command is a possible path', () => {
  it.each([
    ['clang-format -i Makefile', 'ask'], ['prettier --write package.json', 'ask'], ['gofmt -w Makefile', 'ask'],
    // (sd is read now: it edits its file operands, in-place-editors.ts.)
    ['sd foo bar package.json', 'deny'],
    ['prettier --write=package.json', 'ask'], ['convert xc:red txt:Makefile', 'ask'], ['npx prettier --write package.json', 'ask'],
    ['mytool out=package.json', 'ask'], ['mytool a.txt,package.json', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each([['notepad package.json', 'ask'], ['mytool.exe /out:Makefile', 'ask']])('%s (PowerShell): %s', (line, expected) => {
    expect(decide(compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Edit(./package.json)', 'Edit(./Makefile)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' }) }]),
      { op: 'shell', command: line, shell: 'powershell' }, REPO_WINDOWS).decision).toBe(expected);
  });
  it.each(['prettier --write src/a.ts', 'eslint --fix src', 'black setup.py', 'ruff format pyproject.toml', 'terraform plan -var=a=b', 'mytool 1.2.3 x.y',
    'git status', 'npm test', 'make -j4'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
  it('a rule on an extension meets a file of that extension (intended)', () => {
    const p = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Edit(**/*.ts)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' }) }]);
    expect(decide(p, { op: 'shell', command: 'eslint --fix x.ts' }, REPO_LINUX).decision).toBe('ask');
    expect(decide(p, { op: 'shell', command: 'eslint --fix x.js' }, REPO_LINUX).decision).toBe('allow');
  });
});

// extractor-arguments.ts: an extractor writes the archive's (unknown) members below its destination.
describe('extractors write everything below their destination', () => {
  it.each([
    ['dpkg-deb -x x.deb .', 'ask'], ['dpkg-deb -x x.deb .git', 'ask'], ['dpkg-deb --vextract x.deb .git/hooks', 'deny'], ['dpkg-deb -R x.deb .github/workflows', 'deny'],
    ['dpkg-deb -e x.deb .git/hooks', 'deny'], ['dpkg -x x.deb .', 'ask'], ['dpkg --extract x.deb .git/hooks', 'deny'], ['unar x.rar', 'ask'],
    ['unar -o .git/hooks x.rar', 'deny'], ['cabextract x.cab', 'ask'], ['cabextract -d.git/hooks x.cab', 'deny'], ['lha x x.lzh', 'ask'],
    ['lha xw=.git/hooks x.lzh', 'deny'], ['unsquashfs -d .git/hooks x.sqfs', 'deny'], ['unsquashfs -f -d . x.sqfs', 'ask'], ['bsdunzip x.zip', 'ask'],
    ['bsdunzip -d .git/hooks x.zip', 'deny'], ['arj x a.arj', 'ask'], ['arj x a.arj .git/hooks/', 'deny'], ['unace x a.ace', 'ask'], ['7zr x x.7z', 'ask'],
    ['7zr x x.7z -o.git/hooks', 'deny'], ['uudecode x.uu', 'ask'], ['uudecode -o Makefile x.uu', 'deny'], ['uudecode -o "$F" x.uu', 'ask'],
    ['zpaq x a.zpaq', 'ask'], ['xar -xf x.xar', 'ask'], ['xar -xf x.xar -C .git/hooks', 'deny'], ['unar $OPTS x.rar', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['dpkg -l', 'dpkg -L bash', 'dpkg-deb -c x.deb', 'dpkg-deb -I x.deb', 'cabextract -l x.cab', 'lha l x.lzh', 'unsquashfs -l x.sqfs',
    'arj l a.arj', 'zpaq l a.zpaq', 'xar -tf x.xar', 'uudecode -o out.bin x.uu', 'uudecode -p x.uu'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

// ssh-options.ts: files ssh writes (-E log, known-hosts files, control sockets) and reads (keys) here.
describe('files ssh, scp and sftp options name', () => {
  it.each([
    ['ssh -E .git/hooks/pre-commit h true', 'deny'], ['ssh -E ~/.bashrc h true', 'deny'], ['autossh -M 0 -E Makefile h true', 'deny'],
    ['ssh -o UserKnownHostsFile=~/.bashrc -o StrictHostKeyChecking=accept-new h true', 'deny'], ['ssh -oUserKnownHostsFile=Makefile h true', 'deny'],
    ['ssh -o "UserKnownHostsFile Makefile" h true', 'deny'], ['ssh -o GlobalKnownHostsFile="x Makefile" h true', 'deny'],
    ['ssh -o IdentityFile=k.pem h true', 'deny'], ['ssh -o CertificateFile=.env h true', 'deny'], ['ssh -o RevokedHostKeys=.env h true', 'deny'],
    ['ssh -o ControlPath=Makefile -o ControlMaster=yes h true', 'deny'], ['ssh -S Makefile h true', 'deny'], ['ssh -o ControlPath=%d/.bashrc h true', 'ask'],
    // (ssh's %-tokens make a name a glob: `/tmp/cm-%C` may end in `.pem`.)
    ['ssh -o ControlPath=~/.ssh/cm-%r@%h:%p h true', 'ask'], ['ssh -o ControlPath=/tmp/cm-%C h true', 'ask'], ['ssh -o UserKnownHostsFile=~root/.bashrc h true', 'ask'], ['ssh -o IdentityFile=${HOME}/k.pem h true', 'ask'],
    ['scp -o IdentityFile=k.pem a h:b', 'deny'], ['scp -o UserKnownHostsFile=Makefile a h:b', 'deny'], ['sftp -o IdentityFile=k.pem h', 'deny'],
    ['ssh-copy-id -o UserKnownHostsFile=Makefile h', 'deny'], ['sshfs -o IdentityFile=k.pem h: mnt', 'deny'],
    // An expansion may be any option, or the command ProxyCommand runs.
    ['ssh -o "$OPT" h true', 'ask'], ['ssh -o "ProxyCommand=$C" h true', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['ssh -o UserKnownHostsFile=/dev/null -o StrictHostKeyChecking=no h true', 'ssh -o ControlPath=none h true', 'ssh -E ssh.log h true',
    'ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes h uptime', 'ssh -o "ProxyCommand=nc %h %p" h true', 'scp -o ServerAliveInterval=30 a h:b',
    'ssh -o ControlMaster=auto -o ControlPath=/tmp/cm h true'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

// possible-paths.ts PARTLY_READ: tools whose reader reads only some of their words keep the net.
describe('the words a tool reader leaves are possible paths', () => {
  it.each([
    // (A package manager's own writes are Edit parts, package-manager-writes.ts: those deny.)
    ['pnpm --dir .git/hooks add x', 'deny'], ['yarn --cwd .git/hooks add x', 'deny'], ['yarn --modules-folder .git/hooks install', 'deny'],
    ['yarn install', 'deny'], ['yarn add -D prettier', 'deny'],
    ['cargo init .git/hooks', 'deny'], ['cargo new .github/workflows/x', 'deny'], ['pnpm exec prettier --write package.json', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['pnpm test', 'cargo build --release', 'pnpm --filter ./pkg build', 'cargo new hello'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

// dotenv-files.ts: dotenvx's own subcommands read or rewrite ./.env (or -f FILE).
describe('dotenvx reads and writes its env file', () => {
  it.each([
    ['dotenvx set KEY val', 'deny'], ['dotenvx get KEY', 'deny'], ['dotenvx encrypt', 'deny'], ['dotenvx set K v -f .github/workflows/x.yml', 'deny'],
    ['dotenvx set K v --env-file=Makefile', 'deny'], ['dotenvx "$SUB" K v', 'deny'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['dotenvx set KEY val -f x.env', 'dotenvx get KEY -f config/dev.env', 'dotenvx --version'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});
