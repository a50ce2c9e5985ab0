import type { Part } from '../policy/types.js';
import { type CommandSubject } from '../shell/subject.js';
import type { Outcome } from './outcome.js';
export declare function checkCommand(o: Outcome, c: CommandSubject, p: Part): void;
