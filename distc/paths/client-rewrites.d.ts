/** The values a variable may hold, as the decision's context gives them. */
export interface KnownValues {
    readonly home: string | undefined;
    readonly cwd: string | undefined;
}
/** Readings of a path besides the literal one. */
export interface ClientReadings {
    /** Readings whose every part is known: checked as the path is (deny, ask and allow). */
    readonly sure: readonly string[];
    /** Readings with a conventional or unknown value left in: checked for deny and ask only. */
    readonly unsure: readonly string[];
    /** Why the path can never be allowed (an unknown variable, a URL that does not decode), or undefined. */
    readonly unknown: string | undefined;
}
/** More variable references than this in a path: it is unknown (the rest are not expanded). */
export declare const MAX_VARIABLE_REFERENCES = 32;
/** More readings than this: the path is unknown (each is a full path check). */
export declare const MAX_CLIENT_READINGS = 16;
/**
 * Whether a client may open something other than `text`: one cheap test before Read/Edit's fast
 * path. (True for every win32 path that starts with a separator or holds `%`: win32 never takes the fast path.)
 */
export declare function mayBeRewritten(text: string, win32: boolean): boolean;
/** The readings of `text` besides itself (none for an ordinary path). */
export declare function clientReadings(text: string, known: KnownValues, win32: boolean): ClientReadings;
/** Why a path that starts with `~user` is unknown (on win32, where normalize.ts reads it as relative). */
export declare const OTHER_HOME = "it starts with ~NAME, another user's home directory, which the client's shell or an MSYS or Cygwin program may expand";
/**
 * Whether `text` starts with `~NAME` (`~root\.ssh`, `~admin`): a home directory bash, an MSYS or
 * Cygwin program (their command-line globbing too) or PowerShell on Unix may expand. Not `~`, `~\x`,
 * `~/x` (the user's own home) nor a `~` past the start (`a~b`, `x\~y`: a name).
 */
export declare function namesOtherHome(text: string): boolean;
