// Bash lines a red-team pass over programs that take files in unusual ways found allowed beside
// the Read/Edit deny rules they meet (session 30): each row's line reads or writes a file under
// /etc, ~/.ssh or a `.env`. Rows are also checked against the reference evaluator; ordinary lines
// stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(~/.ssh/**)', 'Read(**/.env)', 'Edit(//etc/**)', 'Edit(**/.git/hooks/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

const rows = (list: LineRow[]): void => lineTable(RULES, list);

// zstd's options were not read: an attached `-o/etc/x` (or in a cluster, `-fo/etc/x`), the
// output directories and the files `-D DICT` and `--patch-from=F` read were skipped.
describe('zstd -oFILE, --output-dir-flat/mirror DIR, -D/--patch-from FILE (were allowed)', () => {
  rows([
    ['zstd -d a.zst -o/etc/x', 'deny'], ['zstd -fo/etc/x a', 'deny'], ['unzstd -o/etc/x a.zst', 'deny'],
    ['zstd --output-dir-flat=/etc a', 'deny'], ['zstd --output-dir-flat /etc a', 'deny'], ['zstd --output-dir-mirror=/etc a', 'deny'],
    ['zstd --patch-from=/etc/x a', 'deny'], ['zstd -D/etc/x a', 'deny'], ['zstd -D ~/.ssh/dict a', 'deny'],
    ['zstd -o .git/hooks/pre-commit a', 'deny'],
    // Precision: outputs and dictionaries elsewhere; numeric options attached.
    ['zstd -19 -T0 a', 'allow'], ['zstd -d a.zst -o b', 'allow'], ['zstd -q --rm a', 'allow'], ['zstd -D dict a', 'allow'],
    ['zstd --output-dir-flat=out a', 'allow'],
  ]);
});

// Foreign interpreters that take no code on standard input (ghc, groovy, elixir) did not read
// their script; options' values (`kotlinc -d DIR`, `ghc -o/etc/x`) and a compiler's later sources
// were skipped; `kotlinc @argfile` read `@argfile` as a script name.
describe('ghc/kotlinc/groovy/elixir/scala: scripts, sources, outputs, @argfiles (were allowed)', () => {
  rows([
    ['ghc /etc/x', 'deny'], ['groovy /etc/x', 'deny'], ['elixir /etc/x', 'deny'], ['ghc --make /etc/x', 'deny'],
    ['ghc -o /etc/x a.hs', 'deny'], ['ghc -o/etc/x a.hs', 'ask'], ['ghc -o out Main.hs /etc/x', 'ask'],
    ['kotlinc -d /etc/x a.kt', 'ask'], ['kotlinc x.kt /etc/x', 'ask'], ['ghci A.hs /etc/x', 'ask'],
    ['kotlinc @/etc/x', 'deny'], ['kotlinc x.kt @/etc/x', 'deny'], ['ghc @/etc/x', 'deny'], ['scala @/etc/x', 'deny'], ['kotlin @/etc/x', 'deny'],
    // A response file's options are not read: it asks.
    ['kotlinc @args.txt', 'ask'], ['ghc @args.txt', 'ask'],
    // Precision: sources, outputs and scripts elsewhere; a script's arguments stay its own.
    ['ghc Main.hs', 'allow'], ['ghc -O2 -o app Main.hs Lib.hs', 'allow'], ['kotlinc a.kt -include-runtime -d a.jar', 'allow'],
    ['groovy build.groovy', 'allow'], ['elixir script.exs arg', 'allow'], ['lua a.lua x', 'allow'], ['Rscript a.R', 'allow'],
  ]);
});
