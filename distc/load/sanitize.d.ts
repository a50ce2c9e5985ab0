import type { FallbackEffect } from './fallbacks.js';
export interface Action {
    pointer: string;
    effect: FallbackEffect;
}
export declare function applyActions(doc: unknown, actions: readonly Action[]): unknown;
