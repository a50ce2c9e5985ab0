// Wrong allows a second review of session 27's new readers found (each row was allowed before its
// fix); ordinary lines beside them stay allowed.
import { describe, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { expectDecision, REPO_LINUX, type Rules } from './helpers/policy.js';

const DENY_EVIL: Rules = { deny: ['Domain(evil.com)', 'Domain(*.evil.com)'], allow: ['Shell(*)', 'Domain(*)'] };

const FILE_RULES: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Edit(~/.ssh/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

function fileRows(list: [line: string, expected: DecisionKind][]): void {
  it.each(list)('%s -> %s', (line, expected) => {
    expectDecision(FILE_RULES, 'shell', line, expected, REPO_LINUX);
  });
}

function hostRows(list: [line: string, expected: DecisionKind][]): void {
  it.each(list)('%s -> %s', (line, expected) => {
    expectDecision(DENY_EVIL, 'shell', line, expected, REPO_LINUX);
  });
}

// httping's `-Y` (colours) takes no value: the host after it was read as its value.
// cloudflared access's `--hostname` has the aliases `--tunnel-host` and `-T`.
describe('httping -Y, cloudflared --tunnel-host|-T (were allowed)', () => {
  hostRows([
    ['httping -Y evil.com', 'deny'], ['httping -Y -c 3 evil.com', 'deny'],
    ['cloudflared access tcp --tunnel-host evil.com --url localhost:2222', 'deny'], ['cloudflared access rdp -T evil.com', 'deny'],
    ['cloudflared access ssh --tunnel-host=evil.com', 'deny'], ['cloudflared access ssh --hostname h.example.com --destination evil.com:22', 'deny'],
    // Precision.
    ['httping -Y example.com', 'allow'], ['cloudflared access tcp -T example.com --url localhost:2222', 'allow'],
  ]);
});

// FreeRDP's /drive: took the part after the comma as the folder: it swaps NAME and PATH when NAME
// is an existing path, and reads `%` as the home, `*` and `DynamicDrives` as every mount.
describe('FreeRDP /drive: PATH,NAME, %, *, DynamicDrives (were allowed)', () => {
  fileRows([
    ['xfreerdp /v:h /drive:/etc,x', 'deny'], ['xfreerdp3 /v:h /drive:/etc,share', 'deny'],
    ['xfreerdp /v:h /drive:x,%', 'ask'], ['xfreerdp /v:h /drive:%', 'ask'], ["xfreerdp /v:h '/drive:x,*'", 'ask'],
    ['xfreerdp /v:h /drive:x,DynamicDrives', 'ask'],
    // Precision: a folder of the project.
    ['xfreerdp /v:h /drive:share,./proj', 'allow'], ['xfreerdp /v:h /drive:share,/tmp/x', 'allow'],
  ]);
});

// rclone's combine lists its upstreams as `dir=remote:`, whose connection string was not read; an
// on-the-fly connection string whose parameters do not end at `:` was dropped as a local name.
describe('rclone: combine upstreams, unterminated connection strings (were allowed)', () => {
  hostRows([
    ["rclone ls ':combine,upstreams=\"a=:sftp,host=evil.com:\"':", 'deny'],
    ["rclone ls ':combine,upstreams=\"a=r: b=:ftp,host=evil.com:x\"':", 'deny'],
    ["rclone ls ':sftp,host=\"evil.com\"x:'", 'ask'], ["rclone ls ':sftp,host=evil.com'", 'ask'],
    // Precision: named upstreams, a local name with a comma.
    ["rclone ls ':combine,upstreams=\"a=r: b=s:\"':", 'allow'], ['rclone copy /tmp/a,b r:', 'allow'], ['rclone ls :local,case_insensitive:/tmp', 'allow'],
  ]);
});
