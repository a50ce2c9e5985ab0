export declare const MAX_NAMES = 4096;
/**
 * `make`, memoized by name. `make` must depend on the name alone (immutable tables) and return
 * `none` itself (never undefined) for a name no table knows.
 */
export declare function nameMemo<T>(make: (name: string) => T, none: T): (name: string) => T;
