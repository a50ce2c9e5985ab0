// decide(policy, operation, context): the decision of semantics section 4.
//
//   parts = the operation's subjects (one path, one URL, or what the shell analysis finds)
//   each part is checked against the compiled indexes (parts.ts) into one Outcome, which
//   concludes deny > ask (fresh) > ask (incomplete) > allow > ask (default)   (outcome.ts)
//
// Read, edit and fetch have one part: they go straight to its check, with no analysis step and
// no per-part bookkeeping. Synchronous, never throws (an internal error is a deny with a reason,
// never an allow).

import type { CompiledPolicy } from '../compile/compile.js';
import { resolvePathContext, type ResolvedPathContext } from '../paths/normalize.js';
import type { Decision, DecisionContext, Operation, Part, PartType } from '../policy/types.js';
import type { RuleKind } from '../rules/types.js';
import { analyzeShell } from '../shell/analyze.js';
import { independentOfCwd } from '../shell/directory-change.js';
import { conclude, Outcome } from './outcome.js';
import { checkCommand, checkGlobPath, checkPath, checkRepositoryPath, checkTreePath, checkUnknownPath, checkUrl } from './parts.js';

const EMPTY_CONTEXT: ResolvedPathContext = resolvePathContext({});
const contexts = new WeakMap<DecisionContext, ResolvedPathContext>();

/** The last context seen: clients reuse one context object per session. */
let lastContext: DecisionContext | undefined;
let lastResolved: ResolvedPathContext = EMPTY_CONTEXT;

function resolved(ctx: DecisionContext | undefined): ResolvedPathContext {
  if (!ctx) return EMPTY_CONTEXT;
  if (ctx === lastContext) return lastResolved;
  let r = contexts.get(ctx);
  if (!r) {
    r = resolvePathContext(ctx);
    contexts.set(ctx, r);
  }
  lastContext = ctx;
  lastResolved = r;
  return r;
}

function part(type: PartType, kind: RuleKind, text: string): Part {
  return { type, kind, text };
}

export function decide(policy: CompiledPolicy, operation: Operation, context?: DecisionContext): Decision {
  try {
    return decideUnsafe(policy, operation, context);
  } catch (error) {
    // Fail closed, and say why: a bug here must never read as an allow.
    return {
      decision: 'deny',
      reasons: [{ code: 'incomplete-analysis', message: `internal error while deciding (this is a bug in managed-policy; please report it): ${(error as Error)?.message ?? String(error)}` }],
    };
  }
}

/** Why a value passed as an operation is not one (callers may be plain JavaScript). */
function malformed(operation: unknown): string | undefined {
  if (operation === null || typeof operation !== 'object') return 'the operation is not an object';
  const o = operation as Record<string, unknown>;
  switch (o.op) {
    case 'read':
    case 'edit':
      return typeof o.path === 'string' ? undefined : `a ${o.op} operation needs "path" as a string`;
    case 'fetch':
      return typeof o.url === 'string' ? undefined : 'a fetch operation needs "url" as a string';
    case 'shell':
      if (typeof o.command !== 'string') return 'a shell operation needs "command" as a string';
      return o.shell === undefined || o.shell === 'bash' || o.shell === 'powershell' ? undefined : '"shell" must be "bash" or "powershell"';
    default:
      return `unknown operation ${printable(o.op)} (expected shell, read, edit or fetch)`;
  }
}

/** A value from a plain JavaScript caller, for a message (JSON.stringify throws on a BigInt). */
function printable(v: unknown): string {
  return typeof v === 'bigint' || typeof v === 'symbol' ? typeof v : String(JSON.stringify(v));
}

function decideUnsafe(policy: CompiledPolicy, operation: Operation, context: DecisionContext | undefined): Decision {
  const problem = malformed(operation);
  if (problem !== undefined) {
    return { decision: 'ask', reasons: [{ code: 'incomplete-analysis', message: `${problem}: it cannot be checked, so it is never allowed` }] };
  }
  if (!policy.managed) {
    return { decision: 'unmanaged', reasons: [{ code: 'no-managed-rules', message: 'no managed source defines permission rules: the client\'s ordinary permission flow applies' }] };
  }
  const ctx = resolved(context);
  switch (operation.op) {
    case 'read':
    case 'edit': {
      // A link and its target are two paths that may give the same reason twice.
      const o = new Outcome(policy, ctx, context, context?.resolveSymlink !== undefined);
      checkPath(o, operation.op, operation.path, part('path', operation.op, operation.path), 'all');
      return conclude(o);
    }
    case 'fetch': {
      const o = new Outcome(policy, ctx, context, false);
      checkUrl(o, operation.url, part('url', 'domain', operation.url));
      return conclude(o);
    }
    case 'shell':
      return conclude(shellOutcome(policy, ctx, context, operation.command, operation.shell === 'powershell' ? 'powershell' : 'bash'));
  }
}

/** Every part the shell analysis finds: commands, then redirect and argument paths, then URLs. */
function shellOutcome(policy: CompiledPolicy, ctx: ResolvedPathContext, context: DecisionContext | undefined, command: string, dialect: 'bash' | 'powershell'): Outcome {
  const o = new Outcome(policy, ctx, context, true);
  const a = analyzeShell(command, dialect);
  for (const i of a.incomplete) {
    o.addIncomplete({
      code: 'incomplete-analysis', message: `${i.reason} (${JSON.stringify(i.text)}): the command can never be allowed`, part: part('command', 'shell', i.text),
    });
  }
  for (const c of a.commands) checkCommand(o, c, part('command', 'shell', c.text));
  const moved = a.directoryChange;
  for (const p of a.paths) {
    const pt = part(p.partType === 'redirect' ? 'redirect' : 'argument', p.op, p.text);
    // After a `cd` somewhere in the line, a relative path may resolve anywhere.
    if (moved !== 'none' && (moved === 'all' || p.inRepository !== undefined || !independentOfCwd(p.path))) {
      checkUnknownPath(o, p.op, p.path, pt, moved === 'all' ? 'is read after chroot, under another root' : 'is relative, and the line changes directory (cd) where it may run first');
    } else if (a.homeChanged && p.path.startsWith('~')) {
      checkUnknownPath(o, p.op, p.path, pt, 'starts with ~, and the line may assign HOME');
    } else if (p.dynamic) {
      if (p.glob !== undefined && p.below === 'none' && !p.possible && p.inRepository === undefined) checkGlobPath(o, p.op, p.path, p.glob, pt);
      else checkUnknownPath(o, p.op, p.path, pt);
    }
    else if (p.inRepository !== undefined) checkRepositoryPath(o, p.op, p.inRepository, p.path, pt, p.below);
    else if (p.below !== 'none' || p.possible) checkTreePath(o, p.op, p.path, pt, p.below, p.possible ? 'writes if its destination is a directory' : undefined);
    else checkPath(o, p.op, p.path, pt, p.scope);
  }
  for (const u of a.urls) checkUrl(o, u.url, part('url', 'domain', u.url));
  return o;
}
