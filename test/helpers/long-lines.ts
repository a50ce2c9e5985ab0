// The long-line hang guards (test/shell-long-inputs-s34.test.ts, -s35.test.ts): lines of one
// repeated unit up to 10,000 characters, decided under one policy; after three warm calls (cold,
// this host ran some of their code paths for 5 ms and more), the fastest of seven must be under
// 10 ms: far above the linear cost, far below the quadratic ones they stand for.
import { expect } from 'vitest';
import { compilePolicy } from '../../src/compile/compile.js';
import { decide } from '../../src/decide/decide.js';
import { source, REPO_LINUX, REPO_WINDOWS } from './policy.js';
import { fastestMs } from './timing.js';

export const LONG_LINE_POLICY = compilePolicy([{ loaded: source({ deny: ['Shell(rm *)', 'Read(**/.env)', 'Domain(evil.com)'], ask: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(mytool *)', 'Read(**)'] }) }]);

/** PROG and UNIT repeated to 10,000 characters, quoted with `quote`. */
export function repeated(prog: string, unit: string, quote = ''): string {
  const room = 10_000 - prog.length - 3;
  return `${prog} ${quote}${unit.repeat(Math.floor(room / unit.length))}${quote}`;
}

/** The guard: the line is at most 10,000 characters, decides, and its fastest warm call is under 10 ms. */
export function expectDecidedFast(shell: 'bash' | 'powershell', line: string): void {
  expect(line.length).toBeLessThanOrEqual(10_000);
  const ctx = shell === 'powershell' ? REPO_WINDOWS : REPO_LINUX;
  for (let k = 0; k < 3; k++) decide(LONG_LINE_POLICY, { op: 'shell', command: line, shell }, ctx);
  const { value: d, ms } = fastestMs(() => decide(LONG_LINE_POLICY, { op: 'shell', command: line, shell }, ctx), 7);
  expect(['ask', 'deny', 'allow']).toContain(d.decision);
  expect(ms).toBeLessThan(10);
}
