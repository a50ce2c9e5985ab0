// tmux, which runs commands in the panes of its server: `tmux new -d 'rm -rf x'` runs rm, and
// `tmux send-keys 'rm -rf x' Enter` types it into a shell. Read here: tmux's own options (`-c
// CMD` runs CMD), then its command sequence (commands separated by a `;` word), each command
// with its option letters (tmux 3.3's table). What a command hands to a shell is a line of the
// analysis; what tmux may run some other way (key bindings, hooks, options, menus, prompts,
// config files, `#(…)` in a format) is a problem: the line never allows.
import { isRiskyVariable } from './command-variables.js';
// name:alias:letters-with-an-argument (tmux list-commands, 3.3a).
const TABLE = 'attach-session:attach:cft bind-key:bind:TN break-pane:breakp:Fnst capture-pane:capturep:bESt choose-buffer::FfKOt '
    + 'choose-client::FfKOt choose-tree::FfKOt clear-history:clearhist:t clear-prompt-history:clearphist:T clock-mode::t command-prompt::IptT '
    + 'confirm-before:confirm:pt copy-mode::st customize-mode::Fft delete-buffer:deleteb:b detach-client:detach:Est display-menu:menu:ctTxy '
    + 'display-message:display:cdFt display-popup:popup:bcdehsStTwxy display-panes:displayp:dt find-window:findw:t has-session:has:t if-shell:if:t '
    + 'join-pane:joinp:lst kill-pane:killp:t kill-server:: kill-session::t kill-window:killw:t last-pane:lastp:t last-window:last:t link-window:linkw:st '
    + 'list-buffers:lsb:Ff list-clients:lsc:Ft list-commands:lscm:F list-keys:lsk:PT list-panes:lsp:Fft list-sessions:ls:Ff list-windows:lsw:Fft '
    + 'load-buffer:loadb:bt lock-client:lockc:t lock-server:lock: lock-session:locks:t move-pane:movep:lst move-window:movew:st '
    + 'new-session:new:ceFfnstxy new-window:neww:ceFnt next-layout:nextl:t next-window:next:t paste-buffer:pasteb:sbt pipe-pane:pipep:t '
    + 'previous-layout:prevl:t previous-window:prev:t refresh-client:refresh:ABCft rename-session:rename:t rename-window:renamew:t '
    + 'resize-pane:resizep:xyt resize-window:resizew:xyt respawn-pane:respawnp:cet respawn-window:respawnw:cet rotate-window:rotatew:t '
    + 'run-shell:run:dt save-buffer:saveb:b select-layout:selectl:t select-pane:selectp:Tt select-window:selectw:t send-keys:send:Nt '
    + 'send-prefix::t server-access::t set-buffer:setb:bnt set-environment:setenv:t set-hook::t set-option:set:t set-window-option:setw:t '
    + 'show-buffer:showb:b show-environment:showenv:t show-hooks::t show-messages:showmsgs:t show-options:show:t show-prompt-history:showphist:T '
    + 'show-window-options:showw:t source-file:source: split-window:splitw:ceFlpt start-server:start: suspend-client:suspendc:t swap-pane:swapp:st '
    + 'swap-window:swapw:st switch-client:switchc:ctT unbind-key:unbind:T unlink-window:unlinkw:t wait-for:wait:';
