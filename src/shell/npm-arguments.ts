// npx and `npm exec` (`npm x`): which words npm runs as the command.
//
// npm reads its own options anywhere before `--` (nopt): `npm exec git --dry-run push` runs
// `git push`. npx first reads options only up to the first word it takes for the package, puts
// `--` there and hands the line to npm as `npm exec …`: `npx git --dry-run push` runs all of it.
// Both run a project's or npm's global binary (a package's, or `/usr/bin/rm`), and `-c CMD`
// (`--call`) runs a line with the script shell. The words npm keeps are picked from among its
// options (WrapperScan.command), as runuser's are.
//
// This is a model of npm 11's reading (npx-cli.js, nopt's parse, @npmcli/config's option types
// and shorthands), checked against the real npm in test/shell-npm-exec-programs.test.ts. An
// option it does not know, or an expansion where an option may be, is a problem: the line never
// allows, and deny and ask rules see the command as this model reads it.

import type { WrapperScan } from './wrappers.js';
import { firstLetters, mayStartOneOf } from './first-letters.js';
import { npmCommand, npmNameTable } from './subcommand-synonyms.js';

const list = (s: string): string[] => s.split(' ');

/** Options whose type is a plain string: a value that looks like an option (`-x`, `--x`) is not taken. */
const STRING_OPTIONS = new Set(list('call diff-dst-prefix diff-src-prefix editor git heading init-author-email init-author-name init-license init-type '
  + 'init.author.email init.author.name init.license message pack-destination preid save-prefix scope searchexclude searchopts shell tag '
  + 'tag-version-prefix user-agent viewer'));
/** Options of another type with a value: they take the next word, whatever it is (but `--`). */
const VALUE_OPTIONS = new Set(list('_auth access allow-directory allow-file allow-git allow-remote allow-scripts also audit-level auth-type before ca '
  + 'cache cache-max cache-min cafile cert cidr cpu depth diff diff-unified expect-result-count expires fetch-retries fetch-retry-factor '
  + 'fetch-retry-maxtimeout fetch-retry-mintimeout fetch-timeout globalconfig https-proxy include init-author-url init-module init-version '
  + 'init.author.url init.module init.version install-strategy key libc local-address location lockfile-version loglevel logs-dir logs-max '
  + 'name maxsockets min-release-age min-release-age-exclude node-gyp node-options noproxy omit only orgs os otp package packages prefix '
  + 'provenance-file proxy registry replace-registry-host sbom-format sbom-type scopes packages-and-scopes-permission orgs-permission '
  + 'password token-description script-shell searchlimit searchstaleness umask userconfig which workspace'));
/** Switches: they take the next word only when it is `true` or `false` (or, here, one of these). */
const SWITCHES: ReadonlyMap<string, (next: string) => boolean> = new Map([
  ...list('all allow-same-version audit bin-links bypass-2fa commit-hooks dangerously-allow-all-scripts description dev diff-ignore-all-space '
    + 'diff-name-only diff-no-prefix diff-text dry-run engine-strict force foreground-scripts format-package-lock fund git-tag-version global '
    + 'global-style if-present ignore-scripts include-staged include-workspace-root include-attestations init-private install-links json '
    + 'legacy-bundling legacy-peer-deps link long offline omit-lockfile-registry-resolved package-lock package-lock-only parseable '
    + 'allow-scripts-pending allow-scripts-pin prefer-dedupe prefer-offline prefer-online progress provenance read-only rebuild-bundle save '
    + 'save-bundle save-dev save-exact save-optional save-peer save-prod packages-all shrinkwrap sign-git-commit sign-git-tag strict-peer-deps '
    + 'strict-allow-scripts strict-ssl timing unicode update-notifier usage version versions workspaces-update').map((n): [string, (next: string) => boolean] => [n, () => false]),
  ...list('expect-results optional production workspaces yes').map((n): [string, (next: string) => boolean] => [n, (next) => next === 'null']),
  ['color', (next) => next === 'always'],
  ['browser', (next) => next === 'null' || !/^-[^-]/.test(next)],
]);
const NAMES: readonly string[] = [...STRING_OPTIONS, ...VALUE_OPTIONS, ...SWITCHES.keys()];
const NAME_SET: ReadonlySet<string> = new Set(NAMES);

