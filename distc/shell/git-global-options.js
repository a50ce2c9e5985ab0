// git's options before the subcommand (git-arguments.ts reads the subcommand's): `-C DIR`,
// `-c KEY=VALUE`, `--config-env`, `--work-tree`, `--git-dir`, `--exec-path=DIR` and the pathspec modes.
import { under } from './git-remotes.js';
/** Reads git's options before the subcommand; an expansion among them, or `--exec-path=DIR`, is a problem. */
export function globalOptions(words, dynamic, t) {
    let base;
    let baseDynamic = false;
    let top;
    let topUnknown = false;
    let gitDir;
    let literal = false;
    let icase = false;
    const config = [];
    let i = 1;
    for (; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            // (Before the subcommand, an expansion may be `-c core.pager=CMD`, or the subcommand.)
            t.problem('an expansion may be an option of git that runs a command line (-c core.pager=CMD)');
            break;
        }
        if (w.length < 2 || w[0] !== '-')
            break;
        const eq = w.indexOf('=');
        const name = eq > 0 ? w.slice(0, eq) : w;
        const value = () => (eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false });
        if (name === '-C') {
            const v = value();
            base = v.dynamic ? undefined : under(base, v.word);
            baseDynamic ||= v.dynamic;
        }
        else if (name === '-c') {
            const v = value();
            const e = v.word.indexOf('=');
            const raw = e < 0 ? v.word : v.word.slice(0, e);
            config.push({ key: raw.toLowerCase(), raw, value: { word: e < 0 ? 'true' : v.word.slice(e + 1), dynamic: v.dynamic } });
        }
        else if (name === '--config-env') {
            const v = value();
            const raw = v.word.slice(0, Math.max(0, v.word.indexOf('=')));
            config.push({ key: raw.toLowerCase(), raw, value: { word: v.word, dynamic: true } });
        }
        else if (name === '--work-tree') {
            top = value();
        }
        else if (name === '--git-dir') {
            gitDir = value();
            if (!gitDir.dynamic)
                gitDir = { word: under(base, gitDir.word), dynamic: baseDynamic };
            topUnknown = true;
        }
        else if (name === '--exec-path' && eq > 0) {
            t.problem('git --exec-path runs git\'s subcommands from a directory named on the command line');
        }
        else if (name === '--namespace' || name === '--super-prefix' || name === '--list-cmds' || name === '--attr-source') {
            value();
        }
        else if (name === '--literal-pathspecs')
            literal = true;
        else if (name === '--icase-pathspecs')
            icase = true;
    }
    return { base, baseDynamic, top, topUnknown, gitDir, literal, icase, config, subcommandAt: i };
}
//# sourceMappingURL=git-global-options.js.map