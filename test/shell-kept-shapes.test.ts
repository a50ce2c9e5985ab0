// src/shell/kept-shapes.ts: one object of each class a Shell decision makes stays alive between
// decisions, so that a full collection does not free their hidden classes and drop the optimized
// code that checks for them (ADR 0003, session 44; measured by bench/shell-after-gc.mjs, which
// needs --expose-gc and is not a test). Here: what the keeper holds and lets go, and that each
// class of the list gives itself to its keeper when a decision makes one.
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
import { KEPT, REFRESH, ShapeKeeper } from '../src/shell/kept-shapes.js';

describe('ShapeKeeper', () => {
  it('keeps the first object, the same one until REFRESH objects were given, then the next one', () => {
    const k = new ShapeKeeper();
    expect(k.kept).toBeUndefined();
    const objects = Array.from({ length: 2 * REFRESH + 1 }, (_, i) => ({ i }));
    k.keep(objects[0]!);
    expect(k.kept).toBe(objects[0]);
    for (let i = 1; i < REFRESH; i++) k.keep(objects[i]!);
    expect(k.kept).toBe(objects[0]);
    k.keep(objects[REFRESH]!);
    expect(k.kept).toBe(objects[REFRESH]);
    for (let i = REFRESH + 1; i <= 2 * REFRESH; i++) k.keep(objects[i]!);
    expect(k.kept).toBe(objects[2 * REFRESH]);
  });
});

describe('the classes a Shell decision makes are kept', () => {
  const policy = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)'] } })) }]);
  const ctx = { cwd: '/w', workspace: ['/w'], home: '/home/u', platform: 'linux' as const };
  it('after decisions of lines with quotes and pipes, each keeper holds an object of its class', () => {
    // (A quoted word is read by DirectWords; REFRESH + 1 decisions refresh every keeper once at least.)
    for (let i = 0; i <= REFRESH; i++) expect(decide(policy, { op: 'shell', command: `ls -la "src/x-${i}" | grep -v y` }, ctx).decision).toBe('allow');
    const classes: [keyof typeof KEPT, abstract new (...args: never[]) => object][] = [
      ['analyzer', Analyzer], ['outcome', Outcome], ['directoryFlow', DirectoryFlow], ['writtenCode', WrittenCode], ['lineLinks', LineLinks],
      ['workBudget', WorkBudget], ['canonicalMemo', CanonicalMemo], ['scanner', Scanner], ['directWords', DirectWords],
    ];
    for (const [key, cls] of classes) expect(KEPT[key].kept, key).toBeInstanceOf(cls);
    expect(KEPT.flatNodes.kept).toBeDefined();
    expect(KEPT.directParts.kept).toBeDefined();
  });
  it('a PowerShell decision keeps its parser and word builder, and a command with file arguments its FileTouches', () => {
    const win = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\u', platform: 'win32' as const };
    const ps = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['PowerShell(Remove-Item *)'], allow: ['PowerShell(*)', 'Read(**)'] } })) }]);
    expect(decide(ps, { op: 'shell', command: 'Get-Content -Path src\\a.txt | Select-String x', shell: 'powershell' }, win).decision).toBe('allow');
    expect(KEPT.powershellParser.kept).toBeDefined();
    expect(KEPT.powershellParts.kept).toBeInstanceOf(PartsBuilder);
    expect(decide(policy, { op: 'shell', command: 'tar -xf a.tar' }, ctx).decision).toBe('allow');
    expect(KEPT.fileTouches.kept).toBeInstanceOf(FileTouches);
  });
});