const SHORTHANDS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries({
  'enjoy-by': '--before', d: '--loglevel info', dd: '--loglevel verbose', ddd: '--loglevel silly', quiet: '--loglevel warn', q: '--loglevel warn',
  s: '--loglevel silent', silent: '--loglevel silent', verbose: '--loglevel verbose', desc: '--description', help: '--usage', local: '--no-global',
  n: '--no-yes', no: '--no-yes', porcelain: '--parseable', readonly: '--read-only', reg: '--registry', iwr: '--include-workspace-root',
  ws: '--workspaces', a: '--all', c: '--call', f: '--force', g: '--global', L: '--location', l: '--long', m: '--message', p: '--parseable',
  C: '--prefix', S: '--save', B: '--save-bundle', D: '--save-dev', E: '--save-exact', O: '--save-optional', P: '--save-prod', '?': '--usage',
  H: '--usage', h: '--usage', v: '--version', w: '--workspace', y: '--yes',
}).map(([k, v]) => [k, v.split(' ')]));
const SHORTHAND_NAMES: readonly string[] = [...SHORTHANDS.keys()];

/** abbrev's table: each name, and each prefix of exactly one name, to that name (made once). */
function abbreviations(names: readonly string[]): ReadonlyMap<string, string> {
  const count = new Map<string, number>();
  for (const n of names) for (let l = 1; l <= n.length; l++) count.set(n.slice(0, l), (count.get(n.slice(0, l)) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const n of names) for (let l = 1; l <= n.length; l++) if (count.get(n.slice(0, l)) === 1) out.set(n.slice(0, l), n);
  for (const n of names) out.set(n, n);
  return out;
}
const OPTION_ABBREVIATIONS = abbreviations(NAMES);
const SHORTHAND_ABBREVIATIONS = abbreviations(SHORTHAND_NAMES);

/** Longer clusters of one-letter options are not expanded (work bound): read as an unknown option. */
const MAX_CLUSTER = 64;

/** The ASCII codes that are one-letter shorthands (allShorthands reads a cluster by codes: no string per letter). */
const SHORTHAND_CODES = new Uint8Array(128);
for (const k of SHORTHANDS.keys()) if (k.length === 1 && k.charCodeAt(0) < 128) SHORTHAND_CODES[k.charCodeAt(0)] = 1;

function allShorthands(arg: string): boolean {
  for (let k = 0; k < arg.length; k++) {
    const c = arg.charCodeAt(k);
    if (c < 128 ? SHORTHAND_CODES[c] === 0 : !SHORTHANDS.has(arg[k]!)) return false;
  }
  return true;
}

/** nopt's resolveShort: what a shorthand option word stands for, or undefined. */
function shorthand(word: string, read: NpmRead): readonly string[] | undefined {
  const arg = word.replace(/^-+/, '');
  if (NAME_SET.has(arg)) return undefined;
  const exact = SHORTHANDS.get(arg);
  if (exact !== undefined) return exact;
  if (arg.length > 0 && allShorthands(arg)) {
    if (arg.length > MAX_CLUSTER) {
      read.note(`${read.name} reads a cluster of ${arg.length} one-letter options: it is not read here`);
      return undefined;
    }
    const out: string[] = [];
    for (let k = 0; k < arg.length; k++) out.push(...SHORTHANDS.get(arg[k]!)!);
    return out;
  }
  if (OPTION_ABBREVIATIONS.has(arg)) return undefined;
  const a = SHORTHAND_ABBREVIATIONS.get(arg);
  return a === undefined ? undefined : SHORTHANDS.get(a);
}

/** One argument as npm sees it: a word of the line, or a piece of one (`--x=v`, a shorthand's expansion). */
interface Arg {
  readonly text: string;
  /** The word it comes from. */
  readonly at: number;
  /** Its text is the whole word. */
  readonly whole: boolean;
  readonly dynamic: boolean;
}

// npx's own reading (npx-cli.js): its switches, its options with a value, and what it removed.
const NPX_REMOVED_SWITCHES = new Set(['always-spawn', 'ignore-existing', 'shell-auto-fallback']);
const NPX_REMOVED_OPTIONS = new Set(['npm', 'node-arg', 'n']);
const NPX_SWITCHES = new Set([...NPX_REMOVED_SWITCHES, ...SWITCHES.keys(), 'no-install', 'quiet', 'q', 'version', 'v', 'help', 'h']);
const NPX_OPTIONS = new Set([...NPX_REMOVED_OPTIONS, 'package', 'p', 'cache', 'userconfig', 'call', 'c', 'shell']);

/** The arguments being read, with pieces put back in front of them (nopt splices them in: this is linear). */
class ArgStream {
  private at = 0;
  /** Put back, the next on top. */
  private readonly front: Arg[] = [];
  constructor(private readonly args: readonly Arg[]) {}

  peek(): Arg | undefined {
    return this.front.length > 0 ? this.front[this.front.length - 1] : this.args[this.at];
  }

  take(): Arg | undefined {
    return this.front.length > 0 ? this.front.pop() : this.args[this.at++];
  }

  putBack(pieces: readonly Arg[]): void {
    for (let k = pieces.length - 1; k >= 0; k--) this.front.push(pieces[k]!);
  }

  /** The rest, in order, onto `out`. */
  drainInto(out: Arg[]): Arg[] {
    while (this.front.length > 0) out.push(this.front.pop()!);
    for (; this.at < this.args.length; this.at++) out.push(this.args[this.at]!);
    return out;
  }
}

/** Pieces one word may be split into (`--a=--b=…`): a bound on the work, beyond which it is not read. */
const MAX_PIECES = 16;
/** Options one line may give npm: beyond, the rest of the line is not read as options (a work bound). */
const MAX_OPTIONS = 512;

class NpmRead {
  /** Pieces made of each word so far, by word index. */
  private readonly pieces = new Map<number, number>();
  readonly options: string[] = [];
  readonly values: (string | undefined)[] = [];
  readonly positional: Arg[] = [];
  line: string | undefined;
  problem: string | undefined;
  constructor(readonly name: string) {}

  note(problem: string): void {
    this.problem ??= problem;
  }

  /** Whether another piece may be made of word `at` (else a problem: the word is read no further). */
  split(at: number): boolean {
    const n = (this.pieces.get(at) ?? 0) + 1;
    this.pieces.set(at, n);
    if (n <= MAX_PIECES) return true;
    this.note(`${this.name} would read one word as more than ${MAX_PIECES} options: it is not read here`);
    return false;
  }

  /** npx's rewriting of its arguments before npm reads them (npx-cli.js): `--` before the first positional. */
  npx(input: Arg[]): Arg[] {
    const out: Arg[] = [];
    const args = new ArgStream(input);
    for (let a = args.take(); a !== undefined; a = args.take()) {
      if (a.text === '--' || a.dynamic || !a.text.startsWith('-')) {
        if (a.dynamic && a.text !== '--') this.note('an argument of npx comes from an expansion');
        else if (a.text !== '--') out.push({ text: '--', at: a.at, whole: false, dynamic: false });
        out.push(a);
        return args.drainInto(out);
      }
      // `--key=value`: the value is everything after the first `=`.
      const body = a.text.replace(/^-+/, '');
      const eq = body.indexOf('=');
      const key = eq < 0 ? body : body.slice(0, eq);
      const value = eq < 0 ? undefined : body.slice(eq + 1);
      const piece = (text: string): Arg => ({ text, at: a.at, whole: false, dynamic: false });
      const withValue = (name: string) => (value === undefined ? name : `${name}=${value}`);
      let kept: Arg | undefined = a;
      if (key === 'p') kept = piece(withValue('--package'));
      else if (key === 'shell') kept = piece(withValue('--script-shell'));
      else if (key === 'no-install') kept = piece('--yes=false');
      else if (SHORTHANDS.has(key) && !NPX_REMOVED_OPTIONS.has(key)) {
        if (!this.split(a.at)) {
          out.push(a);
          return args.drainInto(out);
        }
        args.putBack([...SHORTHANDS.get(key)!, ...(value === undefined ? [] : [value])].map(piece));
        continue;
      }
      const removed = NPX_REMOVED_SWITCHES.has(key) || NPX_REMOVED_OPTIONS.has(key);
      if (!removed) out.push(kept);
      const next = args.peek();
      if (value === undefined && !NPX_SWITCHES.has(key) && (NPX_OPTIONS.has(key) || !(next?.text ?? 'undefined').startsWith('-'))) {
        if (next?.dynamic) this.note('an argument of npx comes from an expansion');
        const value = args.take();
        if (!removed && value !== undefined) out.push(value);
      }
    }
    return out;
  }

  /** nopt's parse: options (with their values) out, positional arguments in order. */
  nopt(input: Arg[]): void {
    const args = new ArgStream(input);
    for (let a = args.take(); a !== undefined; a = args.take()) {
      // (Past the bound the rest is not read at all: the line never allows.)
      if (this.options.length > MAX_OPTIONS) return;
      if (/^-{2,}$/.test(a.text) && !a.dynamic) {
        args.drainInto(this.positional);
        return;
      }
      if (a.dynamic) {
        this.note(`an argument of ${this.name} comes from an expansion`);
        this.positional.push(a);
        continue;
      }
      if (!(a.text.startsWith('-') && a.text.length > 1)) {
        this.positional.push(a);
        continue;
      }
      let arg = a.text;
      const eq = arg.indexOf('=');
      const hadEq = eq >= 0;
      const short = shorthand(hadEq ? arg.slice(0, eq) : arg, this);
      if ((hadEq || short !== undefined) && !this.split(a.at)) {
        this.positional.push(a);
        continue;
      }
      if (hadEq) {
        // (`--x=v` is read as `--x` then `v`: a switch leaves `v` a word of the command.)
        args.putBack([{ ...a, text: arg.slice(eq + 1), whole: false }]);
        arg = arg.slice(0, eq);
      }
      if (short !== undefined && arg !== short[0]) {
        args.putBack(short.map((text) => ({ text, at: a.at, whole: false, dynamic: false })));
        continue;
      }
      let key = arg.replace(/^-+/, '');
      let negated = false;
      // (Lower-cased once: `--no-no-…` costs one pass.)
      const lower = key.toLowerCase();
      let at = 0;
      while (lower.startsWith('no-', at)) at += 3;
      if (at > 0) {
        negated = true;
        key = key.slice(at);
      }
      key = OPTION_ABBREVIATIONS.get(key) ?? key;
      const known = STRING_OPTIONS.has(key) || VALUE_OPTIONS.has(key) || SWITCHES.has(key);
      if (!known) this.note(`${arg} is not an option npm 11 knows: npm may read it, and the word after it, otherwise`);
      const next = args.peek();
      let consumed: boolean;
      if (negated || SWITCHES.has(key) || (!known && !hadEq) || (next?.text === 'false' && VALUE_OPTIONS.has(key))) {
        const also = SWITCHES.get(key);
        consumed = next !== undefined && (next.text === 'true' || next.text === 'false' || (also?.(next.text) ?? false));
      } else consumed = !(next === undefined || /^-{2,}$/.test(next.text) || (STRING_OPTIONS.has(key) && /^-{1,2}[^-]+/.test(next.text)));
      if (consumed && next!.dynamic) this.note(`an argument of ${this.name} comes from an expansion`);
      this.given(key, consumed && !next!.dynamic ? next!.text : undefined);
      if (consumed) args.take();
    }
  }

  given(name: string, value: string | undefined): void {
    if (this.options.length === MAX_OPTIONS) this.note(`${this.name} is given more than ${MAX_OPTIONS} options: the rest are not read`);
    this.options.push(`--${name}`);
    this.values.push(value);
    if (name === 'call') {
      if (value === undefined || value === '') this.note(`the -c line of ${this.name} is missing or comes from an expansion`);
      else this.line = value;
    }
  }
}

/** npm's names of exec: its alias `x`, and the abbreviations npm resolves to it (`exe`). */
const EXEC_NAMES: ReadonlySet<string> = new Set(['exec', 'exe', 'x']);
const EXEC_LONGEST = Math.max(...[...EXEC_NAMES].map((n) => n.length));
const EXEC_FIRST = firstLetters(EXEC_NAMES);

/** Whether a word may be npm's init (`init`, `create`, `innit`, an abbreviation: npmNameTable's), which runs an initializer package; tested as hasExecWord's. */
function hasInitWord(words: readonly string[]): boolean {
  const names = (initNames ??= new Set([...npmNameTable()].filter(([, command]) => command === 'init').map(([word]) => word)));
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    const c = w.charCodeAt(0);
    // (`install`, `ci`: most npm words are longer than these, or start otherwise.)
    if (w.length <= 6 && w.length >= 2 && (c === 105 /* i */ || c === 99 /* c */) && w !== 'ci' && names.has(w)) return true;
  }
  return false;
}
let initNames: ReadonlySet<string> | undefined;

