import type { Command } from './ast.js';
import type { PathRef } from './arguments.js';
export declare const CLIPBOARD_ITEMS = "is listed into Set-Clipboard, which Windows PowerShell binds to -LiteralPath by its PSPath: the files, and anything below a directory, go to the clipboard";
/** The paths an item lister before Set-Clipboard (member `k`; filters between) names, as possible Read parts of those members. */
export declare function clipboardItems(a: {
    addPath(ref: PathRef): void;
}, commands: readonly Command[], k: number, text: string): void;
