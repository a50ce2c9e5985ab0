// Which rules of a restrict index a glob argument could meet, found through keys instead of
// trying every rule (glob-overlap.ts then tries only these). A rule can match a path of the glob
// only through the path's segments, and each of those is a name of one of the glob's segments,
// so a rule is a candidate only when
// - its key literal (its longest literal segment, case-folded) is a name of some glob segment:
//   equal to a literal one, or fitting a wildcard one (`*.ts` fits only keys ending in `s`, so
//   only that bucket of keys is tested);
// - or, with no literal segment, its key extension (`*.pem` → `.pem`, a segment whose last part
//   is a literal with a dot) is the extension of some glob segment's names (`x.pem`, `*.pem`;
//   a segment whose extension is not fixed fits every such rule whose extension ends with the
//   segment's last character, `conf-*2` those ending in `2`, and `*` or `x.*` every one);
// - or a literal of it may be stored in another spelling (`clé` decomposed, which `cle?` matches):
//   for every wildcard segment;
// - or it has neither key (`**`, `*/x*`): always.
// A glob with `**` may have any segment: every rule is a candidate. Every other case only leaves
// out rules that cannot meet the glob; the property test in paths-glob-overlap.test.ts checks
// the candidates' answer against trying every rule.
import { foldCase } from './case-fold.js';
const built = new WeakMap();
export function globKeysOf(index) {
    let keys = built.get(index);
    if (keys === undefined)
        built.set(index, (keys = buildGlobKeys(index)));
    return keys;
}
/** A segment that is one literal: its text case-folded; else null. */
export function foldedLiteral(parts) {
    const only = parts.length === 1 ? parts[0] : undefined;
    return only?.type === 'literal' ? foldCase(only.text) : null;
}
/**
 * Whether text has a character a name on disk may spell otherwise, canonically equivalent (a
 * precomposed `é`, a combining mark): the rule (and a named path) is read in NFC, the shell's glob
 * matches the name as stored, where `é` may be `e` and U+0301 (macOS's HFS+ stores every name so).
 */
export function isRespelled(text) {
    // eslint-disable-next-line no-control-regex
    return !/^[\x00-\x7f]*$/.test(text) && (text.normalize('NFD') !== text || /\p{M}/u.test(text));
}
/** Whether some literal of the parts (braces' too) isRespelled. */
function hasRespelled(parts) {
    return parts.some((p) => (p.type === 'literal' && isRespelled(p.text)) || (p.type === 'braces' && p.alternatives.some(hasRespelled)));
}
/** `*.pem`, `id_*.pub`: the extension every name of the segment has (from its last dot), folded; else null. */
function ruleExtension(parts) {
    const last = parts[parts.length - 1];
    if (last.type !== 'literal')
        return null;
    const dot = last.text.lastIndexOf('.');
    return dot < 0 ? null : foldCase(last.text.slice(dot));
}
function push(map, key, value) {
    const list = map.get(key);
    if (list === undefined)
        map.set(key, [value]);
    else
        list.push(value);
}
function buildGlobKeys(index) {
    const literals = [];
    const byLiteral = new Map();
    const literalsByLast = new Map();
    const literalsByFirst = new Map();
    const byExtension = new Map();
    const extensionRules = [];
    const extensionRulesByLast = new Map();
    const unkeyed = [];
    const respelled = [];
    index.rules.forEach((rule, r) => {
        if (rule.segments.some((s) => s.type === 'segment' && hasRespelled(s.parts)))
            respelled.push(r);
        const own = [];
        let extension = null;
        for (const s of rule.segments) {
            if (s.type !== 'segment')
                continue;
            const l = foldedLiteral(s.parts);
            if (l !== null)
                own.push(l);
            else
                extension ??= ruleExtension(s.parts);
        }
        literals.push(own);
        if (own.length > 0) {
            // The longest literal: the likeliest to be rare (`secrets-7` rather than `src`).
            let key = own[0];
            for (const l of own)
                if (l.length >= key.length)
                    key = l;
            if (!byLiteral.has(key)) {
                push(literalsByLast, key.charCodeAt(key.length - 1), key);
                push(literalsByFirst, key.charCodeAt(0), key);
            }
            push(byLiteral, key, r);
        }
        else if (extension !== null) {
            push(byExtension, extension, r);
            extensionRules.push(r);
            push(extensionRulesByLast, extension.charCodeAt(extension.length - 1), r);
        }
        else
            unkeyed.push(r);
    });
    return {
        literals, byLiteral, literalsByLast, literalsByFirst, literalKeys: [...byLiteral.keys()], byExtension, extensionRules, extensionRulesByLast, unkeyed, respelled,
        all: index.rules.map((_, r) => r),
        ascending: index.rules.every((rule, r) => r === 0 || index.rules[r - 1].id < rule.id),
        stamp: new Uint32Array(index.rules.length), gen: 0,
    };
}
/** More literal keys than this tested against one wildcard segment: every rule may meet (the caller asks). */
const MAX_KEYS_TESTED = 1024;
/**
 * The rules that may meet a glob, as lists of indexes into PathIndex.rules, each list in index
 * order (a rule may be in more than one), or undefined when the lists hold more than `limit` (or
 * there are more keys to test than a decision should spend): then any rule may.
 */
