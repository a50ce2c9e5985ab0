// Session 42's wrong allows on the write side (r25): writes into the home directory and other odd
// destinations (an extractor's output directory from an expansion, a checkout into home, a build's
// install step). Each deny or ask row was allowed on the session's starting build (checked by a
// script against it); the allow rows keep the readings precise.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const HOME_U: DecisionContext = Object.freeze({ cwd: '/w', workspace: ['/w'], home: '/home/u', platform: 'linux' as const });
/** The brief's policy without its any-depth `Read(**\/*.pem)`, which every tree write meets. */
const SECRETS: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};
/** Only /etc and a Domain rule: a home write matters by the settings files it may drop (~/.bashrc, ~/.curlrc). */
const ETC_DOMAIN: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('7z\'s output directory from an expansion (was read as an operand: the tree written was `.`)', () => {
  lineTable(SECRETS, [
    ['7z x x.7z -o$HOME/.ssh', 'ask'],
    ['7z x x.7z -o$HOME', 'ask'],
    ['7z x x.7z -o"$HOME"', 'ask'],
    ['7z x x.7z "-o$HOME"', 'ask'],
    ['7z e x.7z -o${HOME}', 'ask'],
    ['7za x x.7z -o$HOME', 'ask'],
    ['7zz x x.7z -O$HOME', 'ask'],
    // Precision: a plain directory in the workspace, or none.
    ['7z x x.7z -obuild', 'allow'],
    ['7z x x.7z', 'allow'],
  ], 'shell', HOME_U);
  lineTable(ETC_DOMAIN, [
    ['7z x x.7z -o$HOME', 'ask'],
  ], 'shell', HOME_U);
});

describe('a tree written where the line moved to: the home directory or a dot directory in it (an unknown host beside Domain rules)', () => {
  lineTable(ETC_DOMAIN, [
    ['cd ~ && tar xf x.tar', 'ask'],
    ['cd && tar xf x.tar', 'ask'],
    ['pushd ~; tar xf x.tar', 'ask'],
    ['cd /home/u && tar xf x.tar', 'ask'],
    ['cd /home && tar xf x.tar', 'ask'],
    ['cd ~/proj && tar xf x.tar -C ..', 'ask'],
    ['cd ~ && unzip x.zip', 'ask'],
    ['cd ~ && busybox unzip x.zip', 'ask'],
    ['cd ~ && unrar x x.rar', 'ask'],
    ['cd ~ && 7z x x.7z', 'ask'],
    ['cd ~ && zcat x.tgz | tar x', 'ask'],
    ['cd ~ && cp -r /w/dot/. .', 'ask'],
    ['cd /home/u && cp -r d/. .', 'ask'],
    ['cd ~ && rsync -a h:dot/ .', 'ask'],
    // A settings file by its name where the line moved to (~/.ssh/config: an ssh jump host).
    ['cd ~/.ssh && curl -O https://x.com/config', 'ask'],
    ['cd ~/.ssh && cp /w/x config', 'ask'],
    // Precision: a tree below a plain directory in home, elsewhere, or a file of no such name.
    ['cd ~/proj && tar xf x.tar', 'allow'],
    ['cd ~ && tar xf x.tar -C proj', 'allow'],
    ['cd /tmp && tar xf x.tar', 'allow'],
    ['cd ~ && cp x y', 'allow'],
    ['cd ~/.ssh && curl -O https://x.com/a', 'allow'],
  ], 'shell', HOME_U);
  lineTable(SECRETS, [
    // (Also under the brief's rules: ~/.config/git/config is git's settings, which no Edit rule names.)
    ['cd ~/.config/git && cp /w/x config', 'ask'],
  ], 'shell', HOME_U);
});

