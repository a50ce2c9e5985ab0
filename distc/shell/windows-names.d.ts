/** The name may be a table's name spelled otherwise: it has an upper-case letter or a `.` (`MSBuild`, `msbuild.exe`). */
export declare function mayFold(name: string): boolean;
/** `name` in lower case without `.exe`. */
export declare function windowsName(name: string): string;
