// The types and attributes a PowerShell `param(...)` block (powershell-keywords.ts) may give a
// parameter without the binding running code of its own. A type converts the argument when it
// binds (`[IO.StreamWriter]$w` would create the file it names), and an attribute is an object
// built at binding: only the types and attributes known to do nothing else are read as inert;
// any other makes the line a problem (it asks).
/** Types whose conversion only parses or wraps a value (lower case, no `System.`, no `[]`). */
const INERT_TYPES = new Set([
    'string', 'char', 'bool', 'boolean', 'byte', 'sbyte', 'int', 'int16', 'int32', 'int64', 'uint16', 'uint32', 'uint64',
    'long', 'short', 'ushort', 'uint', 'ulong', 'double', 'single', 'float', 'decimal', 'bigint', 'numerics.biginteger',
    'object', 'psobject', 'management.automation.psobject', 'switch', 'management.automation.switchparameter',
    'array', 'hashtable', 'collections.hashtable', 'datetime', 'timespan', 'guid', 'version', 'semver',
    'management.automation.semanticversion', 'scriptblock', 'management.automation.scriptblock',
]);
/** Parameter attributes that only declare or validate (lower case, no namespace, no `Attribute`). */
const INERT_ATTRIBUTES = new Set([
    'parameter', 'alias', 'allownull', 'allowemptystring', 'allowemptycollection', 'validatenotnull',
    'validatenotnullorempty', 'validatenotnullorwhitespace', 'validateset', 'validaterange', 'validatepattern',
    'validatelength', 'validatecount', 'validatescript', 'validatedrive', 'validateuserdrive', 'supportswildcards',
    'psdefaultvalue', 'argumentcompleter', 'argumentcompletions',
    // (Before the block: `[CmdletBinding(SupportsShouldProcess)] param(...)`.)
    'cmdletbinding',
]);
/** `[string]`, `[System.Int32[]]`: a type constraint whose conversion runs nothing. */
export function isInertParameterType(literal) {
    const name = literal.slice(1, -1).trim().toLowerCase().replace(/(?:\[\])+$/, '').replace(/^system\./, '');
    return INERT_TYPES.has(name);
}
/** `Parameter`, `System.Management.Automation.ValidateSetAttribute`: an attribute that runs nothing of its own. */
export function isInertParameterAttribute(name) {
    const short = name.toLowerCase().replace(/^(?:system\.)?(?:management\.automation\.)?/, '').replace(/attribute$/, '');
    return INERT_ATTRIBUTES.has(short);
}
//# sourceMappingURL=powershell-param-types.js.map