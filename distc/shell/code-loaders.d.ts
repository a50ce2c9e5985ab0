import type { FileTouches } from './file-touches.js';
export declare function helmTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function sshAddTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
