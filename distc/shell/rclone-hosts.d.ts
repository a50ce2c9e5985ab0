import type { FileTouches } from './file-touches.js';
/**
 * The hosts of rclone's words: backend flags (`--sftp-host h`, `--http-url=U`) and the
 * connection strings of its operands.
 */
export declare function rcloneHosts(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
