// Checking one part of an operation (a path, a URL; a simple command: command-parts.ts) against
// the compiled indexes, straight into the decision's Outcome: no intermediate subject objects,
// and reasons only for what decides. A part has a scope: `all` (deny, ask and allow rules
// consider it) or `restrict` (deny and ask only).
import { restrictPathIndex } from '../compile/compile.js';
import { matchDomain } from '../domains/domain-index.js';
import { inLocalUseNat64 } from '../domains/mapped-ipv4.js';
import { parseFetchTarget } from '../domains/url.js';
import { hasHfsIgnored, hasMultiFold } from '../paths/case-fold.js';
import { namesHostDisk } from '../paths/host-disk.js';
import { ruleBelow } from '../paths/path-below.js';
import { lowestAllowMatch, matchView } from '../paths/path-index.js';
import { hasDotDot } from '../paths/physical-path.js';
import { MAX_PATH_SEGMENTS, PathView, scanOperationPath } from '../paths/path-view.js';
import { routesTraffic } from '../shell/traffic-settings-files.js';
import { automountServerOf, automountsNet } from './network-servers.js';
import { bootVolumeSpelling } from './darwin-links.js';
import { pathTarget, physicalOf, targetOf } from './link-hook.js';
import { aliasLeadsFurther, isProcessLink, mayHaveAlias, pathAlias, posixReadingToo, shown, uncServers } from './links.js';
import { linkedReadings } from './root-links.js';
import { checkWslShare } from './wsl-share.js';
import { checkMountedDrive } from './drive-mounts.js';
import { tableMatches, tableTarget } from './table-targets.js';
/** A part's reason where no source declares an allow list: this, its type, its text quoted, NOT_ALLOWED. */
export const NO_ALLOW_LIST = 'no managed source declares an allow list, so ';
export const NOT_ALLOWED = ' is not allowed';
/** The checks every part gets after its own restrict match; returns whether allow rules still matter. */
export function afterRestrict(o, kind, p, scope, notAllowable) {
    const askAll = o.policy.askAll;
    if (askAll.size > 0 && askAll.has(kind))
        o.askAll(kind, p);
    if (scope !== 'all')
        return false;
    o.allowParts++;
    if (o.settled())
        return false;
    if (notAllowable !== undefined) {
        o.addNotAllowed('not-allowable', p, `${p.type} `, ` can never be allowed: ${notAllowable}`);
        return false;
    }
    if (o.policy.allow.length === 0) {
        o.addNotAllowed('no-allow-in-source', p, `${NO_ALLOW_LIST}${p.type} `, NOT_ALLOWED);
        return false;
    }
    return true;
}
/**
 * `record[kind]` by named loads: a keyed load that sees several names (read and edit decisions
 * alike) goes megamorphic, a generic stub call each time.
 */
export function ofKind(record, kind) {
    return kind === 'read' ? record.read : kind === 'edit' ? record.edit : kind === 'domain' ? record.domain : record.shell;
}
/** The allow result of one declaring source: the lowest allowing rule id, or -1. */
export function allowResult(o, a, p, kind, lowest) {
    if (lowest >= 0)
        o.allowRule(lowest, p);
    else {
        // (`path ` is the usual type: noAllowPath holds it joined already.)
        if (p.type === 'path')
            o.addNotAllowed('no-allow-in-source', p, ofKind(a.noAllowPath, kind), '');
        else
            o.addNotAllowed('no-allow-in-source', p, `${ofKind(a.noAllowMessage, kind)}${p.type} `, '');
    }
}
/** (Indexed loops: `for...of` over the frozen id lists measured slower here.) */
export function restrictRules(o, ids, p) {
    for (let k = 0; k < ids.length; k++)
        o.restrictRule(ids[k], p);
}
function lowestOf(ids) {
    let min = -1;
    for (let k = 0; k < ids.length; k++) {
        const id = ids[k];
        if (min < 0 || id < min)
            min = id;
    }
    return min;
}
// ---------------------------------------------------------------------------------------------
// Paths
/** The views of the path being checked and of its symlink target (reused: decisions never overlap). */
const LINK = new PathView();
const TARGET = new PathView();
/**
 * A Read or Edit part: the path, and with a `resolveSymlink` hook its target too, and the path the
 * kernel opens when a link comes before a `..` (`link/../x`, `/proc/self/root/../x`).
 */
