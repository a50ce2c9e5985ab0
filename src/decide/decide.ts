// decide(policy, operation, context): the decision of semantics section 4.
//
//   parts = the operation's subjects
//   deny if any part matches a deny rule; ask (fresh) if any part matches an ask rule, or its
//   kind asks in some source (unreadable rule, restricted mode); ask if the analysis was
//   incomplete; allow if every part is allowed by every source that declares an allow list;
//   ask if anything is managed; otherwise unmanaged.
//
// Synchronous, never throws (an internal error is a deny with a reason, never an allow).

import type { CompiledPolicy, KindIndexes } from '../compile/compile.js';
import { matchDomain } from '../domains/domain-index.js';
import { parseFetchTarget, type FetchTarget } from '../domains/url.js';
import { matchPath, type PathIndex } from '../paths/path-index.js';
import { normalizePath, resolvePathContext, type NormalizedPath, type ResolvedPathContext } from '../paths/normalize.js';
import type { RuleKind } from '../rules/types.js';
import { analyzeShell } from '../shell/analyze.js';
import { allowMatches, canonicalMemo, restrictMatches, restrictNames, type CanonicalOf, type CompiledCommandRule } from '../shell/command-pattern.js';
import { commandCandidates } from '../shell/command-index.js';
import { canonicalCmdletName } from '../shell/powershell-aliases.js';
import { assignmentsAreSafe, type CommandSubject, type SubjectScope } from '../shell/subject.js';
import type { Decision, DecisionContext, Operation, Part, PartType, Reason } from '../policy/types.js';

/** One thing to check: a command, a path or a URL, with how it was found. */
type Subject =
  | { readonly kind: 'shell'; readonly command: CommandSubject; readonly part: Part; readonly scope: SubjectScope }
  | { readonly kind: 'read' | 'edit'; readonly path: string; readonly part: Part; readonly scope: SubjectScope }
  | { readonly kind: 'domain'; readonly url: string; readonly part: Part; readonly scope: SubjectScope };

const SELECTOR_OF: Readonly<Record<RuleKind, string>> = { shell: 'Shell', read: 'Read', edit: 'Edit', domain: 'Domain' };

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

/** The operation's parts, and why its analysis is incomplete (if it is). */
function subjectsOf(op: Operation): { subjects: Subject[]; incomplete: Reason[] } {
  switch (op.op) {
    case 'read':
    case 'edit':
      return { subjects: [{ kind: op.op, path: op.path, part: part('path', op.op, op.path), scope: 'all' }], incomplete: [] };
    case 'fetch':
      return { subjects: [{ kind: 'domain', url: op.url, part: part('url', 'domain', op.url), scope: 'all' }], incomplete: [] };
    case 'shell': {
      const a = analyzeShell(op.command, op.shell === 'powershell' ? 'powershell' : 'bash');
      const subjects: Subject[] = [];
      for (const c of a.commands) subjects.push({ kind: 'shell', command: c, part: part('command', 'shell', c.text), scope: c.scope });
      for (const p of a.paths) {
        subjects.push({ kind: p.op, path: p.path, part: part(p.partType === 'redirect' ? 'redirect' : 'argument', p.op, p.text), scope: p.scope });
      }
      for (const u of a.urls) subjects.push({ kind: 'domain', url: u.url, part: part('url', 'domain', u.url), scope: 'all' });
      const incomplete = a.incomplete.map((i): Reason => ({
        code: 'incomplete-analysis', message: `${i.reason} (${JSON.stringify(i.text)}): the command can never be allowed`, part: part('command', 'shell', i.text),
      }));
      return { subjects, incomplete };
    }
  }
}

class Evaluation {
  readonly deny: Reason[] = [];
  readonly ask: Reason[] = [];
  readonly incomplete: Reason[] = [];
  readonly notAllowed: Reason[] = [];
  readonly allowed: Reason[] = [];
  allowParts = 0;
  /** Reason keys already given (the first alone, until a second arrives). */
  private firstKey: string | undefined;
  private seen: Set<string> | undefined;

