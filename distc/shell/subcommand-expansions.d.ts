import type { FileTouches } from './file-touches.js';
interface Word {
    readonly word: string;
    readonly dynamic: boolean;
}
/**
 * The operands with the expansions that stand before the `count`-th literal word removed (the
 * reading where each is no word: the tool's own reader reads the rest), and the first of them.
 */
export declare function withoutSubcommandExpansions<W extends Word>(operands: readonly W[], count: number): {
    operands: W[];
    hidden: W | undefined;
};
/**
 * The other readings of a line whose subcommand words hold an expansion: it may be the
 * subcommand and its files, or an option naming a server or a file, so it is an unknown host and
 * path (they ask where Domain, Read or Edit deny or ask rules exist), and each literal operand
 * after it may be a file the subcommand reads or writes (a possible part).
 */
export declare function unknownSubcommand(hidden: Word, operands: readonly Word[], t: FileTouches): void;
/**
 * Each operand from an expansion that may be an option (`aws s3 ls $X`: `--endpoint-url=H`;
 * `gh pr list "$X"`: `-R HOST/O/R`, `--input=F`): an unknown host and path, as such an option's
 * value from an expansion is (they ask where Domain, Read or Edit deny or ask rules exist).
 */
export declare function optionExpansions(operands: readonly Word[], t: FileTouches): void;
export {};
