// A bash command's relative words read where it runs, for the deny and ask rules with absolute
// path words (src/shell/rule-directories.ts): `cd /; rm -rf *` meets `Shell(rm -rf /*)`. Where
// the directory cannot be told (`cd "$x"`, CDPATH, after a loop that moves), a rule that may
// meet the words there keeps the command from being allowed (it asks), never denies it. A tool's
// own directory option moves it as a cd does (own-directory.ts: `git -C /w push repo`).
import { canonicalMemo, foldedRestrictNames, restrictMatches, restrictNames } from '../shell/command-pattern.js';
import { inOwnDirectory, ownDirectory } from '../shell/own-directory.js';
import { resolvedCmdletName } from '../shell/powershell-aliases.js';
import { normalizedPathSubject, pathSpelledSubject, posixCmdletSubject } from '../shell/path-spelling.js';
import { withHomeExpanded } from '../shell/home-tilde.js';
import { absolutePath, commandDirectories, directoryReadings, hasRelativeWord, treeMayMeet, treePattern } from '../shell/rule-directories.js';
import { restrictRules } from './parts.js';
import { absoluteTrees, recursiveWords } from './recursive-words.js';
/**
 * `home`: the home directory as a POSIX path, undefined when unknown (or the line may assign HOME);
 * `treePaths`: the words the command acts below (recursive-words.ts).
 */
export function checkCommandDirectories(o, command, p, home, treePaths) {
    const rules = o.policy.restrict.absoluteShell;
    // (PowerShell's too off win32, where its paths are POSIX ones, `\` read as `/`: `cd /; Get-Content etc\passwd`.)
    if (rules.length === 0 || o.ctx.platform === 'win32')
        return;
    const relative = hasRelativeWord(command);
    // (Indexes of the command's words, the same in the cmdlet's spelling.)
    const trees = recursiveWords(command, treePaths);
    if (!relative && trees === undefined)
        return;
    const c = command.dialect === 'powershell' ? posixCmdletSubject(command) : command;
    const cwd = o.ctx.cwd?.text;
    const foldNames = o.ctx.foldCase;
    const names = foldNames ? foldedRestrictNames(restrictNames(c, resolvedCmdletName)) : restrictNames(c, resolvedCmdletName);
    // `rm -rf /etc`, `cd /; rm -rf etc`: a recursive command's words also as everything below them (recursive-words.ts).
    const treeIds = trees === undefined ? [] : treeRules(o, c, trees, names, home);
    if (!relative) {
        report(o, c, treeIds, p);
        return;
    }
    // (`git -C DIR`, `terraform -chdir=DIR`, `make -C DIR`: its words are read there.)
    const where = inOwnDirectory(c.cwd, ownDirectory(names, c.words, c.dynamic));
    const dirs = commandDirectories(where, cwd !== undefined && cwd.startsWith('/') ? cwd : undefined, home);
    // A name from an expansion meets only rules whose own name is a wildcard, as in the line's own
    // check (command-index.ts); the line asks for its name anyway. (Compared, `*.ts .. y` met
    // `Shell(rm /etc *)`: the unknown name read as any words, spanning the rule's.)
    const named = (r) => !c.dynamic[0] || r.rule.name === undefined;
    // (Each reading made once for every rule that changes the same words: directory-readings.ts.)
    const readings = directoryReadings(c, trees);
    const meets = (r, dir) => named(r) && readings(r, dir).some((read) => restrictMatches(r.rule, read.subject, names, read.canonical, foldNames));
    const ids = [...treeIds];
    const unknownFor = new Set();
    for (const r of rules)
        if (!ids.includes(r.rule.id) && checkRule(o, r, dirs, meets, ids, p, false))
            unknownFor.add(r.rule.id);
    // A case-insensitive file system: `cd /ETC; rm passwd` meets `Shell(rm /etc/*)`, the rule and
    // the read words in lower case (path-spelling.ts).
    const folded = o.policy.restrict.pathShell?.foldAbsolute;
    if (foldNames && folded !== undefined && folded.length > 0) {
        const lowerDirs = dirs.map((d) => ({ known: d.known, segments: d.segments.map((s) => s.toLowerCase()) }));
        const foldedReadings = directoryReadings(c, trees, true, (read) => pathSpelledSubject(read, 'fold'));
        const meetsFolded = (r, dir) => named(r) && foldedReadings(r, dir).some((read) => restrictMatches(r.rule, read.spelled, names, read.canonical, foldNames));
        for (const r of folded)
            if (!ids.includes(r.rule.id))
                checkRule(o, r, lowerDirs, meetsFolded, ids, p, unknownFor.has(r.rule.id));
    }
    report(o, c, ids, p);
}
/** The rules met, as a deny or ask; a possible reading's match asks (CommandSubject.possible). */
export function report(o, c, ids, p) {
    if (c.possible === undefined)
        restrictRules(o, ids, p);
    else
        for (const id of ids)
            o.possibleCommandRule(id, c, p);
}
/**
 * The ids of the rules a recursive command's absolute words (`~` as the home: `rm -rf ~`) meet as
 * their trees; on a case-insensitive file system also as it reads them, the folded rules (`rm -rf
 * /ETC`, darwin's `rm -rf /private/etc`; path-spelling.ts).
 */
