import { type Io } from './main.js';
export declare const SANDBOX_USAGE = "  sandbox [sources] [--user FILE] [--home DIR] [--format text|json]\n      Print the effective sandbox: managed restrictions combined with the user's settings.json\n      (\"sandbox\" key), who decided each value, and every user grant that was dropped and why.";
export declare function sandboxCommand(args: readonly string[], io: Io): number;
