// The hosts PowerShell's network cmdlets reach (reference E.12: a Domain deny holds for every
// tool that reaches the network): Domain parts for deny and ask rules, as remote-hosts.ts gives
// ping's, ssh's and nslookup's. `Test-Connection evil.com` pings it, `Invoke-Command -cn evil.com`
// runs there (WinRM), `Send-MailMessage -SmtpServer evil.com` sends through it.
//
// - cmdlets whose first positional parameter is the host (Test-Connection, Test-NetConnection,
//   Enter-PSSession, New-PSSession, Connect-/Receive-PSSession, Test-WSMan, Connect-WSMan,
//   New-CimSession, Invoke-Command, Restart-/Stop-Computer, New-WebServiceProxy's -Uri): bound by
//   cmdlet-parameters.ts, and a word whose parameter is not known is read as a host too (a host
//   more is harmless: only deny and ask rules see it);
// - any other command: the value of -ComputerName (-Cn, a prefix from -Compu), -SmtpServer, -Server,
//   -HostName, -ConnectionUri (-Cu), -CimSession (a prefix from -CimS), -DomainName (Get-CimInstance,
//   Get-WmiObject, Get-Service, Send-MailMessage, Resolve-DnsName -Server, Get-Disk -CimSession, …).
import { bindCmdlet, cmdlet } from './cmdlet-parameters.js';
import { urlsIn } from './url-words.js';
import { helpCmdletHosts, packageCmdletHosts } from './windows-package-hosts.js';
/** Parameters whose value is a host, on any cmdlet (and -Compu…, -Smtp… prefixes). */
// (-CimSession takes a computer name as well as a session: CDXML cmdlets connect to it;
// -DomainName: Add-Computer and Remove-Computer contact the domain's controllers.)
// (-ServerAddresses, -NameServers, -SuffixSearchList, -ConnectionSpecificSuffix: where the DnsClient
// cmdlets send name lookups from then on, Set-DnsClientServerAddress, Add-DnsClientNrptRule.)
const HOST_PARAMETERS = new Set(['computername', 'cn', 'smtpserver', 'server', 'hostname', 'connectionuri', 'cu', 'cimsession', 'domainname',
    'serveraddresses', 'nameservers', 'suffixsearchlist', 'connectionspecificsuffix']);
