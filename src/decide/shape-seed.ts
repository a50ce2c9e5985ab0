// The seed decisions whose objects src/shell/kept-shapes.ts keeps alive: one object of each class
// a Shell decision makes, so that a full collection does not free their hidden classes and drop
// the Shell path's optimized code (ADR 0003, sessions 44-45). One fixed line per dialect, decided
// under a small fixed policy before the first Shell decision of that dialect (a bash-only client
// never loads PowerShell's code for it); ~80 KB kept for the process's life, nothing of a caller's.
import { keepShapesOf } from '../shell/kept-shapes.js';
import { loadSettingsValue } from '../load/load.js';
import { compilePolicy, type CompiledPolicy } from '../compile/compile.js';
import type { Decision, DecisionContext, Operation } from '../policy/types.js';

type Decide = (policy: CompiledPolicy, operation: Operation, context?: DecisionContext) => Decision;

/** The dialects not seeded yet (bit 1: bash, bit 2: PowerShell): decide() reads it before calling seedShapes. */
export let unseededDialects = 3;

const SEED_RULES = { deny: ['Shell(rm -rf *)', 'Read(~/.ssh/**)', 'Domain(*.evil.example)'], allow: ['Shell(*)', 'Read(/src/**)', 'Edit(/src/**)'] };
/** Each makes an object of every class its dialect's decisions make (test/shell-kept-shapes.test.ts). */
const BASH_LINE = 'cd src && tar -xf a.tar && cat "a b.txt" > out.txt';
const POWERSHELL_LINE = 'Get-Content -Path src\\a.txt | Select-String x';
const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
const WIN32: DecisionContext = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' };
let seedPolicy: CompiledPolicy | undefined;

/** Before a caller's decision (`decide` passed in by decide.ts): the seed decision of its dialect, once. */
export function seedShapes(operation: Operation, decide: Decide): void {
  // (A plain JavaScript caller may pass anything: only a Shell operation seeds.)
  if (operation === null || typeof operation !== 'object' || operation.op !== 'shell') return;
  const powershell = operation.shell === 'powershell';
  const bit = powershell ? 2 : 1;
  if ((unseededDialects & bit) === 0) return;
  unseededDialects &= ~bit;
  keepShapesOf(() => {
    seedPolicy ??= compilePolicy([{ loaded: loadSettingsValue({ permissions: SEED_RULES }, { file: 'shape-seed.json', channel: 'file' }) }]);
    if (powershell) decide(seedPolicy, { op: 'shell', command: POWERSHELL_LINE, shell: 'powershell' }, WIN32);
    else decide(seedPolicy, { op: 'shell', command: BASH_LINE }, LINUX);
  });
}
