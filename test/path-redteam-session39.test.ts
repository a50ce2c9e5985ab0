// Red-team finds of session 39 in Read and Edit paths (and the shell words read as paths), left by
// session 38. Each ask row was allowed before its fix; the allow rows keep neighbours
// precise. Each Read/Edit row is also checked against the reference evaluator (pathDecider), each
// shell row too (decideBoth).
import { describe, expect, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { namesOtherHome } from '../src/paths/client-rewrites.js';
import { decideBoth, op, REPO_LINUX, REPO_WINDOWS, source } from './helpers/policy.js';
import { pathDecider, REDTEAM_RULES } from './helpers/redteam-policies.js';

type Row = [kind: 'read' | 'edit', path: string, expected: DecisionKind];

const decided = pathDecider(REDTEAM_RULES);

// On win32 `~root\.ssh\x` was read as a relative path in the workspace (allowed), while a client's
// shell (Git Bash, MSYS, PowerShell on Unix) or an MSYS/Cygwin program's command-line globbing may
// expand `~root` to that user's home. On linux it asked (normalize.ts): now on win32 too.
describe('win32: a path starting ~NAME is another user\'s home (was allowed)', () => {
  const rows: Row[] = [
    ['read', '~root\\.ssh\\id_rsa', 'ask'],
    ['read', '~root/.ssh/id_rsa', 'ask'],
    ['edit', '~root\\.ssh\\authorized_keys', 'ask'],
    ['read', '~Administrator\\AppData\\x', 'ask'],
    ['read', '~root', 'ask'],
    // (bash's `~+`, `~-` and `~1` are the cwd, the last one and the directory stack.)
    ['read', '~+\\x', 'ask'],
    ['read', '~1\\x', 'ask'],
    // Through the client's other readings too: white space at the ends, a file: URL.
    ['read', ' ~root\\.ssh\\x', 'ask'],
    ['read', 'file:~root/.ssh/x', 'ask'],
    // The relative reading is still checked: a deny on it stays a deny.
    ['read', '~admin\\x.pem', 'deny'],
    // Precision: the user's own home keeps its reading (outside the workspace: not allowed by Read(**)).
    ['read', '~', 'ask'],
    ['read', '~\\x', 'ask'],
    ['read', '~/x', 'ask'],
    ['read', '~\\x.pem', 'deny'],
    // Precision: a `~` past the start is a name.
    ['read', 'a~b\\x', 'allow'],
    ['read', 'x\\~y', 'allow'],
    ['edit', 'src\\~tmp', 'allow'],
    ['read', 'src/~1/a.ts', 'allow'],
  ];
  it.each(rows)('win32: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_WINDOWS)).toBe(expected);
  });
  // (As linux read it already.)
  it.each([['read', '~root/.ssh/id_rsa', 'ask'], ['read', 'a~b/x', 'allow']] as Row[])('linux: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_LINUX)).toBe(expected);
  });
  it('namesOtherHome: ~NAME first, not ~ alone, ~\\ or ~/', () => {
    for (const p of ['~root', '~root\\x', '~root/x', '~+', '~1\\x', '~$x.docx']) expect(namesOtherHome(p)).toBe(true);
    for (const p of ['~', '~\\x', '~/x', 'a~b', 'x\\~y', '']) expect(namesOtherHome(p)).toBe(false);
  });
});

describe('win32: a PowerShell word starting ~NAME is another user\'s home (was allowed)', () => {
  const rules = source(REDTEAM_RULES);
  const rows: [line: string, expected: DecisionKind][] = [
    ['mytool ~root\\.ssh\\x', 'ask'],
    ['mytool ~root/.ssh/x', 'ask'],
    ['mytool out=~root/x', 'ask'],
    ['Get-Content ~root\\.ssh\\x', 'ask'],
    // Precision: the user's own home, a name with `~` past the start.
    ['mytool ~\\x', 'allow'],
    ['mytool ~', 'allow'],
    ['mytool a~b\\x', 'allow'],
    ['mytool x\\~y', 'allow'],
  ];
  it.each(rows)('%j is %s', (line, expected) => {
    expect(decideBoth([rules], op('pwsh', line), REPO_WINDOWS).decision).toBe(expected);
  });
  // Git Bash: a quoted `~root` is not expanded (bash leaves it, and an MSYS program bash starts does not glob); unquoted it is an expansion.
  it.each([['cat "~root/x"', 'allow'], ['cat ~root/x', 'ask']] as [string, DecisionKind][])('Git Bash: %j is %s', (line, expected) => {
    expect(decideBoth([rules], op('shell', line), REPO_WINDOWS).decision).toBe(expected);
  });
});
