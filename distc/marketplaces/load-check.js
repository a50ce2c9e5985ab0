import { adminRegexCompiler } from '../regex/admin-regex.js';
/**
 * Problems of the patterns in `doc`, skipping entries the schema already found invalid
 * (`invalid` holds the pointers of schema issues).
 */
export function administratorRegexIssues(doc, invalid) {
    const list = doc !== null && typeof doc === 'object' ? doc.strictKnownMarketplaces : undefined;
    if (!Array.isArray(list))
        return [];
    const issues = [];
    const compile = adminRegexCompiler();
    list.forEach((entry, index) => {
        if (entry === null || typeof entry !== 'object')
            return;
        const type = entry.source;
        if (type !== 'hostPattern' && type !== 'pathPattern')
            return;
        const text = entry[type];
        const at = `/strictKnownMarketplaces/${index}`;
        if (typeof text !== 'string' || [...invalid].some((p) => p === at || p.startsWith(`${at}/`)))
            return;
        const compiled = compile(text);
        if (compiled.ok)
            return;
        const { problem } = compiled;
        const what = problem.kind === 'syntax' ? 'is not a valid pattern' : problem.kind === 'unsupported' ? 'cannot be matched in linear time' : 'is too complex to match in linear time';
        issues.push({
            pointer: `${at}/${type}`,
            code: 'invalid-regex',
            message: `${type} ${JSON.stringify(text)} ${what}: ${problem.message}`,
            hint: problem.hint,
            ruleOffset: problem.offset,
        });
    });
    return issues;
}
//# sourceMappingURL=load-check.js.map