import type { FileTouches } from './file-touches.js';
export declare function plistBuddyTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function defaultsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function plutilTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
