// What a bash line's text says about the settings that change how its words expand, read before
// its commands are (analyze.ts): a glob setting (glob-options.ts), and IFS, which splits an
// unquoted value at its characters (`IFS=-; X=a-/etc/passwd; mytool $X` gives mytool
// `/etc/passwd`): the values the line shows are then not read as words (given-values.ts).
import { mentionsGlobSettings } from './glob-options.js';
import { LineValues } from './line-values.js';
export { changesGlobbing } from './glob-options.js';
/** A bash line's text: the settings it may change, for the commands read after. */
export function bashLineSettings(a, text) {
    if (mentionsGlobSettings(text))
        a.globbingMayChange = true;
    // (Any spelling the line shows: `IFS=-`, `read IFS`, `declare -n R=IFS`, a nested line's. A name
    // the line builds, `declare "${n}FS=-"`, is unknown already: the line asks.)
    if (text.includes('IFS'))
        (a.values ??= new LineValues()).ifsMayChange = true;
}
//# sourceMappingURL=line-settings.js.map