/** Why the code uses child_process or fs as a value, or undefined when it reads only their members. */
export declare function nodeModuleAsValue(code: string): string | undefined;
