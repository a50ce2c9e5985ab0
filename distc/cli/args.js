// Flag parsing shared by the commands: node:util parseArgs, with --help and the usage-error
// convention (message and usage on stderr, exit 2) in one place.
import { parseArgs } from 'node:util';
import { EXIT, USAGE } from './main.js';
const HELP = { help: { type: 'boolean', short: 'h', default: false } };
export function parseCommandArgs(command, args, options, io, allowPositionals = true) {
    let parsed;
    try {
        parsed = parseArgs({ args: [...args], allowPositionals: allowPositionals, options: { ...options, ...HELP }, tokens: true });
    }
    catch (error) {
        return usageError(command, error.message, io);
    }
    const repeated = repeatedOption(parsed.tokens, options);
    if (repeated !== undefined)
        return usageError(command, `--${repeated} is given more than once: give it once (parseArgs would keep the last silently)`, io);
    if (parsed.values.help) {
        io.stdout(USAGE);
        return EXIT.ok;
    }
    return parsed;
}
export function usageError(command, message, io) {
    io.stderr(`managed-policy ${command}: ${message}\n\n${USAGE}`);
    return EXIT.usage;
}
/**
 * A single-valued option given twice (`--context A --context B`, `--cwd /w --cwd /etc`): which
 * one the caller meant cannot be told, so it is a usage error rather than the last one silently.
 */
function repeatedOption(tokens, options) {
    const seen = new Set();
    for (const t of tokens) {
        if (t.kind !== 'option' || t.name === undefined)
            continue;
        const o = options[t.name];
        if (o === undefined || o.type !== 'string' || o.multiple === true)
            continue;
        if (seen.has(t.name))
            return t.name;
        seen.add(t.name);
    }
    return undefined;
}
//# sourceMappingURL=args.js.map