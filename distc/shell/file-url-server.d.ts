import { type FileTouches } from './file-touches.js';
/** The server a `file:` URL reaches over SMB (`file://h/x`, `file:////h/x`), unless this machine. */
export declare function fileUrlServer(url: string, t: FileTouches): void;
