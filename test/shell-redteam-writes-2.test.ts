// Bash lines a red-team pass of output-directory options found allowed beside the Edit deny rules
// they meet (session 30): each row's line writes into /etc, ~/.ssh, a .git/hooks or
// .github/workflows through an option or operand naming the directory. Rows are also checked
// against the reference evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Edit(//etc/**)', 'Edit(**/.git/hooks/**)', 'Edit(~/.ssh/**)', 'Edit(**/.github/workflows/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

/**
 * Without the `**` rule a directory's tree written elsewhere may hold (`dist/.git/hooks/x`: a tree
 * write asks beside it), for the rows that stay allowed.
 */
const ANCHORED: Rules = {
  deny: ['Edit(//etc/**)', 'Edit(/.git/hooks/**)', 'Edit(~/.ssh/**)', 'Edit(/.github/workflows/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

const rows = (list: LineRow[]): void => lineTable(RULES, list);
const precision = (list: LineRow[]): void => lineTable(ANCHORED, list);

// npm pack writes its tarball into --pack-destination DIR (read as a package it packs), and
// `npm config set cache DIR` (logs-dir, …) makes every later npm run write below DIR.
describe('npm pack --pack-destination DIR, npm config set cache DIR (were allowed)', () => {
  rows([
    ['npm pack --pack-destination /etc', 'deny'], ['npm pack --pack-destination=/etc', 'deny'], ['npm pack --pack-dest .git/hooks', 'deny'],
    ['npm pack --pack-destination=~/.ssh', 'deny'], ['npm pack x --pack-destination .github/workflows', 'deny'],
    ['npm config set cache /etc', 'deny'], ['npm config set cache=/etc/npm', 'deny'], ['npm config set logs-dir ~/.ssh', 'deny'],
    ['npm set cache .git/hooks', 'deny'],
  ]);
  // Precision: a destination elsewhere, a key naming no directory.
  precision([
    ['npm pack', 'allow'], ['npm pack --pack-destination dist', 'allow'], ['npm config set cache /tmp/cache', 'allow'],
    ['npm config set fund false', 'allow'], ['npm install', 'allow'], ['npm pack --pack-destination /etc', 'deny'],
  ]);
});