  constructor(readonly policy: CompiledPolicy, readonly ctx: ResolvedPathContext, readonly raw: DecisionContext | undefined) {}

  private ruleReason(code: 'deny-rule' | 'ask-rule' | 'allow-rule', id: number, p: Part): Reason {
    const rule = this.policy.rules[id];
    if (!rule) throw new Error(`no rule ${id}`);
    const verb = code === 'deny-rule' ? 'denies' : code === 'ask-rule' ? 'asks for' : 'allows';
    return { code, message: `${this.policy.labels[id]} ${verb} ${p.type} ${quote(p.text)}`, rule, part: p };
  }

  private once(list: Reason[], key: string, make: () => Reason): void {
    if (this.seen === undefined) {
      if (this.firstKey === undefined) {
        this.firstKey = key;
        list.push(make());
        return;
      }
      if (this.firstKey === key) return;
      this.seen = new Set([this.firstKey]);
    }
    if (this.seen.has(key)) return;
    this.seen.add(key);
    list.push(make());
  }

  /** Deny and ask matches of one subject (one index holds both lists). */
  private restrict(s: Subject, target: Resolved): void {
    const ids = this.match(this.policy.restrict, s, target, 'restrict');
    for (const id of ids) {
      const deny = this.policy.rules[id]?.list === 'deny';
      const code = deny ? 'deny-rule' : 'ask-rule';
      this.once(deny ? this.deny : this.ask, `${code}:${id}:${s.part.text}`, () => this.ruleReason(code, id, s.part));
    }
  }

  private match(idx: KindIndexes, s: Subject, t: Resolved, mode: 'restrict' | 'allow'): readonly number[] {
    switch (t.kind) {
      case 'shell':
        return mode === 'restrict' ? restrictCommand(idx, t.command, t.canonicalOf) : allowCommand(idx, t.command, t.canonicalOf);
      case 'path': {
        const index: PathIndex = s.kind === 'read' ? idx.read : idx.edit;
        if (t.paths.length === 1) {
          const m = matchPath(index, t.paths[0]!, this.ctx);
          if (mode === 'restrict' && m.unknownRoot) this.unknownRoot(s);
          return m.ids;
        }
        const ids: number[] = [];
        for (const p of t.paths) {
          const m = matchPath(index, p, this.ctx);
          if (mode === 'restrict' && m.unknownRoot) this.unknownRoot(s);
          // Deny/ask fire on the link OR its target; an allow needs the link AND its target.
          if (mode === 'allow' && m.ids.length === 0) return [];
          ids.push(...m.ids);
        }
        return ids;
      }
      case 'url':
        return matchDomain(idx.domain, t.target);
    }
  }

  private unknownRoot(s: Subject): void {
    this.once(this.incomplete, `root:${s.part.text}`, () => ({
      code: 'incomplete-analysis',
      message: `a deny or ask rule is rooted at a directory the context does not give (home, cwd or workspace), so ${JSON.stringify(s.part.text)} cannot be checked against it; pass it in the context`,
      part: s.part,
    }));
  }

