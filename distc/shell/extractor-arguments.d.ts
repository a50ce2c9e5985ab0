import type { FileTouches } from './file-touches.js';
export declare function dpkgDebTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function dpkgTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function unarTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function cabextractTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function unsquashfsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function xarTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function lhaTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** arj, unarj, unace: `COMMAND [-SWITCH…] ARCHIVE [BASE_DIR/] [FILES…]`. */
export declare function arjTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function zpaqTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function uudecodeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
