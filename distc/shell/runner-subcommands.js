// The runner subcommand of a tool whose subcommands run commands (`uv run`, `docker exec`, `gcloud
// compute ssh`): where it is after the tool's own options, and a runner's scan shifted to the
// whole command (wrappers.ts scans the runner's words).
import { isGemVersionSelector, isToolchainSelector } from './program-name.js';
import { BARE_RUNNERS } from './bare-runners.js';
import { respelledTool } from './remote-runners.js';
import { OPTIONS_BEFORE_SUBCOMMAND } from './tool-options.js';
import { SUBCOMMAND_RUNNERS, WRAPPER_SPECS } from './wrapper-specs.js';
import { option, Scan } from './wrappers.js';
import { joinedKey, joinedKeys } from './joined-keys.js';
/** A runner's scan of the words from `at` on, as of the whole command (the tool's own options before it kept). */
export function shiftedScan(scan, at, options, values, problem) {
    return {
        inner: scan.inner === undefined ? undefined : scan.inner + at,
        command: scan.command?.map((k) => k + at),
        commandWords: scan.commandWords,
        files: scan.files,
        assignments: scan.assignments,
        options: options.concat(scan.options),
        values: values.concat(scan.values),
        line: scan.line,
        localLine: scan.localLine,
        startsShell: scan.startsShell,
        problem: problem ?? scan.problem,
    };
}
const NO_OPTIONS = OPTIONS_BEFORE_SUBCOMMAND.get('direnv');
/** WRAPPER_SPECS' and SUBCOMMAND_RUNNERS' keys of a tool and a word (`docker run`, `gcloud compute`), by tool and word (joined-keys.ts). */
export const SUBCOMMAND_SPECS = joinedKeys(WRAPPER_SPECS.keys());
const NESTED_RUNNERS = joinedKeys(SUBCOMMAND_RUNNERS);
/**
 * The runner subcommand of `name` (one of SUBCOMMAND_RUNNERS) after the options it takes before
 * it, or undefined when its subcommand runs nothing (`uv pip install`). An option the grammar
 * does not know is a problem, and the word after it may be its value: the search goes on.
 */
export function findSubcommand(name, words, dynamic) {
    // (`gcloud compute` takes gcloud's options.)
    const grammar = OPTIONS_BEFORE_SUBCOMMAND.get(name) ?? OPTIONS_BEFORE_SUBCOMMAND.get(name.split(' ')[0]) ?? NO_OPTIONS;
    const scan = new Scan(name, grammar, words, dynamic);
    let problem;
    let mayBeValue = false;
    // (`rr PROG`, `uftrace PROG`, `esy CMD`: a first word none of the tool's subcommands is the program it runs.)
    const bare = BARE_RUNNERS.get(name);
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            problem ??= `an argument of ${name} comes from an expansion`;
            if (bare !== undefined)
                return bareRunner(bare, i, scan, problem);
            mayBeValue = true;
            continue;
        }
        // (A RubyGems executable takes a version to run as its first word: `bundle _2.3.7_ exec CMD`;
        // rustup's cargo a toolchain: `cargo +nightly watch -s CMD`.)
        if (i === 1 && (isGemVersionSelector(name, w) || isToolchainSelector(name, w) || bare?.selector?.test(w) === true))
            continue;
        if (joinedKey(SUBCOMMAND_SPECS, name, w) !== undefined)
            return { at: i, options: scan.options, values: scan.values, problem };
        // Another spelling (`docker container exec`, `k3s kubectl exec`), or a word on the way to the runner (`gcloud compute ssh`).
        const tool = respelledTool(name, w) ?? joinedKey(NESTED_RUNNERS, name, w);
        if (tool !== undefined)
            return { at: i, tool, options: scan.options, values: scan.values, problem };
        if (w === '--')
            return undefined;
        if (w[0] === '-' && w.length > 1) {
            const unknowns = scan.unknowns;
            const step = option(scan, w, i);
            // (An option after which it runs nothing, `--version`: no subcommand.)
            if (typeof step !== 'number')
                return undefined;
            i = step;
            mayBeValue = scan.unknowns > unknowns && !w.includes('=');
            if (mayBeValue)
                problem ??= scan.unknown;
            continue;
        }
        // (After an option not known, the word may be its value or the program: read as the program, the line asks.)
        if (bare !== undefined && !bare.subcommands.has(w))
            return bareRunner(bare, i, scan, problem);
        if (!mayBeValue)
            return undefined;
        mayBeValue = false;
    }
    return undefined;
}
/** The runner a bare tool's program word `i` starts, read from the word before it (or from the tool's name, when its options are the runner's own). */
function bareRunner(bare, i, scan, problem) {
    if (bare.optionsAreRunners)
        return { at: 0, tool: bare.runner, options: [], values: [], problem };
    return { at: i - 1, tool: bare.runner, options: scan.options, values: scan.values, problem };
}
//# sourceMappingURL=runner-subcommands.js.map