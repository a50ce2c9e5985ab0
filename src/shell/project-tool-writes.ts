// Tools that write where they run (session 41, r21): `cd /etc && cargo build` writes /etc/target,
// `cd /etc && pip download x` a wheel in /etc, `cargo init`, `uv init`, `dotnet new console`
// their new project's files there, `npm pack` a tarball: all were allowed beside `Edit(//etc/**)`.
// Code the tool runs (a build script, a template's hooks) is covered by the tool's allow rule, as
// make's recipes are; these are the files the tool writes on its own job, relative to the
// directory it works in (where the line is, or a directory option's value):
// - `.`: the directory itself, for files of names the analysis does not know (a wheel, a binary):
//   a rule on the directory's tree meets it (`Edit(//etc/**)`), one on a name inside does not;
// - `NAME`: that file or directory, as itself (`target`: a rule on a tree below it is not met,
//   as cmake's CMakeFiles, cmake-writes.ts);
// - `^NAME`: NAME in the project, where the tool runs or the first directory above holding its
//   manifest (FileTouches.implicitEdit, as npm's package.json);
// - `*.EXT`: files of that shape in the directory (a glob: `npm pack`'s `NAME-VERSION.tgz`);
// - `hooks`: the directory's `.git/hooks`, possibly: a new project gets a git repository (and
//   its template's hooks) unless `--vcs none` or already inside one, as `git init` does.
// A subcommand marked `new` makes a project in each plain word after it (read loosely: an
// option's value is taken for one too, which only adds writes), or where it runs when none.

import type { FileTouches } from './file-touches.js';
import { possiblePaths } from './possible-paths.js';
import { npmCommand, npmNameTable } from './subcommand-synonyms.js';
import { makeWrites } from './make-writes.js';
import { installTargetWrites, NINJA_NAMES } from './install-targets.js';
import { REMOTE_NAMED_WRITERS, remoteNamedWrites } from './remote-named-writes.js';

interface ToolWrites {
  /** Subcommand (or `sub verb`, or '' for a tool without one) -> what it writes; `new:` first: a new project in its operands. */
  readonly writes: Readonly<Record<string, readonly string[]>>;
  /** Options whose value is the directory the tool works in. */
  readonly directory?: readonly string[];
  /** Options whose presence means the written files go elsewhere (already read as written there) or nowhere. */
  readonly elsewhere?: readonly string[];
  /** Subcommands that write only with this option (`go test -c`). */
  readonly needs?: Readonly<Record<string, string>>;
  /** Writes only the directory an option names (`conda create -p DIR`; `-n NAME` writes conda's own envs). */
  readonly onlyWithDirectory?: true;
}

const NEW_CARGO = ['new:', '.', 'Cargo.toml', 'src', '.gitignore', 'hooks'];
const CARGO_BUILD = ['^target', '^Cargo.lock'];
const DOTNET_BUILD = ['bin', 'obj', 'operands:bin', 'operands:obj'];
const UV_SYNC = ['^uv.lock', '^.venv'];
const POETRY_LOCK = ['^poetry.lock'];
const BUNDLE_LOCK = ['^Gemfile.lock'];
const COMPOSER_LOCK = ['^composer.lock', '^vendor'];
const PIPENV_LOCK = ['^Pipfile', '^Pipfile.lock'];
const TARBALL = ['*.tgz'];
const MAVEN: ToolWrites = { writes: { '': ['target'] }, elsewhere: ['-f', '--file', '-h', '--help', '-v', '--version'] };
const GRADLE: ToolWrites = { writes: { '': ['build', '.gradle'] }, directory: ['-p', '--project-dir'], elsewhere: ['-h', '--help', '-v', '--version'] };

