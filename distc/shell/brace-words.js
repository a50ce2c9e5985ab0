// The words bash makes of a printer's word by brace expansion (`echo /et{c,x}/passwd` prints
// `/etc/passwd /etx/passwd`): session 39, `echo /et{c,x}/passwd | mytool` was allowed, its text read
// as the one word `/et{c,x}/passwd`. A here-string's word is not brace-expanded (bash does not).
import { braceAlternatives, MAX_BRACE_READINGS } from './expansion-names.js';
import { wordValue } from './words.js';
/** First private-use character: each part but an expanding brace or unquoted text stands as one, so a quoted `,` or `{` splits nothing. */
const PLACEHOLDER = 0xe000;
const MAX_PLACEHOLDERS = 0x1900;
/** The words a printer's word gives (its value alone where no brace of it expands). */
export function braceWords(w) {
    const own = wordValue(w);
    if (!w.parts.some((p) => p.type === 'glob' && p.text === '{'))
        return { values: [own], cut: false };
    if (w.parts.length > MAX_PLACEHOLDERS)
        return { values: [own], cut: true };
    let flat = '';
    let dynamic = false;
    const stands = [];
    for (const p of w.parts) {
        if (p.type === 'glob' && (p.text === '{' || p.text === '}'))
            flat += p.text;
        else if (p.type === 'literal' && !p.quoted && !/[{}\ue000-\uf8ff]/.test(p.text))
            flat += p.text;
        else {
            if (p.type !== 'literal')
                dynamic = true;
            flat += String.fromCharCode(PLACEHOLDER + stands.length);
            stands.push(p.text);
        }
    }
    const alternatives = braceAlternatives(flat);
    const restored = alternatives.map((a) => ({ value: a.replace(/[\ue000-\uf8ff]/g, (c) => stands[c.charCodeAt(0) - PLACEHOLDER] ?? c), dynamic }));
    const cut = alternatives.length >= MAX_BRACE_READINGS || alternatives.some((a) => /[{}]/.test(a)) || ZERO_PADDED.test(flat);
    return { values: [{ value: own.value, dynamic }, ...restored], cut };
}
/** A range bash pads with zeros (`{01..10}`: 01 02 …), which braceAlternatives reads unpadded. */
const ZERO_PADDED = /\{-?0\d+\.\.|\.\.-?0\d+[}.]/;
//# sourceMappingURL=brace-words.js.map