import type { Part } from '../policy/types.js';
import { type AbsoluteWordRule, type CommandDirectory } from '../shell/rule-directories.js';
import type { CommandSubject } from '../shell/subject.js';
import type { Outcome } from './outcome.js';
/**
 * `home`: the home directory as a POSIX path, undefined when unknown (or the line may assign HOME);
 * `treePaths`: the words the command acts below (recursive-words.ts).
 */
export declare function checkCommandDirectories(o: Outcome, command: CommandSubject, p: Part, home: string | undefined, treePaths?: ReadonlySet<string>): void;
/** The rules met, as a deny or ask; a possible reading's match asks (CommandSubject.possible). */
export declare function report(o: Outcome, c: CommandSubject, ids: readonly number[], p: Part): void;
/**
 * Whether the rule meets the command in one of `dirs`: its id to `ids` where the directory is
 * known, else an incomplete analysis (once: `unknown`, already reported); whether one was.
 */
export declare function checkRule(o: Outcome, r: AbsoluteWordRule, dirs: readonly CommandDirectory[], meets: (r: AbsoluteWordRule, dir: CommandDirectory) => boolean, ids: number[], p: Part, unknown: boolean): boolean;
