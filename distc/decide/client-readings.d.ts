import type { Part } from '../policy/types.js';
import type { Outcome } from './outcome.js';
/** Checks the client's readings of `text` (the caller tests mayBeRewritten first: most paths have none). */
export declare function checkClientReadings(o: Outcome, kind: 'read' | 'edit', text: string, p: Part): void;
