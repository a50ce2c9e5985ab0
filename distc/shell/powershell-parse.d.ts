import type { ShellParse } from './ast.js';
import { type WorkBudget } from './budget.js';
export { MAX_POWERSHELL_NESTING } from './powershell-scan.js';
/** Parses a PowerShell command line. Synchronous; never throws. */
export declare function parsePowerShell(text: string, budget?: WorkBudget): ShellParse;
