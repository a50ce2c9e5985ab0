// Positions for warnings about files already loaded: each file's text is read and parsed again,
// at most once, only when a warning needs a position (an I/O edge, used by `validate`).
import { locate, parseJson } from '../load/json-parse.js';
import { readRegularFile } from '../load/read-file.js';
export function fileLocator() {
    const byFile = new Map();
    return (file, pointer) => {
        if (!byFile.has(file))
            byFile.set(file, locationsOf(file));
        const locations = byFile.get(file);
        const found = locations ? locate(locations, pointer) : undefined;
        return found ? { line: found.location.line, column: found.location.column } : undefined;
    };
}
function locationsOf(file) {
    // The loader already reported an unreadable file; the warning keeps its pointer, without a line.
    const read = readRegularFile(file);
    if (!read.ok)
        return undefined;
    const parsed = parseJson(new TextDecoder('utf-8').decode(read.bytes));
    return parsed.ok ? parsed.locations : undefined;
}
//# sourceMappingURL=file-locator.js.map