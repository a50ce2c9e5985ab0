// Whether a command line changes the directory its later relative paths resolve against
// (reference E.1: `cd /etc && cat shadow` reads /etc/shadow, not ./shadow). Where and when a
// change takes effect (conditions, loops, subshells, pipelines) is not modelled: a line with one
// anywhere leaves every relative path in it unknown, and one with chroot every path.

import { canonicalCmdletName } from './powershell-aliases.js';
import { baseName, type CommandSubject } from './subject.js';

export type DirectoryChange = 'none' | 'relative' | 'all';

const CHANGES_DIRECTORY = new Set(['cd', 'pushd', 'popd', 'chdir', 'Set-Location', 'Push-Location', 'Pop-Location']);

/** Options of env and sudo that run the command in another directory. */
const CHDIR_OPTION = /^(?:-[a-zA-Z]*[CD]|--chdir(?:=.*)?)$/;

export function directoryChange(commands: readonly CommandSubject[]): DirectoryChange {
  let change: DirectoryChange = 'none';
  for (const c of commands) {
    const base = baseName(c.words[0] ?? '', c.dialect);
    const name = c.dialect === 'powershell' ? canonicalCmdletName(base.replace(/\.exe$/i, '')) : base;
    if (name === 'chroot') return 'all';
    if (CHANGES_DIRECTORY.has(name)) change = 'relative';
    else if ((name === 'env' || name === 'sudo') && c.words.some((w, i) => i > 0 && !c.dynamic[i] && CHDIR_OPTION.test(w))) change = 'relative';
  }
  return change;
}

/** A path text that does not depend on the working directory (`/x`, `~/x`, `C:\\x`, `\\\\server`). */
export function independentOfCwd(path: string): boolean {
  return path.startsWith('/') || path === '~' || path.startsWith('~/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
}
