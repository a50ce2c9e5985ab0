// The option grammar of a command that runs another (wrapper-specs.ts holds the table): what a
// Grammar names, and the OptionSpec wrappers.ts reads, built from it once.

export interface OptionSpec {
  /** Options without an argument. */
  readonly flags: ReadonlySet<string>;
  /** Options with an argument: how many words it takes (attached `-n5`, `--n=5` for one). */
  readonly withArgument: ReadonlyMap<string, number>;
  /** Options whose argument is optional, so only ever attached (`-m/proc/1/ns/mnt`, `--mount=F`). */
  readonly optional: ReadonlySet<string>;
  /** Plain words the wrapper takes before the command (timeout's DURATION, chroot's NEWROOT). */
  readonly operands: number;
  /** An operand must look like this; a word that does not is the command (chrt's priority may be left out). */
  readonly operandShape?: RegExp;
  /** Options after which there is no wrapped command (`command -v`, `sudo -l`, `taskset -p`). */
  readonly noCommand: ReadonlySet<string>;
  /** Without a command it starts a shell, which reads its commands from standard input: always, or with one of these options. */
  readonly shell?: true | ReadonlySet<string>;
  /**
   * Every `--name` and `--name=value` is an option. A `--name` not listed may take the next word
   * as its value (then read as the command): the line never allows, unless the tool takes its
   * values only attached (`values attached`: valgrind, firejail, which take hundreds).
   */
  readonly anyLongOption: boolean | 'values attached';
  /** Options whose value is a command line (`env -S 'rm x'`, approximately: env splits it its own way). */
  readonly splitString: ReadonlySet<string>;
  /** After the operands, a word that introduces a command string run by `sh -c` (`flock FILE -c 'cmd'`). */
  readonly commandAfterOperands: ReadonlySet<string>;
  /** Takes `NAME=value` words before the command (env, sudo, doas). */
  readonly assignments: boolean;
  /** Options whose value is a command line run by a shell (`nix-shell --run CMD`, `mise exec -c CMD`). */
  readonly commandLine: ReadonlySet<string>;
  /**
   * The words before the command are not option-parsed (tool lists, package lists): the command
   * is named only after `--` ('dash-dash': `op run --env-file=x -- cmd`), or after one of
   * `commandAfter` (`nix develop -c cmd args`), or by `commandLine`; nothing else ('named').
   */
  readonly freeForm?: 'dash-dash' | 'named';
  readonly commandAfter: ReadonlySet<string>;
  /**
   * A project runner (`uv run`, `poetry run`): an allow rule for it covers what it runs, as
   * Claude Code reads them; deny and ask rules still see the command it runs.
   */
  readonly coversWhatItRuns: boolean;
  /** It runs its command's words joined into one line, by a shell: always, or with one of these options (`yarn exec`, `pnpm dlx -c`). */
  readonly joined?: true | ReadonlySet<string>;
  /** Its own reader: npm-arguments.ts (npm reads its options anywhere), script-command.ts (two grammars), tmux-arguments.ts, batch-runners.ts. */
  readonly reader?: Reader;
  /** A prefix of the command word that is not part of the command (`hatch run ENV:CMD`). */
  readonly commandPrefix?: RegExp;
  /** Its command word names an initializer package, whose bin runs (`yarn create vite` runs create-vite: npm-arguments.ts initializerPackage). */
  readonly initializer?: boolean;
  /** A first word of this shape is an entry point of the runner's own, not a command (kitty's `@ launch CMD`, `+runpy CODE`): a problem. */
  readonly entryPoint?: RegExp;
  /** The command line an option value names, which it runs where its command runs (`ssh -o RemoteCommand=CMD`, `multitime -r CMD`), or undefined. */
  readonly lineValue?: (value: string, option: string) => string | undefined;
  /** The command line an option value names that runs on this machine even when its command runs elsewhere (`ssh -o ProxyCommand=CMD`). */
  readonly localLineValue?: (value: string) => string | undefined;
  /** Why an option value makes it load code this analysis does not follow (`ssh -o PKCS11Provider=LIB`), or undefined. */
  readonly loadsCode?: (value: string, option: string) => string | undefined;
  /** Options after which it runs commands this analysis does not follow (`screen -X`, a config file): a problem. */
  readonly opaque: ReadonlySet<string>;
  /** Options whose value is a file it writes (`strace -o FILE`) or reads (`proxychains -f FILE`). */
  readonly writes: ReadonlySet<string>;
  readonly reads: ReadonlySet<string>;
  /** Its operands are files it writes, or creates (`flock FILE cmd`). */
  readonly operandsWritten: boolean;
  /** Options (and `--`) may also follow the operands (`setarch ARCH -R CMD`, `aws-vault exec PROFILE -- CMD`). */
  readonly optionsAfterOperands: boolean;
  /** Its operands are files it edits, and it runs no command (`sudoedit FILE`); or after one of these options (`sudo -e FILE`). */
  readonly editsOperands: boolean;
  readonly editsOperandsAfter: ReadonlySet<string>;
  /** The words after its `--` are ssh's options, then the command (`gcloud compute ssh VM -- -v CMD`): an option there is a problem. */
  readonly sshAfterDashDash: boolean;
  /** Its one operand may be left out, so the first word may be the command (`podman machine ssh [NAME] CMD`): read both ways. */
  readonly operandMayBeCommand: boolean;
  /** A free-form runner that may name no command at all (`leaks PID`; `leaks -atExit -- CMD` runs one). */
  readonly commandOptional: boolean;
  /** The one-letter options by their letter (the scan reads clusters letter by letter). */
  readonly short: ReadonlyMap<string, ShortOption>;
  /** Every `--name` the grammar knows, once (for longOptionName). */
  readonly long: readonly string[];
}

