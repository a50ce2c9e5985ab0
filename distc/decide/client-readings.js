// Read and Edit: the paths a client may open for the one it was asked about, when it rewrites it
// (../paths/client-rewrites.ts). Checked beside the literal path: deny and ask fire on any
// reading, allow needs every sure reading allowed, and an unsure one never lets it allow.
import { clientReadings } from '../paths/client-rewrites.js';
import { checkPath } from './parts.js';
import { shown } from './links.js';
/** Checks the client's readings of `text` (the caller tests mayBeRewritten first: most paths have none). */
export function checkClientReadings(o, kind, text, p) {
    const win32 = o.ctx.platform === 'win32';
    const raw = o.raw;
    // (The context's own texts: what the client's variables hold. A value normalize.ts rejected is no value.)
    const known = {
        home: o.ctx.home !== undefined && typeof raw?.home === 'string' ? raw.home : undefined,
        cwd: o.ctx.cwd !== undefined && typeof raw?.cwd === 'string' ? raw.cwd : undefined,
    };
    const r = clientReadings(text, known, win32);
    for (const s of r.sure)
        checkPath(o, kind, s, { type: 'path', kind, text: s }, 'all');
    for (const s of r.unsure)
        checkPath(o, kind, s, { type: 'path', kind, text: s }, 'restrict');
    if (r.unknown !== undefined)
        o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(text)} may be opened as another: ${r.unknown}, so it can never be allowed`, part: p });
}
//# sourceMappingURL=client-readings.js.map