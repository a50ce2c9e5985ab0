// Building policies and asking for decisions in tests, plus the reference comparison.
import { expect } from 'vitest';
import { compilePolicy } from '../../src/compile/compile.js';
import { decide } from '../../src/decide/decide.js';
import { loadSettingsValue, type Channel, type LoadedSettings } from '../../src/load/load.js';
import type { Decision, DecisionContext, DecisionKind, Operation } from '../../src/policy/types.js';
import { referenceDecide } from '../reference/evaluator.js';

export interface Rules {
  deny?: string[];
  ask?: string[];
  allow?: string[];
}

export function source(rules: Rules, channel: Channel = 'file', file = `<${channel}>`): LoadedSettings {
  const loaded = loadSettingsValue({ permissions: rules }, { channel, file });
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`test policy is invalid: ${errors.map((d) => d.message).join('; ')}`);
  return loaded;
}

/** Linux context used by the tables: cwd and workspace /w, home /h. */
export const CTX: DecisionContext = Object.freeze({ cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' as const });

export function op(kind: 'shell' | 'read' | 'edit' | 'fetch' | 'pwsh', subject: string): Operation {
  switch (kind) {
    case 'shell': return { op: 'shell', command: subject };
    case 'pwsh': return { op: 'shell', command: subject, shell: 'powershell' };
    case 'read': return { op: 'read', path: subject };
    case 'edit': return { op: 'edit', path: subject };
    case 'fetch': return { op: 'fetch', url: subject };
  }
}

/** Decides with the compiled engine and checks that the reference evaluator agrees. */
export function decideBoth(sources: LoadedSettings[], operation: Operation, context: DecisionContext = CTX): Decision {
  const d = decide(compilePolicy(sources.map((loaded) => ({ loaded }))), operation, context);
  const r = referenceDecide(sources, operation, context);
  expect({ operation, engine: d.decision }).toEqual({ operation, engine: r.decision });
  return d;
}

export function expectDecision(rules: Rules, kind: Parameters<typeof op>[0], subject: string, expected: DecisionKind, context: DecisionContext = CTX): Decision {
  const d = decideBoth([source(rules)], op(kind, subject), context);
  expect({ subject, decision: d.decision, reasons: d.reasons.map((r) => r.code) }).toMatchObject({ subject, decision: expected });
  return d;
}

/** A repository at /w/repo (home /home/dev) on linux, and its Windows twin at C:\w\repo. */
export const REPO_LINUX: DecisionContext = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const });
export const REPO_WINDOWS: DecisionContext = Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' as const });

/** A shell line's decision under `rules`: a bash line in REPO_LINUX, a PowerShell line in REPO_WINDOWS. */
export function lineDecision(rules: Rules): (line: string, shell?: 'bash' | 'powershell') => DecisionKind {
  const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: rules }, { file: 'b.json', channel: 'file' }) }]);
  return (line, shell = 'bash') => decide(policy, { op: 'shell', command: line, shell }, shell === 'bash' ? REPO_LINUX : REPO_WINDOWS).decision;
}