function treeRules(o, c, trees, names, home) {
    // (An unknown home: some absolute path, as home-tilde.ts reads it.)
    const expanded = c.homeTildes === undefined ? c : withHomeExpanded(c, c.homeTildes, home, false);
    const foldNames = o.ctx.foldCase;
    const ids = absoluteTreeRules(expanded, trees, o.policy.restrict.absoluteShell, names, foldNames, false);
    const folded = o.policy.restrict.pathShell?.foldAbsolute;
    if (!foldNames || folded === undefined || folded.length === 0)
        return ids;
    const normal = normalizedPathSubject(expanded, o.ctx).subject ?? expanded;
    for (const id of absoluteTreeRules(normal, trees, folded, names, foldNames, true))
        if (!ids.includes(id))
            ids.push(id);
    return ids;
}
/** The ids of the rules a recursive command's absolute words meet as their trees (`rm -rf /etc`, `rm -r /e*`); `lower`: in lower case. */
function absoluteTreeRules(c, trees, rules, names, foldNames, lower) {
    const tree = (text, shaped) => (text.startsWith('/') ? treePattern(shaped ? text : absolutePath(text)) : undefined);
    const read = absoluteTrees(c, trees, lower ? (text, shaped) => tree(text, shaped)?.toLowerCase() : tree);
    if (read === undefined)
        return [];
    const ids = [];
    for (const r of rules) {
        // (As for the relative words: a name from an expansion meets only a rule with a wildcard name.)
        if ((c.dynamic[0] && r.rule.name !== undefined) || !read.fixed.some((t) => treeMayMeet(r, t)))
            continue;
        if (restrictMatches(r.rule, read.subject, names, canonicalMemo(read.subject), foldNames))
            ids.push(r.rule.id);
    }
    return ids;
}
/**
 * Whether the rule meets the command in one of `dirs`: its id to `ids` where the directory is
 * known, else an incomplete analysis (once: `unknown`, already reported); whether one was.
 */
export function checkRule(o, r, dirs, meets, ids, p, unknown) {
    for (const dir of dirs) {
        if (unknown && !dir.known)
            continue;
        if (!meets(r, dir))
            continue;
        if (dir.known) {
            ids.push(r.rule.id);
            return unknown;
        }
        unknown = true;
        o.addIncomplete({
            code: 'incomplete-analysis',
            message: `the command runs in a directory the analysis cannot tell (cd to an expansion, CDPATH, a loop or function that changes directory, no cwd in the context), where its relative words may name what ${o.policy.labels[r.rule.id]} covers: it can never be allowed`,
            part: p,
        });
    }
    return unknown;
}
//# sourceMappingURL=command-directories.js.map