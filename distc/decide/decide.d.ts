import type { CompiledPolicy } from '../compile/compile.js';
import type { Decision, DecisionContext, Operation } from '../policy/types.js';
export declare function decide(policy: CompiledPolicy, operation: Operation, context?: DecisionContext): Decision;
