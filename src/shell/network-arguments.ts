// What network tools fetch, send and write (semantics 4.1: "for known network tools, URL
// arguments as Domain operations"; reference E.11, E.12): curl, wget, httpie (`http`, `https`,
// `xh`), aria2c, and PowerShell's Invoke-WebRequest / Invoke-RestMethod.
//
// - Every operand is a URL (curl and wget read any word as one: `curl intranet:8080` too), and so
//   is every host the request is sent through or to instead: proxies (`-x`, `--socks5`, wget's
//   `-e https_proxy=`), `--connect-to`, `--resolve` and `--doh-url`. These are Domain parts of
//   scope `all`: the tool's allow rule and a Domain allow are both needed.
// - Files the request sends (`-d @FILE`, `-F f=@FILE`, `-T FILE`, `--post-file`, httpie's
//   `f@FILE`) are read, and files the response or a log is written to (`-o`, `-O` in the working
//   directory or `--output-dir`, `-D`, `-c`, wget's `-O`, `-P`) are written: Read and Edit parts.
// - Options that take their settings, URLs or connection from elsewhere (`curl -K FILE`,
//   `wget -i FILE`, `wget -e CMD`, `--unix-socket`) are problems: the line never allows.
// - Options are read as the tools read them (long-options.ts). httpie, xh and aria2c are read in
//   http-clients.ts.

import type { FileTouches } from './file-touches.js';
import { aria2Touches, curlScheme, httpieTouches, wgetUrl, withScheme } from './http-clients.js';
import { byLetter, grammar, resolveLong, scan, type Word } from './long-options.js';
import { headerHost, headersTableHost } from './request-headers.js';
import { escapePattern } from './words.js';
import { landingTouches, wgetLandingTouches } from './wget-landing.js';
import { withoutTailFrom } from '../text-ends.js';

// (From `curl --help all` of curl 7.88 and `wget --help` of wget 1.21, plus newer curl options.)
const CURL = grammar(
  `abstract-unix-socket alt-svc aws-sigv4 cacert capath cert cert-type ciphers config connect-timeout connect-to continue-at
  cookie cookie-jar create-file-mode crlfile curves data data-ascii data-binary data-raw data-urlencode delegation dns-interface
  dns-ipv4-addr dns-ipv6-addr dns-servers doh-url dump-header egd-file engine etag-compare etag-save expect100-timeout form
  form-string ftp-account ftp-alternative-to-user ftp-method ftp-port ftp-ssl-ccc-mode happy-eyeballs-timeout-ms header help
  hostpubmd5 hostpubsha256 hsts interface json keepalive-time key key-type krb libcurl limit-rate local-port login-options
  mail-auth mail-from mail-rcpt max-filesize max-redirs max-time netrc-file noproxy oauth2-bearer output output-dir parallel-max
  pass pinnedpubkey preproxy proto proto-default proto-redir proxy proxy-cacert proxy-capath proxy-cert proxy-cert-type
  proxy-ciphers proxy-crlfile proxy-header proxy-key proxy-key-type proxy-pass proxy-pinnedpubkey proxy-service-name
  proxy-tls13-ciphers proxy-tlsauthtype proxy-tlspassword proxy-tlsuser proxy-user proxy1.0 pubkey quote random-file range
  rate referer request request-target resolve retry retry-delay retry-max-time sasl-authzid service-name socks4 socks4a socks5
  socks5-gssapi-service socks5-hostname speed-limit speed-time stderr telnet-option tftp-blksize time-cond tls-max tls13-ciphers
  tlsauthtype tlspassword tlsuser trace trace-ascii unix-socket upload-file url url-query user user-agent write-out
  variable ech haproxy-clientip ip-tos vlan-priority ssl-sessions trace-config knownhosts`,
  `anyauth append basic cert-status compressed compressed-ssh create-dirs crlf digest disable disable-eprt disable-epsv
  disallow-username-in-url doh-cert-status doh-insecure fail fail-early fail-with-body false-start form-escape ftp-create-dirs
  ftp-pasv ftp-pret ftp-skip-pasv-ip ftp-ssl-ccc ftp-ssl-control get globoff haproxy-protocol head http0.9 http1.0 http1.1 http2
  http2-prior-knowledge http3 http3-only ignore-content-length include insecure ipv4 ipv6 junk-session-cookies list-only
  location location-trusted mail-rcpt-allowfails manual metalink negotiate netrc netrc-optional next no-alpn no-buffer
  no-clobber no-keepalive no-npn no-progress-meter no-sessionid ntlm ntlm-wb parallel parallel-immediate path-as-is post301
  post302 post303 progress-bar proxy-anyauth proxy-basic proxy-digest proxy-insecure proxy-negotiate proxy-ntlm
  proxy-ssl-allow-beast proxy-ssl-auto-client-cert proxy-tlsv1 proxytunnel raw remote-header-name remote-name remote-name-all
  remote-time remove-on-error retry-all-errors retry-connrefused sasl-ir show-error silent socks5-basic socks5-gssapi
  socks5-gssapi-nec ssl ssl-allow-beast ssl-auto-client-cert ssl-no-revoke ssl-reqd ssl-revoke-best-effort sslv2 sslv3
  styled-output suppress-connect-headers tcp-fastopen tcp-nodelay tftp-no-options tlsv1 tlsv1.0 tlsv1.1 tlsv1.2 tlsv1.3
  tr-encoding trace-time use-ascii verbose version xattr mptcp skip-existing`,
  {
    E: 'cert', K: 'config', C: 'continue-at', b: 'cookie', c: 'cookie-jar', d: 'data', D: 'dump-header', F: 'form', P: 'ftp-port',
    H: 'header', h: 'help', m: 'max-time', o: 'output', U: 'proxy-user', Q: 'quote', r: 'range', e: 'referer', X: 'request',
    Y: 'speed-limit', y: 'speed-time', t: 'telnet-option', z: 'time-cond', T: 'upload-file', u: 'user', A: 'user-agent',
    w: 'write-out', x: 'proxy',
  },
);
/** curl's short flags that stand for a long one the analysis reads. */
const CURL_SHORT_FLAGS = byLetter({ O: 'remote-name', J: 'remote-header-name', q: 'disable' });

