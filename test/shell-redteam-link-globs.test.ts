// A red-team review: globs through the links the system has. Each deny-side row was allowed beside
// `Read(//etc/**)` and `Read(~/.ssh/**)` (Shell(*), Read(/**) and Edit(/**) allowed): a glob was
// compared with the rules by its shape, while its paths may pass through /proc/PID/root, /dev/fd,
// macOS's /.vol (which may lead anywhere: unknown) or a system link (`/private/etc` is `/etc`:
// met in the other spelling too). src/decide/glob-links.ts.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable, SECRET_FILES } from './helpers/line-table.js';

const DARWIN: DecisionContext = { cwd: '/Users/dev/w', workspace: ['/Users/dev/w'], home: '/Users/dev', platform: 'darwin' };
const SYSTEM_FILES = { ...SECRET_FILES, deny: [...SECRET_FILES.deny!, 'Edit(//usr/bin/**)', 'Read(//run/secrets/**)'] };

describe('globs through kernel links (linux)', () => {
  lineTable(SYSTEM_FILES, [
    ['cat /proc/*/root/etc/passwd', 'ask'],
    ['cat /proc/[s]elf/root/etc/passwd', 'ask'],
    ['cat /pro?/self/root/etc/passwd', 'ask'],
    ['cat /proc/self/root/etc/pass*', 'ask'],
    ['cat /proc/*/root/home/*/.ssh/id_rsa', 'ask'],
    ['cat /proc/self/fd/*', 'ask'],
    ['cat /proc/self/cwd/../*', 'ask'],
    ['cat /proc/*/task/*/root/etc/shadow', 'ask'],
    ['cat /dev/fd/*', 'ask'],
    ['cat /dev/f?/3', 'ask'],
    ['cat /dev/std*/etc/passwd', 'ask'],
    ['cat /p*/*/r*/home/dev/.ssh/k', 'ask'],
    // A recursive command's glob, and one read after a cd.
    ['cp -r /pro?/self/root/etc d', 'ask'],
    ['grep -r x /p*', 'ask'],
    ['cd /proc/self/root && cat etc/pass*', 'ask'],
    // (Written out, the link is read as before.)
    ['grep -r x /proc/self/root/etc', 'deny'],
    // System links (usrmerge, /var/run): the other spelling meets the rule.
    ['cp x /bin/*', 'ask'],
    ['cp x /b?n/ls', 'ask'],
    ['cat /var/run/secrets/*', 'ask'],
    ['cat /var/r*/secrets/token', 'ask'],
    // Precision: globs through no link, and links beside no rule.
    ['cat src/*.ts', 'allow'],
    ['ls /tmp/*.log', 'allow'],
    ['cat /var/log/*.log', 'allow'],
    ['grep -r x /usr/lib/*', 'allow'],
    ['cp x /usr/local/bin/*', 'allow'],
    ['cat /proc/*/status', 'allow'],
    ['ls /dev/f?', 'allow'],
    ['ls /*', 'allow'],
    ['cat /usr/share/doc/*', 'allow'],
  ]);
});

// Not a glob: `/dev/stdin` is the process's descriptor 0, which `< /` makes the root directory
// (`cat /dev/stdin/etc/hostname < /` prints it; `grep -r x /dev/stdin < /etc` searches /etc).
describe('paths below a descriptor (linux)', () => {
  lineTable({ ...SECRET_FILES, allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'] }, [
    ['cat /dev/stdin/etc/passwd < /', 'ask'],
    ['cp /dev/stdout/etc/passwd x 1< /', 'ask'],
    ['cat /dev/stderr/home/dev/.ssh/id_rsa 2< /', 'ask'],
    ['grep -r x /dev/stdin < /', 'ask'],
    ['cp -r /dev/stdin d < /', 'ask'],
    // Precision: the descriptors themselves.
    ['cat /dev/stdin', 'allow'],
    ['echo x | tee /dev/stderr', 'allow'],
    ['grep x /dev/stdin < a.txt', 'allow'],
  ]);
});

describe('globs through system links (macOS)', () => {
  lineTable(SECRET_FILES, [
    ['cat /.vol/*/2', 'ask'],
    ['cat /.VOL/*/2', 'ask'],
    ['cat /.v*/1/2', 'ask'],
    ['cat /private/etc/pass*', 'ask'],
    ['cat /PRIVATE/ETC/pass*', 'ask'],
    ['cat /pr*/etc/passwd', 'ask'],
    ['cat /.nofollow/etc/pass*', 'ask'],
    ['cat /.resolve/1/etc/pass*', 'ask'],
    ['cat /System/Volumes/Data/private/etc/pass*', 'ask'],
    ['cat /S*/V*/D*/etc/pass*', 'ask'],
    ['cat /Volumes/*/etc/pass*', 'ask'],
    ['cat /Volumes/*/Users/dev/.ssh/*', 'ask'],
    ['cp -r /private/e* d', 'ask'],
    ['cd /private && cat etc/pass*', 'ask'],
    // Precision.
    ['cat src/*.ts', 'allow'],
    ['ls /tmp/*.log', 'allow'],
    ['ls /private/var/folders/*', 'allow'],
    ['ls /Volumes/*', 'allow'],
    ['cat /Volumes/*/notes/*.txt', 'allow'],
  ], 'shell', DARWIN);
});