export const PROJECT_TOOL_WRITES: ReadonlyMap<string, ToolWrites> = new Map<string, ToolWrites>([
  ['cargo', {
    writes: {
      init: NEW_CARGO, new: NEW_CARGO, build: CARGO_BUILD, b: CARGO_BUILD, check: CARGO_BUILD, c: CARGO_BUILD, test: CARGO_BUILD, t: CARGO_BUILD,
      run: CARGO_BUILD, r: CARGO_BUILD, bench: CARGO_BUILD, doc: CARGO_BUILD, d: CARGO_BUILD, clippy: CARGO_BUILD, rustc: CARGO_BUILD,
      rustdoc: CARGO_BUILD, package: CARGO_BUILD, publish: CARGO_BUILD, fix: [...CARGO_BUILD, '^src'], fmt: ['^src'], 'generate-lockfile': ['^Cargo.lock'],
      update: ['^Cargo.lock'], add: ['^Cargo.toml', '^Cargo.lock'], remove: ['^Cargo.toml', '^Cargo.lock'], rm: ['^Cargo.toml', '^Cargo.lock'], vendor: ['^vendor'],
    },
  }],
  ['uv', {
    writes: {
      init: ['new:', '.', 'pyproject.toml', '.python-version', 'README.md', 'main.py', '.gitignore', 'hooks'], venv: ['new:.venv', '.'],
      sync: UV_SYNC, lock: ['^uv.lock'], add: [...UV_SYNC, '^pyproject.toml'], remove: [...UV_SYNC, '^pyproject.toml'], run: UV_SYNC,
      'pip install': ['^.venv'], 'pip sync': ['^.venv'], 'pip uninstall': ['^.venv'], build: ['^dist'],
    },
    directory: ['--directory', '--project'],
  }],
  ['poetry', {
    writes: {
      new: ['new:', '.', 'pyproject.toml', 'README.md', 'tests'], init: ['pyproject.toml'], lock: POETRY_LOCK, install: POETRY_LOCK, update: POETRY_LOCK,
      sync: POETRY_LOCK, add: [...POETRY_LOCK, '^pyproject.toml'], remove: [...POETRY_LOCK, '^pyproject.toml'], build: ['^dist'],
    },
    directory: ['-C', '--directory', '-P', '--project'],
  }],
  ['dotnet', {
    writes: {
      new: ['.'], 'new list': [], 'new search': [], 'new install': [], 'new uninstall': [], 'new update': [], 'new details': [], build: DOTNET_BUILD, publish: DOTNET_BUILD, pack: DOTNET_BUILD, test: DOTNET_BUILD, run: DOTNET_BUILD, restore: DOTNET_BUILD,
      clean: DOTNET_BUILD, msbuild: DOTNET_BUILD,
    },
    // (`dotnet new -o DIR`; `-n NAME` alone makes ./NAME, which the working directory's write meets.)
    directory: ['-o', '--output'],
  }],
  ['bundle', { writes: { install: BUNDLE_LOCK, update: BUNDLE_LOCK, lock: BUNDLE_LOCK, add: [...BUNDLE_LOCK, '^Gemfile'], remove: [...BUNDLE_LOCK, '^Gemfile'], init: ['Gemfile'] } }],
  ['pipenv', { writes: { install: PIPENV_LOCK, lock: PIPENV_LOCK, update: PIPENV_LOCK, uninstall: PIPENV_LOCK, sync: ['^.venv'] } }],
  ['composer', {
    writes: { install: COMPOSER_LOCK, update: COMPOSER_LOCK, require: [...COMPOSER_LOCK, '^composer.json'], remove: [...COMPOSER_LOCK, '^composer.json'], init: ['composer.json'] },
    directory: ['-d', '--working-dir'],
  }],
  ['npm', { writes: { pack: TARBALL, ci: ['^node_modules'], 'clean-install': ['^node_modules'], cit: ['^node_modules'], 'install-ci-test': ['^node_modules'] }, directory: ['--prefix', '-C'], elsewhere: ['--pack-destination', '--dry-run'] }],
  ['pnpm', { writes: { pack: TARBALL }, directory: ['-C', '--dir'], elsewhere: ['--pack-destination', '--out'] }],
  ['yarn', { writes: { pack: TARBALL }, directory: ['--cwd'], elsewhere: ['--filename', '-o', '--out'] }],
  ['bun', { writes: { 'pm pack': TARBALL }, directory: ['--cwd'], elsewhere: ['--destination', '--filename'] }],
  ['mvn', MAVEN], ['mvnw', MAVEN], ['mvnd', MAVEN], ['gradle', GRADLE], ['gradlew', GRADLE],
  ['go', { writes: { build: ['.'], test: ['.'] }, directory: ['-C'], elsewhere: ['-o'], needs: { test: '-c' } }],
  ['rustc', { writes: { '': ['.'] }, elsewhere: ['-o', '--out-dir', '--print', '-V', '--version', '-h', '--help'] }],
  ['tsc', { writes: { '': ['.'] }, elsewhere: ['--noEmit', '-v', '--version', '-h', '--help', '--showConfig'] }],
  ['pip', { writes: { download: ['.'], wheel: ['.'] }, elsewhere: ['-d', '--dest', '-w', '--wheel-dir'] }],
  ['pip3', { writes: { download: ['.'], wheel: ['.'] }, elsewhere: ['-d', '--dest', '-w', '--wheel-dir'] }],
  ['conda', { writes: { create: ['.'], 'env create': ['.'] }, directory: ['-p', '--prefix'], onlyWithDirectory: true }],
  ['cookiecutter', { writes: { '': ['.'] }, directory: ['-o', '--output-dir'] }],
  ['helm', { writes: { create: ['new:'], package: ['.'] }, directory: ['-d', '--destination'] }],
  ['gem', { writes: { fetch: ['.'], build: ['.'] } }],
  ['mix', { writes: { new: ['new:'] } }], ['flutter', { writes: { create: ['new:'] } }],
  ['swift', { writes: { build: ['^.build'], test: ['^.build'], run: ['^.build'], 'package init': ['.', 'Package.swift', 'Sources'] }, directory: ['--package-path'] }],
  // (Session 43: Fedora's `ninja-build` and samurai's `samu` are ninja, `samu install` was allowed beside Edit deny rules.)
  ...NINJA_NAMES.map((n): [string, ToolWrites] => [n, { writes: { '': ['.'] }, directory: ['-C'] }]),
  // (Session 42: cabal's and stack's projects and build trees, meson's build directory; their installs: install-targets.ts.)
  ['cabal', {
    writes: {
      init: ['new:', '.'], build: ['^dist-newstyle'], 'v2-build': ['^dist-newstyle'], test: ['^dist-newstyle'], run: ['^dist-newstyle'], bench: ['^dist-newstyle'],
      haddock: ['^dist-newstyle'], configure: ['^cabal.project.local'], freeze: ['^cabal.project.freeze'], sdist: ['^dist-newstyle'], get: ['.'], unpack: ['.'],
    },
    directory: ['--project-dir'],
  }],
  ['stack', { writes: { new: ['new:'], init: ['stack.yaml'], build: ['^.stack-work'], test: ['^.stack-work'], bench: ['^.stack-work'], run: ['^.stack-work'], install: ['^.stack-work'], haddock: ['^.stack-work'], unpack: ['.'] } }],
  // (`install: []`: the filter's first word for install-targets.ts's reading.)
  ['meson', { writes: { setup: ['new:'], compile: ['.'], install: [] }, directory: ['-C'] }],
  ['muon', { writes: { setup: ['new:'], install: [] }, directory: ['-C'] }],
]);

