import { type FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** The server a client connects to: `-h HOST`, a URI (`postgres://h/db`), a conninfo (`host=h dbname=x`). */
export declare function server(t: FileTouches, scheme: string, value: {
    word: string;
    dynamic: boolean;
}): void;
/** Database clients by the name they run as. */
export declare const SQL_CLIENTS: readonly [string, Reader][];
export {};
