import type { FileTouches } from './file-touches.js';
export declare function installerTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function profilesTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function launchctlTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
