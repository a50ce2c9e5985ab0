// Editors given commands on their command line: `vim -c '!rm x' f`, `vim +'w /etc/x' f`, `emacs
// --eval '(shell-command "rm x")'`. An editor command can run any command or write any file, so
// such a line never allows (a problem); a vim command that is a shell escape (`!cmd`, `silent
// !cmd`) is also a line of the analysis, so deny rules see it.

import type { FileTouches } from './file-touches.js';

const VIMS: ReadonlySet<string> = new Set(['vi', 'vim', 'nvim', 'gvim', 'view', 'rvim', 'vimdiff', 'ex']);
/** vim options that read commands or keys from a file, or run it as ex (which reads its commands). */
const VIM_CODE_OPTIONS: ReadonlySet<string> = new Set(['-S', '-s', '-u', '-U', '-e', '-E', '-es', '-Es', '--script', '--startuptime', '-W', '-w']);
const EMACS: ReadonlySet<string> = new Set(['emacs', 'emacsclient']);
const EMACS_CODE_OPTIONS = ['--eval', '-eval', '--execute', '-l', '--load', '-f', '--funcall', '--batch', '-batch', '--script', '-script', '-x', '-e'];

/** The shell command of a vim command that is a shell escape (`:!cmd`, `silent! !cmd`), or undefined. */
export function vimShellEscape(command: string): string | undefined {
  let c = command.trimStart();
  if (c.startsWith(':')) c = c.slice(1).trimStart();
  if (c.startsWith('silent')) {
    c = c.slice(6);
    if (c.startsWith('!')) c = c.slice(1);
    c = c.trimStart();
  }
  return c.startsWith('!') ? c.slice(1) : undefined;
}

/** Whether a `+ARG` word only moves the cursor (`+`, `+42`, `+/pattern`). */
function cursorOnly(arg: string): boolean {
  if (arg === '' || arg.startsWith('/')) return true;
  for (let k = 0; k < arg.length; k++) if (arg.charCodeAt(k) < 48 || arg.charCodeAt(k) > 57) return false;
  return true;
}

export function isEditor(name: string): boolean {
  return VIMS.has(name) || EMACS.has(name);
}

/** The commands an editor is given on its command line: problems, and shell escapes as lines. */
export function editorCode(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  if (VIMS.has(name)) {
    if (name === 'ex') t.problem('ex reads editor commands, which may run any command or write any file');
    for (let i = 1; i < words.length; i++) {
      const w = words[i]!;
      if (dynamic[i]) continue;
      if (w === '--') break;
      let command: string | undefined;
      let commandDynamic = false;
      if (w === '-c' || w === '--cmd') {
        command = words[++i];
        commandDynamic = dynamic[i] ?? false;
      } else if (w.startsWith('-c') && w.length > 2) command = w.slice(2);
      else if (w.startsWith('+') && !cursorOnly(w.slice(1))) command = w.slice(1);
      else if (VIM_CODE_OPTIONS.has(w)) t.problem(`${name} ${w} reads editor commands or keys, which may run any command`);
      if (command === undefined && !commandDynamic) continue;
      t.problem(`${name} is given an editor command, which may run any command or write any file`);
      const escape = command === undefined || commandDynamic ? undefined : vimShellEscape(command);
      if (escape !== undefined) t.run(escape, false);
    }
    return;
  }
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const eq = w.indexOf('=');
    if (EMACS_CODE_OPTIONS.includes(eq > 0 ? w.slice(0, eq) : w)) {
      t.problem(`${name} ${w} runs Lisp, which may run any command or write any file`);
      return;
    }
  }
}
