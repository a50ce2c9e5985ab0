import type { DecisionContext } from './types.js';
export declare function readContext(v: unknown): {
    context: DecisionContext;
} | {
    error: string;
};
