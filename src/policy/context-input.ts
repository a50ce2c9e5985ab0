// A decision context as JSON gives it ({"cwd","workspace","home","repository","cdpath","platform","caseInsensitive","bashGlobDefaults"}),
// checked member by member. Unknown members are errors: a misspelt "hme" must not silently
// decide without a home.
import type { DecisionContext } from './types.js';

const PLATFORMS = ['linux', 'darwin', 'win32'] as const;

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function readContext(v: unknown): { context: DecisionContext } | { error: string } {
  if (!isObject(v)) return { error: 'context must be an object' };
  const out: { cwd?: string; home?: string; repository?: string; cdpath?: string; workspace?: string[]; platform?: (typeof PLATFORMS)[number]; caseInsensitive?: boolean; bashGlobDefaults?: boolean } = {};
  for (const [k, value] of Object.entries(v)) {
    switch (k) {
      case 'cwd':
      case 'home':
      case 'repository':
      case 'cdpath':
        if (typeof value !== 'string') return { error: `context.${k} must be a string` };
        out[k] = value;
        break;
      case 'workspace':
        if (!Array.isArray(value) || !value.every((x) => typeof x === 'string')) return { error: 'context.workspace must be an array of strings' };
        out.workspace = value as string[];
        break;
      case 'platform':
        if (!PLATFORMS.includes(value as never)) return { error: `context.platform must be one of ${PLATFORMS.join(', ')}` };
        out.platform = value as (typeof PLATFORMS)[number];
        break;
      case 'caseInsensitive':
      case 'bashGlobDefaults':
        if (typeof value !== 'boolean') return { error: `context.${k} must be a boolean` };
        out[k] = value;
        break;
      default:
        return { error: `unknown context member ${JSON.stringify(k)} (expected cwd, workspace, home, repository, cdpath, platform, caseInsensitive, bashGlobDefaults)` };
    }
  }
  return { context: out };
}
