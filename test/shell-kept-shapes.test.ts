// src/decide/kept-shapes.ts: one object of each class a Shell decision makes is kept alive, so
// that a full collection does not free their hidden classes and drop the optimized code that
// checks for them (ADR 0003, sessions 44-45; measured by bench/shell-after-gc.mjs, which needs
// --expose-gc and is not a test). The objects are made empty by the classes' own constructors
// before the first Shell decision, never taken from a caller's decision: session 44 kept callers'
// objects, and a kept object held its decision's graph and policy (test/decide-heap-growth.test.ts
// measured it). Here: which classes are kept, when, and that nothing of a caller's is.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsText } from '../src/index.js';
import { Outcome } from '../src/decide/outcome.js';
import { Analyzer } from '../src/shell/analyze.js';
import { Scanner } from '../src/shell/bash-lexer.js';
import { FlatNodes } from '../src/shell/bash-flat-lines.js';
import { DirectWords } from '../src/shell/bash-direct-words.js';
import { CanonicalMemo } from '../src/shell/canonical-memo.js';
import { FileTouches } from '../src/shell/file-touches.js';
import { PartsBuilder } from '../src/shell/powershell-scan.js';
import { DirectoryFlow } from '../src/shell/directory-flow.js';
import { WorkBudget } from '../src/shell/budget.js';
import { WrittenCode } from '../src/shell/written-code.js';
import { LineLinks } from '../src/shell/line-links.js';
import { keptShapes } from '../src/decide/kept-shapes.js';

const policy = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)'] } })) }]);
const ctx = { cwd: '/w', workspace: ['/w'], home: '/home/u', platform: 'linux' as const };
const win = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\u', platform: 'win32' as const };

describe('kept shapes', () => {
  it('are made before the first Shell decision (not by a Read), one object of each class', () => {
    expect(decide(policy, { op: 'read', path: '/w/a' }, ctx).decision).toBe('allow');
    expect(keptShapes()).toHaveLength(0);
    expect(decide(policy, { op: 'shell', command: 'ls' }, ctx).decision).toBe('allow');
    const classes: [string, abstract new (...args: never[]) => object][] = [
      ['Outcome', Outcome], ['Analyzer', Analyzer], ['Scanner', Scanner], ['FlatNodes', FlatNodes], ['DirectWords', DirectWords],
      ['CanonicalMemo', CanonicalMemo], ['FileTouches', FileTouches], ['PartsBuilder', PartsBuilder],
    ];
    for (const [name, cls] of classes) expect(keptShapes().filter((o) => o instanceof cls), name).toHaveLength(1);
    // (PowerShell's Parser is not exported: by its name.)
    expect(keptShapes().filter((o) => o.constructor.name === 'Parser')).toHaveLength(1);
    expect(keptShapes()).toHaveLength(classes.length + 1);
    // The kept Analyzer's own helpers are kept with it.
    const a = keptShapes().find((o) => o instanceof Analyzer) as Analyzer;
    expect(a.flow).toBeInstanceOf(DirectoryFlow);
    expect(a.budget).toBeInstanceOf(WorkBudget);
    expect(a.writtenCode).toBeInstanceOf(WrittenCode);
    expect(a.links).toBeInstanceOf(LineLinks);
  });

  it("hold nothing of a caller's: no caller's policy, and callers' decisions add or replace none", () => {
    const before = [...keptShapes()];
    const ps = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['PowerShell(Remove-Item *)'], allow: ['PowerShell(*)', 'Read(**)'] } })) }]);
    for (let i = 0; i < 50; i++) {
      expect(decide(policy, { op: 'shell', command: `ls -la "src/x-${i}" | grep -v y && tar -xf a${i}.tar` }, ctx).decision).toBe('allow');
      expect(decide(ps, { op: 'shell', command: `Get-Content -Path src\\a${i}.txt | Select-String x`, shell: 'powershell' }, win).decision).toBe('allow');
    }
    expect(keptShapes()).toHaveLength(before.length);
    keptShapes().forEach((o, i) => expect(o).toBe(before[i]));
    const outcome = keptShapes().find((o) => o instanceof Outcome) as Outcome;
    expect([policy, ps]).not.toContain(outcome.policy);
    // (The kept objects are empty: the Analyzer read no line, the FileTouches no text.)
    expect((keptShapes().find((o) => o instanceof Analyzer) as Analyzer).commands).toEqual([]);
    expect((keptShapes().find((o) => o instanceof FileTouches) as FileTouches).paths).toEqual([]);
  });
});
