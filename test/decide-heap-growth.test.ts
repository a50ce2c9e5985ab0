// Retained heap across 20,000 decisions (issue 3, session 39): a client calls decide() on every
// tool use in one long-running process, so a cache or memo that grows with the lines it has seen
// is a defect. bench/heap-growth.mjs decides varied lines, bash and PowerShell, each with text no
// earlier line had, and reports the heap kept after a full collection at a quarter of the way and
// at the end (its own process: --expose-gc). Measured (session 39): -0.25 to +0.44 MB; with the
// name memos made never to evict +5.1 MB, the glob segment caches +1.4 to +1.5 MB, both +3.6 MB.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
/** More than the measured noise, less than what a cache that never evicts keeps over 15,000 lines. */
const MAX_GROWTH_MB = 1.2;

interface Growth {
  readonly decisions: number;
  readonly growthMB: number;
  readonly leakedEntries: number;
}

function heapGrowth(env: Record<string, string>): Growth {
  const r = spawnSync(process.execPath, ['--expose-gc', `${root}bench/heap-growth.mjs`], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 110_000 });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Growth;
}

describe('retained heap across decisions', () => {
  it('stays bounded over 20,000 decisions of new long lines', () => {
    const g = heapGrowth({ N: '20000', LEAK_BYTES: '0' });
    expect(g.decisions).toBe(20_000);
    expect(g.growthMB).toBeLessThan(MAX_GROWTH_MB);
  });

  it('sees a cache that never evicts (the measurement is not blind)', () => {
    // 3,000 entries of 1 KB kept after the first quarter: about 3 MB.
    const g = heapGrowth({ N: '4000', LEAK_BYTES: '1000' });
    expect(g.leakedEntries).toBe(4_000);
    expect(g.growthMB).toBeGreaterThan(MAX_GROWTH_MB);
  });
});
