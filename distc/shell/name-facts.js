// What the analysis's tables say of one bash command name, made once per name (name-memo.ts):
// Analyzer.subjects, runs and commandEffects read these fields for every simple command, where
// each would otherwise look the name up in a table of its own. Each field is exactly that lookup.
import { BUILTINS_WITH_CODE } from './bash-builtins.js';
import { ASSIGNING } from './directory-change.js';
import { PIPE_READERS } from './file-commands.js';
import { INERT_NAMES } from './inert-builtins.js';
import { nameMemo } from './name-memo.js';
import { OTHER_SHELLS, POSIX_SHELLS, SCHEDULERS } from './shell-names.js';
import { TRANSPARENT_FOR_ALLOW } from './wrapper-specs.js';
const NONE = Object.freeze({
    builtinWithCode: false, assigning: false, posixShell: false, otherShell: false, scheduler: false, inertCandidate: false, pipeReader: false, transparentForAllow: false,
});
/** Every name some table of BashNameFacts knows: any other (git, npm, ls…) is NONE at one lookup. */
const KNOWN = new Set([BUILTINS_WITH_CODE, ASSIGNING, POSIX_SHELLS, OTHER_SHELLS, SCHEDULERS, INERT_NAMES, PIPE_READERS, TRANSPARENT_FOR_ALLOW].flatMap((t) => [...t]));
function factsOf(name) {
    const builtinWithCode = BUILTINS_WITH_CODE.has(name);
    const assigning = ASSIGNING.has(name);
    const posixShell = POSIX_SHELLS.has(name);
    const otherShell = OTHER_SHELLS.has(name);
    const scheduler = SCHEDULERS.has(name);
    const inertCandidate = INERT_NAMES.has(name);
    const pipeReader = PIPE_READERS.has(name);
    const transparentForAllow = TRANSPARENT_FOR_ALLOW.has(name);
    // (A name none knows makes no object: such names are looked up at every command.)
    if (!(builtinWithCode || assigning || posixShell || otherShell || scheduler || inertCandidate || pipeReader || transparentForAllow))
        return NONE;
    return { builtinWithCode, assigning, posixShell, otherShell, scheduler, inertCandidate, pipeReader, transparentForAllow };
}
const knownFacts = nameMemo(factsOf, NONE);
export function bashNameFacts(name) {
    return KNOWN.has(name) ? knownFacts(name) : NONE;
}
//# sourceMappingURL=name-facts.js.map