/** Initializers run by name (`npm create vite DIR` runs create-vite DIR): their words are an unknown program's. */
const CREATE_COMMANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['npm', new Set(['create', 'init', 'innit', 'create-app'])], ['pnpm', new Set(['create'])], ['yarn', new Set(['create'])], ['bun', new Set(['create', 'init'])],
]);

/** The names projectToolWrites reads. */
export const PROJECT_TOOL_NAMES: ReadonlySet<string> = new Set([...PROJECT_TOOL_WRITES.keys(), ...CREATE_COMMANDS.keys(), 'make', 'gmake']);
/** Every name projectToolTouches reads. */
export const WRITING_TOOL_NAMES: ReadonlySet<string> = new Set([...PROJECT_TOOL_NAMES, ...REMOTE_NAMED_WRITERS]);

/** The name projectToolWrites reads a command by (PowerShell's folded, `.exe` dropped). */
export function projectToolName(name: string, dialect: 'bash' | 'powershell'): string {
  return dialect === 'bash' ? name : name.toLowerCase().replace(/\.exe$/, '');
}

const isOption = (w: string): boolean => w.length > 1 && w.charCodeAt(0) === 45;
const optionName = (w: string): string => {
  const eq = w.indexOf('=');
  return w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w;
};

/** The index of the first plain word after `from` (a `+toolchain` word is no subcommand), or words.length. */
function firstPlain(words: readonly string[], from: number): number {
  let i = from;
  while (i < words.length && (isOption(words[i]!) || words[i]!.startsWith('+'))) i++;
  return i;
}

function joined(dir: string, name: string): string {
  return dir === '.' ? name : `${dir.replace(/(?<!\/)\/+$/, '')}/${name}`;
}

