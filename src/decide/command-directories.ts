// A bash command's relative words read where it runs, for the deny and ask rules with absolute
// path words (src/shell/rule-directories.ts): `cd /; rm -rf *` meets `Shell(rm -rf /*)`. Where
// the directory cannot be told (`cd "$x"`, CDPATH, after a loop that moves), a rule that may
// meet the words there keeps the command from being allowed (it asks), never denies it. A tool's
// own directory option moves it as a cd does (own-directory.ts: `git -C /w push repo`).

import type { Part } from '../policy/types.js';
import { canonicalMemo, foldedRestrictNames, restrictMatches, restrictNames } from '../shell/command-pattern.js';
import { inOwnDirectory, ownDirectory } from '../shell/own-directory.js';
import { resolvedCmdletName } from '../shell/powershell-aliases.js';
import { commandDirectories, hasRelativeWord, readingsInDirectory } from '../shell/rule-directories.js';
import type { CommandSubject } from '../shell/subject.js';
import type { Outcome } from './outcome.js';
import { restrictRules } from './parts.js';

/** `home`: the home directory as a POSIX path, undefined when unknown (or the line may assign HOME). */
export function checkCommandDirectories(o: Outcome, c: CommandSubject, p: Part, home: string | undefined): void {
  const rules = o.policy.restrict.absoluteShell;
  if (rules.length === 0 || c.dialect !== 'bash' || o.ctx.platform === 'win32' || !hasRelativeWord(c)) return;
  const cwd = o.ctx.cwd?.text;
  const foldNames = o.ctx.foldCase;
  const names = foldNames ? foldedRestrictNames(restrictNames(c, resolvedCmdletName)) : restrictNames(c, resolvedCmdletName);
  // (`git -C DIR`, `terraform -chdir=DIR`, `make -C DIR`: its words are read there.)
  const where = inOwnDirectory(c.cwd, ownDirectory(names, c.words, c.dynamic));
  const dirs = commandDirectories(where, cwd !== undefined && cwd.startsWith('/') ? cwd : undefined, home);
  const ids: number[] = [];
  for (const r of rules) {
    let unknown = false;
    for (const dir of dirs) {
      if (unknown && !dir.known) continue;
      const matched = readingsInDirectory(c, r, dir).some((read) => restrictMatches(r.rule, read, names, canonicalMemo(read), foldNames));
      if (!matched) continue;
      if (dir.known) {
        ids.push(r.rule.id);
        break;
      }
      unknown = true;
      o.addIncomplete({
        code: 'incomplete-analysis',
        message: `the command runs in a directory the analysis cannot tell (cd to an expansion, CDPATH, a loop or function that changes directory, no cwd in the context), where its relative words may name what ${o.policy.labels[r.rule.id]} covers: it can never be allowed`,
        part: p,
      });
    }
  }
  // (A possible reading's match asks: CommandSubject.possible.)
  if (c.possible === undefined) restrictRules(o, ids, p);
  else for (const id of ids) o.possibleCommandRule(id, c, p);
}
