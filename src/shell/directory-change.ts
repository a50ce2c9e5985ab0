// Whether a command line changes the directory its relative paths resolve against (reference
// E.1: `cd /etc && cat shadow` reads /etc/shadow, not ./shadow; `sudo -i cat .ssh/id_rsa` reads
// root's; `find -execdir cat x` reads x beside every file found). Where and when a
// change takes effect (conditions, loops, subshells, pipelines) is not modelled: a line with one
// anywhere leaves every relative path in it unknown, and one with chroot every path.

export type DirectoryChange = 'none' | 'relative' | 'all';

const CHANGES_DIRECTORY = new Set(['cd', 'pushd', 'popd', 'chdir', 'Set-Location', 'Push-Location', 'Pop-Location']);

/** Options that run the command in another directory: env -C, sudo -D, and login shells (their home). */
const CHDIR_OPTIONS: ReadonlyMap<string, RegExp> = new Map([
  ['env', /^(?:-[a-zA-Z]*C|--chdir(?:=.*)?)$/],
  ['sudo', /^(?:-[a-zA-Z]*[Di]|--chdir(?:=.*)?|--login)$/],
  ['su', /^(?:-|-[a-zA-Z]*l|--login)$/],
  ['runuser', /^(?:-|-[a-zA-Z]*l|--login)$/],
  // -execdir and -okdir run their command in each found file's directory.
  ['find', /^-(?:execdir|okdir)$/],
]);

/** How the line changes directory once this command (its name as the analysis reads it) is seen too. */
export function changesDirectory(name: string, words: readonly string[], dynamic: readonly boolean[], before: DirectoryChange): DirectoryChange {
  if (name === 'chroot') return 'all';
  if (CHANGES_DIRECTORY.has(name)) return before === 'all' ? 'all' : 'relative';
  const option = CHDIR_OPTIONS.get(name);
  return option !== undefined && words.some((w, i) => i > 0 && !dynamic[i] && option.test(w)) && before === 'none' ? 'relative' : before;
}

/** A path text that does not depend on the working directory (`/x`, `~/x`, `C:\\x`, `\\\\server`). */
export function independentOfCwd(path: string): boolean {
  return path.startsWith('/') || path === '~' || path.startsWith('~/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
}

/** Builtins that assign the variables named in their arguments (`export HOME=/etc`, `read HOME`). */
const ASSIGNING = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'read', 'unset', 'printf', 'mapfile', 'readarray', 'getopts', 'let', 'set']);

/** Whether a command may assign HOME: a builtin that assigns, naming it or with an unknown word. */
export function assignsHome(name: string, words: readonly string[], dynamic: readonly boolean[]): boolean {
  if (!ASSIGNING.has(name)) return false;
  for (let i = 1; i < words.length; i++) if (dynamic[i] || /(?:^|[^A-Za-z0-9_])HOME(?:$|[^A-Za-z0-9_])/.test(words[i] ?? '')) return true;
  return false;
}