/** projectToolWrites, and the trees extractor front ends, downloaders and template tools name from data the line does not show (remote-named-writes.ts). */
export function projectToolTouches(tool: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void {
  if (REMOTE_NAMED_WRITERS.has(tool)) remoteNamedWrites(tool, words, dynamic, t);
  projectToolWrites(tool, words, dynamic, dialect, t);
}

export function projectToolWrites(tool: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void {
  if (tool === 'make' || tool === 'gmake') makeWrites(words, dynamic, t);
  else if (mayWrite(tool, words, dynamic)) tableAndCreateWrites(tool, words, dynamic, dialect, t);
}

/** The table's and the initializers' writes, read whole (exported for the test of mayWrite). */
export function tableAndCreateWrites(tool: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void {
  const spec = PROJECT_TOOL_WRITES.get(tool);
  if (spec !== undefined) tableWrites(tool, spec, words, dynamic, t);
  const creates = CREATE_COMMANDS.get(tool);
  if (creates !== undefined) createWrites(creates, words, dynamic, dialect, t);
  if (NINJA_NAMES.includes(tool) || tool === 'meson' || tool === 'muon') installTargetWrites(tool, words, dynamic, t);
}

/**
 * Per tool, every word that may start a subcommand it writes with (a table key's first word, an
 * initializer's command); undefined for a tool whose every word is an operand (rustc, tsc).
 */
const FIRST_WORDS: ReadonlyMap<string, ReadonlySet<string> | undefined> = new Map([...PROJECT_TOOL_NAMES].map((tool) => {
  const writes = PROJECT_TOOL_WRITES.get(tool)?.writes ?? {};
  if (writes[''] !== undefined) return [tool, undefined];
  return [tool, new Set([...Object.keys(writes).map((k) => k.split(' ')[0]!), ...(CREATE_COMMANDS.get(tool) ?? [])])];
}));

/** Per tool, the first words of its two-word keys (`uv pip install`'s `pip`). */
const PAIR_FIRST_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([...PROJECT_TOOL_WRITES].map(([tool, spec]) =>
  [tool, new Set(Object.keys(spec.writes).filter((k) => k.includes(' ')).map((k) => k.split(' ')[0]!))]));

/**
 * False only where the table and the initializers surely find nothing: no expansion and no plain
 * word that may start a subcommand that writes (`npm test`, `npm run build`: the usual lines, which
 * the whole reading took ~0.1-0.5 µs to clear). A superset of what tableWrites and createWrites match.
 */
function mayWrite(tool: string, words: readonly string[], dynamic: readonly boolean[]): boolean {
  const first = FIRST_WORDS.get(tool);
  if (first === undefined) return true;
  const letters = (firstLetters ??= firstLettersOf()).get(tool)!;
  let plainSeen = false;
  for (let i = 1; i < words.length; i++) {
    if (dynamic[i] === true) return true;
    const w = words[i]!;
    // (The table reads no word after `--`; an initializer is the first plain word, wherever it is.)
    if (w === '--' && plainSeen) return false;
    // (Neither reads an option or a `+toolchain` word as a subcommand.)
    if (isOption(w) || w.startsWith('+')) continue;
    plainSeen = true;
    // (A word whose first letter starts none of the words below is none of them: no lookup, which
    // hashes a fresh word, and no npmCommand.)
    if (letters[w.charCodeAt(0)] !== 1) continue;
    if (first.has(w) || (tool === 'npm' && first.has(npmCommand(w) ?? w))) return true;
  }
  return false;
}

/**
 * Per tool of FIRST_WORDS, the first letters (a table of ASCII codes) of the words mayWrite's test
 * holds for: its first words, and for npm each word npm runs one of them by (npmNameTable: aliases,
 * prefixes). A word with a capital letter is read by npm as its spelling with `-` and the letter's
 * lower case: its first letter is kept or, a capital, becomes `-`, which starts no word of the
 * table, and the first words are lower case, so a capital first letter passes neither test. Made on
 * first use (npm's table too).
 */
let firstLetters: ReadonlyMap<string, Uint8Array> | undefined;

function firstLettersOf(): ReadonlyMap<string, Uint8Array> {
  const npmWords = [...npmNameTable()].filter(([, command]) => FIRST_WORDS.get('npm')!.has(command)).map(([word]) => word);
  return new Map([...FIRST_WORDS].filter(([, first]) => first !== undefined).map(([tool, first]) => {
    const table = new Uint8Array(128);
    for (const w of [...first!, ...(tool === 'npm' ? npmWords : [])]) {
      // (The table reads ASCII first letters, no capital and no `-`: another word would be missed.)
      const c = w.charCodeAt(0);
      if (!(c < 128) || (c >= 65 && c <= 90) || c === 45) throw new Error(`mayWrite's letter table cannot hold ${w}`);
      table[c] = 1;
    }
    return [tool, table];
  }));
}

interface Word { readonly word: string; readonly dynamic: boolean }

/**
 * The values a directory option spelled in one word gives (`-C/etc`, `-o:/etc`, `--output:/etc`;
 * `--dir=/etc` is optionName's): getopt, click and cobra take a short option's rest as its value,
 * System.CommandLine (dotnet) also after `:` or `=`, so a rest after `=` or `:` is read both ways.
 */
function attachedDirectories(w: string, directory: readonly string[] | undefined): string[] {
  for (const d of directory ?? []) {
    if (w.length <= d.length || !w.startsWith(d)) continue;
    const short = d.length === 2 && d[1] !== '-';
    const rest = w.slice(d.length + (short ? 0 : 1));
    if (!short && w[d.length] !== ':') continue;
    return short && (rest[0] === '=' || rest[0] === ':') ? [rest, rest.slice(1)] : [rest];
  }
  return [];
}

function tableWrites(tool: string, spec: ToolWrites, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  // (Every reading of the directory option: one for each spelling it may have; the last option's.)
  let directories: Word[] = [];
  // The indices of the plain words (no object each: most commands read one or two of them, afterOption).
  const plain: number[] = [];
  // (An expansion that may be an option naming the directory: an unknown write.)
  let unknownDirectory = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (!dynamic[i] && w === '--') break;
    // (`-C$D`, `$OPT`: an expansion in an option's name, or a directory option's value, may name the directory.)
    if (dynamic[i] && isOption(w) && spec.directory !== undefined) {
      const name = /^[^=\s$`*?[]*/.exec(w)![0];
      if (name.length === w.length || !/^[=\s]/.test(w.slice(name.length)) || spec.directory.some((d) => d.startsWith(name) || name.startsWith(d))) unknownDirectory = true;
    }
    if (!dynamic[i] && isOption(w)) {
      const name = optionName(w);
      if (spec.elsewhere?.includes(name) === true) return;
      if (spec.directory?.includes(name) === true) {
        const attached = name !== w ? w.slice(name.length + 1) : undefined;
        directories = [attached !== undefined ? { word: attached, dynamic: false } : { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false }];
        if (attached === undefined) i++;
      } else if (spec.directory !== undefined) {
        const attached = attachedDirectories(w, spec.directory);
        if (attached.length > 0) directories = attached.map((word) => ({ word, dynamic: false }));
      }
      continue;
    }
    if (!dynamic[i] && w.startsWith('+')) continue;
    plain.push(i);
  }
  const found = subcommandWrites(tool, spec, words, dynamic, plain);
  if (found === undefined) return;
  if (found === 'unknown' || unknownDirectory) {
    t.edit(words.find((w, k) => k > 0 && dynamic[k]) ?? '', true);
    return;
  }
  const { written, key } = found;
  if (written.length === 0) return;
  if (spec.needs?.[key] !== undefined && !words.includes(spec.needs[key]!)) return;
  if (spec.onlyWithDirectory === true && directories.length === 0) return;
  // (The operands as words: read by a new project's targets and `operands:` writes only.)
  const operands: Word[] = written[0]!.startsWith('new:') || written.some((w) => w.startsWith('operands:'))
    ? plain.slice(found.operands).map((i) => ({ word: words[i]!, dynamic: dynamic[i] ?? false })) : [];
  for (const directory of directories.length > 0 ? directories : [undefined]) directoryWrites(written, operands, directory, words, dynamic, t);
}

/** What the subcommand writes in the directory it works in (`directory`'s, else where the line is). */
function directoryWrites(written: readonly string[], operands: readonly Word[], directory: Word | undefined, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const base = directory ?? { word: '.', dynamic: false };
  const newProject = written[0]!.startsWith('new:');
  // (A new project's directory: each operand, else its default (`uv venv`'s `.venv`), else where the
  // tool works. With a directory option, an operand may be relative to either: both are written.)
  const fallback = newProject ? written[0]!.slice(4) : '';
  const targets: Word[] = newProject && operands.length > 0 ? [...operands] : [fallback === '' ? base : { word: joined(base.word, fallback), dynamic: base.dynamic }];
  if (directory !== undefined && newProject) {
    targets.push(base);
    for (const o of operands) targets.push({ word: joined(base.word, o.word), dynamic: base.dynamic || o.dynamic });
  }
  // (Read only where a new project's hooks are written.)
  const noRepository = written.includes('hooks') && words.some((w, k) => !dynamic[k] && (w === '--vcs=none' || (w === 'none' && words[k - 1] === '--vcs' && !dynamic[k - 1])));
  for (const target of targets) {
    if (target.dynamic) {
      t.edit(target.word, true);
      continue;
    }
    // (A new project's own directory is itself written: `cargo new /etc/x`.)
    if (newProject) t.edit(target.word);
    for (const w of written) if (w !== 'hooks' || !noRepository) writeOne(w, target.word, directory !== undefined, operands, t);
  }
}

/** Whether the word at `i` may be the value of an option without `=` just before it. */
function afterOption(words: readonly string[], dynamic: readonly boolean[], i: number): boolean {
  return i > 1 && !dynamic[i - 1] && isOption(words[i - 1]!) && !words[i - 1]!.includes('=');
}

/**
 * What the subcommand writes and where its operands start in `plain`: the first plain word, or
 * (read loosely) one after it when it may be an option's value (`cargo --color always build`);
 * 'unknown' when an expansion may be it; undefined when it writes nothing here.
 */
function subcommandWrites(tool: string, spec: ToolWrites, words: readonly string[], dynamic: readonly boolean[], plain: readonly number[]):
  { written: readonly string[]; key: string; operands: number } | 'unknown' | undefined {
  // (A tool without subcommands: every plain word is an operand.)
  if (spec.writes[''] !== undefined) return { written: spec.writes['']!, key: '', operands: 0 };
  for (let k = 0; k < plain.length; k++) {
    const i = plain[k]!;
    if (dynamic[i] === true) return 'unknown';
    const key = tool === 'npm' ? npmCommand(words[i]!) ?? words[i]! : words[i]!;
    const next = plain[k + 1];
    // (A two-word key is looked up only after its first word: the lookup of a fresh text is costly.)
    const pair = next === undefined || dynamic[next] === true || PAIR_FIRST_WORDS.get(tool)?.has(key) !== true ? undefined : spec.writes[`${key} ${words[next]!}`];
    if (pair !== undefined) return { written: pair, key, operands: k + 2 };
    const one = spec.writes[key];
    if (one !== undefined) return { written: one, key, operands: k + 1 };
    // (The next word is a candidate only if this one may be an option's value.)
    if (!afterOption(words, dynamic, i)) return undefined;
  }
  return undefined;
}

function writeOne(w: string, dir: string, directoryGiven: boolean, operands: readonly Word[], t: FileTouches): void {
  if (w.startsWith('new:')) return;
  // (Where the line is, unnamed: an implicit part, as make's Makefile is, PathRef.implicit.)
  if (dir === '.' && !directoryGiven && w !== 'hooks' && /^[\w.-]+$/.test(w)) t.implicitEdit(w, false);
  else if (w === '.') t.edit(dir);
  else if (w === 'hooks') t.possible(joined(dir, '.git/hooks'), false, 'is written if the new project gets a git repository (its template\'s hooks), unless --vcs none or inside one');
  else if (w.startsWith('*')) t.glob('edit', joined(dir, w), joined(dir, w));
  else if (w.startsWith('operands:')) {
    // (`dotnet build x/a.csproj`: beside the project file; `dotnet build x`: in directory x.)
    for (const o of operands) {
      if (o.dynamic) t.edit(o.word, true);
      else t.edit(joined(/\.(?:[cf]s|vb)proj$|\.sln[x]?$/i.test(o.word) ? o.word.replace(/[/\\]?[^/\\]*$/, '') || '.' : o.word, w.slice(9)));
    }
  } else if (w.startsWith('^')) {
    if (directoryGiven) t.edit(joined(dir, w.slice(1)));
    else t.implicitEdit(w.slice(1));
  } else t.edit(joined(dir, w));
}

/**
 * `npm create vite DIR`, `npm init vite`, `yarn create x`, `pnpm create x`: npm runs the
 * initializer package's program with the words after its name, which writes a new project where
 * it runs (the directory itself) or in a word it is given (an unknown program's words: possible paths).
 */
function createWrites(creates: ReadonlySet<string>, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void {
  const sub = firstPlain(words, 1);
  if (sub >= words.length || !creates.has(words[sub]!)) return;
  const initializer = firstPlain(words, sub + 1);
  // (`npm init` and `npm init -y` write package.json only: package-manager-writes.ts.)
  if (initializer >= words.length) return;
  if (dynamic[initializer] === true) {
    t.edit('', true);
    return;
  }
  t.edit('.');
  possiblePaths(['create', ...words.slice(initializer + 1)], [false, ...dynamic.slice(initializer + 1)], dialect, t);
}
