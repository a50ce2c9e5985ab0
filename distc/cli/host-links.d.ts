import type { DecisionContext } from '../policy/types.js';
export declare const LINK_OPTIONS: {
    readonly 'no-resolve-symlinks': {
        readonly type: "boolean";
        readonly default: false;
    };
};
export declare const LINK_USAGE = "  --no-resolve-symlinks  do not follow symbolic links on this machine (by default, on linux and\n                  darwin, a path is also checked where its links lead, as realpath(3) gives it)";
/** The default context with this machine's resolver, unless turned off or on Windows. */
export declare function withHostLinks(context: DecisionContext, off: boolean | undefined): DecisionContext;
/** A request's context: the resolver only where it names this machine's platform (or none). */
export declare function forThisMachine(context: DecisionContext): DecisionContext;
