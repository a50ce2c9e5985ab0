// Bash lines a red-team pass found allowed beside the Read/Edit deny rules they meet (session 27):
// each row's line reads or writes a file under /etc, ~/.ssh or a `.env`. Rows are also checked
// against the reference evaluator; ordinary lines stay allowed.
import { describe, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { expectDecision, REPO_LINUX, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Edit(~/.ssh/**)', 'Read(**/.env)', 'Edit(**/.env)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

function rows(list: [line: string, expected: DecisionKind][]): void {
  it.each(list)('%s -> %s', (line, expected) => {
    expectDecision(RULES, 'shell', line, expected, REPO_LINUX);
  });
}

// `--reference=FILE` attached was read as an unknown option that gives the mode: FILE was skipped.
describe('chmod/chown/chgrp --reference=FILE reads FILE (were allowed)', () => {
  rows([
    ['chmod --reference=/etc/shadow a', 'deny'], ['chown --reference=/etc/x a', 'deny'], ['chgrp --reference=.env a', 'deny'],
    ['chown --ref=/etc/x a', 'deny'], ['chgrp --reference /etc/x a', 'deny'],
    // Precision: a reference elsewhere; an ordinary mode.
    ['chmod --reference=a b', 'allow'], ['chmod 644 a', 'allow'], ['chown dev: a', 'allow'],
  ]);
});

// setfacl's own reader skipped every word starting with `-` but `-M FILE` written apart: an
// attached `-M/etc/x` and `--restore=DUMP` (which sets the ACLs of the files DUMP names) were not read.
describe('setfacl -MFILE, -XFILE, --restore=DUMP (were allowed)', () => {
  rows([
    ['setfacl -M/etc/acl a', 'deny'], ['setfacl -X~/.ssh/acl a', 'deny'], ['setfacl --modify-file=.env a', 'deny'],
    ['setfacl --restore=/etc/acl', 'deny'], ['setfacl --restore=acl.txt', 'ask'], ['setfacl --restore acl.txt', 'ask'],
    ['setfacl -m u:dev:r /etc/x', 'deny'], ['setfacl -Rm u:dev:r ~/.ssh', 'deny'],
    // Precision: ACL entries and files elsewhere; `-M -` reads standard input.
    ['setfacl -m u:dev:rw a', 'allow'], ['setfacl -M acl.txt a', 'allow'], ['setfacl -x u:dev a b', 'allow'], ['setfacl -b a', 'allow'],
    ['setfacl -M - a', 'allow'],
  ]);
});
