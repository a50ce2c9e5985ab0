// Files read by interpreters, dd and openssl (src/shell/script-arguments.ts; reference E.11):
// `bash /etc/shadow` shows the file's first line in its error, `dd if=` and `openssl -in` read.
// And paths through the links the kernel keeps under /proc (src/decide/parts.ts procAlias).
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { expectDecision } from './helpers/policy.js';

function refs(line: string): string[] {
  return analyzeShell(line).paths.map((p) => `${p.op}:${p.dynamic ? '?' : ''}${p.path}`);
}

describe('what they read and write', () => {
  it.each([
    ['dd if=/etc/shadow of=/tmp/x bs=1', ['read:/etc/shadow', 'edit:/tmp/x']],
    ['dd $X', ['read:?$X', 'edit:?$X']],
    ['openssl enc -in /etc/shadow -out x.enc -aes256', ['read:/etc/shadow', 'edit:x.enc']],
    ['openssl dgst -sha256 /etc/shadow', ['read:/etc/shadow']],
    ['openssl req -verify -in csr.pem', ['read:csr.pem']],
    ['openssl rsa -passin file:pw.txt -in k.pem', ['read:pw.txt', 'read:k.pem']],
    ['openssl rsa -passin pass:x -in k.pem', ['read:k.pem']],
    ['python3 /etc/shadow', ['read:/etc/shadow']],
    ['python3 -W ignore s.py a', ['read:s.py']],
    ['python3 -c "print(1)"', []],
    // (It serves the working directory, or -d DIR, to the network: read whole.)
    ['python3 -m http.server', ['read:.']],
    ['python3 -m http.server -d /etc 8000', ['read:/etc']],
    ['python3 -m pytest', []],
    ['python3 -- -weird.py', ['read:-weird.py']],
    ['python3 $S', ['read:?$S']],
    ['node /etc/shadow', ['read:/etc/shadow']],
    ['node -e 1 x', []],
    ['node -r dotenv/config app.js', ['read:app.js']],
    ['bash /etc/shadow', ['read:/etc/shadow']],
    ['bash -x s.sh', ['read:s.sh']],
    ['bash -o pipefail s.sh', ['read:s.sh']],
    ['perl -e 1', []],
    ['perl s.pl', ['read:s.pl']],
    ['ruby -I lib s.rb', ['read:s.rb']],
    ['php -f s.php', ['read:s.php']],
    ['php s.php', ['read:s.php']],
    ['perl -pi -e 1 /etc/passwd', ['read:/etc/passwd', 'edit:/etc/passwd']],
    ['perl -ne print a b', ['read:a', 'read:b']],
    ['perl -e 1', []],
    ['ruby -i -pe 1 f', ['read:f', 'edit:f']],
    ['sort -o /etc/passwd x', ['edit:/etc/passwd', 'read:x']],
    ['sort -nk2 a b', ['read:a', 'read:b']],
    ['sort --output=o.txt in', ['edit:o.txt', 'read:in']],
    ['sort $X', ['read:?$X', 'edit:?$X']],
    ['patch /etc/passwd p.diff', ['read:p.diff', 'edit:/etc/passwd', 'edit:?/etc/passwd*']],
    ['patch -p1 < x.diff', ['read:x.diff', 'edit:?']],
    ['patch -p1 -i x.diff', ['read:x.diff', 'edit:?']],
    ['patch -o out.txt a p.diff', ['edit:out.txt', 'edit:?out.txt*', 'read:p.diff', 'read:a']],
    ['split x /etc/passwd', ['read:x', 'edit:/etc']],
    ['chattr -i /etc/passwd', ['edit:/etc/passwd']],
    ['setfacl -m u:a:rw /etc/passwd', ['edit:/etc/passwd']],
    ['setfacl -R -M acl.txt dir', ['read:acl.txt', 'edit:dir']],
  ])('%s', (line, expected) => {
    expect(refs(line)).toEqual(expected);
  });
});

describe('decisions (engine and reference evaluator)', () => {
  const rules = { deny: ['Read(//etc/shadow)', 'Edit(//etc/passwd)'], allow: ['Shell'] };
  it.each([
    ['bash /etc/shadow', 'deny'],
    ['python3 /etc/shadow', 'deny'],
    ['dd if=/etc/shadow of=/tmp/x', 'deny'],
    ['dd if=/tmp/x of=/etc/passwd', 'deny'],
    ['openssl enc -in /etc/shadow -out /tmp/x -aes256', 'deny'],
    ['openssl dgst -sha256 /etc/shadow', 'deny'],
    ['python3 script.py', 'allow'],
    ['dd if=/dev/zero of=/tmp/x bs=1M count=1', 'allow'],
    ['perl -pi -e 1 /etc/passwd', 'deny'],
    ['sort -o /etc/passwd x', 'deny'],
    ['patch /etc/passwd p.diff', 'deny'],
    ['patch -p1 < x.diff', 'ask'],
    ['chattr -i /etc/passwd', 'deny'],
    ['setfacl -m u:a:rw /etc/passwd', 'deny'],
    ['split x /etc/pass', 'ask'],
    ['sort -o out.txt in.txt', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected);
  });
});

