// What the analysis's tables say of one bash command name, made once per name (name-memo.ts):
// Analyzer.subjects, runs and commandEffects read these fields for every simple command, where
// each would otherwise look the name up in a table of its own. Each field is exactly that lookup.

import { BUILTINS_WITH_CODE } from './bash-builtins.js';
import { ASSIGNING } from './directory-change.js';
import { PIPE_READERS } from './file-commands.js';
import { INERT_NAMES } from './inert-builtins.js';
import { nameMemo } from './name-memo.js';
import { OTHER_SHELLS, POSIX_SHELLS, SCHEDULERS } from './shell-names.js';
import { TRANSPARENT_FOR_ALLOW } from './wrapper-specs.js';

export interface BashNameFacts {
  /** bash-builtins.ts BUILTINS_WITH_CODE: a builtin that may run code (and may make namerefs). */
  readonly builtinWithCode: boolean;
  /** directory-change.ts ASSIGNING: a builtin that assigns variables. */
  readonly assigning: boolean;
  readonly posixShell: boolean;
  readonly otherShell: boolean;
  /** shell-names.ts SCHEDULERS: at, batch, crontab. */
  readonly scheduler: boolean;
  /** inert-builtins.ts INERT_NAMES: a builtin isInertBashBuiltin reads. */
  readonly inertCandidate: boolean;
  /** file-commands.ts PIPE_READERS: a data reader a process substitution may feed. */
  readonly pipeReader: boolean;
  readonly transparentForAllow: boolean;
}

export const bashNameFacts: (name: string) => BashNameFacts = nameMemo((name) => ({
  builtinWithCode: BUILTINS_WITH_CODE.has(name),
  assigning: ASSIGNING.has(name),
  posixShell: POSIX_SHELLS.has(name),
  otherShell: OTHER_SHELLS.has(name),
  scheduler: SCHEDULERS.has(name),
  inertCandidate: INERT_NAMES.has(name),
  pipeReader: PIPE_READERS.has(name),
  transparentForAllow: TRANSPARENT_FOR_ALLOW.has(name),
}));
