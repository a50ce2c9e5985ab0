// The adversarial corpus (fixtures/adversarial/): every category of reference section E.1-E.12,
// each case a real bypass report or a variant of one. Each case is also checked against the
// reference evaluator.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { CTX, decideBoth, op, source, type Rules } from './helpers/policy.js';

interface Case { shell?: string; pwsh?: string; read?: string; edit?: string; fetch?: string; expect: DecisionKind; why: string }
interface Corpus { category: string; policy: Rules; context?: DecisionContext; symlinks?: Record<string, string>; cases: Case[] }

const dir = new URL('../fixtures/adversarial/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

it('covers every category E.1-E.12 with several cases each', () => {
  const categories = files.map((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Corpus));
  expect([...new Set(categories.map((c) => c.category.split(' ')[0]))]).toEqual(
    ['E.1', 'E.2', 'E.3', 'E.4', 'E.5', 'E.6', 'E.7', 'E.8', 'E.9', 'E.10', 'E.11', 'E.12']);
  for (const c of categories) expect(c.cases.length).toBeGreaterThanOrEqual(6);
});

for (const file of files) {
  const corpus = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Corpus;
  describe(corpus.category, () => {
    const links = corpus.symlinks;
    const context: DecisionContext = { ...(corpus.context ?? CTX), ...(links ? { resolveSymlink: (p: string) => links[p] } : {}) };
    it.each(corpus.cases)('%j', (c) => {
      const [kind, subject] = c.shell !== undefined ? ['shell', c.shell] as const : c.pwsh !== undefined ? ['pwsh', c.pwsh] as const
        : c.read !== undefined ? ['read', c.read] as const : c.edit !== undefined ? ['edit', c.edit] as const : ['fetch', c.fetch ?? ''] as const;
      const d = decideBoth([source(corpus.policy)], op(kind, subject), context);
      expect({ subject, why: c.why, decision: d.decision }).toEqual({ subject, why: c.why, decision: c.expect });
    });
  });
}
