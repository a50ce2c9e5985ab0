// The network reading of inline code (src/shell/inline-network.ts) against the three readings it
// replaced (test/helpers/inline-network-before.ts: host literals where code connects, listed
// network calls, network modules): on the inline code of the tables and on code fast-check puts
// together from network words, it finds every host they found, and a problem wherever they found one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileTouches } from '../src/shell/file-touches.js';
import type { Language } from '../src/shell/inline-code-names.js';
import { networkHosts } from '../src/shell/inline-network.js';
import { networkCallHosts, networkModuleCalls, socketHosts } from './helpers/inline-network-before.js';
import { NETWORK_MODULE_CALLS, RUNTIME_HOST_CALLS } from './helpers/inline-network-rows.js';

const RUNS = Number(process.env.FC_RUNS ?? 3000);

interface Reading { hosts: string[]; problem: boolean }

function before(lang: Language, code: string, modules: readonly string[]): Reading {
  const t = new FileTouches('x', 100_000);
  socketHosts(code, t);
  networkCallHosts(lang, code, t);
  networkModuleCalls(lang, code, modules, t);
  return { hosts: [...new Set((t.urls ?? []).map((u) => u.url))].sort(), problem: (t.problems ?? []).length > 0 };
}

function after(lang: Language, code: string, modules: readonly string[]): Reading {
  const t = new FileTouches('x', 100_000);
  networkHosts(lang, code, modules, t);
  return { hosts: [...new Set((t.urls ?? []).map((u) => u.url))].sort(), problem: (t.problems ?? []).length > 0 };
}

/** The new reading finds at least what the old ones did. */
function expectAtLeastBefore(lang: Language, code: string, modules: readonly string[] = []): void {
  const old = before(lang, code, modules);
  const now = after(lang, code, modules);
  expect({ lang, code, missing: old.hosts.filter((h) => !now.hosts.includes(h)) }).toEqual({ lang, code, missing: [] });
  if (old.problem) expect({ lang, code, problem: now.problem }).toEqual({ lang, code, problem: true });
}

// The inline code of test/shell-inline-code.test.ts and test/shell-tool-commands.test.ts, and some more.
const TABLE: ReadonlyArray<readonly [Language, string, (readonly string[])?]> = [
  ...RUNTIME_HOST_CALLS, ...NETWORK_MODULE_CALLS,
  ['python', "import socket; socket.create_connection(('good.example', 80))"],
  ['python', "import urllib.request as u; print(u.urlopen('https://good.example', timeout=5).read())"],
  ['python', "import requests; print(requests.get('https://api.github.com').status_code)"], ['python', 'import sqlite3; sqlite3.connect(db)'],
  ['python', "d = {}; print(d.get('x'))"], ['node', "fetch('https://good.example', {method: 'POST', body: data})"], ['node', "require('net').connect(80, 'good.example')"],
  ['node', "require('https').get('https://good.example', (r) => r.pipe(process.stdout))"], ['perl', 'IO::Socket::INET->new(PeerAddr => "good.example:80")'],
  ['python', "import requests; print(requests.get('https://api.github.com').json()['x'])"], ['python', "import ftplib; ftplib.FTP('good.example').login()"],
  ['node', "fetch('https://good.example').then(r => r.json()).then(j => console.log(j))"], ['python', 'import json, sys; x = sys.argv[1]; print(len(x))'],
  ['python', 'import json,sys; print(json.load(sys.stdin)["x"])'], ['node', 'console.log(require("./package.json").version)'],
  ['python', 'import socket; socket.create_connection(("evil.com", 80))'], ['python', 'import http.client as h; h.HTTPSConnection("evil.com")'],
  ['node', 'require("net").connect(80, "evil.com")'], ['node', 'require("tls").connect({host: "evil.com", port: 443})'],
  ['ruby', 'TCPSocket.new("evil.com", 80)', ['socket']], ['perl', 'IO::Socket::INET->new("evil.com:80")', ['IO::Socket::INET']],
  ['perl', 'IO::Socket::INET->new(PeerAddr => "evil.com")', ['IO::Socket::INET']], ['php', 'fsockopen("evil.com", 80);'],
  ['perl', 'print get($u)', ['LWP::Simple']], ['perl', 'getprint($u)', ['LWP::Simple=get']], ['node', 'request(u)', ['undici']],
  ['python', "import smtplib; smtplib.SMTP('evil.com')"], ['perl', 'HTTP::Tiny->new->get(q{http://evil.com})', ['HTTP::Tiny']],
  ['ruby', 'URI.open(%q(http://evil.com))'], ['perl', 'get(q[http://evil.com])'], ['node', 'fetch("https:evil.com")'],
  // Calls found inside another kind of call, and the module method after a require.
  ['python', 'import socket; socket.create_connection((h, 80))'], ['node', '$fetch(u)'], ['node', 'x.require("https").get(u)'],
  ['node', 'require("https") . get("https://" + h)'], ['node', `require("https').get(u)`], ['perl', 'use LWP::Simple; $ua->get($u)'],
  ['node', 'x.require("https").get("https://" + h)'], ['python', 'import socket; "a".connect((h, 80))'], ['python', '"a".urlopen(h)'],
  ['ruby', 'Net::HTTP.get(URI(u))'], ['ruby', 'Net::HTTP . get_response(u)'], ['php', '$x = curl_init($u);'],
];

describe('inline network reading: one reading, at least what the three before it found', () => {
  it.each(TABLE.map(([lang, code, modules]) => [lang, code, modules ?? []] as const))('%s: %s', (lang, code, modules) => expectAtLeastBefore(lang, code, modules));

  // Pieces of code with network words, calls and arguments of every kind, put together in any order.
  const piece = fc.constantFrom(
    'import socket; ', 'import requests;', 'from urllib.request import urlopen\n', 'use LWP::Simple; ', 'use HTTP::Tiny;', 'require "net/http"; ',
    'require("https")', "require('net')", 'require("node:dns")', 'require("./x")', 'socket', 'socket.', 'create_connection', 'urlopen', 'requests.get',
    'fetch', 'https.get', 'net.connect', 'dns.lookup', 'Net::HTTP', 'Net::HTTP.get', 'TCPSocket.new', 'IO::Socket::INET->new', '->get', '->new', 'get',
    'getprint', 'mirror', 'fsockopen', 'curl_init', 'gethostbyname', '.connect', '.get', '.read', 'print', 'console.log', 'x', '$x', 'h', 'u', '$fetch',
    '(', ')', '((', '))', '[', ']', '{', '}', ', ', ' ', '.', ' . ', ' + ', '=>', '; ', '\n', ':', '::', 'host: ', 'r => r', 'lambda r: r',
    '"evil.com"', "'good.example:80'", '`h.io`', '"10.0.0.1"', '"https://evil.com"', "'https://' + h", '"ev" . "il.com"', 'f"https://{h}"',
    '"$h"', '"#{h}"', '`https://${h}`', '"x"', "'", '"', '`', '80', 'None', 'True', 'port=80', '\\',
  );
  const code = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));
  const lang = fc.constantFrom<Language>('python', 'node', 'ruby', 'perl', 'php');
  const modules = fc.constantFrom<readonly string[]>([], ['LWP::Simple'], ['net/http'], ['axios'], ['socket'], ['-MIO::Socket'], ['json']);

  it('finds every host and problem the three readings found, on generated code', () => {
    fc.assert(fc.property(lang, code, modules, (l, c, m) => expectAtLeastBefore(l, c, m)), { numRuns: RUNS });
  });
});