describe('links the kernel keeps under /proc (engine and reference evaluator)', () => {
  const rules = { deny: ['Read(//etc/shadow)', 'Edit(//etc/passwd)'], allow: ['Shell', 'Read(//tmp/**)', 'Read(//proc/**)'] };
  it.each([
    ['shell', 'cat /proc/self/root/etc/shadow', 'deny'],
    ['shell', 'cat /proc/1/root/etc/shadow', 'deny'],
    ['shell', 'echo x > /proc/self/root/etc/passwd', 'deny'],
    ['shell', 'cat /proc/self/cwd/x', 'ask'],
    ['shell', 'cat /proc/self/fd/3', 'ask'],
    ['shell', 'grep -r root /proc/self/root/etc', 'ask'],
    // `..` after such a link: /proc/PID/root/.. is `/`; a process's cwd or descriptors lead anywhere.
    ['shell', 'cat /proc/self/root/../etc/shadow', 'deny'],
    ['shell', 'cat /proc/self/cwd/../../etc/passwd', 'ask'],
    ['shell', 'cat /proc/thread-self/cwd/../../etc/passwd', 'ask'],
    ['shell', 'cat /dev/fd/0/../../etc/passwd', 'ask'],
    ['shell', 'echo x > /var/run/../etc/passwd', 'deny'],
    ['read', '/proc/1/root/../../etc/shadow', 'deny'],
    // A drive-looking path is a relative POSIX one on linux too (CTX's cwd is /w).
    ['shell', 'cat C:/../../../etc/shadow', 'deny'],
    ['read', 'C:/../../../etc/shadow', 'deny'],
    ['shell', 'cat /proc/self/status', 'allow'],
    ['shell', 'cat /proc/self/root/tmp/x', 'allow'],
    ['read', '/proc/self/root/etc/shadow', 'deny'],
    // An allow needs both: /proc/self/root/tmp/x is allowed, and so is /tmp/x.
    ['read', '/proc/self/root/tmp/x', 'allow'],
    ['read', '/proc/self/root/w/x', 'ask'],
    ['read', '/proc/self/cwd/x', 'ask'],
  ] as const)('%s %s: %s', (kind, subject, expected) => {
    expectDecision(rules, kind, subject, expected);
  });
});

describe('a path macOS folds fully (ß is ss) is never allowed where Read rules exist (engine and reference evaluator)', () => {
  const darwin = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'darwin' as const };
  const rules = { deny: ['Read(~/.ssh/**)'], allow: ['Shell', 'Read'] };
  it.each([
    ['shell', 'cat /h/.ßh/id_rsa', 'ask'],
    ['read', '/h/.ssh/../.ßh/id_rsa', 'ask'],
    ['read', '/h/straße.txt', 'ask'],
    ['read', '/h/café.txt', 'allow'],
  ] as const)('%s %s: %s', (kind, subject, expected) => {
    expectDecision(rules, kind, subject, expected, darwin);
  });

  it('without Read deny or ask rules it is allowed', () => {
    expectDecision({ allow: ['Read'] }, 'read', '/h/straße.txt', 'allow', darwin);
  });
});

describe("Windows' compatibility junctions (engine and reference evaluator)", () => {
  const win32 = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\dev', platform: 'win32' as const };
  const rules = { deny: ['Read(~/.ssh/**)', 'Read(//c/ProgramData/Secret/**)'], allow: ['Shell', 'Read'] };
  it.each([
    ['read', 'C:\\Documents and Settings\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', 'C:\\Users\\All Users\\Secret\\x', 'deny'],
    ['read', '\\\\localhost\\C$\\Documents and Settings\\dev\\.ssh\\id', 'deny'],
    ['shell', 'cat "C:\\Documents and Settings\\dev\\.ssh\\id_rsa"', 'deny'],
    ['read', 'C:\\Users\\dev\\Documents\\a.txt', 'allow'],
  ] as const)('%s %s: %s', (kind, subject, expected) => {
    expectDecision(rules, kind, subject, expected, win32);
  });
});