const WGET = grammar(
  `execute output-file append-output report-speed input-file base config rejected-log tries retry-on-http-error output-document
  start-pos progress timeout dns-timeout connect-timeout read-timeout wait waitretry quota bind-address limit-rate
  restrict-file-names prefer-family user password use-askpass local-encoding remote-encoding directory-prefix cut-dirs
  http-user http-password default-page header compression proxy-user proxy-password referer user-agent load-cookies save-cookies
  post-data post-file method body-data body-file secure-protocol certificate certificate-type private-key private-key-type
  ca-certificate ca-directory crl-file pinnedpubkey ciphers ftp-user ftp-password warc-file warc-header warc-max-size warc-dedup
  warc-tempdir level backups accept reject accept-regex reject-regex regex-type domains exclude-domains follow-tags ignore-tags
  include-directories exclude-directories max-redirect hsts-file`,
  `version help background debug quiet verbose no-verbose force-html no-config retry-connrefused no-netrc continue show-progress
  timestamping no-if-modified-since no-use-server-timestamps server-response spider random-wait no-proxy no-dns-cache
  ignore-case inet4-only inet6-only ask-password no-iri unlink xattr no-clobber no-directories no-host-directories
  force-directories protocol-directories no-cache adjust-extension ignore-length save-headers no-http-keep-alive no-cookies
  keep-session-cookies content-disposition content-on-error auth-no-challenge https-only no-check-certificate no-hsts
  no-remove-listing no-glob no-passive-ftp preserve-permissions retr-symlinks ftps-implicit ftps-resume-ssl
  ftps-clear-data-connection ftps-fallback-to-ftp warc-cdx no-warc-compression no-warc-digests no-warc-keep-log recursive
  delete-after convert-links convert-file-only backup-converted mirror page-requisites strict-comments follow-ftp span-hosts
  relative trust-server-names no-parent`,
  {
    e: 'execute', o: 'output-file', a: 'append-output', i: 'input-file', B: 'base', t: 'tries', O: 'output-document',
    T: 'timeout', w: 'wait', Q: 'quota', P: 'directory-prefix', U: 'user-agent', l: 'level', A: 'accept', R: 'reject',
    D: 'domains', I: 'include-directories', X: 'exclude-directories', n: 'no-',
  },
);
/** wget's short flags that stand for a long one the analysis reads. */
const WGET_SHORT_FLAGS = byLetter({
  r: 'recursive', m: 'mirror', p: 'page-requisites', x: 'force-directories', H: 'span-hosts', E: 'adjust-extension', K: 'backup-converted',
  b: 'background',
});