describe('svn\'s and hg\'s working copies are written with all below (checkout-writes.ts)', () => {
  lineTable(SECRETS, [
    ['svn checkout https://x/y ~', 'ask'],
    ['svn co -r 5 https://x/y ~', 'ask'],
    ['svn export --force https://x/y ~', 'ask'],
    ['cd ~ && svn checkout https://x/y .', 'ask'],
    ['svn co https://x/y ~/.ssh', 'deny'], // (asked before: a possible path)
    ['cd ~/.ssh && svn co https://x/y', 'deny'],
    ['svn update ~', 'ask'],
    ['cd ~ && svn up', 'ask'],
    ['svn switch https://x/z ~', 'ask'],
    ['svn co $URL ~', 'ask'],
    ['hg clone https://x/y ~', 'ask'],
    ['cd ~ && hg clone https://x/y .', 'ask'],
    ['hg -R ~ update', 'ask'],
    ['hg --cwd ~ update', 'ask'],
    ['cd ~ && hg update', 'ask'],
    ['hg archive ~/.ssh', 'deny'], // (asked before)
    // Precision: a checkout in the workspace, and what writes no working copy.
    ['svn co https://x/y', 'allow'],
    ['svn co https://x/y proj', 'allow'],
    ['svn export proj', 'allow'],
    ['svn update', 'allow'],
    ['svn status', 'allow'],
    ['svn log https://x/y', 'allow'],
    ['hg clone https://x/y proj', 'allow'],
    ['hg clone -u tip https://x/y proj', 'allow'],
    ['hg update', 'allow'],
    ['hg log', 'allow'],
  ], 'shell', HOME_U);
  lineTable(ETC_DOMAIN, [
    ['svn checkout https://x/y ~', 'ask'],
    ['hg clone https://x/y ~', 'ask'],
  ], 'shell', HOME_U);
});

describe('more tree writers into the home directory beside Domain rules: clones, container copies, extractors', () => {
  lineTable(ETC_DOMAIN, [
    ['git clone https://github.com/a/b ~', 'ask'],
    ['git clone https://github.com/a/b ~/.config', 'ask'],
    ['git clone https://github.com/a/b ~/.ssh', 'ask'],
    ['git clone https://github.com/a/b /home/u', 'ask'],
    ['git -C ~ clone https://github.com/a/b .', 'ask'],
    ['cd ~ && git clone https://github.com/a/b .', 'ask'],
    ['cd ~ && git restore .', 'ask'],
    ['docker cp c:/root/. ~', 'ask'],
    ['cd ~ && docker cp c:/root/. .', 'ask'],
    ['kubectl cp ns/p:/root/. ~', 'ask'],
    ['dpkg -x x.deb ~', 'ask'],
    ['python3 -m zipfile -e x.zip ~', 'ask'],
    ['cd ~ && jar xf x.jar', 'ask'],
    ['cd ~ && unar x.zip', 'ask'],
    ['cd ~ && lha x x.lzh', 'ask'],
    ['cd ~ && arj x x.arj', 'ask'],
    ['cd ~ && cabextract x.cab', 'ask'],
    ['unsquashfs -f -d ~ x.sqfs', 'ask'],
    ['gh repo clone a/b ~', 'ask'],
    ['cd ~ && gh repo clone a/b .', 'ask'],
    ['aws s3 cp --recursive s3://b/x ~', 'ask'],
    ['aws s3 sync s3://b/x ~', 'ask'],
    ['gsutil cp -r gs://b/x ~', 'ask'],
    ['gcloud storage cp -r gs://b/x ~', 'ask'],
    ['az storage blob download-batch -d ~ -s c', 'ask'],
    // Precision: a clone in the workspace or a plain directory in home (its .git/config is git's own), and git's readers.
    ['git clone https://github.com/a/b x', 'allow'],
    ['git clone https://github.com/a/b ~/proj', 'allow'],
    ['git restore .', 'allow'],
    ['cd ~ && git status', 'allow'],
    ['git -C ~ log', 'allow'],
    ['python3 -m zipfile -e x.zip out', 'allow'],
    ['gh repo clone a/b', 'allow'],
    ['aws s3 sync s3://b/x out', 'allow'],
    ['gcloud config set project x', 'allow'],
  ], 'shell', HOME_U);
});

