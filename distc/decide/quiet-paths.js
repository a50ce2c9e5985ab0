// The files a program reads unnamed where it runs (PathRef.implicit: `npm test` reads
// package.json, `make` its Makefile) are the same few texts in every decision: checked against
// the deny and ask rules (scope restrict) of one policy, where the same context runs them, they
// find the same things each time. A check that found nothing (Outcome.findings unchanged) and
// spent no work budget is kept, with the quoting it leaves (Outcome.plainText), and not made
// again in a later decision. So is the walk of such a file in the project's directory or one
// above it (PathRef.inRepository: `npm ci` writes node_modules, `cargo build` target; session 41).
import { checkPath } from './parts.js';
import { checkRepositoryPath } from './argument-paths.js';
const UNSET = Symbol('plainText unset');
/** Texts kept per kind and context, at most (implicit files are a few dozen names; a bound all the same). */
export const MAX_QUIET_PATHS = 64;
/** By policy, then by resolved context (context-cache.ts: one per context object a client passes). */
const byPolicy = new WeakMap();
/**
 * checkPath of an implicit file, for the deny and ask rules only: skipped where the same policy,
 * context, kind and text found nothing before. Only without a symlink resolver (whose answers
 * may change) and outside a possible path's check (whose rules ask, naming it).
 */
export function checkImplicitPath(o, kind, text, p) {
    if (o.raw?.resolveSymlink !== undefined || o.possiblePath !== undefined)
        return checkPath(o, kind, text, p, 'restrict');
    const quiet = quietChecks(o);
    quietly(o, kind === 'read' ? quiet.read : quiet.edit, text, () => checkPath(o, kind, text, p, 'restrict'));
}
/**
 * checkRepositoryPath of an implicit file with nothing below it (the walk checks each directory's
 * path for the deny and ask rules only), skipped likewise; not where the context names the repository.
 */
export function checkImplicitRepositoryPath(o, kind, base, text, p) {
    if (o.raw?.resolveSymlink !== undefined || o.possiblePath !== undefined || o.raw?.repository !== undefined)
        return checkRepositoryPath(o, kind, base, text, p, 'none');
    const quiet = quietChecks(o);
    quietly(o, kind === 'read' ? quiet.repositoryRead : quiet.repositoryEdit, `${base.length}:${base}${text}`, () => checkRepositoryPath(o, kind, base, text, p, 'none'));
}
function quietChecks(o) {
    let contexts = byPolicy.get(o.policy);
    if (contexts === undefined)
        byPolicy.set(o.policy, (contexts = new WeakMap()));
    let quiet = contexts.get(o.ctx);
    if (quiet === undefined)
        contexts.set(o.ctx, (quiet = { read: new Map(), edit: new Map(), repositoryRead: new Map(), repositoryEdit: new Map() }));
    return quiet;
}
/** Runs `check` unless `key` found nothing before; keeps it when it finds nothing now. */
function quietly(o, texts, key, check) {
    const plain = texts.get(key);
    if (plain !== undefined) {
        if (plain !== UNSET)
            o.plainText = plain ?? undefined;
        return;
    }
    const findings = o.findings;
    const sets = o.plainTextSets;
    const work = o.belowChecks + o.overlapWork;
    check();
    // (A check that spent the decision's work budgets is not kept: skipping it would leave more to later checks.)
    if (o.findings !== findings || o.belowChecks + o.overlapWork !== work)
        return;
    if (texts.size >= MAX_QUIET_PATHS)
        texts.clear();
    texts.set(key, o.plainTextSets === sets ? UNSET : o.plainText ?? null);
}
//# sourceMappingURL=quiet-paths.js.map