/** The files a request body, header or form value reads (`@FILE`, `name@FILE`, `f=@FILE;type=x`, `f=@a,b`, `f=<FILE`, `;headers=@FILE`). */
function bodyFiles(name: string, v: string): string[] {
  switch (name) {
    case 'data': case 'data-ascii': case 'data-binary': case 'json': case 'header': case 'proxy-header': case 'write-out':
      return v.startsWith('@') ? [v.slice(1)] : [];
    case 'data-urlencode': case 'variable': case 'url-query': {
      const m = /^[^=@]*@(.*)$/.exec(v);
      return m === null ? [] : [m[1]!];
    }
    case 'form':
      return formFiles(v);
    default:
      return [];
  }
}

/** Files one request body or form field may name that are checked. */
const MAX_FORM_FILES = 32;

/** A `"quoted"` form field value (curl's escapes), or the text up to `stop`. */
function formWord(v: string, from: number, stops: string): { readonly text: string; readonly end: number } {
  if (v[from] === '"') {
    let text = '';
    let i = from + 1;
    for (; i < v.length && v[i] !== '"'; i++) text += v[i] === '\\' && i + 1 < v.length ? v[++i] : v[i];
    return { text, end: i + 1 };
  }
  let i = from;
  while (i < v.length && !stops.includes(v[i]!)) i++;
  return { text: v.slice(from, i), end: i };
}

/** curl's `-F name=@a,b;type=x;headers=@h` and `name=<file`: every file it reads. */
function formFiles(v: string): string[] {
  const files: string[] = [];
  const eq = v.indexOf('=');
  if (eq < 0) return files;
  const kind = v[eq + 1];
  if (kind === '@') {
    // Files separated by commas, each up to `,` or `;`, quoted or not.
    let i = eq + 2;
    for (;;) {
      const w = formWord(v, i, ',;');
      files.push(w.text);
      i = w.end;
      if (v[i] !== ',') break;
      i++;
    }
  } else if (kind === '<') files.push(formWord(v, eq + 2, ';').text);
  for (const m of v.matchAll(/;\s*headers=([@<])/g)) files.push(formWord(v, m.index! + m[0].length, ';').text);
  return files.filter((f) => f !== '' && f !== '-');
}

/** Where a response lands without a name given: the URL's last segment (after `/` or `\\`) in `dir`. */
function remoteName(url: Word, dir: string | undefined): Word {
  if (url.dynamic) return url;
  const path = withoutTailFrom(url.word.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, ''), '?#');
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const base = dir === undefined ? '' : `${dir.replace(/(?<!\/)\/+$/, '')}/`;
  return { word: `${base}${name === '' || name === '.' || name === '..' ? 'index.html' : name}`, dynamic: false };
}

/** `--connect-to H1:P1:H2:P2`: H2 (or nothing, when it keeps the host). */
function connectTarget(v: string): string | undefined {
  const m = /^(\[[^\]]*\]|[^:]*):[^:]*:(\[[^\]]*\]|[^:]*)(?::.*)?$/.exec(v);
  return m === null ? v : m[2] === '' ? undefined : m[2];
}

function curlTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const s = scan('curl', words, dynamic, CURL, CURL_SHORT_FLAGS, t);
  let dir: string | undefined;
  let remote = false;
  let serverNamed = false;
  let protoDefault: string | undefined;
  for (const { name, value } of s.options) {
    if (name === 'output-dir' && value !== undefined) dir = value.word;
    if (name === 'proto-default' && value !== undefined) protoDefault = value.dynamic ? '' : value.word.toLowerCase();
    if (name === 'remote-name' || name === 'remote-name-all') remote = true;
    if (name === 'remote-header-name') serverNamed = true;
  }
  const at = (w: string): string => (dir === undefined || w.startsWith('/') || w.startsWith('~') ? w : `${dir.replace(/(?<!\/)\/+$/, '')}/${w}`);
  for (const { name, value } of s.options) {
    if (value === undefined) continue;
    const v = value.word;
    const files = bodyFiles(name, v);
    // (A work bound: a field naming more files than any real form is never allowed.)
    if (files.length > MAX_FORM_FILES) t.problem(`curl --${name} names more than ${MAX_FORM_FILES} files`);
    for (let k = 0; k < files.length && k < MAX_FORM_FILES; k++) if (files[k] !== '-') t.read(files[k]!, value.dynamic);
    switch (name) {
      case 'url': t.url(value.dynamic ? v : withScheme(v, curlScheme(v, protoDefault)), value.dynamic || protoDefault === '', true); break;
      case 'proxy': case 'preproxy': case 'proxy1.0': case 'socks4': case 'socks4a': case 'socks5': case 'socks5-hostname': case 'doh-url':
        t.url(v, value.dynamic, true);
        break;
      case 'connect-to': {
        const host = value.dynamic ? v : connectTarget(v);
        if (host !== undefined) t.url(host, value.dynamic, true);
        break;
      }
      case 'resolve': {
        // HOST:PORT:ADDR[,ADDR]…: the addresses are connected to instead.
        const m = /^\+?(?:\[[^\]]*\]|[^:]*):[^:]*:(.*)$/.exec(v);
        for (const a of value.dynamic || m === null ? [v] : m[1]!.split(',')) t.url(a, value.dynamic || m === null, true);
        break;
      }
      case 'dns-servers':
        for (const a of v.split(',')) t.url(a, value.dynamic, true);
        break;
      case 'header': headerHost(t, value, true); break;
      // (An absolute request target is where a proxy, or a server acting as one, sends the request.)
      case 'request-target': if (value.dynamic || /^(?![/*])/.test(v)) t.url(v, value.dynamic, true); break;
      case 'upload-file':
        // (A `{a,b}` or `[1-3]` set uploads several: unknown.)
        if (v !== '-' && v !== '.') t.read(v, value.dynamic || /[{[]/.test(v));
        break;
      case 'cookie':
        if (!v.includes('=')) t.read(v, value.dynamic);
        break;
      case 'cacert': case 'capath': case 'cert': case 'key': case 'crlfile': case 'netrc-file': case 'proxy-cacert': case 'proxy-capath':
      case 'proxy-cert': case 'proxy-key': case 'proxy-crlfile': case 'etag-compare': case 'pubkey': case 'random-file': case 'egd-file':
      case 'knownhosts':
        t.read(v, value.dynamic);
        break;
      case 'pinnedpubkey':
        // (A file, unless hashes: `sha256//…;sha256//…`.)
        if (!v.startsWith('sha256//')) t.read(v, value.dynamic);
        break;
      case 'output':
        // (`#1` stands for what a URL glob matched: any name.)
        if (v !== '-') t.edit(at(v), value.dynamic || /#\d/.test(v));
        break;
      case 'write-out':
        if (v.includes('%output{')) t.problem('curl -w %output{FILE} writes to a file named in its format');
        break;
      case 'output-dir':
        if (serverNamed) t.edit(v, value.dynamic, 'tree');
        break;
      case 'dump-header': case 'cookie-jar': case 'etag-save': case 'trace': case 'trace-ascii': case 'stderr': case 'libcurl':
        if (v !== '-' && v !== '%') t.edit(v, value.dynamic);
        break;
      case 'alt-svc': case 'hsts':
        t.read(v, value.dynamic);
        t.edit(v, value.dynamic);
        // (An alt-svc cache may send the request to another host it names; `""` only keeps this run's.)
        if (name === 'alt-svc' && (value.dynamic || v !== '')) t.problem('curl --alt-svc reads from a file other hosts to send the request to');
        break;
      case 'config':
        t.read(v, value.dynamic);
        t.problem(`curl ${v === '-' ? 'reads more options from standard input' : 'reads more options (URLs, proxies, files) from a file'}`);
        break;
      case 'unix-socket': case 'abstract-unix-socket':
        t.problem(`curl --${name} sends the request to a local socket, whichever host the URL names`);
        break;
    }
  }
  for (const o of s.operands) {
    // (A word without a scheme is curl's guess: http, ftp for `ftp.h`…; an unknown --proto-default: any.)
    t.url(o.dynamic ? o.word : withScheme(o.word, curlScheme(o.word, protoDefault)), o.dynamic || protoDefault === '', true);
    if (remote) t.edit(remoteName(o, dir).word, o.dynamic || remoteName(o, dir).dynamic);
  }
  if (serverNamed && dir === undefined) t.edit('.', false, 'tree');
}

/** wget options under which the files it writes are named by the server or the site's tree. */
const NAMES_FROM_SERVER = new Set(['recursive', 'mirror', 'page-requisites', 'force-directories', 'protocol-directories', 'content-disposition', 'trust-server-names']);

/** wget's `-e` commands: proxies are hosts; other settings than robots are problems. */
function wgetCommand(t: FileTouches, v: Word): void {
  const m = /^\s*([A-Za-z_-]+)\s*=\s*(.*?)\s*$/.exec(v.word);
  const name = m?.[1]?.toLowerCase().replace(/[-_]/g, '');
  if (v.dynamic || m === null || name === undefined) t.problem('wget -e runs a .wgetrc command the analysis cannot read');
  else if (name === 'httpproxy' || name === 'httpsproxy' || name === 'ftpproxy') t.url(m[2]!, false, true);
  else if (name !== 'robots' && name !== 'useproxy') t.problem(`wget -e ${name} changes a setting the analysis does not follow`);
}

function wgetTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const s = scan('wget', words, dynamic, WGET, WGET_SHORT_FLAGS, t);
  let dir: Word | undefined;
  let document = false;
  let clobberless = false;
  let tree = false;
  let defaultPage: Word = { word: 'index.html', dynamic: false };
  let backups = false;
  let suffixed = false;
  let background = false;
  let logNamed = false;
  let renamed = false;
  for (const { name, value } of s.options) {
    if (name === 'directory-prefix' && value !== undefined) dir = value;
    if (name === 'output-document') document = true;
    if (name === 'default-page' && value !== undefined) defaultPage = value;
    if (name === 'backups') backups = true;
    if (name === 'adjust-extension' || name === 'backup-converted') suffixed = true;
    if (name === 'restrict-file-names') renamed = true;
    if (name === 'background') background = true;
    if (name === 'output-file' || name === 'append-output') logNamed = true;
    if (name === 'no-clobber' || (name === 'no-' && value?.word === 'c')) clobberless = true;
    if (NAMES_FROM_SERVER.has(name)) tree = true;
    // (With -H, -r and -p follow links to other hosts: the fetched pages name them.)
    if (name === 'span-hosts') t.url('--span-hosts', true);
  }
  for (const { name, value } of s.options) {
    if (value === undefined) continue;
    const v = value.word;
    switch (name) {
      case 'base': t.url(v, value.dynamic, true); break;
      case 'header': headerHost(t, value, false); break;
      case 'execute': wgetCommand(t, value); break;
      case 'input-file':
        if (v !== '-') t.read(v, value.dynamic);
        t.problem('wget -i reads the URLs it fetches from a file');
        break;
      case 'config':
        t.read(v, value.dynamic);
        t.problem('wget --config reads its settings (proxies, files) from a file');
        break;
      case 'use-askpass':
        t.run(v, value.dynamic);
        break;
      case 'post-file': case 'body-file': case 'load-cookies': case 'certificate': case 'private-key': case 'ca-certificate': case 'crl-file':
        t.read(v, value.dynamic);
        break;
      case 'ca-directory':
        t.read(v, value.dynamic, 'tree');
        break;
      case 'output-document': case 'output-file': case 'append-output': case 'save-cookies': case 'rejected-log':
        if (v !== '-') t.edit(v, value.dynamic);
        break;
      case 'warc-file':
        t.edit(`${v}.warc`, value.dynamic);
        t.edit(`${v}.warc.gz`, value.dynamic);
        break;
      case 'hsts-file':
        t.read(v, value.dynamic);
        t.edit(v, value.dynamic);
        break;
      case 'directory-prefix':
        if (tree) t.edit(v, value.dynamic, 'tree');
        break;
    }
  }
  for (const o of s.operands) {
    t.url(o.dynamic ? o.word : wgetUrl(o.word), o.dynamic, true);
    if (!document && !tree) wgetLandingTouches(t, o, dir, defaultPage, { numbered: !clobberless || backups, suffixed, renamed });
  }
  // (-b logs to wget-log, or wget-log.1… when it exists, unless -o or -a names the log.)
  if (background && !logNamed) landingTouches(t, ['wget-log'], { numbered: true, suffixed: false });
  if (tree && dir === undefined) t.edit('.', false, 'tree');
}

const WEB_CMDLET_ARGS = ['Uri', 'OutFile', 'InFile', 'Proxy', 'Method', 'Body', 'Headers', 'ContentType', 'UserAgent', 'WebSession',
  'SessionVariable', 'Credential', 'Certificate', 'CertificateThumbprint', 'ProxyCredential', 'TimeoutSec', 'MaximumRedirection',
  'MaximumRetryCount', 'RetryIntervalSec', 'Form', 'TransferEncoding', 'CustomMethod', 'Authentication', 'Token', 'SslProtocol',
  'HttpVersion', 'ConnectionTimeoutSeconds', 'OperationTimeoutSeconds', 'ResponseHeadersVariable', 'StatusCodeVariable',
  'UnixSocket', 'MaximumFollowRelLink', 'ErrorAction', 'ErrorVariable', 'WarningAction', 'WarningVariable', 'InformationAction',
  'InformationVariable', 'OutVariable', 'OutBuffer', 'PipelineVariable', 'ProgressAction'];
const WEB_CMDLET_FLAGS = ['UseBasicParsing', 'UseDefaultCredentials', 'DisableKeepAlive', 'PassThru', 'SkipCertificateCheck',
  'SkipHeaderValidation', 'SkipHttpErrorCheck', 'AllowUnencryptedAuthentication', 'NoProxy', 'PreserveAuthorizationOnRedirect',
  'Resume', 'AllowInsecureRedirect', 'ProxyUseDefaultCredentials', 'FollowRelLink', 'PreserveHttpMethodOnRedirect', 'Verbose', 'Debug'];
const WEB_CMDLET = grammar(WEB_CMDLET_ARGS.join(' ').toLowerCase(), WEB_CMDLET_FLAGS.join(' ').toLowerCase(), {});

/** Invoke-WebRequest / Invoke-RestMethod (parameters case-insensitive, abbreviated to a unique prefix). */
function webCmdletTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  // (In PowerShell 7 `curl` and `wget` run the programs of those names: read both ways.)
  const written = (words[0] ?? '').replace(/^.*[\\/]/, '').replace(/\.exe$/i, '').toLowerCase();
  if (written === 'curl') curlTouches(words, dynamic, t);
  if (written === 'wget') wgetTouches(words, dynamic, t);
  let positional = 0;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      t.problem('an expansion may be a parameter of a web cmdlet that names a file or a proxy');
      if (positional++ === 0) t.url(w, true, true);
      continue;
    }
    if (!w.startsWith('-') || w.length < 2) {
      if (positional++ === 0) t.url(w, false, true);
      continue;
    }
    const colon = w.indexOf(':');
    const name = resolveLong(WEB_CMDLET, (colon > 0 ? w.slice(1, colon) : w.slice(1)).toLowerCase());
    if (name === 'ambiguous' || name === undefined) {
      t.problem(`${w} is not a parameter of a web cmdlet the analysis knows`);
      continue;
    }
    if (!WEB_CMDLET.args.has(name)) continue;
    const value: Word = colon > 0 ? { word: w.slice(colon + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false };
    switch (name) {
      case 'uri': t.url(value.word, value.dynamic, true); break;
      case 'proxy': t.url(value.word, value.dynamic, true); break;
      case 'headers': headersTableHost(t, value); break;
      case 'outfile': t.edit(value.word, value.dynamic); break;
      case 'infile': t.read(value.word, value.dynamic); break;
      case 'unixsocket': t.problem('-UnixSocket sends the request to a local socket, whichever host the URI names'); break;
      // (A form's values may be files, `@{f = Get-Item F}`, whose contents are uploaded.)
      case 'form': if (value.dynamic) t.problem('-Form may upload the contents of files its values name'); break;
    }
  }
}

/** The network tools, by the name they run as. */
export const NETWORK_READERS: readonly [string, (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void][] = [
  ['curl', curlTouches], ['wget', wgetTouches], ['wget2', wgetTouches], ['curlie', httpieTouches], ['http', httpieTouches], ['https', httpieTouches], ['xh', httpieTouches], ['xhs', httpieTouches],
  ['aria2c', aria2Touches], ['Invoke-WebRequest', webCmdletTouches], ['Invoke-RestMethod', webCmdletTouches],
];
