import { type OptionSpec } from './wrapper-specs.js';
export declare const OPTIONS_BEFORE_SUBCOMMAND: ReadonlyMap<string, OptionSpec>;
