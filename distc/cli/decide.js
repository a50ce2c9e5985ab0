// `managed-policy decide [sources]`: JSON Lines in on stdin, one JSON answer per line out, in the
// same order. A malformed line gets {"error":{...}} on its line and the batch goes on.
import { compilePolicy } from '../compile/compile.js';
import { decide } from '../decide/decide.js';
import { parseJson } from '../load/json-parse.js';
import { parseCommandArgs, usageError } from './args.js';
import { EXIT } from './main.js';
import { forThisMachine, LINK_OPTIONS, withHostLinks } from './host-links.js';
import { mergeContext, readRequest } from './requests.js';
import { SOURCE_OPTIONS, loadSources, sourceProblems } from './sources.js';
import { subjectEngines } from './subject-requests.js';
import { answerSandboxRequest, isSandboxRequest } from '../sandbox/answer.js';
import { effectiveSandbox } from '../sandbox/effective.js';
import { readUserSandboxFile } from '../sandbox/user.js';
import { formatText } from './format.js';
/** Answers one input line (never throws). `sandbox` answers the sandbox requests. */
export function answerLine(policy, defaults, line, lineNumber, subjects, sandbox) {
    const parsed = parseJson(line);
    if (!parsed.ok) {
        const d = parsed.diagnostics[0];
        return JSON.stringify({ error: { code: 'invalid-json', message: d?.message ?? 'not JSON', line: lineNumber, column: d?.column } });
    }
    // A repeated member is ambiguous: a client whose reader keeps the first may run another command than we decided.
    const repeated = parsed.diagnostics.find((d) => d.code === 'json-duplicate-key');
    if (repeated)
        return JSON.stringify({ error: { code: 'invalid-request', message: `${repeated.message}: a request must name each member once`, line: lineNumber, column: repeated.column } });
    if (hasInexactId(parsed, line))
        return JSON.stringify({ error: { code: 'invalid-request', message: '"id" holds a number that cannot be echoed as written (an integer beyond 2^53 or a 17th digit is lost, 1.0 comes back as 1, so the answer may name another id): send it as a string', line: lineNumber } });
    if (isSandboxRequest(parsed.value)) {
        if (!sandbox)
            return JSON.stringify({ error: { code: 'unsupported-request', message: 'sandbox requests need the managed sources', line: lineNumber } });
        let answer;
        try {
            answer = sandbox(parsed.value);
        }
        catch (error) {
            // Deriving the sandbox failed (a bug): this line gets an error, the batch goes on.
            answer = { error: { code: 'internal-error', message: `sandbox: ${error.message} (a bug in managed-policy; please report it)` } };
        }
        return JSON.stringify('error' in answer ? { ...answer, error: { ...answer.error, line: lineNumber } } : answer);
    }
    const request = readRequest(parsed.value);
    // The id too, as subject and sandbox errors carry it: a pipeline matching answers by id finds this one.
    if ('error' in request)
        return JSON.stringify({ ...requestId(parsed.value), error: { code: 'invalid-request', message: request.error, line: lineNumber } });
    if ('subject' in request) {
        const { id } = request.subject;
        if (!subjects)
            return JSON.stringify({ error: { code: 'unsupported-request', message: `${request.subject.op} requests need the managed sources`, line: lineNumber } });
        const answer = subjects.answer(request.subject);
        const error = answer.error;
        return JSON.stringify({ ...(id === undefined ? {} : { id }), ...answer, ...(error ? { error: { ...error, line: lineNumber } } : {}) });
    }
    const d = decide(policy, request.operation, forThisMachine(mergeContext(defaults, request.context)));
    const answer = request.id === undefined ? {} : { id: request.id };
    answer.decision = d.decision;
    if (d.fresh)
        answer.fresh = true;
    answer.reasons = d.reasons;
    return JSON.stringify(answer);
}
function requestId(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v) && v.id !== undefined ? { id: v.id } : {};
}
/**
 * Whether a number in the request's id is written other than as the answer echoes it
 * (`9007199254740993`, `0.10000000000000001` is 0.1, `1.0` is 1): a client reading ids exactly
 * could take the answer for another request's.
 */
function hasInexactId(parsed, line) {
    const id = parsed.value !== null && typeof parsed.value === 'object' && !Array.isArray(parsed.value) ? parsed.value.id : undefined;
    if (id === undefined || typeof id === 'string' || typeof id === 'boolean' || id === null)
        return false;
    for (const [pointer, loc] of parsed.locations) {
        if (pointer !== '/id' && !pointer.startsWith('/id/'))
            continue;
        const raw = line.slice(loc.value.offset, loc.end.offset);
        const c = raw.charCodeAt(0);
        if ((c === 45 || (c >= 48 && c <= 57)) && JSON.stringify(JSON.parse(raw)) !== raw)
            return true;
    }
    return false;
}
export async function decideCommand(args, io) {
    const parsed = parseCommandArgs('decide', args, { ...SOURCE_OPTIONS, ...LINK_OPTIONS, user: { type: 'string' } }, io, false);
    if (typeof parsed === 'number')
        return parsed;
    const loaded = loadSources(parsed.values);
    if ('usage' in loaded)
        return usageError('decide', loaded.usage, io);
    let user;
    if (parsed.values.user !== undefined) {
        const read = readUserSandboxFile(parsed.values.user);
        if (!read.ok) {
            io.stderr(`managed-policy decide: the user settings ${parsed.values.user} cannot be used (fix them, or leave out --user):\n${formatText(read.diagnostics)}`);
            return EXIT.usage;
        }
        user = read.user;
    }
    io.stderr(sourceProblems(loaded));
    const policy = compilePolicy(loaded.sources.map((s) => ({ loaded: s })));
    const subjects = subjectEngines(loaded.resolved);
    let effective;
    const sandbox = (request) => {
        effective ??= effectiveSandbox(loaded.resolved, user?.sandbox, loaded.context.home === undefined ? {} : { home: loaded.context.home });
        return answerSandboxRequest(effective, request, loaded.context);
    };
    if (!io.lines) {
        io.stderr('managed-policy decide: no standard input to read\n');
        return EXIT.usage;
    }
    const defaults = withHostLinks(loaded.context, parsed.values['no-resolve-symlinks']);
    let n = 0;
    for await (const line of io.lines()) {
        n++;
        if (typeof line !== 'string') {
            if (io.stdout(`${JSON.stringify({ error: { code: 'invalid-encoding', message: line.unreadable, line: n } })}\n`) === false)
                await io.drain?.();
            continue;
        }
        if (line.trim() === '')
            continue;
        // A slow reader: wait for it rather than buffer every answer (a batch may be millions of lines).
        if (io.stdout(`${answerLine(policy, defaults, line, n, subjects, sandbox)}\n`) === false)
            await io.drain?.();
    }
    return EXIT.ok;
}
//# sourceMappingURL=decide.js.map