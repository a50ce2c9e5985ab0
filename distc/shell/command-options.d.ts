/** What canonical reading knows about one command's options. */
export interface CommandOptions {
    /** Options that take the next word as their argument (so it is not a positional). */
    readonly withArgument: ReadonlySet<string>;
    /**
     * Other spellings of its options (`curl --request` is `-X`, `sed --in-place` is `-i`); a long
     * one is also read from any prefix it alone in the table starts (getopt_long: `--in-pl`).
     */
    readonly synonyms?: ReadonlyMap<string, string>;
    /**
     * Options whose value, if any, is attached: the rest of a cluster (`sed -i.bak`, `-ni.orig`)
     * or `--in-place=.bak`; the next word is not taken (BSD sed's `-i SUFFIX` stays a word too).
     */
    readonly optionalValue?: ReadonlySet<string>;
    /** Global options that take no argument: the word after one is no option value. */
    readonly flags?: ReadonlySet<string>;
    /** The shortest long-option abbreviation the command takes, dashes included (3, `--r`, unless given). */
    readonly shortestAbbreviation?: number;
    /** A first word not starting with `-` is options without the dash, values following (tar: bundled-options.ts). */
    readonly bundledFirstWord?: boolean;
    /** Go's flag package (terraform): `--name` is `-name`, no letter clusters, `-name=VALUE` a value. */
    readonly goFlags?: boolean;
    /**
     * Options that do what another does and more (`node -p` runs its code as -e does, and prints):
     * a command's option also counts as the other (a rule's does not).
     */
    readonly implies?: ReadonlyMap<string, string>;
    /**
     * Options end at the first positional word that follows no option (an interpreter's script:
     * `node x.js --eval` passes --eval to it; `perl -e CODE -n` reads -n).
     */
    readonly operandEndsOptions?: boolean;
    /** The option an option word is by the program's own rules (pwsh: any case, any unique prefix), else undefined. */
    readonly spelling?: (word: string) => string | undefined;
    /** A native program whose options a PowerShell line's canonical reading reads too (by spelling and synonyms, in lower case). */
    readonly native?: boolean;
}
/** The option table of a command name (bash; a PowerShell line's for interpreters and pwsh). */
export declare function commandOptions(name: string, dialect: 'bash' | 'powershell'): CommandOptions | undefined;
