import { type Io } from './main.js';
export declare function validateCommand(args: readonly string[], io: Io): number;
