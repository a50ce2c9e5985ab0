import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
export declare const robocopyTouches: Reader;
/** Whether a command is Windows' expand.exe: `expand` in PowerShell, `expand.exe` from any shell. */
export declare function isWindowsExpand(name: string, written: string, dialect: 'bash' | 'powershell'): boolean;
export declare const windowsExpandTouches: Reader;
export {};
