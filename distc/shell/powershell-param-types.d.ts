/** `[string]`, `[System.Int32[]]`: a type constraint whose conversion runs nothing. */
export declare function isInertParameterType(literal: string): boolean;
/** `Parameter`, `System.Management.Automation.ValidateSetAttribute`: an attribute that runs nothing of its own. */
export declare function isInertParameterAttribute(name: string): boolean;
