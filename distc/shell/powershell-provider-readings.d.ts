import type { WordPart } from './ast.js';
import type { Simple } from './runs.js';
/** The cmdlet with its words on a drive the line does not place or with a quoted wildcard read so (above), or undefined when none is. */
export declare function providerReading(c: Simple): Simple | undefined;
/**
 * The cmdlet a pipeline feeds with the paths it binds from there as one more unknown word,
 * `$input` (a possible reading: what the pipeline gives is not known, so it asks), or undefined.
 */
export declare function pipelineReading(c: Simple): Simple | undefined;
/** What the pipeline reading stands for (CommandSubject.possible). */
export declare const PIPELINE_WHEN = "binds the paths the pipeline gives it, which the line does not show";
/**
 * A literal's text as `text.split(/(\[[^\]]*\]|[*?])/)` cuts it (a `*`, a `?`, a `[` up to the
 * next `]` are glob parts, the runs between literal parts), in one pass: the split ran a regex
 * test per piece, and each `[` without a later `]` scanned to the end (quadratic).
 */
export declare function pushWildcardPieces(text: string, quoted: boolean, parts: WordPart[]): void;
