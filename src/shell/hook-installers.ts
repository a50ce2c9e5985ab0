// What writes a repository's hooks and configuration (hunt 5, F9): a hook runs with every later
// `git commit`, so an installer turns workspace files (`.pre-commit-config.yaml`, `.husky/*`) into
// code git runs; `.git/config` holds remotes, upstreams and `core.hooksPath`.
//
// - Hook installers: `pre-commit install|uninstall|init-templatedir DIR`, `husky` (`install
//   [DIR]`, `init`, `add FILE`), `lefthook install|add|uninstall`, `simple-git-hooks`,
//   `overcommit --install|--uninstall|--sign`: `.git/hooks` below the repository's top (the
//   directory or one above: PathRef.inRepository), husky's `.husky` and core.hooksPath.
// - git subcommands that write `.git/config` (as `git config` does): `remote add|rename|remove|
//   set-url|set-branches`, `branch -u|-m|-c|-d…`, `push -u`, `submodule init|sync`, `maintenance
//   register|unregister|start|stop` (and `~/.gitconfig`), `lfs install|update` (hooks, and
//   `~/.gitconfig` unless `--local`), `flow init`.
// Their other words are checked as any unmodelled command's are (possible-paths.ts).

import type { FileTouches } from './file-touches.js';
import { subcommandCandidates } from './package-manager-writes.js';
import { possiblePaths } from './possible-paths.js';

/** The hooks directory and the configuration of the repository at `base` (the working directory when ''; undefined: unknown). */
function repositoryHooks(t: FileTouches, base: string | undefined): void {
  t.edit('.git/hooks', base === undefined, 'tree', false, base);
}
function repositoryConfig(t: FileTouches, base: string | undefined): void {
  t.edit('.git/config', base === undefined, 'none', false, base);
}

function firstPlain(words: readonly string[], dynamic: readonly boolean[]): number {
  for (let k = 1; k < words.length; k++) if (dynamic[k] || !words[k]!.startsWith('-')) return k;
  return -1;
}

/**
 * A long option word that is `full` or a prefix of it (`--x=VALUE` too): git and Ruby's
 * OptionParser take any unique prefix; one that would be ambiguous is refused, so reading it as
 * `full` writes nothing it does not.
 */
function abbreviates(word: string, full: string): boolean {
  const eq = word.indexOf('=');
  const name = eq < 0 ? word : word.slice(0, eq);
  return name.length >= 3 && name.charCodeAt(1) === 45 && full.startsWith(name);
}

export function hookInstallerTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  possiblePaths(words, dynamic, 'bash', t);
  const name = words[0]!;
  const at = firstPlain(words, dynamic);
  if (at >= 0 && dynamic[at]) {
    t.problem(`the subcommand of ${name} comes from an expansion: it may install git hooks`);
    return;
  }
  const sub = at < 0 ? undefined : words[at];
  const operand = at < 0 ? undefined : words[at + 1];
  const has = (option: string): boolean => words.includes(option);
  switch (name) {
    case 'pre-commit':
      if (sub === 'install' || sub === 'uninstall') repositoryHooks(t, '');
      else if (sub === 'init-templatedir' && operand !== undefined) t.edit(operand, dynamic[at + 1] ?? false, 'tree');
      break;
    case 'husky':
      // (husky 9 bare or `init`: `.husky` and core.hooksPath; `init` adds a prepare script to package.json.)
      if (sub === undefined || sub === 'install' || sub === 'init') {
        repositoryConfig(t, '');
        t.edit(sub === 'install' && operand !== undefined ? operand : '.husky', sub === 'install' && (dynamic[at + 1] ?? false), 'tree');
        if (sub === 'init') t.edit('package.json');
      } else if ((sub === 'add' || sub === 'set') && operand !== undefined) {
        t.edit(operand, dynamic[at + 1] ?? false);
        // (husky 8's `add FILE CMD` writes CMD into the hook: read as if run now, as a text written there is (stored-code-writes.ts).)
        if (words.length > at + 2) t.run(words[at + 2]!, dynamic[at + 2] ?? false);
      }
      else if (sub === 'uninstall') repositoryConfig(t, '');
      break;
    case 'lefthook':
      // (`lefthook --colors on install`: a word after an option may be its value, so each such word may be the subcommand.)
      if (subcommandCandidates(words, dynamic).some((k) => words[k] === 'install' || words[k] === 'add' || words[k] === 'uninstall')) repositoryHooks(t, '');
      break;
    case 'simple-git-hooks':
      repositoryHooks(t, '');
      break;
    case 'overcommit': {
      // (Ruby's OptionParser: `--inst` is --install, `-fi` is -f -i.)
      const given = (full: string, letter: string): boolean => words.some((w, k) => k > 0 && (abbreviates(w, full) || (/^-[a-zA-Z]+$/.test(w) && w.includes(letter))));
      if (given('--install', 'i') || given('--uninstall', 'u')) repositoryHooks(t, '');
      if (given('--sign', 's') || given('--install', 'i')) repositoryConfig(t, '');
      break;
    }
  }
}

export const HOOK_INSTALLERS: readonly string[] = ['pre-commit', 'husky', 'lefthook', 'simple-git-hooks', 'overcommit'];

/** `git branch`'s options that rename, copy, delete a branch or set its upstream or description: its section of the configuration. */
const BRANCH_CONFIG_LETTERS = /^-[a-zA-Z]*[umMcCdDt][a-zA-Z]*$/;
const BRANCH_CONFIG_OPTIONS = ['--set-upstream-to', '--unset-upstream', '--move', '--copy', '--delete', '--edit-description', '--track'];

/**
 * The repository configuration (and `~/.gitconfig`) git subcommand `sub` writes, given its
 * operands before `--` and its options; `base` is `-C DIR`'s directory ('' for the working one,
 * undefined when it comes from an expansion).
 */
export function gitConfigWrites(t: FileTouches, sub: string, before: readonly { readonly word: string }[], options: readonly string[], base: string | undefined): void {
  const action = before[0]?.word;
  const has = (re: RegExp): boolean => options.some((o) => re.test(o));
  switch (sub) {
    case 'remote':
      if (action === 'add' || action === 'rename' || action === 'remove' || action === 'rm' || action === 'set-url' || action === 'set-branches') repositoryConfig(t, base);
      break;
    case 'branch':
      // (git takes any unique prefix of a long option: `--set-upstream-t=o/m`, `--mo`, `--tr=direct`.)
      if (has(BRANCH_CONFIG_LETTERS) || options.some((o) => BRANCH_CONFIG_OPTIONS.some((full) => abbreviates(o, full)))) repositoryConfig(t, base);
      break;
    case 'push':
      if (has(/^-[a-zA-Z]*u[a-zA-Z]*$/) || options.some((o) => abbreviates(o, '--set-upstream'))) repositoryConfig(t, base);
      break;
    case 'submodule':
      if (action === 'init' || action === 'sync' || action === 'deinit' || action === 'add') repositoryConfig(t, base);
      break;
    case 'maintenance':
      if (action === 'register' || action === 'unregister' || action === 'start' || action === 'stop') {
        repositoryConfig(t, base);
        t.edit('~/.gitconfig');
      }
      break;
    case 'lfs':
      if (action === 'install' || action === 'update' || action === 'uninstall') {
        repositoryHooks(t, base);
        repositoryConfig(t, base);
        if (action !== 'update' && !has(/^--(?:local|worktree)$/)) t.edit('~/.gitconfig');
      }
      break;
    case 'flow':
      if (action === 'init') repositoryConfig(t, base);
      break;
  }
}
