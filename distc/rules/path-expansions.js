/** All expansions when the parts are literals and braces only (else undefined); at most `limit`. */
export function literalExpansions(parts, limit) {
    let out = [''];
    for (const part of parts) {
        let options;
        if (part.type === 'literal')
            options = [part.text];
        else if (part.type === 'braces') {
            options = [];
            for (const alt of part.alternatives) {
                const e = literalExpansions(alt, limit);
                if (e === undefined)
                    return undefined;
                options.push(...e);
                if (options.length > limit)
                    return undefined;
            }
        }
        else
            return undefined;
        if (out.length * options.length > limit)
            return undefined;
        out = out.flatMap((prefix) => options.map((o) => prefix + o));
    }
    return out;
}
//# sourceMappingURL=path-expansions.js.map