// The policies and the decision helper the red-team test files of sessions 37-39 share: each file
// declared the same two shell policies, and the path files one `decided` helper each.
import { expect } from 'vitest';
import { compilePolicy } from '../../src/compile/compile.js';
import { decide } from '../../src/decide/decide.js';
import { loadSettingsValue } from '../../src/load/load.js';
import type { DecisionContext, DecisionKind } from '../../src/policy/types.js';
import { referenceDecide } from '../reference/evaluator.js';
import type { Rules } from './policy.js';

/** Deny /etc, *.pem, `rm` and evil.com; allow every command, path and host besides. */
export const REDTEAM_RULES: Rules = Object.freeze({
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
});

/** REDTEAM_RULES without the rule on *.pem, which any unknown tail may match (`mytool "/tmp/$Q"` asks under REDTEAM_RULES). */
export const ETC_ONLY: Rules = Object.freeze({
  deny: ['Read(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
});

/** A Read or Edit decision under `rules`, checked against the reference evaluator (the engine's decision is returned). */
export function pathDecider(rules: Rules): (kind: 'read' | 'edit', path: string, context: DecisionContext) => DecisionKind {
  const loaded = loadSettingsValue({ permissions: rules }, { file: 'r.json', channel: 'file' });
  const policy = compilePolicy([{ loaded }]);
  return (kind, path, context) => {
    const operation = { op: kind, path };
    const d = decide(policy, operation, context).decision;
    const r = referenceDecide([loaded], operation, context).decision;
    expect({ path, engine: d }).toEqual({ path, engine: r });
    return d;
  };
}