describe('install steps write below the prefix the build tree holds: an unknown write (install-targets.ts, cmake-writes.ts)', () => {
  lineTable(SECRETS, [
    ['cmake --build b --target install', 'ask'],
    ['cmake --build b -t install', 'ask'],
    ['cmake --build b --target=install', 'ask'],
    ['cmake --build b --target install/strip', 'ask'],
    ['ninja install', 'ask'],
    ['ninja -C b install', 'ask'],
    ['ninja -C b install/strip', 'ask'],
    ['meson install', 'ask'],
    ['meson install -C b', 'ask'],
    ['meson install --destdir /etc', 'deny'], // (asked before)
    // Precision: builds, a staging directory, a dry run and ninja's tools.
    ['cmake --build b', 'allow'],
    ['cmake --build b --target tests', 'allow'],
    ['ninja', 'allow'],
    ['ninja -C b', 'allow'],
    ['ninja -t targets install', 'allow'],
    ['meson install --destdir stage', 'allow'],
    ['meson install --dry-run', 'allow'],
    ['meson compile -C b', 'allow'],
    ['meson setup b', 'allow'],
  ], 'shell', HOME_U);
});

describe('cabal, stack and meson write where they run (project-tool-writes.ts)', () => {
  lineTable(SECRETS, [
    ['cd /etc && cabal init', 'deny'],
    ['cd /etc && cabal build', 'deny'],
    ['cd /etc && stack build', 'deny'],
    ['cd /etc && stack init', 'deny'],
    ['cd /etc && meson setup b', 'deny'], // (asked before)
    // Precision: in the workspace.
    ['cabal init', 'allow'],
    ['cabal init --non-interactive', 'allow'],
    ['cabal build', 'allow'],
    ['stack build', 'allow'],
  ], 'shell', HOME_U);
});

describe('a value the line exports is inherited by later commands: its hosts are possible hosts (exported-hosts.ts)', () => {
  lineTable(SECRETS, [
    ['export FOO=https://evil.com', 'deny'],
    ['declare -x FOO=https://evil.com', 'deny'],
    ['export FOO=evil.com', 'ask'],
    ['local -x FOO=evil.com', 'ask'],
    ['export FOO=${X:-evil.com}', 'ask'],
    // Precision: other hosts, no host, or a variable not exported.
    ['export FOO=https://x.com', 'allow'],
    ['export NODE_ENV=production', 'allow'],
    ['export PATH_X=/w/bin', 'allow'],
    ['declare FOO=https://evil.com', 'allow'],
  ], 'shell', HOME_U);
});

describe('a text a program may hand a shell is read as the shell reads it, quotes and backslashes dropped (shell-unquoted.ts)', () => {
  lineTable(SECRETS, [
    ["printf 'cat /e\\\\tc/passwd' | mytool", 'ask'],
    ["printf 'cat /e\\tc/passwd' | mytool", 'ask'],
    ["echo 'cat /e\\tc/passwd' | mytool", 'ask'],
    ["printf '/e\\\\tc/passwd' | mytool", 'ask'],
    ["mytool <<< 'cat /e\\tc/passwd'", 'ask'],
    ['echo "cat \'/e\'tc/passwd" | mytool', 'ask'],
    ["mytool 'cat /e\\tc/passwd'", 'ask'],
    ['mytool "cat \'/e\'tc/passwd"', 'ask'],
    ["mytool 'cat /e\"\"tc/passwd'", 'ask'],
    // Precision: texts naming nothing a rule covers, and a Windows path's backslashes.
    ["printf 'a\\\\tb' | mytool", 'allow'],
    ["mytool --format '\\d+'", 'allow'],
    ['mytool "it\'s a/b"', 'allow'],
  ], 'shell', HOME_U);
});

describe('template copiers write their template\'s tree into the destination (checkout-writes.ts templateCopyWrites)', () => {
  lineTable(SECRETS, [
    ['copier copy gh:x/y ~', 'ask'],
    ['copier gh:x/y ~', 'ask'],
    ['npx degit user/repo ~', 'ask'],
    ['cd ~ && npx degit user/repo', 'ask'],
    ['tiged user/repo ~', 'ask'],
    ['degit user/repo ~/.ssh', 'deny'], // (asked before)
    ['cd /etc && copier update', 'deny'], // (asked before)
    // Precision: into the workspace.
    ['copier copy gh:x/y proj', 'allow'],
    ['npx degit user/repo proj', 'allow'],
    ['degit user/repo', 'allow'],
    ['copier update', 'allow'],
  ], 'shell', HOME_U);
  lineTable(ETC_DOMAIN, [
    ['copier copy gh:x/y ~', 'ask'],
    ['npx degit user/repo ~', 'ask'],
  ], 'shell', HOME_U);
});
