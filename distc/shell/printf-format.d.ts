/**
 * The format filled while arguments are left (a format that takes none prints once), or undefined
 * where a conversion is not read exactly. `escapes`: the format's escapes and `%b`'s read as bash
 * reads them (printer-escapes.ts bashEscapes; a `%b` argument's `\c` ends the output), else left
 * as written.
 */
export declare function formatted(format: string, args: readonly string[], escapes?: boolean): string | undefined;
