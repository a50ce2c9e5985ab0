import { type Io } from './main.js';
export declare function effectiveCommand(args: readonly string[], io: Io): number;
