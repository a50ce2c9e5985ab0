// src/shell/kept-shapes.ts and src/decide/shape-seed.ts: one object of each class a Shell decision
// makes is kept alive, so that a full collection does not free their hidden classes and drop the
// optimized code that checks for them (ADR 0003, sessions 44-45; measured by
// bench/shell-after-gc.mjs, which needs --expose-gc and is not a test). The kept objects come from
// a fixed seed decision made before the first Shell decision of each dialect, never from a caller's decision:
// session 44 kept callers' objects, and a kept object held its decision's graph and policy
// (test/decide-heap-growth.test.ts measured it). Here: the seed makes an object of every class,
// one each, and callers' decisions add or replace none.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsText } from '../src/index.js';
import { Outcome } from '../src/decide/outcome.js';
import { Analyzer } from '../src/shell/analyze.js';
import { DirectoryFlow } from '../src/shell/directory-flow.js';
import { WrittenCode } from '../src/shell/written-code.js';
import { LineLinks } from '../src/shell/line-links.js';
import { WorkBudget } from '../src/shell/budget.js';
import { CanonicalMemo } from '../src/shell/canonical-memo.js';
import { Scanner } from '../src/shell/bash-lexer.js';
import { DirectWords } from '../src/shell/bash-direct-words.js';
import { FileTouches } from '../src/shell/file-touches.js';
import { PartsBuilder } from '../src/shell/powershell-scan.js';
import { keepShape, keptShapes } from '../src/shell/kept-shapes.js';

const policy = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)'] } })) }]);
const ctx = { cwd: '/w', workspace: ['/w'], home: '/home/u', platform: 'linux' as const };
const win = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\u', platform: 'win32' as const };
/** Classes of the kept objects by name: FlatNodes, DirectParts and PowerShell's Parser are not exported. */
const names = () => keptShapes().map((o) => o.constructor.name).sort();

describe('the seed keeps one object of each class a Shell decision makes', () => {
  it('before the first Shell decision of each dialect, its seed keeps one object of each class its decisions make', () => {
    expect(decide(policy, { op: 'read', path: '/w/a' }, ctx).decision).toBe('allow');
    expect(keptShapes()).toHaveLength(0);
    expect(decide(policy, { op: 'shell', command: 'ls' }, ctx).decision).toBe('allow');
    const classes: [string, abstract new (...args: never[]) => object][] = [
      ['Analyzer', Analyzer], ['Outcome', Outcome], ['DirectoryFlow', DirectoryFlow], ['WrittenCode', WrittenCode], ['LineLinks', LineLinks],
      ['WorkBudget', WorkBudget], ['CanonicalMemo', CanonicalMemo], ['Scanner', Scanner], ['DirectWords', DirectWords], ['FileTouches', FileTouches],
    ];
    for (const [name, cls] of classes) expect(keptShapes().filter((o) => o instanceof cls), name).toHaveLength(1);
    const bash = ['Analyzer', 'CanonicalMemo', 'DirectParts', 'DirectWords', 'DirectoryFlow', 'FileTouches', 'FlatNodes', 'LineLinks', 'Outcome', 'Scanner', 'WorkBudget', 'WrittenCode'];
    expect(names()).toEqual(bash);
    expect(decide(policy, { op: 'shell', command: 'Get-ChildItem', shell: 'powershell' }, win).decision).toBe('allow');
    expect(keptShapes().filter((o) => o instanceof PartsBuilder)).toHaveLength(1);
    expect(names()).toEqual([...bash, 'Parser', 'PartsBuilder'].sort());
  });

  it("a caller's decisions, bash and PowerShell, add or replace no kept object, and no kept Outcome holds a caller's policy", () => {
    const before = [...keptShapes()];
    const ps = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['PowerShell(Remove-Item *)'], allow: ['PowerShell(*)', 'Read(**)'] } })) }]);
    for (let i = 0; i < 50; i++) {
      expect(decide(policy, { op: 'shell', command: `ls -la "src/x-${i}" | grep -v y && tar -xf a${i}.tar` }, ctx).decision).toBe('allow');
      expect(decide(ps, { op: 'shell', command: `Get-Content -Path src\\a${i}.txt | Select-String x`, shell: 'powershell' }, win).decision).toBe('allow');
    }
    expect(keptShapes()).toHaveLength(before.length);
    keptShapes().forEach((o, i) => expect(o).toBe(before[i]));
    for (const o of keptShapes()) if (o instanceof Outcome) expect([policy, ps]).not.toContain(o.policy);
  });

  it('keepShape keeps nothing outside a seed decision', () => {
    const before = keptShapes().length;
    keepShape(new Scanner('x', undefined));
    expect(keptShapes()).toHaveLength(before);
  });
});
