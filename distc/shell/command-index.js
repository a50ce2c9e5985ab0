// An index of Shell(...) rules, so the cost of checking a command does not grow with the number
// of rules: a two-level token map (command name, then first positional word). Candidates found
// here are verified by command-pattern.ts; the index only ever narrows which rules are tried,
// and a rule it cannot key (a `*` in the name or the first positional) is always tried.
import { hasSubcommandSynonyms } from './subcommand-synonyms.js';
function add(map, key, rule, dialect) {
    let bucket = map.get(key);
    if (!bucket) {
        bucket = { byFirst: new Map(), loose: [] };
        map.set(key, bucket);
    }
    const first = rule.canonical?.[dialect].first;
    if (first === undefined)
        bucket.loose.push(rule);
    else {
        const k = first.toLowerCase();
        const list = bucket.byFirst.get(k);
        if (list)
            list.push(rule);
        else
            bucket.byFirst.set(k, [rule]);
    }
}
export function buildCommandIndex(rules) {
    const exact = new Map();
    const folded = new Map();
    const anyCase = new Map();
    const anyCaseBash = new Map();
    const unnamed = [];
    for (const rule of rules) {
        if (rule.name === undefined) {
            unnamed.push(rule);
            continue;
        }
        if (rule.caseInsensitive)
            add(folded, rule.name, rule, 'bash');
        else
            add(exact, rule.name, rule, 'bash');
        add(anyCase, rule.name.toLowerCase(), rule, 'powershell');
        add(anyCaseBash, rule.name.toLowerCase(), rule, 'bash');
        // A rule naming a path (`/bin/rm`) is also found by the basename (verified by the matcher).
        for (const base of rule.baseNames ?? []) {
            if (rule.caseInsensitive)
                add(folded, base, rule, 'bash');
            else
                add(exact, base, rule, 'bash');
            if (base.toLowerCase() !== rule.name.toLowerCase()) {
                add(anyCase, base.toLowerCase(), rule, 'powershell');
                add(anyCaseBash, base.toLowerCase(), rule, 'bash');
            }
        }
    }
    const anyCaseFirsts = new Uint8Array(128);
    for (const key of anyCase.keys())
        if (key.length > 0 && key.charCodeAt(0) < 128)
            anyCaseFirsts[key.charCodeAt(0)] = 1;
    return { exact, folded, anyCase, anyCaseBash, unnamed, size: rules.length, anyCaseFirsts };
}
/**
 * False when no key of the index's anyCase map can start with ASCII code `c` as written (an
 * upper-case letter as its lower case), so that no key or prefix of a key starting with it is
 * one (a first-letter test before folding and looking up a word: most words name no rule's
 * program). True for any other code, which the caller then looks up.
 */
export function mayStartAnyCaseName(index, c) {
    if (c >= 128)
        return true;
    return index.anyCaseFirsts[c >= 65 && c <= 90 ? c + 32 : c] === 1;
}
/** The bucket's rules that could match (keyed by the first positional; no canonical form is made). */
function fromBucket(bucket, name, canonicalOf, out) {
    if (!bucket)
        return;
    for (const r of bucket.loose)
        out.push(r);
    if (bucket.byFirst.size === 0)
        return;
    const first = canonicalOf.firstPositional(name);
    if (first === null) {
        for (const list of bucket.byFirst.values())
            for (const r of list)
                out.push(r);
        return;
    }
    // A PowerShell line's native program read as bash reads it may start elsewhere (`git -C x push`).
    const native = canonicalOf.nativeReading(name, false);
    if (native !== undefined && byReading(bucket, native, out))
        return;
    if (first === undefined)
        return;
    const firstKey = first.toLowerCase();
    const list = bucket.byFirst.get(firstKey);
    if (list)
        for (const r of list)
            out.push(r);
    // A subcommand's other spelling (`npm pu`, `docker container rm`, `terraform apply -destroy`):
    // rules are keyed by the canonical name, which the command's other reading has.
    const lower = name.toLowerCase();
    // (`git send-pack` is also read as `git push`: git-canonical.ts.)
    const sendPack = lower === 'git' && first === 'send-pack';
    if (hasSubcommandSynonyms(lower) || sendPack) {
        // (`NPM pu` on a case-insensitive system: the readings are by the name as written; every rule.)
        if (lower !== name)
            for (const l of bucket.byFirst.values())
                for (const r of l)
                    out.push(r);
        // (The canonical form only where a word may start another reading: most commands have none.)
        const also = sendPack || canonicalOf.mayReadSynonym(lower) ? canonicalOf.of(name, false).also : undefined;
        if (also !== undefined) {
            for (let k = 0; k <= also.skippable && k < also.positionals.length; k++) {
                const more = bucket.byFirst.get(also.positionals[k].toLowerCase());
                if (more)
                    for (const r of more)
                        out.push(r);
            }
        }
    }
    // `kubectl --as admin delete`: a rule's first word may come after words that may be option values.
    if (!canonicalOf.firstMayBeValue(name))
        return;
    const c = canonicalOf.of(name, false);
    if (Math.min(c.firstUnknown, c.firstShaped) <= c.skippable) {
        for (const [k, l] of bucket.byFirst)
            if (k !== firstKey)
                for (const r of l)
                    out.push(r);
        return;
    }
    const seen = [firstKey];
    for (let k = 1; k <= c.skippable && k < c.positionals.length; k++) {
        const key = c.positionals[k].toLowerCase();
        if (seen.includes(key))
            continue;
        seen.push(key);
        const more = bucket.byFirst.get(key);
        if (more)
            for (const r of more)
                out.push(r);
    }
}
/** The bucket's rules keyed by a reading's first positional words (up to its skippable ones); true when every rule was added. */
function byReading(bucket, c, out) {
    if (Math.min(c.firstUnknown, c.firstShaped) <= c.skippable) {
        for (const l of bucket.byFirst.values())
            for (const r of l)
                out.push(r);
        return true;
    }
    for (let k = 0; k <= c.skippable && k < c.positionals.length; k++) {
        const more = bucket.byFirst.get(c.positionals[k].toLowerCase());
        if (more)
            for (const r of more)
                out.push(r);
    }
    if (c.also !== undefined && byReading(bucket, c.also, out))
        return true;
    return c.alternative !== undefined && byReading(bucket, c.alternative, out);
}
/**
 * Every rule that could match a command known by `name` (the rules are verified afterwards).
 * Duplicates are possible when several names are probed; callers dedupe. A name no rule has
 * costs one or two Map misses: its canonical form is never made.
 */
export function commandCandidates(index, name, canonicalOf, dialect, out, foldNames = false) {
    if (index.size === 0)
        return;
    if (dialect === 'powershell') {
        fromBucket(index.anyCase.get(name.toLowerCase()), name, canonicalOf, out);
    }
    else if (foldNames) {
        fromBucket(index.anyCaseBash.get(name.toLowerCase()), name, canonicalOf, out);
    }
    else {
        fromBucket(index.exact.get(name), name, canonicalOf, out);
        if (index.folded.size > 0)
            fromBucket(index.folded.get(name.toLowerCase()), name, canonicalOf, out);
    }
    for (const r of index.unnamed)
        out.push(r);
}
//# sourceMappingURL=command-index.js.map