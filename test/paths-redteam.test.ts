// Read and Edit paths a review found allowed beside the deny rule they reach (red team of the
// path side: normalize.ts, links.ts, parts.ts). Each row is decided by the engine and checked
// against the reference evaluator; the allowed rows keep ordinary paths allowed.
import { describe, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { expectDecision, type Rules } from './helpers/policy.js';

type PathRow = [op: 'read' | 'edit', path: string, expected: DecisionKind];

const SECRETS: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Edit(~/.ssh/**)', 'Read(./secrets/**)', 'Edit(/.github/**)'],
  allow: ['Read(//**)', 'Read(/**)', 'Edit(//**)', 'Edit(/**)'],
};

const DARWIN: DecisionContext = { cwd: '/Users/dev/repo', workspace: ['/Users/dev/repo'], home: '/Users/dev', platform: 'darwin' };

function pathTable(rules: Rules, rows: PathRow[], context: DecisionContext): void {
  it.each(rows)('%s %s -> %s', (op, path, expected) => {
    expectDecision(rules, op, path, expected, context);
  });
}

describe('macOS: /.nofollow/ and /.resolve/FLAGS/ open the rest of the path from /', () => {
  pathTable(SECRETS, [
    ['read', '/.nofollow/Users/dev/.ssh/id_rsa', 'deny'],
    ['read', '/.NOFOLLOW/Users/dev/.ssh/id_rsa', 'deny'],
    ['read', '/.resolve/1/Users/dev/.ssh/id_rsa', 'deny'],
    ['edit', '/.nofollow/private/etc/hosts', 'deny'],
    ['edit', '/.resolve/0/Users/dev/repo/.github/workflows/x.yml', 'deny'],
    ['read', '/.nofollow/Users/dev/repo/secrets/key', 'deny'],
    ['read', '/.resolve/0/private/var/../etc/passwd', 'deny'],
    ['read', '/.nofollow/.vol/1/2', 'ask'],
    // Ordinary paths, and names that only begin so, stay allowed.
    ['read', '/.nofollow/Users/dev/repo/a.txt', 'allow'],
    ['read', '/.nofollowed/Users/dev/.ssh/id_rsa', 'allow'],
    ['read', '/Users/dev/repo/.resolve/1/x', 'allow'],
  ], DARWIN);
});
