import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type Io } from './main.js';
type Options = NonNullable<ParseArgsConfig['options']>;
declare const HELP: {
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
        readonly default: false;
    };
};
/** Parsed flags, or the exit code to return (after --help, or a usage error already printed). */
/** What parseArgs returns for these options (positionals allowed or not). */
export type ParsedArgs<O extends Options> = ReturnType<typeof parseArgs<{
    args: string[];
    allowPositionals: true;
    options: O & typeof HELP;
}>>;
export declare function parseCommandArgs<O extends Options>(command: string, args: readonly string[], options: O, io: Io, allowPositionals?: boolean): ParsedArgs<O> | number;
export declare function usageError(command: string, message: string, io: Io): number;
export {};
