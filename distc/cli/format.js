// Output formats for diagnostics: text (as compilers print), json, sarif (2.1.0), github
// (workflow-command annotations).
import { DIAGNOSTIC_CODES } from '../diagnostics.js';
export const FORMATS = ['text', 'json', 'sarif', 'github'];
export function formatDiagnostics(diagnostics, format, version) {
    switch (format) {
        case 'text':
            return formatText(diagnostics);
        case 'json':
            return `${JSON.stringify(diagnostics, null, 2)}\n`;
        case 'sarif':
            return `${JSON.stringify(toSarif(diagnostics, version), null, 2)}\n`;
        case 'github':
            return diagnostics.map(toGithub).join('');
    }
}
export function formatText(diagnostics) {
    let out = '';
    for (const d of diagnostics) {
        const where = [d.file ?? '<input>', d.line, d.column].filter((x) => x !== undefined).join(':');
        out += `${where}: ${d.severity} ${d.code}: ${d.message}\n`;
        if (d.pointer !== undefined && d.pointer !== '')
            out += `  at ${d.pointer}\n`;
        if (d.hint)
            out += `  hint: ${d.hint}\n`;
    }
    return out;
}
export function summary(diagnostics, files) {
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
    const plural = (n, w) => `${n} ${w}${n === 1 ? '' : 's'}`;
    return `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')}\n`;
}
// GitHub workflow commands: data escapes %, CR, LF; properties also ":" and ",".
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function toGithub(d) {
    const level = d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'notice';
    const props = [
        d.file !== undefined ? `file=${escapeProperty(d.file)}` : undefined,
        d.line !== undefined ? `line=${d.line}` : undefined,
        d.column !== undefined ? `col=${d.column}` : undefined,
        `title=${escapeProperty(`managed-policy ${d.code}`)}`,
    ].filter(Boolean);
    const text = [d.message, d.pointer ? `(at ${d.pointer})` : '', d.hint ? `\n${d.hint}` : ''].filter(Boolean).join(' ');
    return `::${level} ${props.join(',')}::${escapeData(text)}\n`;
}
function toSarif(diagnostics, version) {
    const ruleIds = Object.keys(DIAGNOSTIC_CODES);
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'managed-policy',
                        version,
                        informationUri: 'https://github.com/managed-policy/managed-policy',
                        rules: ruleIds.map((id) => {
                            const meta = DIAGNOSTIC_CODES[id];
                            return {
                                id,
                                shortDescription: { text: id.replace(/-/g, ' ') },
                                ...(meta.hint ? { help: { text: meta.hint } } : {}),
                                defaultConfiguration: { level: sarifLevel(meta.severity) },
                            };
                        }),
                    },
                },
                columnKind: 'utf16CodeUnits',
                results: diagnostics.map((d) => ({
                    ruleId: d.code,
                    ruleIndex: ruleIds.indexOf(d.code),
                    level: sarifLevel(d.severity),
                    message: { text: d.hint ? `${d.message}\n${d.hint}` : d.message },
                    locations: [
                        {
                            physicalLocation: {
                                artifactLocation: { uri: toUri(d.file ?? '<input>') },
                                ...(d.line !== undefined ? { region: { startLine: d.line, ...(d.column !== undefined ? { startColumn: d.column } : {}) } } : {}),
                            },
                            ...(d.pointer !== undefined ? { logicalLocations: [{ fullyQualifiedName: d.pointer === '' ? '/' : d.pointer, kind: 'member' }] } : {}),
                        },
                    ],
                })),
            },
        ],
    };
}
function sarifLevel(severity) {
    return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note';
}
function toUri(file) {
    return file.split('/').map(encodeURIComponent).join('/');
}
//# sourceMappingURL=format.js.map