  check(s: Subject): void {
    // A part only deny and ask rules look at needs no work when there are none of its kind.
    if (s.scope === 'restrict' && this.policy.restrict.counts[s.kind] === 0) return;
    const t = this.resolve(s);
    if (!t) return;
    if (this.policy.restrict.counts[s.kind] > 0) this.restrict(s, t);
    if (this.policy.askAll.has(s.kind)) {
      this.once(this.ask, `askall:${s.kind}`, () => ({
        code: 'unreadable-rule',
        message: `a managed source has an unreadable ${s.kind} deny or ask rule, so every ${s.kind} operation asks until it is fixed (run managed-policy validate)`,
        part: s.part,
      }));
    }
    if (s.scope !== 'all') return;
    this.allowParts++;
    // Once the operation cannot be allowed (a part was not allowed, or a deny, an ask or an
    // incomplete analysis decides), more allow checks cannot change the decision: skip them.
    if (this.notAllowed.length > 0 || this.deny.length > 0 || this.ask.length > 0 || this.incomplete.length > 0) return;
    if (t.notAllowable) {
      this.notAllowed.push({ code: 'not-allowable', message: `${s.part.type} ${quote(s.part.text)} can never be allowed: ${t.notAllowable}`, part: s.part });
      return;
    }
    if (this.policy.allow.length === 0) {
      this.notAllowed.push({ code: 'no-allow-in-source', message: `no managed source declares an allow list, so ${s.part.type} ${quote(s.part.text)} is not allowed`, part: s.part });
      return;
    }
    for (const a of this.policy.allow) {
      const ids = this.match(a, s, t, 'allow');
      const src = this.policy.sources[a.source];
      if (ids.length === 0) {
        this.notAllowed.push({
          code: 'no-allow-in-source',
          message: `${src?.name} (${src?.channel}) declares an allow list with no ${SELECTOR_OF[s.kind]} rule that allows ${s.part.type} ${quote(s.part.text)}`,
          part: s.part,
        });
      } else {
        this.allowed.push(this.ruleReason('allow-rule', Math.min(...ids), s.part));
      }
    }
  }

  /** Normalizes a subject once; reports why it cannot be checked. */
  private resolve(s: Subject): Resolved | undefined {
    switch (s.kind) {
      case 'shell':
        return { kind: 'shell', command: s.command, canonicalOf: canonicalMemo(s.command), notAllowable: undefined };
      case 'read':
      case 'edit': {
        const n = normalizePath(s.path, this.ctx);
        if (!n.ok) {
          this.incomplete.push({ code: 'incomplete-analysis', message: `the path ${JSON.stringify(s.path)} cannot be checked: ${n.reason}`, part: s.part });
          return undefined;
        }
        const paths: NormalizedPath[] = [n.path];
        let notAllowable = n.path.shortName ? 'it has a Windows 8.3 short name segment, which could stand for any long name' : undefined;
        const resolveLink = this.raw?.resolveSymlink;
        if (resolveLink) {
          const target = resolveLink(n.path.text);
          if (target !== undefined && target !== n.path.text) {
            const nt = normalizePath(target, this.ctx);
            if (nt.ok) {
              paths.push(nt.path);
              if (nt.path.shortName) notAllowable ??= 'its symlink target has a Windows 8.3 short name segment';
            } else {
              this.incomplete.push({ code: 'incomplete-analysis', message: `the symlink target ${JSON.stringify(target)} of ${JSON.stringify(s.path)} cannot be checked: ${nt.reason}`, part: s.part });
            }
          }
        }
        return { kind: 'path', paths, notAllowable };
      }
      case 'domain': {
        const r = parseFetchTarget(s.url);
        if (!r.ok) {
          this.incomplete.push({ code: 'incomplete-analysis', message: `the URL ${JSON.stringify(s.url)} cannot be checked: ${r.reason}`, part: s.part });
          return undefined;
        }
        const why = r.target.userinfo ? 'it carries userinfo (user@host), which can disguise the host'
          : r.target.altHost !== undefined ? `its host is read differently by UTS #46 (${r.target.host}) and by the URL standard (${r.target.altHost})` : undefined;
        return { kind: 'url', target: r.target, notAllowable: why };
      }
    }
  }
}

/** Printable ASCII other than `"` and `\`: quoted as is. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** JSON-style quoting, without the cost of JSON.stringify for plain text. */
function quote(s: string): string {
  return PLAIN.test(s) ? `"${s}"` : JSON.stringify(s);
}

type Resolved =
  | { readonly kind: 'shell'; readonly command: CommandSubject; readonly canonicalOf: CanonicalOf; readonly notAllowable: string | undefined }
  | { readonly kind: 'path'; readonly paths: readonly NormalizedPath[]; readonly notAllowable: string | undefined }
  | { readonly kind: 'url'; readonly target: FetchTarget; readonly notAllowable: string | undefined };

