// `python -m MODULE` for the standard library's modules whose command line connects to a host it
// names (ftplib, poplib, imaplib, nntplib, telnetlib; python 2's httplib and urllib) or to the
// local mail server (smtplib), and netrc, which prints ~/.netrc. Their hosts are Domain parts for
// deny and ask rules (the interpreter's allow rule covers them, as it covers a script's hosts):
// `python3 -m ftplib evil.com` was allowed beside Domain(evil.com). Each is read as the module's
// own test() or main() reads sys.argv.
import { host } from './name-lookups.js';
import { hostUrl } from './host-options.js';
import { letterGrammar, scan } from './long-options.js';
/** `~/.netrc`, which ftplib and netrc read for the passwords of the hosts they log in to. */
const NETRC = '~/.netrc';
/** ftplib's test(): `[-d]… [-rFILE] HOST [-lDIR|-dDIR|-p|FILE]…`; it reads FILE (or ~/.netrc) for the login. */
const ftplib = (args, t) => {
    let i = 0;
    while (i < args.length && !args[i].dynamic && args[i].word === '-d')
        i++;
    const at = args[i];
    if (at?.dynamic === true) {
        // (It may be `-rFILE`, the host, or `-d`: a file and a host unknown.)
        t.read(at.word, true);
        host(t, at);
        return;
    }
    let rcfile;
    if (at !== undefined && at.word.startsWith('-r')) {
        rcfile = at.word.slice(2);
        i++;
    }
    if (rcfile === undefined)
        t.read(NETRC, false);
    else if (rcfile !== '')
        t.read(rcfile, false);
    const target = args[i];
    if (target !== undefined)
        host(t, target);
};
/** poplib: `python -m poplib HOST USER PASSWORD`. */
const poplib = (args, t) => {
    if (args[0] !== undefined)
        host(t, args[0]);
};
/** imaplib (getopt `d:s:`): `-s COMMAND` runs COMMAND by a shell (IMAP4_stream) and talks IMAP to it; else the first operand is the host. */
const imaplib = (args, t) => {
    const s = scan('python -m imaplib', ['', ...args.map((a) => a.word)], [false, ...args.map((a) => a.dynamic)], letterGrammar('ds').grammar, letterGrammar('ds').flags, t);
    const streams = s.options.filter((o) => o.name === '-s' && o.value !== undefined);
    for (const o of streams)
        t.run(o.value.word, o.value.dynamic);
    if (streams.length === 0 && s.operands[0] !== undefined)
        host(t, s.operands[0]);
};
/** nntplib (argparse): `-s/--server HOST` (news.gmane.io without one). */
const nntplib = (args, t) => {
    const g = letterGrammar('gspn', ['group', 'server', 'port', 'nb-articles']);
    const s = scan('python -m nntplib', ['', ...args.map((a) => a.word)], [false, ...args.map((a) => a.dynamic)], g.grammar, g.flags, t);
    const servers = s.options.filter((o) => (o.name === '-s' || o.name === 'server') && o.value !== undefined).map((o) => o.value);
    if (servers.length === 0)
        t.url(hostUrl('nntp', 'news.gmane.io'), false);
    for (const h of servers)
        host(t, h);
};
/** telnetlib's test(): `[-d]… [HOST [PORT]]` (localhost without one). */
const telnetlib = (args, t) => {
    let i = 0;
    while (i < args.length && !args[i].dynamic && args[i].word === '-d')
        i++;
    host(t, args[i] ?? { word: 'localhost', dynamic: false });
};
/** python 2's httplib test() (getopt `d`): `[-d] [HOST [SELECTOR]]` (www.python.org without one). */
const httplib = (args, t) => {
    const operands = args.filter((a) => a.dynamic || a.word !== '-d');
    host(t, operands[0] ?? { word: 'www.python.org', dynamic: false });
};
/**
 * python 2's urllib main() (getopt `th`): each operand is opened, a URL fetched (read as any
 * URL on the line) and anything else a local file printed; `-t` without operands reads
 * /etc/passwd and fetches two hosts of its own.
 */
const urllib = (args, t) => {
    const operands = args.filter((a) => a.dynamic || !/^-[th]+$/.test(a.word));
    for (const a of operands)
        if (a.dynamic || !a.word.includes('://'))
            t.read(a.word, a.dynamic);
    if (operands.length === 0 && args.some((a) => /^-h*t/.test(a.word))) {
        t.read('/etc/passwd', false);
        t.url('ftp://ftp.gnu.org/', false);
        t.url('http://www.python.org/', false);
    }
};
export const PYTHON_NETWORK_MODULES = new Map([
    ['ftplib', ftplib], ['poplib', poplib], ['imaplib', imaplib], ['nntplib', nntplib], ['telnetlib', telnetlib],
    ['httplib', httplib], ['urllib', urllib],
    // (It reads the message's sender, recipients and text from standard input and sends it by localhost.)
    ['smtplib', (_args, t) => t.url(hostUrl('smtp', 'localhost'), false)],
    ['netrc', (_args, t) => t.read(NETRC, false)],
]);
//# sourceMappingURL=python-network-modules.js.map