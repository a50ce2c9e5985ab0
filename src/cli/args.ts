// Flag parsing shared by the commands: node:util parseArgs, with --help and the usage-error
// convention (message and usage on stderr, exit 2) in one place.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EXIT, USAGE, type Io } from './main.js';

type Options = NonNullable<ParseArgsConfig['options']>;

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

/** Parsed flags, or the exit code to return (after --help, or a usage error already printed). */
/** What parseArgs returns for these options (positionals allowed or not). */
export type ParsedArgs<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: O & typeof HELP }>>;

export function parseCommandArgs<O extends Options>(command: string, args: readonly string[], options: O, io: Io, allowPositionals = true): ParsedArgs<O> | number {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: allowPositionals as true, options: { ...options, ...HELP } as O & typeof HELP, tokens: true });
  } catch (error) {
    return usageError(command, (error as Error).message, io);
  }
  const repeated = repeatedOption(parsed.tokens, options);
  if (repeated !== undefined) return usageError(command, `--${repeated} is given more than once: give it once (parseArgs would keep the last silently)`, io);
  if ((parsed.values as { help?: boolean }).help) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  return parsed;
}

export function usageError(command: string, message: string, io: Io): number {
  io.stderr(`managed-policy ${command}: ${message}\n\n${USAGE}`);
  return EXIT.usage;
}

/**
 * A single-valued option given twice (`--context A --context B`, `--cwd /w --cwd /etc`): which
 * one the caller meant cannot be told, so it is a usage error rather than the last one silently.
 */
function repeatedOption(tokens: readonly { kind: string; name?: string }[], options: Options): string | undefined {
  const seen = new Set<string>();
  for (const t of tokens) {
    if (t.kind !== 'option' || t.name === undefined) continue;
    const o = options[t.name];
    if (o === undefined || o.type !== 'string' || o.multiple === true) continue;
    if (seen.has(t.name)) return t.name;
    seen.add(t.name);
  }
  return undefined;
}
