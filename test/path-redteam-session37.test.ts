// Red-team finds of session 37 in Read and Edit paths, pinned with the rows that were allowed
// before the fix and rows that show allowed neighbours keep their decision. Each row is also
// checked against the reference evaluator.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { referenceDecide } from './reference/evaluator.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const RULES = {
  deny: ['Read(//c/Users/*/AppData/**)', 'Edit(//c/Windows/**)', 'Read(//etc/**)'],
  allow: ['Read(//**)', 'Edit(//**)', 'Read(/**)', 'Edit(/**)'],
};
const LOADED = loadSettingsValue({ permissions: RULES }, { file: 'r.json', channel: 'file' });
const POLICY = compilePolicy([{ loaded: LOADED }]);

/** A resolver from links (a path below one leads below its target), answering other paths with themselves. */
function links(map: Record<string, string>): (path: string) => string {
  return (x) => {
    for (const [from, to] of Object.entries(map)) {
      if (x === from) return to;
      if (x.startsWith(`${from}/`)) return to + x.slice(from.length);
    }
    return x;
  };
}

/** Like links, but a path on a drive that does not exist (W:) resolves to nothing, as realpath fails there. */
function linksOnC(map: Record<string, string>): (path: string) => string | undefined {
  const resolve = links(map);
  return (x) => (/^\/[a-bd-z](?:\/|$)/.test(x) ? undefined : resolve(x));
}

function decided(kind: 'read' | 'edit', path: string, context: DecisionContext): DecisionKind {
  const operation = { op: kind, path };
  const d = decide(POLICY, operation, context).decision;
  const r = referenceDecide([LOADED], operation, context).decision;
  expect({ path, engine: d }).toEqual({ path, engine: r });
  return d;
}

// On win32 `\w\l\x` (one separator, a one-letter first segment) is read as the drive W: and, as
// Windows opens it, on the current drive (C:\w\l\x). Only the W: reading was given to the
// resolver, so a junction C:\w\l into a denied folder was never followed: allowed.
describe('win32: the current-drive reading of \\w\\x is resolved through the hook too (was allowed)', () => {
  const junction = { '/c/w/l': '/c/Users/dev/AppData', '/c/w/win': '/c/Windows' };
  const rows: [kind: 'read' | 'edit', path: string, expected: DecisionKind][] = [
    ['read', '\\w\\l\\x', 'deny'],
    ['read', '/w/l/x', 'deny'],
    ['read', '\\w\\l', 'deny'],
    ['edit', '\\w\\l\\x', 'deny'],
    ['edit', '\\w\\win\\system32\\x.dll', 'deny'],
    // Precision: the same shape without a link there, and the link's own spelling, keep theirs.
    ['read', '\\w\\m\\x', 'allow'],
    ['edit', '\\w\\repo\\a.txt', 'allow'],
    ['read', 'C:\\w\\l\\x', 'deny'],
    ['read', 'C:\\w\\m\\x', 'allow'],
  ];
  for (const [resolverName, resolveSymlink] of [['every path resolves', links(junction)], ['drive W: does not exist', linksOnC(junction)]] as const) {
    it.each(rows)(`${resolverName}: %s %s is %s`, (kind, path, expected) => {
      expect(decided(kind, path, { ...REPO_WINDOWS, resolveSymlink })).toBe(expected);
    });
  }
});
