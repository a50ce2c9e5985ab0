import type { PathRef } from './arguments.js';
export declare function networkPathWords(name: string, words: readonly string[], dynamic: readonly boolean[], paths: readonly PathRef[]): readonly string[];
