import type { Decision } from '../policy/types.js';
import { type Io } from './main.js';
export declare function explain(d: Decision): string;
export declare function checkCommand(args: readonly string[], io: Io): number;
