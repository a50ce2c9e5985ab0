import type { FileTouches } from './file-touches.js';
import type { Word } from './long-options.js';
/**
 * A `Name: value` header (curl's `-H`, wget's and aria2c's `--header`, httpie's `Host:value` item):
 * a Host header's value is a host. `fromFile`: the tool reads `@FILE` as a file of headers.
 */
export declare function headerHost(t: FileTouches, header: Word, fromFile: boolean): void;
/**
 * PowerShell's `-Headers @{Host = 'h'; Accept = 'x'}`: a literal Host entry's value is a host. A
 * key or value the reader does not read as a literal (an expression, a variable, an escape), or
 * headers from an expansion (`-Headers $h`), may be a Host header: an unknown host.
 */
export declare function headersTableHost(t: FileTouches, headers: Word): void;
