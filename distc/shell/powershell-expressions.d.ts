import type { Command, Word } from './ast.js';
/**
 * The words of an expression statement, as written, are operands and operators that invoke
 * nothing: no method call or `(…)`, no `$(…)`/`@(…)`, no type `[…]`, no script block, no
 * here-string, no call operator.
 */
export declare function isInertExpression(words: readonly string[]): boolean;
/**
 * Automatic and preference variables whose value changes what later commands do: parameter
 * defaults, module loading, confirmation, how native arguments are passed, the default mail
 * server and transcript file, remoting defaults, how arrays become strings.
 */
export declare const RISKY_POWERSHELL_VARIABLE: RegExp;
/** `env:NAME` (or `{env:NAME}`) naming a variable that changes no program, file of code or command (subject.ts). */
export declare function isSafeEnvironmentAssignment(name: string): boolean;
/**
 * `$ErrorActionPreference = 'Stop'` (or Continue, SilentlyContinue): errors stop the line sooner
 * or are shown or not; what runs is what the analysis read either way. (`value` is the source
 * after the `=`.)
 */
export declare function isInertPreference(name: string, value: string): boolean;
/**
 * The pipeline of a statement's first word that is only `(pipeline)` or `$(…)` with property
 * reads after it (`(Get-Content package.json | ConvertFrom-Json).version`), or without them when
 * `operated` (operators follow it: `(Get-Content a) -replace 'x', 'y'`), or undefined: the
 * pipeline runs, and its value is only read.
 */
export declare function groupedPipeline(word: Word, operated?: boolean): Command | undefined;
