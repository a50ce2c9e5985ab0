const PLATFORMS = ['linux', 'darwin', 'win32'];
function isObject(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
export function readContext(v) {
    if (!isObject(v))
        return { error: 'context must be an object' };
    const out = {};
    for (const [k, value] of Object.entries(v)) {
        switch (k) {
            case 'cwd':
            case 'home':
            case 'repository':
            case 'cdpath':
                if (typeof value !== 'string')
                    return { error: `context.${k} must be a string` };
                out[k] = value;
                break;
            case 'workspace':
                if (!Array.isArray(value) || !value.every((x) => typeof x === 'string'))
                    return { error: 'context.workspace must be an array of strings' };
                out.workspace = value;
                break;
            case 'platform':
                if (!PLATFORMS.includes(value))
                    return { error: `context.platform must be one of ${PLATFORMS.join(', ')}` };
                out.platform = value;
                break;
            case 'caseInsensitive':
            case 'bashGlobDefaults':
                if (typeof value !== 'boolean')
                    return { error: `context.${k} must be a boolean` };
                out[k] = value;
                break;
            default:
                return { error: `unknown context member ${JSON.stringify(k)} (expected cwd, workspace, home, repository, cdpath, platform, caseInsensitive, bashGlobDefaults)` };
        }
    }
    return { context: out };
}
//# sourceMappingURL=context-input.js.map