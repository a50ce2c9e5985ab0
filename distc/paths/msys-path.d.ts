import { hasDotSegment } from './path-text.js';
export { hasDotSegment };
import { type ResolvedPathContext } from './normalize.js';
/** Why a path's MSYS reading cannot be placed (a phrase after the path: `is under …`). */
export interface MsysUnknown {
    readonly unknown: string;
}
/**
 * The path a bash line on win32 opens for `text`, in the engine's drive form (`/c/x`, or a POSIX
 * path such as `/usr/x` that normalize.ts places on the current drive as before), when it
 * differs from the Windows reading; `{ unknown }` where it may lead anywhere (a process's link,
 * the NT object namespace under /proc/sys); undefined when the readings agree or the text is not
 * a POSIX-form path. The caller checks only bash lines on win32.
 */
export declare function msysReading(text: string, ctx: ResolvedPathContext): string | MsysUnknown | undefined;
