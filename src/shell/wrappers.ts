// Commands that run another command (semantics 4.1): where the wrapped command starts, and
// whether the wrapper is transparent for allow rules.
//
// For deny and ask both the wrapper and the wrapped command are subjects. For allow only the
// wrappers in TRANSPARENT_FOR_ALLOW are seen through (`timeout 30 npm test` is allowed by
// `Shell(npm test *)`); every other wrapper needs its own allow rule as well.

export interface OptionSpec {
  /** Options without an argument. */
  readonly flags: ReadonlySet<string>;
  /** Options whose argument is the next word (or attached: `-n5`, `--adjustment=5`). */
  readonly withArgument: ReadonlySet<string>;
  /** Plain words the wrapper takes before the command (timeout's DURATION). */
  readonly operands: number;
  /** Options after which there is no wrapped command (`command -v`, `sudo -l`). */
  readonly noCommand?: ReadonlySet<string>;
}

const spec = (flags: string, withArgument: string, operands = 0, noCommand?: string): OptionSpec => ({
  flags: new Set(flags.split(' ').filter(Boolean)),
  withArgument: new Set(withArgument.split(' ').filter(Boolean)),
  operands,
  noCommand: noCommand === undefined ? undefined : new Set(noCommand.split(' ')),
});

const WRAPPERS: Readonly<Record<string, OptionSpec>> = {
  timeout: spec('--preserve-status --foreground -v --verbose', '-s --signal -k --kill-after', 1),
  time: spec('-p -a -v -q --portability --append --verbose --quiet', '-f --format -o --output'),
  nice: spec('', '-n --adjustment'),
  nohup: spec('', ''),
  stdbuf: spec('', '-i -o -e --input --output --error'),
  command: spec('-p', '', 0, '-v -V'),
  builtin: spec('', ''),
  noglob: spec('', ''),
  exec: spec('-c -l', '-a'),
  env: spec('-i - -0 -v --ignore-environment --null --debug', '-u --unset -C --chdir'),
  sudo: spec(
    '-A -b -E -H -n -P -S -k -i -s --askpass --background --preserve-env --set-home --non-interactive --preserve-groups --stdin --reset-timestamp --login --shell',
    '-u -g -C -D -h -p -r -t -T -U --user --group --close-from --chdir --host --prompt --role --type --command-timeout --other-user',
    0, '-l -v -K -V -e --list --validate --remove-timestamp --version --edit'),
  doas: spec('-n -s', '-u -C'),
  ionice: spec('-t --ignore', '-c -n --class --classdata', 0, '-p -P -u --pid --pgid --uid'),
  setsid: spec('-c -f -w --ctty --fork --wait', ''),
  xargs: spec(
    '-0 -o -p -r -t -x --null --open-tty --interactive --no-run-if-empty --verbose --exit --show-limits',
    '-a -d -E -I -L -n -P -s --arg-file --delimiter --eof --replace --max-lines --max-args --max-procs --max-chars --process-slot-var'),
  watch: spec('-b -c -d -e -g -p -t -x --beep --color --differences --errexit --chgexit --precise --no-title --exec', '-n --interval'),
  // (Not in semantics 4.1: seen through for deny and ask; its command runs under another root.)
  chroot: spec('--skip-chdir', '--userspec --groups', 1),
  flock: spec('-s -x -u -n -o -E --shared --exclusive --unlock --nonblock --close', '-w --timeout --conflict-exit-code'),
};

/** WRAPPERS as a Map, for lookups by a command name (a fresh string; no prototype members). */
export const WRAPPER_SPECS: ReadonlyMap<string, OptionSpec> = new Map(Object.entries(WRAPPERS));

/** Seen through by allow rules too (issue 3: these and only these). */
export const TRANSPARENT_FOR_ALLOW: ReadonlySet<string> = new Set(['timeout', 'time', 'nice', 'nohup', 'stdbuf', 'command', 'noglob', 'env']);

/** Shells whose `-c STRING` (or standard input) holds more commands. */
export const POSIX_SHELLS: ReadonlySet<string> = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'yash', 'rbash', 'pdksh']);
export const POWERSHELLS: ReadonlySet<string> = new Set(['pwsh', 'powershell', 'pwsh.exe', 'powershell.exe']);

