// The `decide` requests that are not permission operations, and their answers:
//   {"op":"mcp","server":{...}}            {"op":"marketplace","source":{...}}
//   {"op":"plugin","key":"name@marketplace"}  {"op":"remote-control","ssoOrganizations":[...]}
//   {"op":"bypass","argv":[...]} | {"op":"bypass","slash":"/yolo"}
// (The sandbox requests are read by src/sandbox/answer.ts.)
// Each engine is compiled on first use, so a stream of shell requests pays for none of them.
import type { ResolvedSource } from '../compose/resolved.js';
import { bypassPolicy, checkBypass, type BypassPolicy } from '../settings/bypass.js';
import { decideRemoteControl } from '../settings/remote-control.js';
import { effectivePolicy } from '../compose/effective.js';
import { describeProvenance } from '../settings/provenance.js';

export const SUBJECT_OPS = ['mcp', 'marketplace', 'plugin', 'remote-control', 'bypass'] as const;
export type SubjectOp = (typeof SUBJECT_OPS)[number];

const MEMBERS: Readonly<Record<SubjectOp, readonly string[]>> = {
  mcp: ['op', 'server', 'id'],
  marketplace: ['op', 'source', 'id'],
  plugin: ['op', 'key', 'id'],
  'remote-control': ['op', 'ssoOrganizations', 'id'],
  bypass: ['op', 'argv', 'slash', 'id'],
};

export interface SubjectRequest {
  readonly op: SubjectOp;
  readonly value: Readonly<Record<string, unknown>>;
  readonly id?: unknown;
}

/** Checks the members of a subject request; the engines check the values themselves. */
export function readSubjectRequest(op: SubjectOp, v: Record<string, unknown>): SubjectRequest | { error: string } {
  for (const k of Object.keys(v)) {
    if (!MEMBERS[op].includes(k)) return { error: `unknown member ${JSON.stringify(k)} in a ${op} request (expected ${MEMBERS[op].join(', ')})` };
  }
  const need = (key: string) => ({ error: `${op} request needs "${key}"` });
  switch (op) {
    case 'mcp': if (v.server === undefined) return need('server'); break;
    case 'marketplace': if (v.source === undefined) return need('source'); break;
    case 'plugin': if (typeof v.key !== 'string') return { error: 'plugin request needs "key" as a string ("name@marketplace")' }; break;
    case 'remote-control': if (v.ssoOrganizations === undefined) return need('ssoOrganizations'); break;
    case 'bypass':
      if ((v.argv === undefined) === (v.slash === undefined)) return { error: 'bypass request needs exactly one of "argv" (array of strings) or "slash" (a slash command)' };
      break;
  }
  return v.id === undefined ? { op, value: v } : { op, value: v, id: v.id };
}

/** An engine for one kind of subject request: compiled once, then asked per request. */
export type SubjectAnswerer = (request: SubjectRequest) => Record<string, unknown>;

export interface SubjectEngines {
  answer(request: SubjectRequest): Record<string, unknown>;
}

/** Builds each engine on first use. `extra` supplies the engines other modules own. */
export function subjectEngines(sources: readonly ResolvedSource[], extra: Partial<Record<SubjectOp, () => SubjectAnswerer>>): SubjectEngines {
  let bypass: BypassPolicy | undefined;
  let plugins: ReturnType<typeof effectivePolicy>['keys'][string] | undefined;
  const built = new Map<SubjectOp, SubjectAnswerer>();
  const own: Partial<Record<SubjectOp, () => SubjectAnswerer>> = {
    'remote-control': () => (r) => {
      const d = decideRemoteControl(sources, r.value.ssoOrganizations);
      return { decision: d.decision, reasons: [{ code: d.code, message: d.message, ...(d.from ? { from: d.from } : {}) }] };
    },
    bypass: () => (r) => {
      bypass ??= bypassPolicy(sources);
      const c = checkBypass(bypass, r.value.argv !== undefined ? { argv: r.value.argv } : { slash: r.value.slash });
      return { decision: c.decision, blocked: c.blocked, reasons: [{ code: c.decision === 'deny' ? 'bypass-disabled' : 'bypass-allowed', message: c.message }] };
    },
    plugin: () => (r) => {
      plugins ??= effectivePolicy(sources).keys['/enabledPlugins'];
      const key = r.value.key as string;
      const entry = plugins?.operator === 'false-wins' && Object.prototype.hasOwnProperty.call(plugins.entries, key) ? plugins.entries[key] : undefined;
      if (!entry) return { required: null, reasons: [{ code: 'no-requirement', message: `no managed source sets enabledPlugins ${JSON.stringify(key)}` }] };
      const by = entry.from.map(describeProvenance).join(', ');
      return { required: entry.value, reasons: [{ code: entry.value ? 'required-enabled' : 'required-disabled', message: `${key} must be ${entry.value ? 'enabled' : 'disabled'} (${by})`, from: entry.from }] };
    },
  };
  return {
    answer(request) {
      let answerer = built.get(request.op);
      if (!answerer) {
        const make = extra[request.op] ?? own[request.op];
        if (!make) return { error: { code: 'unsupported-request', message: `${request.op} requests are not available here` } };
        answerer = make();
        built.set(request.op, answerer);
      }
      try {
        return answerer(request);
      } catch (error) {
        // A bug must not end the batch, and must not read as an answer: the line gets an error.
        return { error: { code: 'internal-error', message: `${request.op}: ${(error as Error).message} (a bug in managed-policy; please report it)` } };
      }
    },
  };
}
