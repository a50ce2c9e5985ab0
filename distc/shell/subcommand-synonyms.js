// Other names a tool takes for one of its subcommands, for deny and ask rules (the canonical
// reading, command-canonical.ts): `npm pu` and `npm i` run publish and install, `helm del` runs
// uninstall, `docker container rm` is `docker rm` (`docker volume remove` is `docker volume rm`),
// `terraform apply -destroy` is `terraform destroy`; chmod's mode is read so too (`0777`,
// `a+rwx`, `u=rwx,g=rwx,o=rwx` as `777`). A rule's subcommand is read
// under its canonical name; a command is read both as written and under that name (a rule
// `Shell(docker container *)` still sees the words written).
/** npm's commands (lib/utils/cmd-list.js): each runs under its name or an unambiguous prefix. */
const NPM_COMMANDS = ('access approve-scripts audit bugs cache ci completion config dedupe deny-scripts deprecate diff dist-tag docs doctor edit exec '
    + 'explain explore find-dupes fund get help help-search init install install-ci-test install-test link ll login logout ls org '
    + 'outdated owner pack ping pkg prefix profile prune publish query rebuild repo restart root run sbom search set stage start stop '
    + 'team test token trust undeprecate uninstall unpublish update version view whoami').split(' ');
/** npm's aliases, typos included (cmd-list.js). */
const NPM_ALIASES = new Map(Object.entries({
    author: 'owner', home: 'docs', issues: 'bugs', info: 'view', show: 'view', find: 'search', add: 'install', unlink: 'uninstall',
    remove: 'uninstall', rm: 'uninstall', r: 'uninstall', un: 'uninstall', rb: 'rebuild', list: 'ls', ln: 'link', create: 'init',
    i: 'install', it: 'install-test', cit: 'install-ci-test', u: 'update', up: 'update', c: 'config', s: 'search', se: 'search',
    tst: 'test', t: 'test', ddp: 'dedupe', v: 'view', 'run-script': 'run', 'clean-install': 'ci', 'clean-install-test': 'install-ci-test',
    x: 'exec', why: 'explain', la: 'll', verison: 'version', ic: 'ci', innit: 'init', in: 'install', ins: 'install', inst: 'install',
    insta: 'install', instal: 'install', isnt: 'install', isnta: 'install', isntal: 'install', isntall: 'install', 'install-clean': 'ci',
    'isntall-clean': 'ci', hlep: 'help', 'dist-tags': 'dist-tag', upgrade: 'update', udpate: 'update', rum: 'run', sit: 'install-ci-test',
    urn: 'run', ogr: 'org',
}));
/** npm's deref: each command, alias and prefix of exactly one of them, to the command it runs (made on first use). */
let npmNames;
/** The lower-case words npm runs as another command than themselves (aliases and prefixes). */
let npmSynonyms;
/** The longest of npm's commands and aliases: a longer word is none (camelCase spellings are shorter). */
const NPM_LONGEST = Math.max(...[...NPM_COMMANDS, ...NPM_ALIASES.keys()].map((n) => n.length));
export function npmCommand(word) {
    if (npmNames === undefined) {
        const all = [...NPM_COMMANDS, ...NPM_ALIASES.keys()];
        const count = new Map();
        for (const n of all)
            for (let l = 1; l <= n.length; l++)
                count.set(n.slice(0, l), (count.get(n.slice(0, l)) ?? 0) + 1);
        const names = new Map();
        const resolve = (n) => NPM_ALIASES.get(n) ?? n;
        for (const n of all)
            for (let l = 1; l < n.length; l++)
                if (count.get(n.slice(0, l)) === 1)
                    names.set(n.slice(0, l), resolve(n));
        for (const n of all)
            names.set(n, resolve(n));
        npmNames = names;
        npmSynonyms = new Set([...names].filter(([k, v]) => k !== v).map(([k]) => k));
    }
    // (npm reads `installTest` as `install-test`.)
    const spelled = hasUpperCase(word) ? word.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`) : word;
    return npmNames.get(spelled);
}
/** Whether npm runs the word as another command than itself (npmCommand(w) is neither undefined nor w), cheaply. */
function npmSynonym(w) {
    // (Every npm command and alias starts with a letter: options and most paths are ruled out without a lookup.)
    const l = w.charCodeAt(0) | 32;
    if (l < 97 || l > 122 || w.length > NPM_LONGEST)
        return false;
    if (hasUpperCase(w)) {
        const c = npmCommand(w);
        return c !== undefined && c !== w;
    }
    if (npmSynonyms === undefined)
        npmCommand(w);
    return npmSynonyms.has(w);
}
/** Whether an ASCII capital letter is in the word (a loop: cheaper than a regex test on short words). */
function hasUpperCase(word) {
    for (let k = 0; k < word.length; k++) {
        const c = word.charCodeAt(k);
        if (c >= 65 && c <= 90)
            return true;
    }
    return false;
}
/** helm's aliases (cobra's `Aliases`; cobra takes no prefixes unless a program asks). */
const HELM = new Map([['del', 'uninstall'], ['delete', 'uninstall'], ['un', 'uninstall'], ['ls', 'list']]);
/** docker's (and podman's) management commands: `container X`, `image X` and their short forms. */
const CONTAINER = new Map([
    ...'attach commit cp create diff exec export kill logs pause port rename restart rm run start stats stop top unpause update wait'
        .split(' ').map((w) => [w, w]),
    ['remove', 'rm'], ['ls', 'ps'], ['list', 'ps'], ['ps', 'ps'],
]);
const IMAGE = new Map([
    ...'build history import load pull push save tag'.split(' ').map((w) => [w, w]),
    ['rm', 'rmi'], ['remove', 'rmi'], ['ls', 'images'], ['list', 'images'],
]);
/** docker's other management commands: `volume remove` is `volume rm` (cobra's `Aliases`), `stack down` too. */
const MANAGEMENT = new Set('volume network context stack secret config service node plugin'.split(' '));
const MANAGEMENT_ALIASES = new Map([['remove', 'rm'], ['list', 'ls']]);
/**
 * chmod's mode read as octal digits where it is one plainly: leading zeros dropped (`0777`), and
 * a symbolic mode that leaves read, write and execute set for all (`a+rwx`, `u=rwx,g=rwx,o=rwx`)
 * as 777. Another mode stays as written.
 */
function chmodMode(word) {
    if (/^0+[0-7]{1,4}$/.test(word))
        return word.replace(/^0+(?=.)/, '');
    return /^[ugoa+=-]/.test(word) && symbolicPermissions(word) === 0o777 ? '777' : undefined;
}
/**
 * The permission bits (rwx for u, g, o) a symbolic mode leaves on a file that had none, or
 * undefined when it is not one. From none, it leaves these bits whatever the file had (each
 * clause is monotone). Read as widely as can be: no umask (`+rwx`), `X` as `x`.
 */
function symbolicPermissions(mode) {
    let bits = 0;
    for (const clause of mode.split(',')) {
        const m = /^([ugoa]*)((?:[-+=](?:[rwxXst]*|[ugo]))+|[-+=][0-7]+)$/.exec(clause);
        if (m === null)
            return undefined;
        const who = m[1] === '' || m[1].includes('a') ? 0o777 : (m[1].includes('u') ? 0o700 : 0) | (m[1].includes('g') ? 0o070 : 0) | (m[1].includes('o') ? 0o007 : 0);
        for (const [, op, perms] of m[2].matchAll(/([-+=])([^-+=]*)/g)) {
            let set;
            if (/^[0-7]+$/.test(perms))
                set = parseInt(perms, 8) & 0o777;
            else if (perms === 'u' || perms === 'g' || perms === 'o')
                set = ((bits >> (perms === 'u' ? 6 : perms === 'g' ? 3 : 0)) & 7) * 0o111 & who;
            else
                set = ((perms.includes('r') ? 0o444 : 0) | (perms.includes('w') ? 0o222 : 0) | (/[xX]/.test(perms) ? 0o111 : 0)) & who;
            bits = op === '+' ? bits | set : op === '-' ? bits & ~set : (bits & ~who) | set;
        }
    }
    return bits;
}
/** Tools with subcommand synonyms (a rule of one is tried for every subcommand: the index keys on none). */
export function hasSubcommandSynonyms(name) {
    switch (name) {
        case 'npm':
        case 'helm':
        case 'docker':
        case 'podman':
        case 'terraform':
        case 'tofu':
        case 'chmod': return true;
        default: return false;
    }
}
/**
 * Whether some word of a command of tool `name` (one with synonyms) may start a synonym reading:
 * a superset of the words subcommandSynonym reads, so that the command index makes the canonical
 * form only where it may hold one (most commands have none: `npm ci`, `docker run`).
 */
export function mayReadSynonym(name, words) {
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        switch (name) {
            case 'npm':
                if (npmSynonym(w))
                    return true;
                break;
            case 'helm':
                if (HELM.has(w))
                    return true;
                break;
            case 'docker':
            case 'podman':
                // (Every group word is 4 to 9 letters long, `node` to `container`: others are not hashed.)
                if (w.length >= 4 && w.length <= 9 && (w === 'container' || w === 'image' || MANAGEMENT.has(w)))
                    return true;
                break;
            case 'chmod':
                if (chmodMode(w) !== undefined)
                    return true;
                break;
            case 'terraform':
            case 'tofu':
                if (w === 'apply')
                    return true;
                break;
            default:
                return true;
        }
    }
    return false;
}
/**
 * The canonical words of the subcommand written at `words[at]` (and the word after it, for
 * docker's management forms), given the command's canonical options: the words and how many
 * were read, or undefined when they are the canonical spelling already (or no subcommand).
 */
export function subcommandSynonym(name, words, at, options) {
    const word = words[at];
    if (word === undefined)
        return undefined;
    let canonical;
    let taken = 1;
    switch (name) {
        case 'npm':
            canonical = npmCommand(word);
            break;
        case 'helm':
            canonical = HELM.get(word);
            break;
        case 'docker':
        case 'podman': {
            const table = word === 'container' ? CONTAINER : word === 'image' ? IMAGE : undefined;
            const next = words[at + 1];
            if (next === undefined)
                return undefined;
            if (table === undefined) {
                const alias = word === 'stack' && next === 'down' ? 'rm' : MANAGEMENT_ALIASES.get(next);
                return MANAGEMENT.has(word) && alias !== undefined ? { words: [word, alias], taken: 2 } : undefined;
            }
            canonical = table.get(next);
            taken = 2;
            break;
        }
        case 'chmod':
            canonical = chmodMode(word);
            break;
        case 'terraform':
        case 'tofu':
            // Go's flag package: `-destroy`, `--destroy`, `-destroy=true` (read as `-destroy`).
            if (word === 'apply' && options.includes('-destroy'))
                canonical = 'destroy';
            break;
    }
    return canonical === undefined || (taken === 1 && canonical === word) ? undefined : { words: [canonical], taken };
}
/**
 * The reading with `also`: the subcommand under its canonical name, when it is written another
 * way (subcommand-synonyms.ts); at the first known leading word that is one (the words before
 * it may be option values, Canonical.skippable).
 */
export function withSubcommandReading(c) {
    if (!hasSubcommandSynonyms(c.name))
        return c;
    const known = Math.min(c.firstUnknown, c.firstShaped, c.positionals.length);
    for (let j = 0; j <= c.skippable && j < known; j++) {
        const s = subcommandSynonym(c.name, c.positionals, j, c.options);
        if (s !== undefined && j + s.taken <= known)
            return { ...c, also: respelled(c, j, s.taken, s.words) };
    }
    return c;
}
/** The reading with positionals j..j+taken read as `words` (all known words: indices after them shift). */
function respelled(c, j, taken, words) {
    const shift = (n) => (n === Infinity ? n : n + words.length - taken);
    const splice = (a, w) => [...a.slice(0, j), ...w, ...a.slice(j + taken)];
    return {
        ...c, positionals: splice(c.positionals, words), shapes: c.shapes === undefined ? undefined : splice(c.shapes, words.map(() => undefined)),
        firstUnknown: shift(c.firstUnknown), firstShaped: shift(c.firstShaped), skippable: Math.min(c.skippable, j),
        asOption: c.asOption === undefined ? undefined : respelled(c.asOption, j, taken, words),
    };
}
//# sourceMappingURL=subcommand-synonyms.js.map