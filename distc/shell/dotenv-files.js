// The env files dotenvx's own subcommands read and write (`dotenvx run` is read as a runner:
// runner-specs.ts, wrapper-environment.ts). Without `-f|--env-file FILE`, its file is `./.env`:
// `set`, `encrypt`, `decrypt` and `rotate` rewrite it (and `.env.keys`, the private keys);
// `get`, `ls`, `genexample` and the others read it. Its other words keep the unknown command's net.
import { possiblePaths } from './possible-paths.js';
const DOTENVX_WRITES = new Set(['set', 'encrypt', 'decrypt', 'rotate']);
/** dotenvx's own options before the subcommand that take a value (tool-options.ts). */
const DOTENVX_VALUED = new Set(['-l', '--log-level']);
export function dotenvxTouches(words, dynamic, t) {
    let sub;
    for (let i = 1; i < words.length && sub === undefined; i++) {
        if (dynamic[i])
            sub = '?';
        else if (DOTENVX_VALUED.has(words[i]))
            i++;
        else if (!words[i].startsWith('-'))
            sub = words[i];
    }
    if (sub === undefined || sub === 'run')
        return;
    possiblePaths(words, dynamic, 'bash', t);
    // (A subcommand from an expansion reads the file, and may rewrite it: a possible write.)
    const op = DOTENVX_WRITES.has(sub) ? 'edit' : 'read';
    if (sub === '?')
        t.edit('.env', false, 'none', true);
    let named = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            continue;
        const value = w === '-f' || w === '--env-file' ? { word: words[i + 1] ?? '', dynamic: dynamic[++i] ?? false }
            : w.startsWith('--env-file=') ? { word: w.slice('--env-file='.length), dynamic: false } : undefined;
        if (value === undefined)
            continue;
        named = true;
        t.add(op, value.word, value.dynamic, 'none', false);
    }
    if (!named)
        t.add(op, '.env', false, 'none', false);
    if (op === 'edit')
        t.edit('.env.keys');
}
//# sourceMappingURL=dotenv-files.js.map