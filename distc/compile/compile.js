// Loaded sources to an immutable compiled policy: the rules of every source indexed by kind, so
// that a decision costs the same with 10 rules or 10,000. Composition follows the table in
// compose/composition.ts: deny and ask are unions (one index over every source), allow is a
// conjunction (one index per source that declares an allow list).
import { compositionOf } from '../compose/composition.js';
import { buildDomainIndex } from '../domains/domain-index.js';
import { namedHosts } from '../domains/named-hosts.js';
import { buildPathIndex } from '../paths/path-index.js';
import { lookalikeVariants } from '../rules/lookalikes.js';
import { backslashSeparatorVariants, windowsSeparatorVariants } from '../rules/backslash-paths.js';
import { arrayJoinedVariants } from '../rules/powershell-array-rules.js';
import { cmdletNamedVariants } from '../rules/powershell-alias-rules.js';
import { compileCommandRule } from '../shell/command-pattern.js';
import { buildCommandIndex } from '../shell/command-index.js';
import { absoluteWordRules } from '../shell/rule-directories.js';
import { pathSpelledPattern } from '../shell/path-spelling.js';
/** Default precedence, highest first (semantics section 1). */
export const DEFAULT_PRECEDENCE = ['mdm', 'server', 'file'];
function permissionsOf(loaded) {
    const p = loaded.settings.permissions;
    return p !== null && typeof p === 'object' && !Array.isArray(p) ? p : undefined;
}
function indexes(given, mode, askAll = new Set()) {
    // A deny/ask rule is also read without look-alike characters (fullwidth `ｒｍ` is `rm`).
    // And a Read/Edit rule with `\*` also with the backslash as a separator (backslash-paths.ts).
    // And a Shell rule with a PowerShell array (`a, b`) also with its elements joined (powershell-array-rules.ts).
    // And each of those named by a PowerShell alias also with the cmdlet's name (powershell-alias-rules.ts).
    const entries = mode === 'restrict'
        ? given.flatMap((e) => [e.rule, ...arrayJoinedVariants(e.rule)].flatMap((r) => [r, ...lookalikeVariants(r), ...backslashSeparatorVariants(r)])
            .flatMap((r) => [r, ...cmdletNamedVariants(r)])
            .map((rule) => (rule === e.rule ? e : { id: e.id, rule })))
        : given;
    const of = (kind) => entries.filter((e) => e.rule.kind === kind);
    const shellEntries = of('shell');
    const shellRules = shellEntries.map((e) => compileCommandRule(e.id, e.rule.pattern, e.rule.caseInsensitive));
    const pathRefs = (kind) => of(kind).map((e) => ({ id: e.id, pattern: e.rule.pattern }));
    const readRefs = pathRefs('read');
    // Restrict: a Read deny/ask also covers Edit (semantics 4.2). Allow never crosses kinds.
    const editRefs = mode === 'restrict' ? [...pathRefs('edit'), ...readRefs] : pathRefs('edit');
    const windowsRefs = mode === 'restrict' ? windowsPathRefs(entries) : undefined;
    const domainRefs = of('domain').map((e) => ({ id: e.id, pattern: e.rule.pattern }));
    return Object.freeze({
        shell: buildCommandIndex(shellRules),
        shellRules: Object.freeze(shellRules),
        absoluteShell: Object.freeze(mode === 'restrict' ? absoluteWordRules(shellRules, shellEntries.map((e) => e.rule.pattern)) : []),
        pathShell: mode === 'restrict' ? pathSpelledRules(shellEntries) : undefined,
        read: buildPathIndex(readRefs, mode),
        edit: buildPathIndex(editRefs, mode),
        win32Paths: windowsRefs === undefined ? undefined : Object.freeze({
            read: buildPathIndex([...readRefs, ...windowsRefs.read], mode),
            edit: buildPathIndex([...editRefs, ...windowsRefs.edit, ...windowsRefs.read], mode),
        }),
        domain: buildDomainIndex(domainRefs, mode),
        namedHosts: mode === 'restrict' ? namedHosts(domainRefs.map((r) => r.pattern)) : undefined,
        counts: Object.freeze({
            shell: shellRules.length + (askAll.has('shell') ? 1 : 0),
            read: readRefs.length + (askAll.has('read') ? 1 : 0),
            edit: editRefs.length + (askAll.has('edit') ? 1 : 0),
            domain: domainRefs.length + (askAll.has('domain') ? 1 : 0),
        }),
    });
}
/** The win32 readings of the deny/ask Read and Edit rules with a literal backslash; undefined when none has one. */
function windowsPathRefs(entries) {
    const read = [];
    const edit = [];
    for (const e of entries) {
        for (const v of windowsSeparatorVariants(e.rule))
            (v.kind === 'read' ? read : edit).push({ id: e.id, pattern: v.pattern });
    }
    return read.length + edit.length === 0 ? undefined : { read, edit };
}
/** The restrict index a Read/Edit path is met with on `platform` (KindIndexes.win32Paths). */
export function restrictPathIndex(policy, kind, platform) {
    const r = policy.restrict;
    const w = platform === 'win32' ? r.win32Paths : undefined;
    return w === undefined ? (kind === 'read' ? r.read : r.edit) : kind === 'read' ? w.read : w.edit;
}
function pathSpelledRules(shellEntries) {
    const spelled = (spelling) => {
        const entries = shellEntries.flatMap((e) => {
            const pattern = pathSpelledPattern(e.rule.pattern, spelling);
            return pattern === undefined ? [] : [{ pattern, rule: compileCommandRule(e.id, pattern, e.rule.caseInsensitive) }];
        });
        return { entries, index: buildCommandIndex(entries.map((x) => x.rule)) };
    };
    const fold = spelled('fold');
    const windows = spelled('msys');
    if (fold.entries.length === 0 && windows.entries.length === 0)
        return undefined;
    return Object.freeze({
        fold: fold.index,
        foldAbsolute: Object.freeze(absoluteWordRules(fold.entries.map((x) => x.rule), fold.entries.map((x) => x.pattern))),
        windows: windows.index,
        windowsAbsolute: Object.freeze(absoluteWordRules(windows.entries.map((x) => x.rule), windows.entries.map((x) => x.pattern), (text) => /^(?:[a-z]|hk(?:cu|lm|cr|u|cc)):\//.test(text))),
    });
}
export function compilePolicy(sources, options = {}) {
    const precedence = options.precedence ?? DEFAULT_PRECEDENCE;
    const rank = (c) => {
        const i = precedence.indexOf(c);
        return i < 0 ? precedence.length : i;
    };
    // Stable order: by precedence, then by name, so the result never depends on argument order.
    const ordered = [...sources].sort((a, b) => rank(a.loaded.channel) - rank(b.loaded.channel)
        || (a.loaded.file < b.loaded.file ? -1 : a.loaded.file > b.loaded.file ? 1 : 0));
    const rules = [];
    const lists = { deny: [], ask: [], allow: [] };
    const perSourceAllow = [];
    const infos = [];
    const askAll = new Set();
    let restricted = false;
    let managed = false;
    for (const { loaded } of ordered) {
        const declaresAllow = permissionsOf(loaded)?.allow !== undefined;
        const allowEntries = [];
        for (const list of ['deny', 'ask', 'allow']) {
            for (const rule of loaded.rules[list]) {
                const id = rules.length;
                rules.push(Object.freeze({ text: rule.text, list, kind: rule.kind, source: loaded.file, channel: loaded.channel }));
                (list === 'allow' ? allowEntries : lists[list]).push({ id, rule });
            }
        }
        const ruleCount = loaded.rules.deny.length + loaded.rules.ask.length + loaded.rules.allow.length;
        for (const k of loaded.askAll)
            askAll.add(k);
        if (loaded.restricted)
            restricted = true;
        if (ruleCount > 0 || declaresAllow || loaded.askAll.length > 0 || loaded.restricted)
            managed = true;
        perSourceAllow.push(declaresAllow ? allowEntries : []);
        infos.push(Object.freeze({
            name: loaded.file, channel: loaded.channel, restricted: loaded.restricted,
            askAll: Object.freeze([...loaded.askAll]), declaresAllow, ruleCount,
        }));
    }
    // The table says how each list composes; this compiler implements exactly these operators.
    if (compositionOf('/permissions/deny') !== 'union' || compositionOf('/permissions/ask') !== 'union'
        || compositionOf('/permissions/allow') !== 'conjunction') {
        throw new Error('compilePolicy implements union deny/ask and conjunction allow only');
    }
    const allow = [];
    infos.forEach((info, source) => {
        if (!info.declaresAllow)
            return;
        const noAllow = (selector) => `${info.name} (${info.channel}) declares an allow list with no ${selector} rule that allows `;
        const noAllowMessage = Object.freeze({ shell: noAllow('Shell'), read: noAllow('Read'), edit: noAllow('Edit'), domain: noAllow('Domain') });
        const noAllowPath = Object.freeze({
            shell: `${noAllowMessage.shell}path `, read: `${noAllowMessage.read}path `, edit: `${noAllowMessage.edit}path `, domain: `${noAllowMessage.domain}path `,
        });
        const noAllowPlainPath = Object.freeze({ read: `${noAllowPath.read}"`, edit: `${noAllowPath.edit}"` });
        allow.push(Object.freeze({ ...indexes(perSourceAllow[source] ?? [], 'allow'), source, noAllowMessage, noAllowPath, noAllowPlainPath }));
    });
    const labels = rules.map((r) => `${r.list} rule ${JSON.stringify(r.text)} from ${r.source} (${r.channel})`);
    return Object.freeze({
        sources: Object.freeze(infos),
        rules: Object.freeze([...rules]),
        labels: Object.freeze([...labels]),
        restrict: indexes([...lists.deny, ...lists.ask], 'restrict', askAll),
        allow: Object.freeze([...allow]),
        askAll,
        restricted,
        managed,
        unfrozen: Object.freeze({ allow, rules, labels }),
    });
}
//# sourceMappingURL=compile.js.map