/** getopt_long's reading of a long option: itself, or the one known name it abbreviates (`--ch` is `--chdir`). */
export function longOptionName(name: string, long: readonly string[]): string | undefined {
  if (long.includes(name)) return name;
  let found: string | undefined;
  for (const n of long) {
    if (!n.startsWith(name)) continue;
    if (found !== undefined) return undefined;
    found = n;
  }
  return found;
}

export interface ShortOption {
  /** `-x`. */
  readonly name: string;
  readonly kind: 'no-command' | 'flag' | 'split-string' | 'command-line' | 'argument' | 'optional';
  /** Words its argument takes (kind 'argument'). */
  readonly count: number;
}

/** The one-letter options of a grammar, each as its first kind in this order. */
function shortOptions(o: Omit<OptionSpec, 'short' | 'long'>): ReadonlyMap<string, ShortOption> {
  const short = new Map<string, ShortOption>();
  const add = (names: Iterable<string>, kind: ShortOption['kind']) => {
    for (const name of names) {
      if (name.length === 2 && name[0] === '-' && !short.has(name[1]!)) short.set(name[1]!, { name, kind, count: o.withArgument.get(name) ?? 0 });
    }
  };
  add(o.noCommand, 'no-command');
  add(o.flags, 'flag');
  add(o.splitString, 'split-string');
  add(o.commandLine, 'command-line');
  add(o.withArgument.keys(), 'argument');
  add(o.optional, 'optional');
  return short;
}

export interface Grammar {
  flags?: string;
  /** `-u --user`; `--bind:2` for an option with two argument words. */
  args?: string;
  optional?: string;
  operands?: number;
  operandShape?: RegExp;
  noCommand?: string;
  shell?: true | string;
  anyLongOption?: boolean | 'values attached';
  splitString?: string;
  commandAfterOperands?: string;
  assignments?: boolean;
  commandLine?: string;
  freeForm?: 'dash-dash' | 'named';
  commandAfter?: string;
  coversWhatItRuns?: boolean;
  joined?: true | string;
  reader?: Reader;
  commandPrefix?: RegExp;
  initializer?: boolean;
  entryPoint?: RegExp;
  opaque?: string;
  lineValue?: (value: string, option: string) => string | undefined;
  localLineValue?: (value: string) => string | undefined;
  loadsCode?: (value: string, option: string) => string | undefined;
  writes?: string;
  reads?: string;
  operandsWritten?: boolean;
  optionsAfterOperands?: boolean;
  editsOperands?: boolean;
  editsOperandsAfter?: string;
  sshAfterDashDash?: boolean;
  operandMayBeCommand?: boolean;
  commandOptional?: boolean;
}

const names = (list: string | undefined): ReadonlySet<string> => new Set((list ?? '').split(' ').filter(Boolean));

export function spec(g: Grammar): OptionSpec {
  const withArgument = new Map<string, number>();
  for (const a of (g.args ?? '').split(' ').filter(Boolean)) {
    const [name, count] = a.split(':');
    withArgument.set(name!, count === undefined ? 1 : Number(count));
  }
  const o = {
    flags: names(g.flags), withArgument, optional: names(g.optional), operands: g.operands ?? 0, operandShape: g.operandShape,
    noCommand: names(g.noCommand), shell: g.shell === undefined || g.shell === true ? g.shell : names(g.shell),
    anyLongOption: g.anyLongOption ?? false, splitString: names(g.splitString), commandAfterOperands: names(g.commandAfterOperands),
    assignments: g.assignments ?? false, commandLine: names(g.commandLine), freeForm: g.freeForm, commandAfter: names(g.commandAfter),
    coversWhatItRuns: g.coversWhatItRuns ?? false, joined: g.joined === undefined || g.joined === true ? g.joined : names(g.joined),
    reader: g.reader, commandPrefix: g.commandPrefix, initializer: g.initializer ?? false, entryPoint: g.entryPoint, opaque: names(g.opaque), lineValue: g.lineValue, localLineValue: g.localLineValue, loadsCode: g.loadsCode, writes: names(g.writes), reads: names(g.reads), operandsWritten: g.operandsWritten ?? false,
    optionsAfterOperands: g.optionsAfterOperands ?? false,
    editsOperands: g.editsOperands ?? false, editsOperandsAfter: names(g.editsOperandsAfter),
    sshAfterDashDash: g.sshAfterDashDash ?? false, operandMayBeCommand: g.operandMayBeCommand ?? false, commandOptional: g.commandOptional ?? false,
  };
  const long = [...new Set([...o.flags, ...o.withArgument.keys(), ...o.optional, ...o.noCommand, ...o.splitString, ...o.commandLine])]
    .filter((n) => n.startsWith('--'));
  return { ...o, short: shortOptions(o), long };
}

export const HELP = '-h --help -V --version';

/** Wrappers read by a reader of their own rather than by the grammar. */
type Reader = 'npm' | 'script' | 'tmux' | 'hyperfine' | 'parallel' | 'concurrently' | 'when-changed' | 'capsh' | 'start-stop-daemon' | 'lines' | 'kitty-remote'
  | 'programs' | 'service' | 'yarn-workspace' | 'pm2-start';