export function checkPath(o, kind, text, p, scope, top = true) {
    const asWritten = checkSpellings(o, kind, text, p, scope);
    // Other paths the text opens that only the resolver can place (root-links.ts): each checked once.
    if (top && o.raw?.resolveSymlink !== undefined)
        for (const other of linkedReadings(o, kind, text))
            checkPath(o, kind, other, p, scope, false);
    // (A path normalized as written has no `..` and does not look like a Windows path.)
    if (asWritten || (scope === 'restrict' && ofKind(o.policy.restrict.counts, kind) === 0 && !(automountsNet(o.ctx.platform) && o.policy.restrict.counts.domain > 0)))
        return;
    // After the lexical check: the hook may itself decide, and the check reuses the views.
    // (hasDotDot first: most paths have no `..`, and the call costs more than the test.)
    const physical = hasDotDot(text) ? physicalOf(o, o.raw?.resolveSymlink, text, p) : undefined;
    if (physical !== undefined)
        checkSpellings(o, kind, physical.text, { type: 'symlink-target', kind, text: physical.text }, scope);
    if (posixReadingToo(o.ctx, text))
        checkPath(o, kind, `./${text}`, p, scope);
}
/** Spellings of one path followed one after another at most. */
export const MAX_ALIAS_CHAIN = 4;
/**
 * The path as checkLexicalPath checks it, then each further spelling the system gives the
 * spelling it found (`/System/Volumes/Data/private/etc/x` is `/private/etc/x`, which is `/etc/x`).
 */