/**
 * The package `npm init SPEC` runs (npm's init.js): `@scope` → `@scope/create`, `name@v` →
 * `create-name@v`, `@scope/name` → `@scope/create-name`, a hosted git spec's project prefixed
 * alike (`github:u/create-p`: a spec that names no program, package-spec-names.ts); else npm
 * refuses it (undefined). (A word after options only: `npm init -y` runs none.)
 */
export function initializerPackage(spec: string): string | undefined {
  if (/^@[^/@]+$/.test(spec)) return `${spec}/create`;
  const named = /^(@[^/@]+\/)?([A-Za-z0-9_][A-Za-z0-9._~-]*)(@[^/:]*)?$/.exec(spec);
  if (named !== null) return `${named[1] ?? ''}create-${named[2]}${named[3] ?? ''}`;
  const hosted = /^((?:github|gitlab|bitbucket):)?([A-Za-z0-9][A-Za-z0-9._-]*\/)([A-Za-z0-9._-]+)(#.*)?$/.exec(spec);
  return hosted === null ? undefined : `${hosted[1] ?? ''}${hosted[2]}create-${hosted[3]}${hosted[4] ?? ''}`;
}

function hasExecWord(words: readonly string[]): boolean {
  // (Every npm command comes here: a word of another length or first letter than exec's names, as
  // most are, is not hashed for the lookup.)
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (w.length <= EXEC_LONGEST && mayStartOneOf(EXEC_FIRST, w.charCodeAt(0)) && EXEC_NAMES.has(w)) return true;
  }
  return false;
}