export interface WrapperScan {
  /** Index of the wrapped command's name, or undefined when the wrapper runs nothing. */
  readonly inner: number | undefined;
  /** `NAME=value` words the wrapper takes before the command (env, sudo). */
  readonly assignments: readonly string[];
  /** Some option was given (env with options is not transparent). */
  readonly hadOptions: boolean;
  /** Something the scan could not read (an unknown option, a missing operand). */
  readonly problem?: string;
}

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** Finds the wrapped command in `words` (values; `dynamic` per word) after the wrapper name. */
export function scanWrapper(name: string, words: readonly string[], dynamic: readonly boolean[]): WrapperScan {
  const s = WRAPPER_SPECS.get(name);
  if (!s) return { inner: undefined, assignments: [], hadOptions: false, problem: `${name} is not a wrapper` };
  const assignments: string[] = [];
  let hadOptions = false;
  let i = 1;
  let operands = s.operands;
  for (; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) return { inner: i, assignments, hadOptions, problem: `an argument of ${name} comes from an expansion` };
    if (w === '--') {
      i++;
      break;
    }
    if (w.length > 1 && w[0] === '-' && operands === s.operands) {
      hadOptions = true;
      if (s.noCommand?.has(w) || (w.startsWith('--') && s.noCommand?.has(w.split('=')[0] ?? ''))) {
        return { inner: undefined, assignments, hadOptions };
      }
      if (s.flags.has(w)) continue;
      if (s.withArgument.has(w)) {
        i++;
        continue;
      }
      const eq = w.indexOf('=');
      if (w.startsWith('--') && eq > 0 && (s.withArgument.has(w.slice(0, eq)) || s.flags.has(w.slice(0, eq)))) continue;
      if (!w.startsWith('--') && s.withArgument.has(w.slice(0, 2))) continue;
      if (name === 'nice' && /^-\d+$/.test(w)) continue;
      if (!w.startsWith('--') && [...w.slice(1)].every((c) => s.flags.has(`-${c}`) || s.noCommand?.has(`-${c}`))) {
        if ([...w.slice(1)].some((c) => s.noCommand?.has(`-${c}`))) return { inner: undefined, assignments, hadOptions };
        continue;
      }
      return { inner: i, assignments, hadOptions, problem: `unknown option ${w} of ${name}` };
    }
    if ((name === 'env' || name === 'sudo' || name === 'doas') && ASSIGNMENT.test(w)) {
      assignments.push(w.slice(0, w.indexOf('=')));
      continue;
    }
    if (operands > 0) {
      operands--;
      continue;
    }
    break;
  }
  if (operands > 0) return { inner: undefined, assignments, hadOptions, problem: `${name} is missing an operand` };
  return { inner: i < words.length ? i : undefined, assignments, hadOptions };
}

/** A shell's `-c` string or stdin: where the commands it runs come from. */
export interface ShellScan {
  /** Index of the command string (`-c STRING`), if any. */
  readonly commandString: number | undefined;
  /** It runs a script file named by this word. */
  readonly script: number | undefined;
  /** It reads commands from standard input. */
  readonly stdin: boolean;
  readonly problem?: string;
}

const SHELL_ARG_OPTIONS = new Set(['-o', '+o', '-O', '+O', '--rcfile', '--init-file']);

export function scanPosixShell(words: readonly string[], dynamic: readonly boolean[]): ShellScan {
  let wantsString = false;
  let readsStdin = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) return { commandString: undefined, script: undefined, stdin: false, problem: 'an argument of the shell comes from an expansion' };
    if (w === '--' || w === '-') {
      const next = i + 1 < words.length ? i + 1 : undefined;
      if (wantsString) return { commandString: next, script: undefined, stdin: false };
      return { commandString: undefined, script: next, stdin: next === undefined };
    }
    if (SHELL_ARG_OPTIONS.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith('--')) continue;
    if ((w[0] === '-' || w[0] === '+') && w.length > 1) {
      if (w.includes('c')) wantsString = true;
      if (w.includes('s') && w[0] === '-') readsStdin = true;
      continue;
    }
    if (wantsString) return { commandString: i, script: undefined, stdin: false };
    if (readsStdin) return { commandString: undefined, script: undefined, stdin: true };
    return { commandString: undefined, script: i, stdin: false };
  }
  if (wantsString) return { commandString: undefined, script: undefined, stdin: false, problem: 'the shell\'s -c has no command string' };
  return { commandString: undefined, script: undefined, stdin: true };
}

/** `pwsh -Command ...` / `-EncodedCommand` / `-File`. Parameters are case-insensitive prefixes. */
export function scanPowerShellHost(words: readonly string[], dynamic: readonly boolean[]): ShellScan {
  for (let i = 1; i < words.length; i++) {
    const w = (words[i] ?? '').toLowerCase();
    if (dynamic[i]) return { commandString: undefined, script: undefined, stdin: false, problem: 'an argument of PowerShell comes from an expansion' };
    if (!(w.startsWith('-') || w.startsWith('/'))) return { commandString: i, script: undefined, stdin: false };
    const p = w.slice(1);
    if (p.length === 0) return { commandString: undefined, script: undefined, stdin: true };
    if ('command'.startsWith(p)) return { commandString: i + 1 < words.length ? i + 1 : undefined, script: undefined, stdin: i + 1 >= words.length };
    if ('encodedcommand'.startsWith(p) || p === 'ec' || 'encodedarguments'.startsWith(p)) {
      return { commandString: undefined, script: undefined, stdin: false, problem: 'PowerShell -EncodedCommand cannot be analyzed' };
    }
    if ('file'.startsWith(p)) return { commandString: undefined, script: i + 1 < words.length ? i + 1 : undefined, stdin: false };
    if (['executionpolicy', 'ep', 'workingdirectory', 'wd', 'settingsfile', 'configurationname', 'custompipename', 'inputformat', 'outputformat', 'windowstyle', 'version'].some((n) => n.startsWith(p) && p.length >= 2)) {
      i++;
    }
  }
  return { commandString: undefined, script: undefined, stdin: true };
}
