// Builds the path index (path-index.ts): each rule is rewritten to its root kind and segments,
// then filed in its root's segment trie — along its leading literal segments (branching on brace
// alternatives), then at the node reached (all literals, or only `**` left), or in the node's
// token, extension or prefix table, or its `other` list; how a candidate is confirmed (path-trie.ts
// `Confirm`) is decided here from the rule's shape — and every trie is sealed (each Map becomes
// a hash table probed with regions of the path text). Restrict mode builds a second set of tries
// keyed by folded literals, or shares the first set when no key changes under folding. The layout
// is described in path-index.ts.
import { braceInfixKeys, extKeys, infixKey, keyOf, literalSet, literalText, prefixKey, resetFoldVariant, sawFoldVariant } from './path-index-keys.js';
import { addLastChar, buildTable, BY_GLOB, lengthBit, GLOBSTAR, MAX_INFIX_MASKS, MAX_INFIX_WORDS, MAX_KEY_ALTERNATIVES, MAX_TRIE_BRANCHES, ON_HIT, ON_LAST_HIT, LAST_CHAR_WORDS, PREFIX_LEN, ROOT_KINDS, WHEN_ENDS, WHEN_REACHED, } from './path-trie.js';
/** Builds the index. Never throws for parsed patterns; the result is frozen. */
export function buildPathIndex(rules, mode) {
    const restrict = mode === 'restrict';
    const compiled = [];
    const always = [];
    const tries = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };
    const foldedTries = { fs: undefined, workspace: undefined, home: undefined, cwd: undefined };
    let maxExt = 0;
    resetFoldVariant();
    for (const ref of rules) {
        const p = ref.pattern;
        if (p === undefined) {
            always.push(ref.id);
            continue;
        }
        let root;
        let segments;
        if (p.root === 'unrooted') {
            if (restrict) {
                root = 'fs';
                segments = p.segments[0]?.type === 'globstar' ? p.segments : [GLOBSTAR, ...p.segments];
            }
            else {
                root = 'workspace';
                segments = p.segments.length === 1 && p.segments[0].type === 'segment' ? [GLOBSTAR, ...p.segments] : p.segments;
            }
        }
        else {
            root = p.root;
            segments = p.segments;
        }
        const first = segments[0];
        // (A `**` first, `//**`, names no server either: a network share is another host, allowed
        // only by a rule that names its server.)
        const noUnc = !restrict && root === 'fs' && first !== undefined &&
            !(first.type !== 'globstar' && first.parts.length === 1 && first.parts[0].type === 'literal' && first.parts[0].text.length >= 2);
        const index = compiled.length;
        const prefix = restrict || p.dirOnly || p.segments.length === 0;
        const rule = { id: ref.id, root, segments, raw: undefined, folded: undefined, prefix, noUnc, confirm: BY_GLOB };
        compiled.push(rule);
        const filed = file((tries[root] ??= newNode()), index, segments, prefix, false);
        rule.confirm = filed.confirm;
        maxExt = Math.max(maxExt, filed.ext);
    }
    for (const t of ROOT_KINDS)
        if (tries[t])
            seal(tries[t]);
    // Restrict mode also needs tries keyed by folded literals. When no key changes under folding
    // (the usual lower-case rule set), they would be the same tries: share them.
    let folded = foldedTries;
    if (restrict && !sawFoldVariant())
        folded = tries;
    else if (restrict) {
        for (let index = 0; index < compiled.length; index++) {
            const rule = compiled[index];
            maxExt = Math.max(maxExt, file((foldedTries[rule.root] ??= newNode()), index, rule.segments, rule.prefix, true).ext);
        }
        for (const t of ROOT_KINDS)
            if (foldedTries[t])
                seal(foldedTries[t]);
    }
    return Object.freeze({
        mode,
        size: rules.length,
        // (Not frozen: V8 does not inline an indexed load from a frozen array.)
        rules: compiled,
        always,
        anyDepth: new Set([...always, ...compiled.filter((r) => r.root === 'fs' && r.segments[0]?.type === 'globstar').map((r) => r.id)]),
        tries: Object.freeze(tries),
        foldedTries: Object.freeze(folded),
        maxExt,
        scratch: { stamp: new Uint32Array(compiled.length), gen: 0, plan: undefined },
    });
}
function newNode() {
    return {
        children: undefined, table: undefined, here: undefined, other: undefined,
        tokKeys: undefined, extKeys: undefined, preKeys: undefined, infKeys: undefined, tok: undefined, ext: undefined, pre: undefined, inf: undefined, infFirst: undefined, infChars: undefined, infWords: undefined, infWordLists: undefined, tokLengths: 0, tokLast: undefined, extLast: undefined, rules: false,
    };
}
/** Seals every node's Maps into hash tables (after filing, before any match). */
/** The distinct character masks of infix keys (as path-view.ts segmentChars), or undefined when too many to test. */
function infixKeyChars(keys) {
    const masks = new Set();
    for (const key of keys) {
        let bits = 0;
        for (let i = 0; i < key.length; i++)
            bits |= 1 << key.charCodeAt(i);
        masks.add(bits);
        if (masks.size > MAX_INFIX_MASKS)
            return undefined;
    }
    return Int32Array.from(masks);
}
function seal(trie) {
    const stack = [trie];
    while (stack.length > 0) {
        const node = stack.pop();
        node.rules = node.here !== undefined || node.other !== undefined || node.tokKeys !== undefined || node.extKeys !== undefined || node.preKeys !== undefined || node.infKeys !== undefined;
        if (node.tokKeys) {
            node.tok = buildTable(node.tokKeys);
            const last = (node.tokLast = new Int32Array(LAST_CHAR_WORDS));
            for (const key of node.tokKeys.keys()) {
                node.tokLengths |= lengthBit(key.length);
                addLastChar(last, key.charCodeAt(key.length - 1));
            }
        }
        if (node.extKeys) {
            node.ext = buildTable(node.extKeys);
            const last = (node.extLast = new Int32Array(LAST_CHAR_WORDS));
            for (const key of node.extKeys.keys())
                addLastChar(last, key.charCodeAt(key.length - 1));
        }
        if (node.preKeys)
            node.pre = buildTable(node.preKeys);
        if (node.infKeys) {
            node.inf = buildTable(node.infKeys);
            const first = (node.infFirst = new Int32Array(2));
            for (const key of node.infKeys.keys()) {
                const c = key.charCodeAt(0) & 63;
                first[c >>> 5] |= 1 << (c & 31);
            }
            node.infChars = infixKeyChars(node.infKeys.keys());
            // (A key with `/` could match across segments: never, keys come from one segment; checked anyway.)
            if (node.infKeys.size <= MAX_INFIX_WORDS && ![...node.infKeys.keys()].some((k) => k.includes('/'))) {
                node.infWords = [...node.infKeys.keys()];
                node.infWordLists = [...node.infKeys.values()];
            }
        }
        node.tokKeys = node.extKeys = node.preKeys = node.infKeys = undefined;
        const children = node.children;
        if (children === undefined)
            continue;
        node.table = buildTable(children);
        for (const c of children.values())
            stack.push(c);
        node.children = undefined;
    }
}
function childOf(node, key) {
    const children = (node.children ??= new Map());
    let child = children.get(key);
    if (child === undefined)
        children.set(key, (child = newNode()));
    return child;
}
function tableAdd(table, key, index) {
    const list = table.get(key);
    if (list === undefined)
        table.set(key, [index]);
    else if (list[list.length - 1] !== index)
        list.push(index);
}
/**
 * Files rule `index` in the trie: along its leading literal segments, then at the node reached
 * (all literals, or a single `**` left), else by a token, an extension, a prefix, an infix, or in `other`.
 */
