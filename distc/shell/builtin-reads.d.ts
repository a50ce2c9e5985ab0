import { LineValues } from './line-values.js';
import type { Simple } from './runs.js';
/**
 * The values builtins that read or print into variables give them where the line shows the
 * text: `read X <<< TEXT`, `mapfile -t A <<EOF` (the text, and for read each field), `printf -v
 * X FORMAT ARGS` (what printf prints, piped-text.ts printedText).
 */
export declare function readValues(r: {
    values: LineValues | undefined;
}, c: Simple, name: string): void;
/**
 * The positional parameters a shell's `-c` string is given on the line (`bash -c 'mytool "$1"' _
 * /etc/passwd`: `$0` is `_`, `$1` and `$@` are `/etc/passwd`), as values of `0`, `1`, … and `@`.
 */
export declare function positionalValues(r: {
    values: LineValues | undefined;
}, c: Simple): void;
