// What the shell analysis (analyze.ts) finds in a line: the parts decide.ts checks, and why the
// analysis is incomplete.

import type { PathRef, UrlRef } from './arguments.js';
import type { CommandSubject } from './subject.js';

export interface Incomplete {
  readonly reason: string;
  readonly text: string;
}

export interface ShellAnalysis {
  readonly commands: readonly CommandSubject[];
  readonly paths: readonly PathRef[];
  readonly urls: readonly UrlRef[];
  /** Relative writes where the line starts that may be settings writes, by the context's directory (UrlRef.atStart: decide resolves them). */
  readonly startWrites?: readonly UrlRef[] | undefined;
  readonly incomplete: readonly Incomplete[];
  /** Files the line writes that run later (a git hook, a startup file) whose stored code it does not show: each asks where Shell deny or ask rules exist (stored-code-writes.ts). */
  readonly storedCode?: readonly Incomplete[] | undefined;
  /** The path parts' texts of programs that only remove files or change their metadata, which store no code (start-autorun-writes.ts). */
  readonly metadataOnly?: ReadonlySet<string> | undefined;
  /** The line may assign HOME, which `~` expands to (`HOME=/etc; cat ~/shadow`). */
  readonly homeChanged: boolean;
  /** The line may assign CDPATH, where `cd` looks directories up: the context's does not apply. */
  readonly cdpathChanged: boolean;
}
