export interface BareRunner {
    /** The runner subcommand (a WRAPPER_SPECS key) the bare form is. */
    readonly runner: string;
    /** The tool's own subcommands: any other first word is the program. */
    readonly subcommands: ReadonlySet<string>;
    /** Its options before the program are the runner's own (`uftrace -F main PROG`): the runner reads the whole line. */
    readonly optionsAreRunners?: boolean;
    /** A first word that picks where the rest runs (`esy @sandbox CMD`): skipped, the words after it read as after the tool. */
    readonly selector?: RegExp;
}
export declare const BARE_RUNNERS: ReadonlyMap<string, BareRunner>;
