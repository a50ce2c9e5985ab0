// Rows of lines decided under one policy, for the review test files: each row is decided by the
// engine, checked against the reference evaluator (expectDecision), and named `line -> decision`.
import { it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../../src/policy/types.js';
import { expectDecision, REPO_LINUX, type Rules } from './policy.js';

export type LineRow = [line: string, expected: DecisionKind];

/** `pwsh`: PowerShell lines (pass a win32 context such as REPO_WINDOWS). */
export function lineTable(rules: Rules, list: LineRow[], kind: 'shell' | 'pwsh' = 'shell', context: DecisionContext = REPO_LINUX): void {
  it.each(list)('%s -> %s', (line, expected) => {
    expectDecision(rules, kind, line, expected, context);
  });
}

/** Deny rules on /etc and ~/.ssh for Read and Edit, beside Shell(*) and workspace Read/Edit allows. */
export const SECRET_FILES: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Edit(~/.ssh/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};
