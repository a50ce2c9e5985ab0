// Decision requests as the CLI reads them (one JSON object per line for `decide`):
//   {"op":"shell","command":"...","shell":"bash"|"powershell"}
//   {"op":"read","path":"..."}  {"op":"edit","path":"..."}  {"op":"fetch","url":"..."}
// each with an optional "context": {"cwd","workspace","home","repository","cdpath","platform","caseInsensitive","bashGlobDefaults"}.
// Unknown members are errors: a misspelt "contxt" must not silently decide without a context.
import type { DecisionContext, Operation } from '../policy/types.js';
import { SUBJECT_OPS, readSubjectRequest, type SubjectRequest } from './subject-requests.js';
import { readContext } from '../policy/context-input.js';

export { readContext };

export const OPS = ['shell', 'read', 'edit', 'fetch'] as const;

const MEMBERS: Readonly<Record<(typeof OPS)[number], readonly string[]>> = {
  shell: ['op', 'command', 'shell', 'context', 'id'],
  read: ['op', 'path', 'context', 'id'],
  edit: ['op', 'path', 'context', 'id'],
  fetch: ['op', 'url', 'context', 'id'],
};

export type Request = { operation: Operation; context: DecisionContext | undefined; id?: unknown };

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function readRequest(v: unknown): Request | { subject: SubjectRequest } | { error: string } {
  if (!isObject(v)) return { error: 'a request must be a JSON object' };
  const opName = v.op;
  if (typeof opName === 'string' && SUBJECT_OPS.includes(opName as never)) {
    const r = readSubjectRequest(opName as SubjectRequest['op'], v);
    return 'error' in r ? r : { subject: r };
  }
  if (typeof opName !== 'string' || !OPS.includes(opName as never)) {
    return { error: `"op" must be one of ${[...OPS, ...SUBJECT_OPS].join(', ')}${typeof opName === 'string' ? `, not ${JSON.stringify(opName)}` : ''}` };
  }
  const kind = opName as (typeof OPS)[number];
  for (const k of Object.keys(v)) {
    if (!MEMBERS[kind].includes(k)) return { error: `unknown member ${JSON.stringify(k)} in a ${kind} request (expected ${MEMBERS[kind].join(', ')})` };
  }
  let context: DecisionContext | undefined;
  if (v.context !== undefined) {
    const c = readContext(v.context);
    if ('error' in c) return c;
    context = c.context;
  }
  const str = (key: string): string | { error: string } => (typeof v[key] === 'string' ? (v[key] as string) : { error: `${kind} request needs "${key}" as a string` });
  let operation: Operation;
  switch (kind) {
    case 'shell': {
      const command = str('command');
      if (typeof command !== 'string') return command;
      if (v.shell !== undefined && v.shell !== 'bash' && v.shell !== 'powershell') return { error: '"shell" must be "bash" or "powershell"' };
      operation = { op: 'shell', command, shell: (v.shell as 'bash' | 'powershell' | undefined) ?? 'bash' };
      break;
    }
    case 'read':
    case 'edit': {
      const path = str('path');
      if (typeof path !== 'string') return path;
      operation = { op: kind, path };
      break;
    }
    case 'fetch': {
      const url = str('url');
      if (typeof url !== 'string') return url;
      operation = { op: 'fetch', url };
      break;
    }
  }
  return v.id === undefined ? { operation, context } : { operation, context, id: v.id };
}

/** The request's context over the default one (members of the request win). */
export function mergeContext(base: DecisionContext, own: DecisionContext | undefined): DecisionContext {
  return own ? { ...base, ...own } : base;
}
