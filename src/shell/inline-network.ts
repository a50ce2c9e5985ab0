// Inline code that names a network module (inline-code.ts reads the rest of it): such code may
// reach any host through any of its calls, not only those of a list, so a call given anything
// but literals asks, and every host-like literal is a host for Domain deny and ask rules.

import type { FileTouches } from './file-touches.js';
import { callArguments, HOST_LITERAL } from './inline-code.js';
import type { Language } from './inline-code-names.js';

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

