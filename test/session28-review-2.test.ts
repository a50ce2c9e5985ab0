// A second review of this session's readers (globs through links, .exe names, just, PowerShell
// pipelines, file:// servers, proxies, "$@", runners and keychains, man -M). Each deny-side row
// was allowed before its fix; the precision rows pin ordinary lines that must stay allowed.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable, SECRET_FILES } from './helpers/line-table.js';

const DARWIN: DecisionContext = { cwd: '/Users/dev/w', workspace: ['/Users/dev/w'], home: '/Users/dev', platform: 'darwin' };
const SYSTEM_FILES = { ...SECRET_FILES, deny: [...SECRET_FILES.deny!, 'Read(//usr/local/secret/**)'] };

// A glob's `..` after a system link was removed lexically (`/var/run/../etc` read as `/var/etc`);
// the kernel climbs from the link's target (`/run/..` is `/`), as a plain path's `..` is read.
describe('a glob with a .. after a system link', () => {
  lineTable(SYSTEM_FILES, [
    ['cat /var/run/../etc/pass*', 'ask'],
    ['cat /usr/../var/run/../etc/pass*', 'ask'],
    ['cat /bin/../local/secret/*', 'ask'],
    ['cat /sbin/../local/secre?/key', 'ask'],
    ['cd /var/run && cat ../etc/pass*', 'ask'],
    // (Written out, as before.)
    ['cat /var/run/../etc/passwd', 'deny'],
    // Precision: a `..` after no link, or a link leading nowhere a rule is.
    ['cat /var/log/../tmp/*.log', 'allow'],
    ['cat src/../test/*.ts', 'allow'],
    ['cat /bin/../share/doc/*', 'allow'],
  ]);
  lineTable(SECRET_FILES, [
    // (macOS: `/tmp/..` is `/private`; the glob is met in both spellings.)
    ['cat /tmp/../etc/pass*', 'ask'],
    ['cat /tmp/../tmp/*.log', 'allow'],
  ], 'shell', DARWIN);
});
