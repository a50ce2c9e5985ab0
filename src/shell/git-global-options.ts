// git's options before the subcommand (git-arguments.ts reads the subcommand's): `-C DIR`,
// `-c KEY=VALUE`, `--config-env`, `--work-tree`, `--git-dir`, `--exec-path=DIR` and the pathspec modes.

import type { FileTouches } from './file-touches.js';
import { under, type GitWord as Word } from './git-remotes.js';

/** A `-c KEY=VALUE` (or `--config-env`) option: the key lower case, as written, and its value. */
export interface GitConfigOption {
  readonly key: string;
  readonly raw: string;
  readonly value: Word;
}

/** What git's options before the subcommand say, and where the subcommand is (words.length: none). */
export interface GitGlobalOptions {
  /** `-C DIR`: the working directory, relative to the line's (undefined: the line's). */
  readonly base: string | undefined;
  readonly baseDynamic: boolean;
  /** The repository's top directory when `--work-tree` gives it; unknown after `--git-dir` alone. */
  readonly top: Word | undefined;
  readonly topUnknown: boolean;
  /** `--git-dir=DIR`: the repository git reads, and writes (objects, refs, the index, `init`'s and `config`'s files). */
  readonly gitDir: Word | undefined;
  readonly literal: boolean;
  readonly icase: boolean;
  readonly config: readonly GitConfigOption[];
  readonly subcommandAt: number;
}

/** Reads git's options before the subcommand; an expansion among them, or `--exec-path=DIR`, is a problem. */
export function globalOptions(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): GitGlobalOptions {
  let base: string | undefined;
  let baseDynamic = false;
  let top: Word | undefined;
  let topUnknown = false;
  let gitDir: Word | undefined;
  let literal = false;
  let icase = false;
  const config: GitConfigOption[] = [];
  let i = 1;
  for (; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      // (Before the subcommand, an expansion may be `-c core.pager=CMD`, or the subcommand.)
      t.problem('an expansion may be an option of git that runs a command line (-c core.pager=CMD)');
      break;
    }
    if (w.length < 2 || w[0] !== '-') break;
    const eq = w.indexOf('=');
    const name = eq > 0 ? w.slice(0, eq) : w;
    const value = (): Word => (eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false });
    if (name === '-C') {
      const v = value();
      base = v.dynamic ? undefined : under(base, v.word);
      baseDynamic ||= v.dynamic;
    } else if (name === '-c') {
      const v = value();
      const e = v.word.indexOf('=');
      const raw = e < 0 ? v.word : v.word.slice(0, e);
      config.push({ key: raw.toLowerCase(), raw, value: { word: e < 0 ? 'true' : v.word.slice(e + 1), dynamic: v.dynamic } });
    } else if (name === '--config-env') {
      const v = value();
      const raw = v.word.slice(0, Math.max(0, v.word.indexOf('=')));
      config.push({ key: raw.toLowerCase(), raw, value: { word: v.word, dynamic: true } });
    } else if (name === '--work-tree') {
      top = value();
    } else if (name === '--git-dir') {
      gitDir = value();
      if (!gitDir.dynamic) gitDir = { word: under(base, gitDir.word), dynamic: baseDynamic };
      topUnknown = true;
    } else if (name === '--exec-path' && eq > 0) {
      t.problem('git --exec-path runs git\'s subcommands from a directory named on the command line');
    } else if (name === '--namespace' || name === '--super-prefix' || name === '--list-cmds' || name === '--attr-source') {
      value();
    } else if (name === '--literal-pathspecs') literal = true;
    else if (name === '--icase-pathspecs') icase = true;
  }
  return { base, baseDynamic, top, topUnknown, gitDir, literal, icase, config, subcommandAt: i };
}