export function globCandidates(keys, glob, limit) {
    if (glob.some((g) => g.globstar))
        return keys.all.length > limit ? undefined : [keys.all];
    const lists = [];
    let count = 0;
    const add = (list) => {
        if (list !== undefined && !lists.includes(list)) {
            lists.push(list);
            count += list.length;
        }
    };
    add(keys.unkeyed);
    for (const g of glob) {
        if (g.literal !== null) {
            add(keys.byLiteral.get(g.literal));
            const dot = g.literal.lastIndexOf('.');
            if (dot >= 0)
                add(keys.byExtension.get(g.literal.slice(dot)));
        }
        else {
            add(keys.respelled);
            const tested = literalKeysFor(keys, g);
            if (tested === undefined)
                return undefined;
            for (const list of tested) {
                for (const key of list)
                    if (g.test === null || g.test(key))
                        add(keys.byLiteral.get(key));
            }
            const extensions = extensionsOf(g.tokens);
            if (extensions !== null)
                for (const e of extensions)
                    add(keys.byExtension.get(e));
            else {
                // (A name's extension ends where the name does: with its last character, when that is fixed.)
                const lasts = lastCharacters(g.tokens);
                if (lasts === null)
                    add(keys.extensionRules);
                else
                    for (const c of lasts)
                        add(keys.extensionRulesByLast.get(c));
            }
        }
        if (count > limit)
            return undefined;
    }
    return lists;
}
/** A fresh stamp for marking the rules tried for one glob. */
export function newStamp(keys) {
    if (keys.gen >= 0xfffffff0) {
        keys.stamp.fill(0);
        keys.gen = 0;
    }
    return ++keys.gen;
}
/**
 * The buckets of literal keys a wildcard segment's names may equal: by its last character when
 * that is fixed in every alternative, else by its first; undefined when there are too many.
 */
function literalKeysFor(keys, g) {
    const buckets = [];
    let count = 0;
    for (const seq of g.tokens ?? [[]]) {
        const last = seq[seq.length - 1];
        const first = seq[0];
        const bucket = last?.t === 'char' ? keys.literalsByLast.get(lastUnit(last.f))
            : first?.t === 'char' ? keys.literalsByFirst.get(first.f.charCodeAt(0)) : keys.literalKeys;
        if (bucket === undefined)
            continue;
        count += bucket.length;
        if (count > MAX_KEYS_TESTED)
            return undefined;
        buckets.push(bucket);
    }
    return buckets;
}
/** The last UTF-16 unit of each alternative's names, or null when some alternative's last character is not fixed. */
function lastCharacters(tokens) {
    if (tokens === null)
        return null;
    const out = [];
    for (const seq of tokens) {
        const last = seq[seq.length - 1];
        if (last?.t !== 'char')
            return null;
        out.push(lastUnit(last.f));
    }
    return out;
}
function lastUnit(s) {
    return s.charCodeAt(s.length - 1);
}
/**
 * The extensions (from the last dot, folded) of a wildcard segment's names, one per alternative,
 * or null when some alternative's is not fixed: after its last literal dot, a character that is
 * not literal (`x.*`, `*.t?`), or no literal dot at all (`*`).
 */
function extensionsOf(tokens) {
    if (tokens === null)
        return null;
    const out = [];
    for (const seq of tokens) {
        let dot = -1;
        for (let k = seq.length - 1; k >= 0; k--) {
            const t = seq[k];
            if (t.t !== 'char')
                return null;
            if (t.c === '.') {
                dot = k;
                break;
            }
        }
        if (dot < 0)
            return null;
        let e = '';
        for (let k = dot; k < seq.length; k++)
            e += seq[k].f;
        out.push(e);
    }
    return out;
}
//# sourceMappingURL=glob-candidates.js.map