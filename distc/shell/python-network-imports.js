// Whether python code imports a network module: an `import` or `from` statement that names one
// (`import socket`, `from urllib import request`, `import os, ssl`).
//
// It was /\b(?:import|from)\s[^;\n]*?\b(?:socket|…)\b/: from each `import` the lazy run read to
// the statement's end, so `import import …` (1,400 of them in one statement) took 38 ms. Here each
// keyword looks up the next module name and the next `;` or newline, both remembered while they
// lie ahead: every character is read a bounded number of times. The same answer (a property test
// compares them: test/runtime-regex-linear.test.ts).
/** The network modules (any of them named in a statement that imports). */
export const PYTHON_NETWORK_MODULE_NAMES = String.raw `socket|ssl|asyncio|ftplib|smtplib|poplib|imaplib|nntplib|telnetlib|xmlrpc|http|urllib|urllib2|urllib3|httplib2?|requests|httpx|aiohttp|websockets?|websocket|paramiko|pycurl|socketserver|asyncore|grpc|zmq|dns`;
const KEYWORD = /\b(?:import|from)\s/g;
const MODULE = new RegExp(String.raw `\b(?:${PYTHON_NETWORK_MODULE_NAMES})\b`, 'g');
/** The first index of `c` at or after `from`, or the text's length. */
function nextOf(text, c, from) {
    const k = text.indexOf(c, from);
    return k < 0 ? text.length : k;
}
export function importsNetworkModule(code) {
    KEYWORD.lastIndex = 0;
    // (Each remembered position holds while it is at or after the keyword's end.)
    let module = -1;
    let semicolon = -1;
    let newline = -1;
    for (let k = KEYWORD.exec(code); k !== null; k = KEYWORD.exec(code)) {
        const after = k.index + k[0].length;
        if (module < after) {
            MODULE.lastIndex = after;
            const m = MODULE.exec(code);
            if (m === null)
                return false;
            module = m.index;
        }
        if (semicolon < after)
            semicolon = nextOf(code, ';', after);
        if (newline < after)
            newline = nextOf(code, '\n', after);
        if (module < semicolon && module < newline)
            return true;
    }
    return false;
}
//# sourceMappingURL=python-network-imports.js.map