function checkSpellings(o, kind, text, p, scope) {
    let next = checkLexicalPath(o, kind, text, p, scope);
    const asWritten = scannedAsWritten;
    const boot = bootSpelling;
    for (let k = 0; next !== undefined && k < MAX_ALIAS_CHAIN; k++)
        next = checkLexicalPath(o, kind, next.text, { type: 'symlink-target', kind, text: next.text }, scope);
    if (next !== undefined)
        o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(text)} has more spellings than are followed: it can never be allowed`, part: p });
    if (boot !== undefined)
        checkSpellings(o, kind, boot, { type: 'symlink-target', kind, text: boot }, 'restrict');
    return asWritten;
}
/** Whether the last path checkLexicalPath scanned was already normalized as written. */
let scannedAsWritten = false;
/** macOS: the boot volume's spelling of the last path it scanned (`/Volumes/NAME/x` may be `/x`), for deny and ask rules. */
let bootSpelling;
/** Checks one path (and its target or other spelling); returns a spelling that leads further. */
function checkLexicalPath(o, kind, text, p, scope) {
    const policy = o.policy;
    const restrictCount = ofKind(policy.restrict.counts, kind);
    scannedAsWritten = false;
    bootSpelling = undefined;
    // A UNC path reaches its server: a host for Domain deny and ask rules. (Two separators first.)
    const c0 = text.charCodeAt(0);
    const c1 = text.charCodeAt(1);
    if ((c0 === 47 || c0 === 92) && (c1 === 47 || c1 === 92) && policy.restrict.counts.domain > 0) {
        for (const server of uncServers(text, o.ctx))
            checkUrl(o, `tcp://${server.includes(':') && !server.startsWith('[') ? `[${server}]` : server}/`, p, 'restrict');
    }
    // macOS and Linux (autofs) automount `/net/HOST/…` from HOST: a host for Domain deny and ask
    // rules too, read from the normalized path and its symlink target (`//net/h`, `/./net/h`, a link into /net).
    const automount = automountsNet(o.ctx.platform) && policy.restrict.counts.domain > 0;
    // A part only deny and ask rules look at needs no work when there are none of its kind.
    const restrictOnly = scope === 'restrict' && restrictCount === 0;
    if (restrictOnly && !automount)
        return undefined;
    const ctx = o.ctx;
    const failure = scanOperationPath(LINK, text, ctx);
    if (failure !== undefined) {
        if (!restrictOnly)
            o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(text)} cannot be checked: ${failure}`, part: p });
        return undefined;
    }
    if (automount)
        checkAutomount(o, LINK, p);
    // Scanned as written: its text quotes as itself in the reasons if it has nothing to escape.
    // (Kept in locals too: the hook below may itself decide, which sets the module's flags.)
    const asWritten = LINK.text === text;
    const boot = bootVolumeSpelling(LINK.text, ctx);
    scannedAsWritten = asWritten;
    bootSpelling = boot;
    o.plainText = LINK.plain && asWritten ? text : undefined;
    o.plainTextSets++;
    let notAllowable = LINK.shortName ? 'it has a Windows 8.3 short name segment, which could stand for any long name' : undefined;
    let target;
    let further;
    // (The resolver answers in the engine's own process: `/proc/self` and `/dev/fd` there are not
    // the command's. Those go through pathAlias, which never allows what it cannot place.)
    const hook = o.raw?.resolveSymlink;
    const resolveLink = hook === undefined || isProcessLink(LINK.text) ? undefined : hook;
    if (resolveLink !== undefined) {
        const linkText = LINK.text;
        const shortName = LINK.shortName;
        const t = targetOf(pathTarget(o, resolveLink, linkText, text, p));
        // The hook is the caller's code, which may itself have decided (and reused the views).
        LINK.scan(linkText, false);
        LINK.shortName = shortName;
        scannedAsWritten = asWritten;
        bootSpelling = boot;
        if (t !== undefined) {
            target = TARGET.of(t);
            if (t.shortName)
                notAllowable ??= 'its symlink target has a Windows 8.3 short name segment';
            if (automount)
                checkAutomount(o, target, p);
            // The target is checked again in its turn: a link there (a hook answering one hop) and the
            // system's spellings of it (macOS's realpath gives `/private/etc/x` for `/etc/x`).
            further = t;
        }
    }
    if (restrictOnly)
        return undefined;
    if (target === undefined && mayHaveAlias(LINK, ctx)) {
        const alias = pathAlias(LINK, text, ctx);
        if (alias === 'unknown')
            o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(text)} goes through a link under /proc or /dev/fd (or macOS's /.vol) that may lead anywhere: it can never be allowed`, part: p });
        else if (alias !== undefined) {
            target = TARGET.of(alias);
            if (aliasLeadsFurther(TARGET, LINK.text, ctx))
                further = alias;
        }
    }
    // A short name may stand for any long name, a denied one included: a part only deny and ask
    // rules see (a command's file argument) is then unknown.
    if (scope === 'restrict' && ctx.platform === 'win32' && (LINK.shortName || target?.shortName === true)) {
        o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(text)} has a Windows 8.3 short name segment, which may stand for a path a deny or ask rule names`, part: p });
    }
    // APFS folds case fully (`.ßh` opens `.ssh`), the matchers one code point for one: unknown.
    if (restrictCount > 0 && ctx.foldCase && ctx.platform !== 'win32' && ((!LINK.plain && hasMultiFold(LINK.text)) || (target?.plain === false && hasMultiFold(target.text)))) {
        o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(text)} has a character the file system folds to several (ß is ss, ﬁ is fi): it may be a path a deny or ask rule names`, part: p });
    }
    // HFS+ compares names without zero-width and direction marks (`.s\u200Csh` opens `.ssh`): unknown.
    if (restrictCount > 0 && ctx.foldCase && ctx.platform !== 'win32' && ((!LINK.plain && hasHfsIgnored(LINK.text)) || (target?.plain === false && hasHfsIgnored(target.text)))) {
        o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(text)} has a zero-width or direction mark, which macOS's HFS+ leaves out of names: it may be a path a deny or ask rule names`, part: p });
    }
    if (o.trafficEdit && kind === 'edit') {
        checkTrafficEdit(o, LINK.text, p);
        if (target !== undefined)
            checkTrafficEdit(o, target.text, p);
    }
    const linkCapped = LINK.capSegments();
    if ((target?.capSegments() ?? false) || linkCapped) {
        o.addIncomplete({
            code: 'incomplete-analysis',
            message: `the path ${shown(text)} has more than ${MAX_PATH_SEGMENTS} segments: only the first ${MAX_PATH_SEGMENTS} are checked, against deny and ask rules`,
            part: p,
        });
    }
    if (restrictCount > 0) {
        const index = restrictPathIndex(policy, kind, o.ctx.platform);
        // Deny/ask fire on the link OR its target.
        const m = matchView(index, LINK, ctx);
        if (m.unknownRoot)
            o.unknownRoot(p);
        if (target === undefined) {
            restrictRules(o, m.ids, p);
        }
        else {
            const t = matchView(index, target, ctx);
            if (t.unknownRoot)
                o.unknownRoot(p);
            restrictRules(o, m.ids, p);
            restrictRules(o, t.ids, p);
        }
        if (namesHostDisk(LINK.text) || (target !== undefined && namesHostDisk(target.text)))
            checkDiskDevice(o, kind, index, text, p);
        // (win32: a path on WSL's file shares is also the distribution's own path.)
        if (LINK.unc && ctx.platform === 'win32')
            checkWslShare(o, index, LINK, p);
        if (target?.unc === true && ctx.platform === 'win32')
            checkWslShare(o, index, target, p);
        // (linux: `/mnt/c/x` is also drive C's path under WSL.)
        if (ctx.platform === 'linux') {
            checkMountedDrive(o, index, LINK, p);
            if (target !== undefined)
                checkMountedDrive(o, index, target, p);
        }
    }
    if (!afterRestrict(o, kind, p, scope, notAllowable))
        return further;
    const allow = policy.unfrozen.allow;
    for (let k = 0; k < allow.length; k++) {
        const a = allow[k];
        const index = kind === 'read' ? a.read : a.edit;
        // An allow needs the link AND its target.
        let lowest = lowestAllowMatch(index, LINK, ctx);
        if (target !== undefined && lowest >= 0) {
            const t = lowestAllowMatch(index, target, ctx);
            lowest = t < 0 ? -1 : Math.min(lowest, t);
        }
        allowResult(o, a, p, kind, lowest);
    }
    return further;
}
/**
 * An Edit operation of a file whose text says where later commands connect (`~/.curlrc`, `.npmrc`,
 * `.git/config`, `/etc/hosts`, a shell's startup file: traffic-settings-files.ts) may send later
 * traffic to any host, as the shell's writes of one do: an unknown host, which asks where Domain
 * deny or ask rules exist (beyond semantics 4.2, which decides an Edit by its path rules alone).
 */