/** `("a", 'b', c)`, `@(…)`: items each quoted or one bare word, no expansion. */
const LITERAL_ARRAY = /^@?\(((?:\s*(?:'[^'$`]*'|"[^"$`]*"|[\w.:[\]-]+)\s*,)*\s*(?:'[^'$`]*'|"[^"$`]*"|[\w.:[\]-]+)\s*)\)$/;
/** One host word: `evil.com`, `a,b`, `("a","b")`, a WinRM URI; one from an expansion is unknown. */
function host(t, word, dynamic) {
    // (A script block is no host: `icm {hostname}`.)
    if (word.startsWith('{'))
        return;
    // (An array of literals: `("1.2.3.4","evil.com")`, `@('a')`; a command in it, `(Get-Content f)`, is unknown.)
    const list = word.charCodeAt(0) === 40 || word.charCodeAt(0) === 64 ? LITERAL_ARRAY.exec(word) : null;
    if (list !== null)
        for (const h of list[1].split(','))
            host(t, h.trim(), false);
    else if (dynamic)
        t.url(word, true);
    else if (word.includes('://'))
        urlsIn(word, t);
    else {
        for (const h of word.split(',')) {
            const name = h.trim().replace(/^['"]|['"]$/g, '');
            // (A script block, a subexpression: no host.)
            if (name !== '' && !/^[{(@$]/.test(name))
                t.url(`tcp://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}/`, false);
        }
    }
}
const REMOTING = 'computername/cn hostname connectionuri/uri/cu';
const SESSION_VALUES = 'session credential port configurationname applicationname sessionoption authentication certificatethumbprint vmid/vmguid vmname '
    + 'containerid username/user keyfilepath/identityfilepath subsystem connectingtimeout sshconnection options throttlelimit name id instanceid transport';
const SESSION_SWITCHES = 'usessl allowredirection enablenetworkaccess runasadministrator sshtransport';
const SESSION = cmdlet('computername', { host: REMOTING, value: SESSION_VALUES, switch: SESSION_SWITCHES }, false);
const COMPUTER = cmdlet('computername', { host: 'computername/cn', value: 'credential protocol wsmanauthentication dcomauthentication/authentication impersonation throttlelimit timeout delay for',
    switch: 'wait force asjob' }, false);
const NRPT_RULE = cmdlet('namespace nameservers', { host: 'nameservers/ns daproxyservername', value: 'namespace name comment displayname gponame server '
        + 'daproxytype daipsectrustauthority daipsecencryptiontype dnssecipsecencryptiontype dnssecvalidationrequired ipsectrustauthority nameencoding cimsession throttlelimit',
    switch: 'daenable daipsecrequired dnssecenable dnssecqueryipsecrequired dnssecqueryipsecencryption passthru asjob' }, false);
/** Cmdlets whose first positional parameter is a host (Add-DnsClientNrptRule's second). */
const POSITIONAL_HOSTS = new Map([
    ['Test-Connection', cmdlet('targetname source', { host: 'targetname/computername/cn/ipaddress source',
            value: 'count delay timeoutseconds/timeout buffersize/size/bytes/bs maxhops/ttl/timetolive/hops throttlelimit credential authentication impersonation tcpport',
            switch: 'ping traceroute mtusize/mtudiscovery/mtu repeat/continues ipv4 ipv6 resolvedestination dontfragment quiet asjob detailed' }, false)],
    ['Test-NetConnection', cmdlet('computername commontcpport', { host: 'computername/remoteaddress/cn',
            value: 'commontcpport/tcp port/remoteport constrainsourceaddress constraininterface hops informationlevel', switch: 'traceroute diagnoserouting detailed' }, false)],
    ['Enter-PSSession', SESSION], ['New-PSSession', SESSION],
    ['Invoke-Command', cmdlet('computername scriptblock', { host: REMOTING,
            value: `scriptblock/command filepath/psfile argumentlist/args inputobject sessionname jobname ${SESSION_VALUES}`,
            switch: `asjob indisconnectedsession/disconnected hidecomputername/hcn remotedebug nonewscope ${SESSION_SWITCHES}` }, false)],
    ['Test-WSMan', cmdlet('computername', { host: 'computername/cn', value: 'authentication port applicationname credential certificatethumbprint', switch: 'usessl' }, false)],
    ['Restart-Computer', COMPUTER], ['Stop-Computer', COMPUTER],
    // (A WS-Man connection or CIM session to the host, and a disconnected session's host: position 0 too.)
    ['Connect-WSMan', cmdlet('computername', { host: 'computername/cn connectionuri', value: 'applicationname authentication/auth/am certificatethumbprint credential/cred/c optionset/os port sessionoption/so',
            switch: 'usessl' }, false)],
    ['New-CimSession', cmdlet('computername', { host: 'computername/cn', value: 'authentication certificatethumbprint credential name operationtimeoutsec/ot port sessionoption',
            switch: 'skiptestconnection' }, false)],
    ['Connect-PSSession', SESSION], ['Receive-PSSession', SESSION],
    // (A name lookup reaches the name's nameserver, as ping does: its -Name and -Server.)
    ['Resolve-DnsName', cmdlet('name type', { host: 'name server', value: 'type/querytype interfaceindex',
            switch: 'dnsonly cacheonly dnssecok dnssecCd noHostsFile llmnrnetbiosonly llmnrfallback llmnronly netbiosfallback norecursion quickTimeout tcponly' }, false)],
    // (The name servers a namespace's lookups go to from then on: position 1.)
    ['Add-DnsClientNrptRule', NRPT_RULE], ['Set-DnsClientNrptRule', NRPT_RULE],
    // (Fetches the service's WSDL from -Uri when it runs: a web request as Invoke-WebRequest's.)
    ['New-WebServiceProxy', cmdlet('uri class namespace', { host: 'uri/url/wsdl/wl', value: 'class namespace credential', switch: 'usedefaultcredential' }, false)],
]);
/** The hosts a PowerShell command (a cmdlet by its canonical name) reaches. */
export function cmdletHosts(name) {
    const spec = POSITIONAL_HOSTS.get(name);
    if (spec !== undefined) {
        return (words, dynamic, t) => {
            const b = bindCmdlet(spec, words, dynamic, (k, value) => ({ word: value ?? words[k] ?? '', dynamic: dynamic[k] ?? false }));
            // (Words no parameter is known to take, and extra positional words: hosts too.)
            for (const w of [...b.hosts, ...b.paths])
                host(t, w.word, w.dynamic);
        };
    }
    // (PowerShellGet's, PSResourceGet's and PackageManagement's repositories: windows-package-hosts.ts.)
    const packages = packageCmdletHosts(name) ?? helpCmdletHosts(name);
    if (packages !== undefined) {
        return (words, dynamic, t) => {
            packages(words, dynamic, t);
            namedHosts(words, dynamic, t);
        };
    }
    return namedHosts;
}
/**
 * The server a UNC path names, as Windows' file APIs read it: either slash (`\\\\h\\s`, `//h/s`,
 * `/\\h`), the device forms (`\\\\?\\UNC\\h\\s`, `\\\\.\\UNC\\h`), after a `-Param:` or `/switch:` (wmic `/format:`), an opening
 * `(`/`@(`/quote, or a provider prefix (`FileSystem::`, `Microsoft.PowerShell.Core\\FileSystem::`).
 */
function uncServer(w) {
    // (Most words have no two slashes in a row: no regex is run over them.)
    if (!/[\\/][\\/]/.test(w))
        return undefined;
    const m = /^(?:[-/][A-Za-z]+:)?[(@'"\s]*(?:(?:[\w.]+\\)?FileSystem::)?[\\/]{2}(?:[?.][\\/]UNC[\\/])?([^\\/'"()\s]+)/i.exec(w);
    return m?.[1];
}
/** Names a UNC server gives this machine (a device path's `?` and `.` too). */
const THIS_MACHINE = /^(?:localhost|127(?:\.\d{1,3}){3}|\.|\?)$/i;
/**
 * The names a UNC server may reach: WebDAV's `h@SSL@443`, `h@8080` reach h; any other `@` or `:`
 * (`u@evil.com`, `evil.com:22`) may reach either name, a port none (as src/decide/links.ts reads a UNC path).
 */
function serverNames(server) {
    const webdav = /^([^@:]+)@(?:SSL(?:@\d+)?|\d+)$/i.exec(server);
    if (webdav !== null)
        return [webdav[1]];
    return server.startsWith('[') ? [server] : server.split(/[@:]/).filter((h, k) => h !== '' && !(k > 0 && /^\d+$/.test(h)));
}
/** Windows tools whose `/s SERVER` (wmic: `/node:A,B`) runs them on another machine. */
const REMOTE_SWITCH = new Set(['schtasks', 'tasklist', 'taskkill', 'systeminfo', 'getmac', 'driverquery', 'gpresult', 'eventcreate', 'openfiles', 'takeown', 'setx', 'wmic']);
/**
 * `-ComputerName evil.com`, `-SmtpServer:evil.com` on any cmdlet; a `\\SERVER` word (`sc.exe
 * \\evil.com query`, `reg query \\evil.com\HKLM\x`, `net view \\evil.com`); `/s SERVER`, `/node:SERVER`.
 */
const namedHosts = (words, dynamic, t) => {
    const program = (words[0] ?? '').replace(/^.*[\\/]/, '').replace(/\.exe$/i, '').toLowerCase();
    const remote = REMOTE_SWITCH.has(program);
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        // winrs `-r:HOST[:PORT]`, `-remote:URL`: where it runs its command line.
        if (program === 'winrs' && /^[-/]r(?:emote)?:/i.test(w)) {
            const value = w.slice(w.indexOf(':') + 1);
            host(t, value.includes('://') ? value : value.replace(/:\d+$/, ''), dynamic[k] ?? false);
            continue;
        }
        const server = uncServer(w);
        if (server !== undefined) {
            // (A word with a wildcard or an expression, `\\?\UNC\h`, `("\\h\s")`: its server as written,
            // unknown where the server itself is made at run time.)
            if (THIS_MACHINE.test(server))
                continue;
            if (dynamic[k] === true && /[$`*?[]/.test(server))
                host(t, w, true);
            else
                for (const name of serverNames(server))
                    if (!THIS_MACHINE.test(name))
                        host(t, name, false);
            continue;
        }
        if (remote && /^[/-]s$/i.test(w) && k + 1 < words.length)
            host(t, words[++k], dynamic[k] ?? false);
        else if (remote && /^\/node:/i.test(w))
            host(t, w.slice(6), dynamic[k] ?? false);
        if (w.length < 3 || w[0] !== '-' || (dynamic[k] === true && !/^-[A-Za-z]+:/.test(w)))
            continue;
        const colon = w.indexOf(':');
        const name = (colon < 0 ? w.slice(1) : w.slice(1, colon)).toLowerCase();
        if (!HOST_PARAMETERS.has(name) && !(name.length >= 5 && 'computername'.startsWith(name)) && !(name.length >= 4 && 'smtpserver'.startsWith(name))
            && !(name.length >= 4 && 'cimsession'.startsWith(name)) && !(name === 'dn' && program.endsWith('-computer')))
            continue;
        if (colon >= 0)
            host(t, w.slice(colon + 1), dynamic[k] ?? false);
        else if (k + 1 < words.length)
            host(t, words[++k], dynamic[k] ?? false);
    }
};
//# sourceMappingURL=powershell-hosts.js.map