function file(trie, index, segments, prefix, fold) {
    // Leading literal segments, branching on brace alternatives.
    let nodes = [trie];
    let i = 0;
    for (; i < segments.length; i++) {
        const seg = segments[i];
        const text = literalText(seg);
        if (text !== undefined) {
            const key = keyOf(text, fold);
            if (nodes.length === 1)
                nodes[0] = childOf(nodes[0], key);
            else {
                const next = [];
                for (const node of nodes) {
                    const child = childOf(node, key);
                    if (!next.includes(child))
                        next.push(child);
                }
                nodes = next;
            }
            continue;
        }
        const lits = literalSet(seg, MAX_KEY_ALTERNATIVES);
        if (lits === undefined || nodes.length * lits.length > MAX_TRIE_BRANCHES)
            break;
        const next = [];
        for (const node of nodes) {
            for (const lit of lits) {
                const child = childOf(node, keyOf(lit, fold));
                if (!next.includes(child))
                    next.push(child);
            }
        }
        nodes = next;
    }
    const rest = segments.slice(i);
    // Reaching the node decides: every literal matched (as a directory, or exactly), or `**` is left.
    if (rest.length === 0 || (rest.length === 1 && rest[0].type === 'globstar')) {
        for (const node of nodes)
            (node.here ??= []).push(index);
        return { confirm: rest.length === 1 || prefix ? WHEN_REACHED : WHEN_ENDS, ext: 0 };
    }
    // Token: the literal segment of the rest with the longest spelling.
    let best;
    let bestLen = -1;
    for (const seg of rest) {
        const text = literalText(seg);
        if (text !== undefined) {
            if (text.length > bestLen)
                [best, bestLen] = [[text], text.length];
            continue;
        }
        const lits = literalSet(seg, MAX_KEY_ALTERNATIVES);
        if (lits === undefined)
            continue;
        let len = Infinity;
        for (const l of lits)
            len = Math.min(len, l.length);
        if (len > bestLen)
            [best, bestLen] = [lits, len];
    }
    if (best) {
        for (const node of nodes) {
            const tok = (node.tokKeys ??= new Map());
            for (const lit of best)
                tableAdd(tok, keyOf(lit, fold), index);
        }
        return { confirm: hitConfirm(rest, prefix, (seg) => literalSet(seg, MAX_KEY_ALTERNATIVES) !== undefined), ext: 0 };
    }
    let exts;
    for (let k = 0; k < rest.length && exts === undefined; k++)
        exts = extKeys(rest[k]);
    if (exts) {
        let longest = 0;
        for (const node of nodes) {
            const ext = (node.extKeys ??= new Map());
            for (const e of exts) {
                const key = keyOf(e, fold);
                longest = Math.max(longest, key.length);
                tableAdd(ext, key, index);
            }
        }
        return { confirm: hitConfirm(rest, prefix, starExtension), ext: longest };
    }
    // Prefix: a segment of the rest with a leading literal of at least PREFIX_LEN characters.
    for (const seg of rest) {
        const pk = prefixKey(seg);
        if (pk === undefined)
            continue;
        // Folded first, then cut: a folded segment starts with the folded literal.
        const full = keyOf(pk, fold);
        if (full.length < PREFIX_LEN)
            continue;
        const key = full.slice(0, PREFIX_LEN);
        for (const node of nodes)
            tableAdd((node.preKeys ??= new Map()), key, index);
        return { confirm: BY_GLOB, ext: 0 };
    }
    // Infix: a literal of at least PREFIX_LEN characters inside a segment of the rest (`*secret*`):
    // a path segment the rule matches holds it, so some window of the segment starts with the key.
    let infix;
    for (const seg of rest) {
        const lit = infixKey(seg);
        if (lit === undefined)
            continue;
        const key = keyOf(lit, fold);
        if (key.length >= PREFIX_LEN && (infix === undefined || key.length > infix.length))
            infix = key;
    }
    if (infix !== undefined) {
        for (const node of nodes)
            tableAdd((node.infKeys ??= new Map()), infix.slice(0, PREFIX_LEN), index);
        return { confirm: BY_GLOB, ext: 0 };
    }
    // Brace infix (`*{secret,vault}*`): a key per alternative, when each has PREFIX_LEN characters
    // (else the rule would be in `other`, its glob run on every path below the node).
    for (const seg of rest) {
        const alts = braceInfixKeys(seg);
        if (alts === undefined)
            continue;
        const keys = alts.map((a) => keyOf(a, fold));
        if (keys.some((k) => k.length < PREFIX_LEN))
            continue;
        for (const node of nodes) {
            const inf = (node.infKeys ??= new Map());
            for (const k of keys)
                tableAdd(inf, k.slice(0, PREFIX_LEN), index);
        }
        return { confirm: BY_GLOB, ext: 0 };
    }
    for (const node of nodes)
        (node.other ??= []).push(index);
    return { confirm: BY_GLOB, ext: 0 };
}
/**
 * When a key hit alone decides: the rest is `**` then the keyed segment (matching only what its
 * key says), optionally then `**`. Otherwise the glob confirms.
 */
function hitConfirm(rest, prefix, keyDecides) {
    if (rest.length < 2 || rest.length > 3 || rest[0].type !== 'globstar' || !keyDecides(rest[1]))
        return BY_GLOB;
    if (rest.length === 3)
        return rest[2].type === 'globstar' ? ON_HIT : BY_GLOB;
    return prefix ? ON_HIT : ON_LAST_HIT;
}
/** `*.ext` with one dot: a segment whose last-dot suffix is `.ext` matches it, and only such. */
function starExtension(seg) {
    if (seg.type !== 'segment' || seg.parts.length !== 2)
        return false;
    const a = seg.parts[0];
    const b = seg.parts[1];
    return a.type === 'star' && b.type === 'literal' && b.text.charCodeAt(0) === 46 && b.text.indexOf('.', 1) < 0;
}
//# sourceMappingURL=path-index-build.js.map