import type { Command, FunctionDef } from './ast.js';
import { LineValues } from './line-values.js';
/** A function the line defines: the flow's name for it, and its body kept by name (a later definition of that name is kept beside it: either may run). */
export declare function defineFunction(r: {
    values: LineValues | undefined;
    readonly flow: {
        defines(name: string): void;
    };
}, node: FunctionDef): void;
/** The bodies of the function a substitution's command calls by a literal name the line defines (`$(f)`, `$(f x)`), or undefined. */
export declare function calledFunctionBodies(body: Command, values: LineValues | undefined): readonly Command[] | undefined;
/**
 * The values a called function's bodies read (reading r of the call's words): its positional
 * parameters are the call's words, known values in place (`$(f passwd)`: `$1` is `passwd`).
 */
export declare function callValues(call: Command, values: LineValues, r: number): LineValues;
/**
 * A function's printed text read, at most this many characters (a work bound, as a substitution's
 * derived paths are: MAX_DERIVED_CHARS): past it the text is unknown, and its reading asks
 * (computed-output.ts). (A literal: a constant imported here is not yet set while the modules load.) `f(){ echo $1…(100×); }; g(){ f $1…(8×); }` printed 7,200,000: 7-20 ms.
 */
export declare const MAX_PRINTED_CHARS = 8192;
/** What a function the line defines may print (reading r), undefined past MAX_PRINTED_CHARS. */
export declare function functionOutput(bodies: readonly Command[], values: LineValues | undefined, r: number): string | undefined;
/** Whether reading r of a function's printed text is longer than is read (MAX_PRINTED_CHARS). */
export declare function printedBeyondBound(bodies: readonly Command[], values: LineValues | undefined, r: number): boolean;
/** Whether no function is being read now: what is read of one then does not depend on the calls being read (call-memos.ts). */
export declare function outsideCalls(): boolean;
/** How many readings a called function's bodies have together. */
export declare function functionReadings(bodies: readonly Command[], values: LineValues | undefined): number;
/** What a called function prints into a pipe (`f(){ echo /etc/passwd; }; f | mytool`): its readings, a line each, or undefined. */
export declare function functionPipedText(node: Command, values: LineValues | undefined): {
    text: string;
    literal: true;
    computed?: true;
} | undefined;
