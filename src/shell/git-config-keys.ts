// git's configuration keys whose value it runs as a command line (core.pager, core.sshCommand,
// credential helpers, `!` values, …) or that make it load code or configuration from elsewhere
// (core.hooksPath, include.path, …), for `git -c KEY=VALUE` and `git config KEY VALUE`
// (git-arguments.ts).

import type { FileTouches } from './file-touches.js';

/** A word of the command line: its value, and whether it comes from an expansion. */
interface ConfigWord { readonly word: string; readonly dynamic: boolean }

/** Config keys whose value git runs as a command line (lower case; `*` is one subsection). */
const COMMAND_KEYS = [
  'core.pager', 'pager.*', 'core.editor', 'sequence.editor', 'core.sshcommand', 'core.fsmonitor', 'core.askpass',
  'core.gitproxy', 'diff.external', 'diff.*.command', 'diff.*.textconv', 'difftool.*.cmd', 'mergetool.*.cmd', 'merge.*.driver',
  'filter.*.clean', 'filter.*.smudge', 'filter.*.process', 'credential.helper', 'credential.*.helper', 'gpg.program',
  'gpg.*.program', 'sendemail.sendmailcmd', 'sendemail.smtpserver', 'browser.*.cmd', 'browser.*.path', 'man.*.cmd', 'man.*.path',
  'uploadpack.packobjectshook', 'remote.*.uploadpack', 'remote.*.receivepack', 'ssh.command',
  // (Found in review: more keys whose value git runs.)
  'core.alternaterefscommand', 'interactive.difffilter', 'gpg.ssh.defaultkeycommand', 'difftool.*.path', 'mergetool.*.path',
  'guitool.*.cmd', 'sendemail.tocmd', 'sendemail.cccmd', 'sendemail.headercmd', 'tar.*.command', 'submodule.*.update',
].map((k) => new RegExp(`^${k.replace(/\./g, '\\.').replace('*', '.+')}$`));

export function isCommandKey(key: string): boolean {
  return COMMAND_KEYS.some((r) => r.test(key));
}

/**
 * The line of a command key's value: a credential helper or `submodule.*.update` starting with `!`
 * is a shell line (without the `!`); another helper name `NAME` runs `git credential-NAME`.
 */
export function commandOfValue(key: string, value: string): string | undefined {
  if (value.startsWith('!')) return value.slice(1);
  // (`checkout`, `rebase`, `merge`, `none`: no command.)
  if (/^submodule\..+\.update$/.test(key)) return undefined;
  if (/^credential\.(?:.+\.)?helper$/.test(key) && !value.startsWith('/') && !value.includes(' ')) return `git credential-${value}`;
  return value;
}

/** Config keys that make git load code or configuration from elsewhere. */
const LOADING_KEYS = /^(?:core\.hookspath|core\.worktree|include\.path|includeif\..+\.path|protocol\.(?:.+\.)?allow|core\.attributesfile|uploadpack\.allowanysha1inwant|init\.templatedir)$/;


export function isLoadingKey(key: string): boolean {
  return LOADING_KEYS.test(key);
}

/**
 * A config value written for git to run later: a stored line, which deny and ask rules see (a
 * value from an expansion, or a key from one, is a problem).
 */
export function storedCommand(t: FileTouches, key: ConfigWord, value: ConfigWord): void {
  const k = key.word.toLowerCase();
  if (key.dynamic) t.problem('git config sets a key that comes from an expansion, whose value git may run');
  else if (isCommandKey(k)) {
    const line = value.dynamic ? value.word : commandOfValue(k, value.word);
    if (line !== undefined) t.run(line, value.dynamic, true);
  } else if (isLoadingKey(k)) t.problem(`git config ${k} makes git load code or configuration from elsewhere`);
  else if (k.startsWith('alias.') && (value.dynamic || value.word.startsWith('!'))) t.run(value.dynamic ? value.word : value.word.slice(1), value.dynamic, true);
}
