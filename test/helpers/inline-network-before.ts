// The host reading of inline code as it was before it became one reading (session 25): the
// three functions of src/shell/inline-network.ts at 324bd95, unchanged, kept as the oracle for
// test/shell-inline-network.test.ts (the new reading finds every host and problem these did).

import type { FileTouches } from '../../src/shell/file-touches.js';
import { callArguments, literalFirstArgument } from '../../src/shell/inline-literals.js';
import type { Language } from '../../src/shell/inline-code-names.js';

/** Calls that connect to, or look up, a host given without a scheme (python, node, ruby, perl, php). */
const SOCKET_CALL = /socket|connect|fsockopen|TCPSocket|IO::Socket|PeerAddr|PeerHost|HTTPS?Connection|Net::HTTP|gethostby|getaddrinfo|\blookup|\bhost\s*:|\bhostname\s*:|\.get\s*\(/;
/** A string literal that is a host name or IPv4 address, with a port perhaps (`"evil.com"`, `'h.io:80'`). */
const HOST_LITERAL = /(["'`])((?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]{1,62}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?\1/g;

/**
 * Hosts code connects to without a URL (`socket.create_connection(("h", 80))`, `net.connect(80,
 * "h")`, `TCPSocket.new("h", 80)`, `fsockopen("h", 80)`, `IO::Socket::INET->new("h:80")`): where
 * such a call is written, every string literal that is a host name is a host for deny and ask
 * rules (was allowed beside a Domain deny). A host made at run time is not read.
 */
export function socketHosts(code: string, t: FileTouches): void {
  if (!SOCKET_CALL.test(code)) return;
  for (const m of code.matchAll(HOST_LITERAL)) t.url(`tcp://${m[2]!}/`, false);
}

/**
 * Calls that reach a host their first argument names (a URL or a host: `urlopen(URL)`,
 * `fetch(URL)`, `socket.create_connection((HOST, PORT))`, `TCPSocket.new(HOST, PORT)`,
 * `IO::Socket::INET->new(PeerAddr => HOST)`, `fsockopen(HOST)`), by language. python's `.connect(`
 * and perl's LWP calls count where their module is named.
 */
const NETWORK_CALL: Readonly<Record<Language, RegExp>> = {
  python: /\b(?:urlopen|urlretrieve|create_connection|HTTPS?Connection|gethostbyname(?:_ex)?|getaddrinfo|(?:requests|httpx)\.(?:get|post|put|patch|delete|head|options|request|stream))\s*\(/g,
  node: /\b(?:fetch|axios(?:\.(?:get|post|put|patch|delete|head|request))?|(?:https?|http2|net|tls|dns)\.(?:get|request|connect|createConnection|lookup|resolve\w*)|WebSocket|EventSource)\s*\(|\brequire\s*\(\s*["'](?:node:)?(?:https?|http2|net|tls|dns)["']\s*\)\s*\.\s*\w+\s*\(/g,
  ruby: /(?:\bNet::HTTP\s*(?:\.|::)\s*(?:get\w*|post\w*|start|new)|\bTCPSocket\s*\.\s*(?:new|open)|\bURI\s*\.\s*open|\bSocket\s*\.\s*tcp|\bResolv\s*\.\s*getaddress)\s*\(/g,
  perl: /(?:\bIO::Socket::\w+\s*->\s*new|\bgethostbyname|\binet_aton)\s*\(/g,
  php: /\b(?:fsockopen|pfsockopen|stream_socket_client|curl_init|gethostbyname|dns_get_record|get_headers)\s*\(/g,
};
/** python's socket method and perl's LWP and HTTP::Tiny calls: the module is named in the code. */
const NETWORK_METHOD: Readonly<Partial<Record<Language, readonly [RegExp, RegExp]>>> = {
  python: [/\bsocket\b/, /\.connect(?:_ex)?\s*\(/g],
  perl: [/LWP|HTTP::Tiny/, /(?:\b(?:get|getstore|getprint|mirror|head)|->\s*(?:get|post|put|request|mirror))\s*\(/g],
};

/**
 * A network call whose host is made at run time (`urlopen("https://" + h)`, `fetch(url)`,
 * `create_connection((h, 80))`): a problem, since the host is not read (was allowed beside a
 * Domain deny of it). A call given literals only, or a literal first argument (`fetch("https://h",
 * {body})`, whose host is read with the code's URLs), is none; code without such calls is not
 * looked at further.
 */
export function networkCallHosts(lang: Language, code: string, t: FileTouches): void {
  const method = NETWORK_METHOD[lang];
  for (const call of method !== undefined && method[0].test(code) ? [NETWORK_CALL[lang], method[1]] : [NETWORK_CALL[lang]]) {
    for (const m of code.matchAll(call)) {
      const open = m.index! + m[0].length - 1;
      if (!literalFirstArgument(code, open, lang) && callArguments(code, open, lang) === 'dynamic') {
        t.problem(`${m[0].replace(/\s*\($/, '')}(…) in the code given to the interpreter reaches a host made at run time`);
        return;
      }
    }
  }
}

/**
 * Code that names a network module (imports it, or calls a global that reaches the network) may
 * reach any host through any of its calls (`ftplib.FTP(h)`, `smtplib.SMTP(h)`, `net.Socket().connect(p,
 * h)`): not an enumerated list of calls (hunt 4, F7: each such call outside the list reached a
 * host made at run time).
 */
const NETWORK_MODULE: Readonly<Record<Language, RegExp>> = {
  python: /\b(?:import|from)\s[^;\n]*?\b(?:socket|ssl|asyncio|ftplib|smtplib|poplib|imaplib|nntplib|telnetlib|xmlrpc|http|urllib|urllib2|urllib3|httplib2?|requests|httpx|aiohttp|websockets?|websocket|paramiko|pycurl|socketserver|asyncore|grpc|zmq|dns)\b/,
  node: /\b(?:require|import)\s*\(?\s*["'`](?:node:)?(?:https?|http2|net|tls|dgram|dns|undici|axios|node-fetch|got|ws|request|superagent|needle)["'`/]|\bfrom\s*["'](?:node:)?(?:https?|http2|net|tls|dgram|dns|undici|axios|node-fetch|got|ws)["'/]|\b(?:fetch|WebSocket|EventSource|XMLHttpRequest)\b/,
  perl: /\b(?:LWP|HTTP::(?:Tiny|Request|Lite)|Net::\w+|IO::Socket|Socket|Mojo::UserAgent|WWW::\w+|AnyEvent::HTTP|Furl|URI::Fetch)\b/,
  ruby: /\b(?:Net::\w+|TCPSocket|UDPSocket|Socket|OpenURI|HTTParty|Faraday|RestClient|Excon|Typhoeus)\b|\brequire\s*\(?\s*["'](?:net\/\w+|socket|open-uri|openssl|httparty|faraday|rest-client|excon|typhoeus)["']/,
  php: /\b(?:curl_\w+|f?sockopen|pfsockopen|stream_socket_client|socket_(?:connect|create|sendto)|ftp_(?:ssl_)?connect|imap_open|SoapClient|get_headers|dns_get_record|gethostbyname)\b/,
};
/** The same, by a module an option loads (`perl -MLWP::Simple`, `ruby -rnet/http`, `node -r axios`). */
const NETWORK_MODULE_NAME: Readonly<Partial<Record<Language, RegExp>>> = {
  perl: /^-?(?:LWP|HTTP::(?:Tiny|Request|Lite)|Net::|IO::Socket|Socket\b|Mojo::UserAgent|WWW::|AnyEvent::HTTP|Furl|URI::Fetch)/,
  ruby: /^(?:net\/|socket$|open-uri$|openssl$|httparty$|faraday$|rest-client$|excon$|typhoeus$)/,
  node: /^(?:node:)?(?:https?|http2|net|tls|dgram|dns|undici|axios|node-fetch|got|ws|request|superagent|needle)(?:\/|$)/,
};

/** Calls that print or convert a value, and keywords before a `(`: no host is given to them. */
const NO_HOST_CALL = /^(?:if|elif|while|for|foreach|switch|catch|return|function|and|or|not|in|is|with|assert|lambda|yield|await|typeof|unless|until|print|printf|say|puts|p|pp|warn|die|echo|var_dump|print_r|len|str|repr|int|float|bool|sorted|range|enumerate|console\.(?:log|error|info|dir)|JSON\.(?:stringify|parse)|json\.(?:dumps|loads)|json_encode|json_decode|String|Number|process\.stdout\.write|sys\.stdout\.write)$/;
/** Methods that take no host (streams, strings, lists, promises): a host built with them reaches the network only through another call, which is read. */
const NO_HOST_METHOD = /\.(?:pipe|on|once|then|write|end|setEncoding|decode|encode|split|join|append|push|map|filter|forEach|format|replace|strip|read|readline|recv|close|sleep|get_json|json)$/;
/** A call: a dotted name (a method of a result, `.get(`), or a call's result called (`require("axios")(`); at a name's start only: linear. */
const ANY_CALL = /(?:(?<=[)\]])\.[A-Za-z_$][\w$.]*|(?<![\w$.])[A-Za-z_$][\w$.]*|\))\s*\(/g;
/** A literal first argument that names a host (a URL or a host name): the call is read by its literals. */
const HOST_ARGUMENT = /^\s*[(\[]*\s*["'`](?:[a-z][\w+.-]*:\/\/|(?:[A-Za-z0-9-]+\.)+[A-Za-z])/;
/** A first argument that is a function (`r => …`, `function (r) {…}`, `lambda r: …`): a callback, no host. */
const CALLBACK_ARGUMENT = /^\s*(?:async\s+)?(?:\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>|function\b|lambda\b)/;

/**
 * In code that names a network module (or loads one by an option), every call given anything
 * but literals may hand a host made at run time to the network: a problem (but those that print,
 * and those whose first argument is a literal URL or host, read with the code's URLs); every
 * host-like literal is a host. Code that names none is not looked at here.
 */
export function networkModuleCalls(lang: Language, code: string, modules: readonly string[], t: FileTouches): void {
  const byName = NETWORK_MODULE_NAME[lang];
  if (!NETWORK_MODULE[lang].test(code) && !(byName !== undefined && modules.some((m) => byName.test(m)))) return;
  for (const m of code.matchAll(HOST_LITERAL)) t.url(`tcp://${m[2]!}/`, false);
  for (const m of code.matchAll(ANY_CALL)) {
    const name = m[0].slice(0, -1).trimEnd();
    const open = m.index! + m[0].length - 1;
    if (NO_HOST_CALL.test(name) || NO_HOST_METHOD.test(name)) continue;
    const rest = code.slice(open + 1, open + 200);
    if (HOST_ARGUMENT.test(rest) || CALLBACK_ARGUMENT.test(rest)) continue;
    if (callArguments(code, open, lang) === 'dynamic') {
      t.problem(`${name}(…) in code that names a network module is given something other than literals, which may name any host`);
      return;
    }
  }
}

