import type { FileTouches } from './file-touches.js';
declare function dotnetCompilerTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** The compilers read here, with their reader (file-arguments.ts). */
export declare const DOTNET_COMPILERS: readonly [string, typeof dotnetCompilerTouches][];
export {};
