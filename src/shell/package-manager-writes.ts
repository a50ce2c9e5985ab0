// The project and configuration files npm, pnpm, yarn and bun write (hunt 5, F3): `npm install x`,
// `npm pkg set`, `npm version`, `yarn add x` rewrite package.json and the lockfile, whose scripts
// a later `npm test` runs; `npm config set`, `npm login` write an npmrc (`script-shell=` runs
// with every later script). Each is an Edit part, so an `Edit(./package.json)` or `Edit(~/.npmrc)`
// deny rule sees it.
//
// - The project is the directory the tool runs in or the first above it holding a package.json
//   (npm's local prefix, yarn's and pnpm's project root): an unnamed file there is read as a git
//   path relative to the repository's top (PathRef.inRepository), implicit as make's Makefile.
//   `--prefix`/`-C`/`--dir`/`--cwd DIR` name the directory.
// - A workspace option (`-w`, `--workspaces`, pnpm's `-r`/`--filter`, `yarn workspace NAME`)
//   writes some package.json below: the glob `**/package.json`.
// - npm's configuration: `~/.npmrc` (`--location=user`, the default), the project's `.npmrc`
//   (`--location=project`), the global `PREFIX/etc/npmrc` (`-g`, `--location=global`: the glob
//   `/**/etc/npmrc`), `--userconfig F`. pnpm's also `~/.config/pnpm/rc`; yarn's `~/.yarnrc`
//   (yarn 1) or the project's `.yarnrc.yml` (`-H`: `~/.yarnrc.yml`).
// What the subcommand is, is read loosely (a word after an option may be its value): every word
// that may be it is tried, so an odd line may be read as writing where it does not.

import type { FileTouches } from './file-touches.js';
import { npmCommand } from './subcommand-synonyms.js';

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

const set = (s: string): ReadonlySet<string> => new Set(s.split(' '));

/** Subcommands that rewrite package.json or the lockfile (npm's by their canonical name). */
const MANIFEST_WRITERS: Readonly<Record<PackageManager, ReadonlySet<string>>> = {
  npm: set('install uninstall update dedupe prune link version init install-test set-script shrinkwrap'),
  pnpm: set('install i add remove rm uninstall un update up upgrade dedupe prune link ln unlink init import version install-test it patch-commit'),
  yarn: set('install add remove upgrade up upgrade-interactive init version link unlink dedupe import patch-commit'),
  bun: set('install i add a remove rm update link unlink init'),
};

const LOCKFILES: Readonly<Record<PackageManager, readonly string[]>> = {
  npm: ['package-lock.json', 'npm-shrinkwrap.json'], pnpm: ['pnpm-lock.yaml'], yarn: ['yarn.lock'], bun: ['bun.lock', 'bun.lockb'],
};

/** Options that name the directory the tool works in. */
const DIRECTORY_OPTIONS: Readonly<Record<PackageManager, ReadonlySet<string>>> = {
  npm: set('--prefix -C'), pnpm: set('-C --dir'), yarn: set('--cwd'), bun: set('--cwd'),
};

/** Options that make the tool write a workspace package's files. */
const WORKSPACE_OPTIONS: Readonly<Record<PackageManager, ReadonlySet<string>>> = {
  npm: set('-w --workspace --workspaces -ws --ws'), pnpm: set('-r --recursive -F --filter --filter-prod -w --workspace-root'),
  yarn: new Set(), bun: set('-F --filter'),
};

/** Words that may be the subcommand: the first plain word, and each after an option that may take it as its value. */
export function subcommandCandidates(words: readonly string[], dynamic: readonly boolean[]): number[] {
  const out: number[] = [];
  let afterOption = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (!dynamic[i] && w === '--') break;
    if (!dynamic[i] && w.length > 1 && w.charCodeAt(0) === 45) {
      afterOption = !w.includes('=');
      continue;
    }
    out.push(i);
    if (!afterOption) break;
    afterOption = false;
  }
  return out;
}

/** The subcommand word at `at` under the name the tool runs it by. */
function commandName(tool: PackageManager, word: string): string {
  return tool === 'npm' ? npmCommand(word) ?? word : word;
}

/** The first word after `at` that is no option (`config set`, `pkg delete`). */
function nextPlain(words: readonly string[], at: number): string | undefined {
  for (let k = at + 1; k < words.length; k++) if (!words[k]!.startsWith('-')) return words[k];
  return undefined;
}

/** What the subcommand at `at` writes: package.json and the lockfile, the configuration, or neither. */
function writes(tool: PackageManager, words: readonly string[], at: number): 'manifest' | 'config' | undefined {
  const name = commandName(tool, words[at]!);
  // (`npm test`, `npm run build`: a name none of the tests below passes is read no further.)
  if (!writingNames(tool).has(name)) return undefined;
  const next = nextPlain(words, at);
  if (MANIFEST_WRITERS[tool].has(name)) return 'manifest';
  if (name === 'pkg' || (tool === 'bun' && name === 'pm' && (next === 'pkg' || next === 'trust' || next === 'version'))) {
    return next === 'get' ? undefined : 'manifest';
  }
  if (tool === 'npm' && (name === 'audit' || name === 'fund') && next === 'fix') return 'manifest';
  if (tool === 'yarn' && (name === 'set' || name === 'policies' || name === 'plugin')) return 'config';
  if (name === 'config') return next === undefined || next === 'get' || next === 'list' || next === 'ls' ? undefined : 'config';
  if (tool !== 'yarn' && tool !== 'bun' && name === 'set') return 'config';
  if (tool === 'npm' && (name === 'login' || name === 'logout' || name === 'adduser' || name === 'add-user')) return 'config';
  return undefined;
}