/**
 * What `npx ARGS` (npx) or `npm ARGS` runs: the words npm runs (their indices in `words`, and
 * their texts: a piece of a word may be one), a `-c` line, and the options npm read. Undefined
 * for an npm command other than exec (`npm install`).
 */
export function scanNpm(words: readonly string[], dynamic: readonly boolean[], npx: boolean): WrapperScan | undefined {
  const name = npx ? 'npx' : 'npm';
  // (npm runs a command only as `npm exec`, `npm x` or `npm init NAME`: without such a word, no need to read its options.)
  if (!npx && !hasExecWord(words) && !hasInitWord(words)) return undefined;
  const read = new NpmRead(name);
  const args: Arg[] = words.slice(1).map((text, k) => ({ text, at: k + 1, whole: true, dynamic: dynamic[k + 1] ?? false }));
  read.nopt(npx ? read.npx(args) : args);
  const positional = read.positional;
  if (!npx) {
    const command = positional.shift();
    if (command === undefined || command.dynamic) return undefined;
    if (!EXEC_NAMES.has(command.text)) {
      // (`npm init vite x` runs `npm exec create-vite x`: session 45, it was allowed beside `Shell(create-vite *)`.)
      // (An expansion for it: createWrites reads it as an unknown write, which asks.)
      const initializer = npmCommand(command.text) === 'init' ? positional[0] : undefined;
      const runs = initializer === undefined || initializer.dynamic ? undefined : initializerPackage(initializer.text);
      if (initializer === undefined || runs === undefined) return undefined;
      positional[0] = { ...initializer, text: runs, whole: false };
    }
  }
  // (npm runs the command, and -c's line, with its script shell.)
  if (read.options.includes('--script-shell')) read.note(`${name} runs its command with the shell --script-shell names`);
  if (read.options.includes('--userconfig') || read.options.includes('--globalconfig')) read.note(`${name} reads its configuration from a file, which may set the shell it runs its command with`);
  // Given no command, npm exec runs its script shell on standard input.
  const startsShell = read.line === undefined && positional.length === 0 && read.problem === undefined;
  return {
    inner: undefined,
    command: positional.length > 0 ? positional.map((a) => a.at) : undefined,
    commandWords: positional.some((a) => !a.whole) ? positional.map((a) => a.text) : undefined,
    assignments: [], options: read.options, values: read.values,
    line: read.line === undefined ? undefined : { text: read.line, exact: true }, startsShell, problem: read.problem,
  };
}
