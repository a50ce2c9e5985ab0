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
    parsed = parseArgs({ args: [...args], allowPositionals: allowPositionals as true, options: { ...options, ...HELP } as O & typeof HELP });
  } catch (error) {
    return usageError(command, (error as Error).message, io);
  }
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