export function checkTrafficEdit(o, normalized, p) {
    if (!o.trafficEdit || !routesTraffic(normalized))
        return;
    // (Once: the path's other spellings and its target give the same reason.)
    o.trafficEdit = false;
    o.addIncomplete({
        code: 'incomplete-analysis',
        message: `editing ${shown(p.text)} may change where later commands connect (a proxy, a registry, a remote, a startup file's variables): the hosts it names are not known, and may be ones a deny or ask Domain rule names`,
        part: p,
    });
}
/** The view of `/`, below which a disk device holds every file (checkDiskDevice). */
const DISK_ROOT = new PathView();
/**
 * A disk device (`/dev/sda`, `/dev/mapper/root`; src/paths/host-disk.ts) holds the bytes of every
 * file: reading or writing it reads or writes everything below `/`, as `grep -r x /` does, so a
 * deny or ask rule of its kind there asks (the files it reaches are not known, so none denies).
 */
export function checkDiskDevice(o, kind, index, text, p) {
    if (scanOperationPath(DISK_ROOT, '/', o.ctx) !== undefined)
        return;
    const id = ruleBelow(index, DISK_ROOT, o.ctx, o);
    if (id < 0)
        return;
    o.addIncomplete({
        code: 'incomplete-analysis',
        message: `${p.type} ${o.quote(p.text)} ${kind === 'read' ? 'reads' : 'writes'} the disk device ${shown(text)}, which holds every file below "/", where ${o.policy.labels[id]} may match a path: it can never be allowed`,
        part: p,
    });
}
/** The automounted server of a path's view on darwin and linux (`/net/HOST/…`): a Domain part for deny and ask rules. */
export function checkAutomount(o, v, p) {
    const server = automountServerOf(v);
    if (server !== undefined)
        checkUrl(o, `tcp://${server}/`, p, 'restrict');
}
// ---------------------------------------------------------------------------------------------
// URLs
export function checkUrl(o, url, p, scope = 'all', dynamic = false) {
    // A host only deny and ask rules look at needs no work when there are none.
    if (scope === 'restrict' && o.policy.restrict.counts.domain === 0)
        return;
    if (dynamic) {
        o.addIncomplete({ code: 'incomplete-analysis', message: `the host ${shown(url)} is not known (an expansion, or a name configured out of the line): it may be one a deny or ask Domain rule names`, part: p });
        return;
    }
    // (The tables' URLs reach here as restrict parts; an operation's own URL, a fetch's, is not looked up.)
    const known = scope === 'restrict' ? tableTarget(url) : undefined;
    const r = known ?? parseFetchTarget(url);
    if (!r.ok) {
        o.addIncomplete({ code: 'incomplete-analysis', message: `the URL ${shown(url)} cannot be checked: ${r.reason}`, part: p });
        return;
    }
    const t = r.target;
    const policy = o.policy;
    if (policy.restrict.counts.domain > 0) {
        restrictRules(o, known === undefined ? matchDomain(policy.restrict.domain, t) : tableMatches(policy.restrict.domain, t), p);
        // (Which IPv4 host a local-use NAT64 address reaches depends on the network: as an expansion.)
        if (inLocalUseNat64(t.host)) {
            o.addIncomplete({ code: 'incomplete-analysis', message: `the host of ${shown(url)} is in the NAT64 local-use prefix 64:ff9b:1::/48, which may reach any IPv4 host (where it sits in the address depends on the network): it may be one a deny or ask Domain rule names`, part: p });
        }
    }
    const why = t.userinfo ? 'it carries userinfo (user@host), which can disguise the host'
        : t.altHost !== undefined ? `its host is read differently by UTS #46 (${t.host}) and by the URL standard (${t.altHost})` : undefined;
    if (!afterRestrict(o, 'domain', p, scope, why))
        return;
    const allow = policy.unfrozen.allow;
    for (let k = 0; k < allow.length; k++)
        allowResult(o, allow[k], p, 'domain', lowestOf(matchDomain(allow[k].domain, t)));
}
//# sourceMappingURL=parts.js.map