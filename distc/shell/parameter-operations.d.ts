/** A value with its expansion's operation applied where it is computed, else the value itself (the whole value stays a reading: value-readings.ts withOperations). */
export declare function operated(text: string, value: string): string;
/** Whether an expansion's operation on a value the line shows is not computed (`X=/tmp/a; mytool ${X/a/$Y}`): its readings ask. */
export declare function uncomputedOperation(text: string, values: {
    get(name: string): readonly string[] | undefined;
}, nameOf: (text: string) => string | undefined): boolean;
/** A value with the case change its expansion makes (`${X,,}`, `${X^}`, `${X~~}`, `${X@L}`): only where that is the whole operation. */
export declare function caseChanged(text: string, value: string): string;
