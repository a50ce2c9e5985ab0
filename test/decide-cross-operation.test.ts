// An operation a Read, Edit or Domain rule denies or asks is not allowed when a shell line does the
// same thing: with Shell(*) and PowerShell(*) allowed, if reading (editing, fetching) a rule's own
// example is denied or asked by the rule, no equivalent line is allowed. Every Read/Edit/Domain
// rule of fixtures/property-rules.json, as deny and as ask, on linux, darwin and win32 (PowerShell
// lines on win32). From the m1 property review (cross.mjs).
import { describe, expect, it } from 'vitest';
import type { CompiledPolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { Operation } from '../src/policy/types.js';
import {
  CONTEXTS, decisionOf, describeOperation, examplePath, exampleUrl, FILLINGS, FIXTURE_RULES, type Platform, PLATFORMS, policyOf, type Restrict,
} from './helpers/rule-examples.js';

const SHELLS_ALLOWED = ['Shell(*)', 'PowerShell(*)'];

/** A bash single-quoted word; a PowerShell single-quoted string. */
const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const psq = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Lines that read `p`, edit `p` or fetch `u`, in bash and in PowerShell. */
const READ_BASH = (p: string) => [`cat ${sq(p)}`, `head -n 1 ${sq(p)}`, `grep x ${sq(p)}`, `cp ${sq(p)} /tmp/o`, `wc -l < ${sq(p)}`, `less ${sq(p)}`, `tar cf /tmp/x.tar ${sq(p)}`, `base64 ${sq(p)}`];
const EDIT_BASH = (p: string) => [`echo x > ${sq(p)}`, `touch ${sq(p)}`, `rm -f ${sq(p)}`, `cp /tmp/o ${sq(p)}`, `sed -i s/a/b/ ${sq(p)}`, `tee ${sq(p)} < /dev/null`, `mv /tmp/o ${sq(p)}`];
const READ_PWSH = (p: string) => [`Get-Content ${psq(p)}`, `gc ${psq(p)}`, `Copy-Item ${psq(p)} C:\\tmp\\o`, `cat ${psq(p)}`, `Select-String x ${psq(p)}`, `type ${psq(p)}`];
const EDIT_PWSH = (p: string) => [`Set-Content ${psq(p)} x`, `'x' > ${psq(p)}`, `Remove-Item ${psq(p)}`, `Out-File -FilePath ${psq(p)}`, `New-Item ${psq(p)}`, `Add-Content ${psq(p)} x`];
const FETCH_BASH = (u: string) => [`curl ${sq(u)}`, `wget ${sq(u)}`, `curl -sSL ${sq(u)} -o /tmp/o`, `python3 -c ${sq(`import urllib.request; urllib.request.urlopen("${u}")`)}`, `node -e ${sq(`fetch("${u}")`)}`];
const FETCH_PWSH = (u: string) => [`Invoke-WebRequest ${psq(u)}`, `iwr ${psq(u)}`, `Invoke-RestMethod -Uri ${psq(u)}`, `curl.exe ${psq(u)}`];

interface Tally { operations: number; lines: number; failures: string[] }

/** If a rule denies or asks `operation`, every one of `lines` must be denied or asked too. */
function checkLines(policy: CompiledPolicy, rule: string, list: Restrict, operation: Operation, platform: Platform, lines: Record<'bash' | 'powershell', string[]>, tally: Tally): void {
  const d = decide(policy, operation, CONTEXTS[platform]);
  if (!d.reasons.some((r) => r.code === 'deny-rule' || r.code === 'ask-rule')) return;
  tally.operations++;
  for (const shell of ['bash', 'powershell'] as const) {
    for (const command of lines[shell]) {
      tally.lines++;
      const line = decisionOf(policy, { op: 'shell', command, shell }, platform);
      if (line === 'allow') tally.failures.push(`${list} ${rule} on ${platform}: ${describeOperation(operation)} is ${d.decision}, ${shell} line \`${command}\` allowed`);
    }
  }
}

const selectorOf = (rule: string) => rule.slice(0, rule.indexOf('('));
const patternOf = (rule: string) => rule.slice(rule.indexOf('(') + 1, -1);

describe('an operation a rule denies or asks is not allowed as an equivalent shell line (Shell(*) and PowerShell(*) allowed)', () => {
  it('Read and Edit rules: cat/head/grep/</cp/less/tar/base64, >/touch/rm/cp/sed -i/tee/mv, Get-Content/Set-Content/Remove-Item...', () => {
    const tally: Tally = { operations: 0, lines: 0, failures: [] };
    const rules = FIXTURE_RULES.filter((r) => ['Read', 'Edit', 'Write'].includes(selectorOf(r)));
    for (const rule of rules) {
      for (const list of ['deny', 'ask'] as const) {
        const policy = policyOf(list, [rule], SHELLS_ALLOWED);
        for (const platform of PLATFORMS) {
          const paths = new Set(FILLINGS.map((f) => examplePath(patternOf(rule), platform, f)));
          for (const p of paths) {
            if (p === undefined) continue;
            const pwsh = platform === 'win32';
            checkLines(policy, rule, list, { op: 'read', path: p }, platform, { bash: READ_BASH(p), powershell: pwsh ? READ_PWSH(p) : [] }, tally);
            checkLines(policy, rule, list, { op: 'edit', path: p }, platform, { bash: EDIT_BASH(p), powershell: pwsh ? EDIT_PWSH(p) : [] }, tally);
          }
        }
      }
    }
    expect(tally.failures.slice(0, 10)).toEqual([]);
    // 150 rules x 2 lists x 3 platforms x 1-2 paths x read/edit: 2,400 operations restricted, 21,746 lines.
    expect(tally.operations).toBeGreaterThan(2_000);
    expect(tally.lines).toBeGreaterThan(18_000);
  });

  it('Domain rules: curl/wget/python urlopen/node fetch, Invoke-WebRequest/iwr/Invoke-RestMethod/curl.exe', () => {
    const tally: Tally = { operations: 0, lines: 0, failures: [] };
    for (const rule of FIXTURE_RULES.filter((r) => selectorOf(r) === 'Domain')) {
      const url = exampleUrl(patternOf(rule));
      if (url === undefined) continue;
      for (const list of ['deny', 'ask'] as const) {
        const policy = policyOf(list, [rule], SHELLS_ALLOWED);
        for (const platform of PLATFORMS) {
          checkLines(policy, rule, list, { op: 'fetch', url }, platform, { bash: FETCH_BASH(url), powershell: platform === 'win32' ? FETCH_PWSH(url) : [] }, tally);
        }
      }
    }
    expect(tally.failures.slice(0, 10)).toEqual([]);
    // 89 rules x 2 lists x 3 platforms: 534 fetches restricted, 3,382 lines.
    expect(tally.operations).toBeGreaterThan(450);
    expect(tally.lines).toBeGreaterThan(2_800);
  });
});