const KINDS = {
    'new-session': 'shell', 'new-window': 'shell', 'split-window': 'shell', 'respawn-pane': 'shell', 'respawn-window': 'shell',
    'display-popup': 'shell', 'pipe-pane': 'shell', 'run-shell': 'run', 'if-shell': 'if', 'send-keys': 'keys', 'load-buffer': 'load',
    'save-buffer': 'save', 'bind-key': 'opaque', 'command-prompt': 'opaque', 'confirm-before': 'opaque', 'display-menu': 'opaque',
    'set-hook': 'opaque', 'set-option': 'opaque', 'set-window-option': 'opaque', 'source-file': 'opaque', 'paste-buffer': 'opaque',
    'choose-buffer': 'opaque', 'choose-client': 'opaque', 'choose-tree': 'opaque',
};
const COMMANDS = new Map(TABLE.split(' ').flatMap((entry) => {
    const [name = '', alias = '', args = ''] = entry.split(':');
    const c = { name, kind: KINDS[name] ?? 'inert', args };
    return alias === '' ? [[name, c]] : [[name, c], [alias, c]];
}));
/** Every prefix of a name or alias that names one command (made once: a lookup per word). */
const PREFIXES = (() => {
    const by = new Map();
    for (const [name, c] of COMMANDS)
        for (let l = 1; l <= name.length; l++) {
            const prefix = name.slice(0, l);
            let set = by.get(prefix);
            if (set === undefined)
                by.set(prefix, (set = new Set()));
            set.add(c);
        }
    return new Map([...by].filter(([, set]) => set.size === 1).map(([prefix, set]) => [prefix, [...set][0]]));
})();
/** tmux's lookup: a name or alias, else the one command whose name it starts. */
function commandNamed(word) {
    return COMMANDS.get(word) ?? PREFIXES.get(word);
}
/** The commands of a sequence: split at `;` words (and a word ending in an unescaped `;`). */
function sequence(words, text) {
    const out = [[]];
    for (const k of words) {
        const w = text(k);
        if (w === ';')
            out.push([]);
        else if (w.endsWith(';') && !w.endsWith('\\;')) {
            out[out.length - 1].push({ at: k, text: w.slice(0, -1) });
            out.push([]);
        }
        else
            out[out.length - 1].push({ at: k, text: w.endsWith('\\;') ? `${w.slice(0, -2)};` : w });
    }
    return out.filter((c) => c.length > 0);
}
/** A word as a shell line gives it back: as it is when nothing in it is special, else single-quoted. */
export function quoted(word) {
    return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
const GLOBAL_ARGS = 'cfLST';
const GLOBAL_FLAGS = '2CDdlNqUuvV';
export function scanTmux(words, dynamic) {
    const lines = [];
    const files = [];
    const options = [];
    const values = [];
    let problem;
    const note = (p) => (problem ??= p);
    const given = (name, value) => {
        options.push(name);
        values.push(value);
    };
    // tmux's own options (getopt, no permutation).
    let i = 1;
    for (; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            note('an argument of tmux comes from an expansion');
            break;
        }
        if (w === '--') {
            i++;
            break;
        }
        if (w[0] !== '-' || w.length < 2)
            break;
        for (let j = 1; j < w.length; j++) {
            const l = w[j];
            if (l === 'V')
                return { inner: undefined, assignments: [], options, values, startsShell: false };
            if (GLOBAL_FLAGS.includes(l))
                continue;
            if (!GLOBAL_ARGS.includes(l))
                return { inner: undefined, assignments: [], options, values, startsShell: false, problem: `unknown option -${l} of tmux` };
            const value = j + 1 < w.length ? w.slice(j + 1) : words[++i];
            if (value === undefined || (j + 1 === w.length && dynamic[i]))
                note(`-${l} of tmux has no argument, or one from an expansion`);
            else if (l === 'c')
                lines.push(value);
            else if (l === 'f')
                note('tmux -f runs the commands of a configuration file');
            break;
        }
    }
    const rest = [];
    for (let k = i; k < words.length; k++)
        rest.push(k);
    if (rest.some((k) => dynamic[k]))
        note('an argument of tmux comes from an expansion');
    for (const k of rest)
        if (words[k].includes('#('))
            note('a tmux format may run a shell command (#(…))');
    for (const cmd of sequence(rest, (k) => words[k])) {
        const c = commandNamed(cmd[0].text);
        if (c === undefined) {
            note(`${cmd[0].text} is not a tmux command this analysis knows`);
            continue;
        }
        // The command's options (getopt), then its positional words.
        let p = 1;
        const letters = [];
        // (`-e NAME=VALUE` of new-session, new-window, split-window…: exported to the shell that runs the command.)
        let exports = '';
        for (; p < cmd.length; p++) {
            const w = cmd[p].text;
            if (w === '--') {
                p++;
                break;
            }
            if (w[0] !== '-' || w.length < 2)
                break;
            let j = 1;
            for (; j < w.length; j++) {
                letters.push(w[j]);
                if (!c.args.includes(w[j]))
                    continue;
                const value = j + 1 < w.length ? w.slice(j + 1) : cmd[++p]?.text;
                if (c.kind === 'shell' && w[j] === 'c')
                    given('start-directory', value);
                if (c.kind === 'shell' && w[j] === 'e') {
                    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(value ?? '');
                    if (m === null)
                        note(`tmux ${c.name} -e sets a variable the analysis cannot read`);
                    else
                        exports += `export ${m[1]}=${quoted(m[2])}; `;
                }
                break;
            }
        }
        const positional = cmd.slice(p).map((a) => a.text);
        // (run-shell and if-shell expand formats in their command: `#{l:rm}` is `rm`.)
        if ((c.kind === 'shell' || c.kind === 'run' || c.kind === 'if') && positional.some((w) => w.includes('#{'))) {
            note(`tmux ${c.name} expands a format (#{…}) in its command`);
        }
        if (c.name === 'detach-client' && letters.includes('E'))
            note('tmux detach-client -E runs a command in the client');
        // (set-environment stores a variable for every later pane: one that changes what they run is a problem.)
        if (c.name === 'set-environment' && !letters.includes('u') && !letters.includes('r') && (positional[0] === undefined || isRiskyVariable(positional[0]))) {
            note(`tmux set-environment sets ${positional[0] ?? 'a variable'} for the panes it starts later, which changes what they run`);
        }
        switch (c.kind) {
            case 'shell':
                // (new-session starts where tmux is run, or at -c; the others where their pane is.)
                if (c.name !== 'new-session')
                    given('pane-directory', undefined);
                // One word is run by the shell; more are run as they are (tmux 3): a line that says so.
                if (positional.length === 1)
                    lines.push(exports + positional[0]);
                else if (positional.length > 1)
                    lines.push(exports + positional.map(quoted).join(' '));
                // (Without a command, the pane's shell runs with them: a variable that changes what it runs is unknown.)
                else if (exports !== '')
                    lines.push(exports);
                break;
            case 'run':
                given('pane-directory', undefined);
                if (letters.includes('C'))
                    note('tmux run-shell -C runs tmux commands');
                else if (positional.length > 0)
                    lines.push(positional.join(' '));
                break;
            case 'if':
                if (!letters.includes('F') && positional.length > 0)
                    lines.push(positional[0]);
                if (positional.length > 1)
                    note('tmux if-shell runs tmux commands');
                break;
            case 'keys':
                note('tmux send-keys types keys into a pane, which runs them as it reads them');
                if (positional.length > 0)
                    lines.push(positional.join(' '));
                break;
            case 'load':
            case 'save':
                for (const a of cmd.slice(p))
                    files.push({ op: c.kind === 'load' ? 'read' : 'edit', word: a.text, dynamic: dynamic[a.at] ?? false });
                break;
            case 'opaque':
                note(`tmux ${c.name} may run or type commands`);
                break;
            case 'inert':
                break;
        }
    }
    return {
        inner: undefined, assignments: [], options, values, files,
        line: lines.length === 0 ? undefined : { text: lines.join('\n'), exact: true }, startsShell: false, problem,
    };
}
//# sourceMappingURL=tmux-arguments.js.map