function restrictCommand(idx: KindIndexes, c: CommandSubject, canonicalOf: CanonicalOf): number[] {
  if (idx.shellRules.length === 0) return [];
  const names = restrictNames(c, canonicalCmdletName);
  const candidates: CompiledCommandRule[] = [];
  for (const n of names) commandCandidates(idx.shell, n, canonicalOf(n, false), c.dialect, candidates);
  const ids: number[] = [];
  let tried: Set<number> | undefined;
  for (const r of candidates) {
    if (names.length > 1) {
      tried ??= new Set();
      if (tried.has(r.id)) continue;
      tried.add(r.id);
    }
    if (restrictMatches(r, c, names, canonicalOf)) ids.push(r.id);
  }
  return ids;
}

function allowCommand(idx: KindIndexes, c: CommandSubject, canonicalOf: CanonicalOf): number[] {
  if (idx.shellRules.length === 0 || !assignmentsAreSafe(c.assignments)) return [];
  const candidates: CompiledCommandRule[] = [];
  const name = c.words[0] ?? '';
  commandCandidates(idx.shell, name, canonicalOf(name, false), c.dialect, candidates);
  const ids: number[] = [];
  for (const r of candidates) if (allowMatches(r, c)) ids.push(r.id);
  return ids;
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
  const field = o.op === 'shell' ? 'command' : o.op === 'read' || o.op === 'edit' ? 'path' : o.op === 'fetch' ? 'url' : undefined;
  if (field === undefined) return `unknown operation ${JSON.stringify(o.op)} (expected shell, read, edit or fetch)`;
  if (typeof o[field] !== 'string') return `a ${String(o.op)} operation needs "${field}" as a string`;
  if (o.op === 'shell' && o.shell !== undefined && o.shell !== 'bash' && o.shell !== 'powershell') return '"shell" must be "bash" or "powershell"';
  return undefined;
}

function decideUnsafe(policy: CompiledPolicy, operation: Operation, context: DecisionContext | undefined): Decision {
  const problem = malformed(operation);
  if (problem !== undefined) {
    return { decision: 'ask', reasons: [{ code: 'incomplete-analysis', message: `${problem}: it cannot be checked, so it is never allowed` }] };
  }
  if (!policy.managed) {
    return { decision: 'unmanaged', reasons: [{ code: 'no-managed-rules', message: 'no managed source defines permission rules: the client\'s ordinary permission flow applies' }] };
  }
  const ev = new Evaluation(policy, resolved(context), context);
  const { subjects, incomplete } = subjectsOf(operation);
  if (incomplete.length > 0) ev.incomplete.push(...incomplete);
  for (const s of subjects) ev.check(s);

  if (ev.deny.length > 0) return { decision: 'deny', reasons: ev.deny };
  const restricted: Reason[] = policy.restricted
    ? policy.sources.filter((s) => s.restricted).map((s) => ({
      code: 'restricted-mode' as const,
      message: `${s.name} (${s.channel}) could not be read, so it is in restricted mode: every permission operation asks until it is fixed`,
    }))
    : [];
  if (ev.ask.length > 0 || restricted.length > 0) return { decision: 'ask', fresh: true, reasons: [...ev.ask, ...restricted, ...ev.incomplete] };
  if (ev.incomplete.length > 0) return { decision: 'ask', reasons: ev.incomplete };
  if (ev.allowParts > 0 && ev.notAllowed.length === 0) return { decision: 'allow', reasons: ev.allowed };
  const why = ev.allowParts === 0
    ? [{ code: 'default-ask' as const, message: 'the operation has no part an allow rule could cover' }]
    : ev.notAllowed;
  return { decision: 'ask', reasons: [...why, { code: 'default-ask', message: 'managed permission rules exist and none decided this operation, so the managed default is to ask' }] };
}