/** Every name writes() may give a kind for, by tool (its tests below, name by name): a superset is exact. */
const WRITING_NAMES: Readonly<Record<PackageManager, ReadonlySet<string>>> = {
  npm: new Set([...MANIFEST_WRITERS.npm, 'pkg', 'audit', 'fund', 'config', 'set', 'login', 'logout', 'adduser', 'add-user']),
  pnpm: new Set([...MANIFEST_WRITERS.pnpm, 'pkg', 'config', 'set']),
  yarn: new Set([...MANIFEST_WRITERS.yarn, 'pkg', 'set', 'policies', 'plugin', 'config']),
  bun: new Set([...MANIFEST_WRITERS.bun, 'pkg', 'pm', 'config']),
};

/**
 * WRITING_NAMES[tool], chosen by comparison: `tool` is the line's own word (npmScriptsTouches),
 * a string no property key is, and a keyed load by it first looks its internalized twin up in
 * V8's string table (~20 ns measured, against ~2 for the comparisons), on every npm command.
 */
function writingNames(tool: PackageManager): ReadonlySet<string> {
  return tool === 'npm' ? WRITING_NAMES.npm : tool === 'pnpm' ? WRITING_NAMES.pnpm : tool === 'yarn' ? WRITING_NAMES.yarn : WRITING_NAMES.bun;
}

/** The value of option `name` among the words before `--` (`--x=V`, `--x V`), or undefined. */
function optionValue(words: readonly string[], dynamic: readonly boolean[], names: ReadonlySet<string>): { word: string; dynamic: boolean } | undefined {
  let found: { word: string; dynamic: boolean } | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') break;
    const eq = w.indexOf('=');
    if (!names.has(eq < 0 ? w : w.slice(0, eq))) continue;
    found = eq < 0 ? { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false } : { word: w.slice(eq + 1), dynamic: dynamic[i] ?? false };
  }
  return found;
}

function hasOption(words: readonly string[], names: ReadonlySet<string>): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') return false;
    const eq = w.indexOf('=');
    if (names.has(eq < 0 ? w : w.slice(0, eq))) return true;
  }
  return false;
}

/**
 * Whether the install is certainly global: the last of `-g`/`--global` (`=true`), `--no-global`
 * says so. nopt takes a `true` or `false` after a boolean as its value (`npm install -g false x`
 * is local); any other spelling reads as local, which writes the project.
 */
function certainlyGlobal(words: readonly string[], dynamic: readonly boolean[]): boolean {
  let global = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') break;
    if (w === '-g' || w === '--global') {
      const value = dynamic[i + 1] ? undefined : words[i + 1];
      global = value !== 'false' && !dynamic[i + 1];
      if (value === 'true' || value === 'false') i++;
    } else if (w.startsWith('--global=')) global = w === '--global=true';
    else if (w === '--no-global') global = false;
  }
  return global;
}
const LOCATION = set('--location -L');
const USERCONFIG = set('--userconfig');
const YARN_HOME = set('-H --home');

export function packageManagerWrites(tool: PackageManager, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const candidates = subcommandCandidates(words, dynamic);
  let manifest = tool === 'yarn' && candidates.length === 0;
  let config = false;
  let workspace = false;
  for (const at of candidates) {
    if (dynamic[at]) {
      t.problem(`the subcommand of ${tool} comes from an expansion: it may write package.json or its configuration`);
      return;
    }
    // (`yarn workspace NAME add x`, `yarn workspaces foreach add x`: a workspace package's.)
    if (tool === 'yarn' && (words[at] === 'workspace' || words[at] === 'workspaces')) {
      workspace = words.some((w, k) => k > at && !dynamic[k] && MANIFEST_WRITERS.yarn.has(w));
      manifest ||= workspace;
      continue;
    }
    const kind = writes(tool, words, at);
    if (kind === 'manifest') manifest = true;
    else if (kind === 'config') config = true;
  }
  if (!manifest && !config) return;
  const location = optionValue(words, dynamic, LOCATION);
  const global = certainlyGlobal(words, dynamic) || location?.word === 'global';
  const directory = optionValue(words, dynamic, DIRECTORY_OPTIONS[tool]);
  // A file of the project: below DIR, or unnamed where the tool runs (or above).
  const projectFile = (name: string): void => {
    if (directory === undefined) t.implicitEdit(name);
    else if (directory.dynamic) t.edit(name, true);
    else t.edit(name, false, 'none', false, directory.word);
  };
  // (A global install writes below npm's global prefix, not a project.)
  if (manifest && !global) {
    for (const f of ['package.json', ...LOCKFILES[tool]]) projectFile(f);
    if (workspace || hasOption(words, WORKSPACE_OPTIONS[tool])) t.glob('edit', '**/package.json', '**/package.json');
  }
  if (!config) return;
  if (location?.dynamic === true) t.edit('', true);
  const userconfig = optionValue(words, dynamic, USERCONFIG);
  if (tool === 'yarn') {
    t.edit('~/.yarnrc');
    projectFile('.yarnrc.yml');
    if (hasOption(words, YARN_HOME)) t.edit('~/.yarnrc.yml');
  } else if (location?.word === 'project') projectFile('.npmrc');
  else if (global) t.glob('edit', 'PREFIX/etc/npmrc', '/**/etc/npmrc');
  else if (userconfig !== undefined) t.edit(userconfig.word, userconfig.dynamic);
  else {
    t.edit('~/.npmrc');
    if (tool === 'pnpm') t.edit('~/.config/pnpm/rc');
  }
}
