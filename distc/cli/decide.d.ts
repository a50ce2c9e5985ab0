import { type CompiledPolicy } from '../compile/compile.js';
import type { DecisionContext } from '../policy/types.js';
import { type Io } from './main.js';
import { type SubjectEngines } from './subject-requests.js';
/** Answers one input line (never throws). `sandbox` answers the sandbox requests. */
export declare function answerLine(policy: CompiledPolicy, defaults: DecisionContext, line: string, lineNumber: number, subjects?: SubjectEngines, sandbox?: (request: unknown) => object): string;
export declare function decideCommand(args: readonly string[], io: Io): Promise<number>;
