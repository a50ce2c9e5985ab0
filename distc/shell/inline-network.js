// The hosts code given to an interpreter reaches (inline-code.ts reads the rest of it), in one
// reading: code that names no network word is passed over with one test; otherwise one scan finds
// its host literals (hosts where the code connects: every one, for Domain deny and ask rules) and
// its calls, and a listed network call, or in code that names a network module any call, given
// anything but literals is a problem (it may reach a host made at run time).
import { callArguments, literalFirstArgument } from './inline-literals.js';
import { importsNetworkModule, PYTHON_NETWORK_MODULE_NAMES } from './python-network-imports.js';
const NETWORK = {
    python: {
        calls: /\b(?:urlopen|urlretrieve|create_connection|HTTPS?Connection|gethostbyname(?:_ex)?|getaddrinfo|(?:requests|httpx)\.(?:get|post|put|patch|delete|head|options|request|stream))\s*\(/,
        methods: { module: /\bsocket\b/, calls: /\.connect(?:_ex)?\s*\(/ },
        // (The names alone, for the first test: importsNetworkModule reads the import statements.)
        modules: new RegExp(String.raw `\b(?:${PYTHON_NETWORK_MODULE_NAMES})\b`),
        imports: importsNetworkModule,
    },
    node: {
        calls: /\b(?:fetch|axios(?:\.(?:get|post|put|patch|delete|head|request))?|(?:https?|http2|net|tls|dns)\.(?:get|request|connect|createConnection|lookup|resolve\w*)|WebSocket|EventSource)\s*\(/,
        // (The lookbehind after the `.`: before it, it ran back over every blank of a long run.)
        required: /\.(?<=\brequire\s*\(\s*["'](?:node:)?(?:https?|http2|net|tls|dns)["']\s*\)\s*\.)\s*\w+\s*\(/,
        modules: /\b(?:require|import)\s*\(?\s*["'`](?:node:)?(?:https?|http2|net|tls|dgram|dns|undici|axios|node-fetch|got|ws|request|superagent|needle)["'`/]|\bfrom\s*["'](?:node:)?(?:https?|http2|net|tls|dgram|dns|undici|axios|node-fetch|got|ws)["'/]|\b(?:fetch|WebSocket|EventSource|XMLHttpRequest)\b/,
        loaded: /^(?:node:)?(?:https?|http2|net|tls|dgram|dns|undici|axios|node-fetch|got|ws|request|superagent|needle)(?:\/|$)/,
    },
    ruby: {
        calls: /(?:\bNet::HTTP\s*(?:\.|::)\s*(?:get\w*|post\w*|start|new)|\bTCPSocket\s*\.\s*(?:new|open)|\bURI\s*\.\s*open|\bSocket\s*\.\s*tcp|\bResolv\s*\.\s*getaddress)\s*\(/,
        // (Resolv and IPSocket look names up: a DNS query to the name's nameservers, session 41.)
        modules: /\b(?:Net::\w+|TCPSocket|UDPSocket|IPSocket|Socket|Resolv|OpenURI|HTTParty|Faraday|RestClient|Excon|Typhoeus)\b|\brequire\s*\(?\s*["'](?:net\/\w+|socket|resolv|resolv-replace|open-uri|openssl|httparty|faraday|rest-client|excon|typhoeus)["']/,
        loaded: /^(?:net\/|socket$|resolv$|resolv-replace$|open-uri$|openssl$|httparty$|faraday$|rest-client$|excon$|typhoeus$)/,
    },
    perl: {
        calls: /(?:\bIO::Socket::\w+\s*->\s*new|\bgethostbyname|\binet_aton)\s*\(/,
        methods: { module: /LWP|HTTP::Tiny/, calls: /(?:\b(?:get|getstore|getprint|mirror|head)|->\s*(?:get|post|put|request|mirror))\s*\(/ },
        modules: /\b(?:LWP|HTTP::(?:Tiny|Request|Lite)|Net::\w+|IO::Socket|Socket|Mojo::UserAgent|WWW::\w+|AnyEvent::HTTP|Furl|URI::Fetch)\b/,
        loaded: /^-?(?:LWP|HTTP::(?:Tiny|Request|Lite)|Net::|IO::Socket|Socket\b|Mojo::UserAgent|WWW::|AnyEvent::HTTP|Furl|URI::Fetch)/,
    },
    php: {
        calls: /\b(?:fsockopen|pfsockopen|stream_socket_client|curl_init|gethostbyname|dns_get_record|get_headers)\s*\(/,
        modules: /\b(?:curl_\w+|f?sockopen|pfsockopen|stream_socket_client|socket_(?:connect|create|sendto)|ftp_(?:ssl_)?connect|imap_open|SoapClient|get_headers|dns_get_record|gethostbyname)\b/,
    },
};
/** Words of code that connects to, or looks up, a host given without a scheme (any language): its host literals are hosts. */
const CONNECTS = /socket|connect|fsockopen|TCPSocket|IO::Socket|PeerAddr|PeerHost|HTTPS?Connection|Net::HTTP|gethostby|getaddrinfo|\blookup|\bhost\s*:|\bhostname\s*:|\.get\s*\(/;
/** A string literal that is a host name or IPv4 address, with a port perhaps (`"evil.com"`, `'h.io:80'`). */
const HOST_LITERAL = /(?<quote>["'`])(?<host>(?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]{1,62}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?\k<quote>/;
/** A call: a dotted name (a method of a result, `.get(`), or a call's result called (`require("axios")(`); at a name's start only: linear. */
const ANY_CALL = /(?:(?<=[)\]])\.[A-Za-z_$][\w$.]*|(?<![\w$.])[A-Za-z_$][\w$.]*|\))\s*\(/;
/**
 * Whether code names anything of the network at all: one test, the way out for ordinary code.
 * (Not `required`: its modules name it, and its lookbehind at every character doubled the cost.)
 */
const MENTIONS = byLanguage((n) => new RegExp([CONNECTS, n.calls, n.methods?.module, n.modules].flatMap((r) => (r === undefined ? [] : [r.source])).join('|')));
/**
 * The one scan: host literals, listed calls, module methods, any call. (No match hides one of
 * another kind: host literals hold no `(` and calls no quote, and every call match ends at its
 * first `(`, so calls that overlap are one call, whose kind is read from its text.)
 */
const SCAN = byLanguage((n) => new RegExp(`${HOST_LITERAL.source}|(?<call>${n.calls.source}${n.required === undefined ? '' : `|${n.required.source}`})|${n.methods?.calls.source ?? '(?!)'}|${ANY_CALL.source}`, 'g'));
function byLanguage(make) {
    return { python: make(NETWORK.python), node: make(NETWORK.node), ruby: make(NETWORK.ruby), perl: make(NETWORK.perl), php: make(NETWORK.php) };
}
/** Calls that print or convert a value, and keywords before a `(`: no host is given to them. */
const NO_HOST_CALL = /^(?:if|elif|while|for|foreach|switch|catch|return|function|and|or|not|in|is|with|assert|lambda|yield|await|typeof|unless|until|print|printf|say|puts|p|pp|warn|die|echo|var_dump|print_r|len|str|repr|int|float|bool|sorted|range|enumerate|console\.(?:log|error|info|dir)|JSON\.(?:stringify|parse)|json\.(?:dumps|loads)|json_encode|json_decode|String|Number|process\.stdout\.write|sys\.stdout\.write)$/;
/** Methods that take no host (streams, strings, lists, promises): a host built with them reaches the network only through another call, which is read. */
const NO_HOST_METHOD = /\.(?:pipe|on|once|then|write|end|setEncoding|decode|encode|split|join|append|push|map|filter|forEach|format|replace|strip|read|readline|recv|close|sleep|get_json|json)$/;
/** A literal first argument that names a host (a URL or a host name): the call is read by its literals. */
const HOST_ARGUMENT = /^\s*(?:[(\[]+\s*)?["'`](?:[a-z][\w+.-]*:\/\/|(?:[A-Za-z0-9-]+\.)+[A-Za-z])/;
/** A first argument that is a function (`r => …`, `function (r) {…}`, `lambda r: …`): a callback, no host. */
const CALLBACK_ARGUMENT = /^\s*(?:async\s+)?(?:\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>|function\b|lambda\b)/;
/**
 * Reads the network use of one code word into `t` (`modules`: those its interpreter's options
 * load). Where the code connects (a socket call, or a network module named), every string literal
 * that is a host name is a host (`socket.create_connection(("h", 80))`, `net.connect(80, "h")`,
 * `IO::Socket::INET->new("h:80")`; was allowed beside a Domain deny). A listed call given
 * anything but literals, and no plain literal first (`urlopen("https://" + h)`, `fetch(url)`), is
 * a problem; in code that names a network module so is any call given anything but literals (but
 * those that print, and those whose first argument is a literal URL or host, read with the code's
 * URLs, or a callback). A host made at run time is not read.
 */
export function networkHosts(lang, code, modules, t) {
    const names = NETWORK[lang];
    const loaded = names.loaded;
    const moduleLoaded = loaded !== undefined && modules.length > 0 && modules.some((m) => loaded.test(m));
    if (!moduleLoaded && !MENTIONS[lang].test(code))
        return;
    const moduleNamed = moduleLoaded || (names.imports !== undefined ? names.imports(code) : names.modules.test(code));
    const connects = moduleNamed || CONNECTS.test(code);
    const methods = names.methods !== undefined && names.methods.module.test(code) ? names.methods.calls : undefined;
    let listedDynamic = false;
    let anyDynamic = false;
    for (const m of code.matchAll(SCAN[lang])) {
        const groups = m.groups;
        if (groups['host'] !== undefined) {
            if (connects)
                t.url(`tcp://${groups['host']}/`, false);
            continue;
        }
        const open = m.index + m[0].length - 1;
        const text = m[0];
        // (A listed call found as a call of another kind, `socket.create_connection(`, is still listed.)
        const listed = groups['call'] !== undefined || names.calls.test(text) || (methods?.test(text) ?? false);
        if (listed && !listedDynamic && !literalFirstArgument(code, open, lang) && callArguments(code, open, lang) === 'dynamic') {
            listedDynamic = true;
            t.problem(`${text.replace(/(?<!\s)\s*\($/, '')}(…) in the code given to the interpreter reaches a host made at run time`);
        }
        const name = text.slice(0, -1).trimEnd();
        if (moduleNamed && !anyDynamic && runTimeArgument(code, open, lang, name, listed)) {
            anyDynamic = true;
            t.problem(`${name}(…) in code that names a network module is given something other than literals, which may name any host`);
        }
        // (Code that does not connect names no module either: nothing more to find.)
        if (!connects && listedDynamic)
            return;
    }
}
/**
 * Whether the call `name(` at `open`, in code that names a network module, is given something
 * other than literals that may name a host: not a call that prints or a method that takes no
 * host (a listed call always may), nor one whose first argument is a literal URL or host or a callback.
 */
function runTimeArgument(code, open, lang, name, listed) {
    if (!listed && (NO_HOST_CALL.test(name) || NO_HOST_METHOD.test(name)))
        return false;
    const rest = code.slice(open + 1, open + 200);
    if (HOST_ARGUMENT.test(rest) || CALLBACK_ARGUMENT.test(rest))
        return false;
    return callArguments(code, open, lang) === 'dynamic';
}
//# sourceMappingURL=inline-network.js.map