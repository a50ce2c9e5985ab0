// The symlink resolver hook (DecisionContext.resolveSymlink, src/decide/link-hook.ts) red-teamed
// as an attacker who plants links and as a buggy client: each row was allowed beside the deny rule
// it meets, or pins an answer the engine must keep.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';

const RULES = { deny: ['Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Read(/**)', 'Edit(/**)', 'Read(//**)', 'Edit(//**)', 'Shell(*)'] };
const POLICY = compilePolicy([{ loaded: loadSettingsValue({ permissions: RULES }, { file: 'b.json', channel: 'file' }) }]);
const LINUX: DecisionContext = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' };

type Op = `${'read' | 'edit' | 'shell'}:${string}`;

function decideWith(subject: Op, resolveSymlink: (path: string) => string | undefined, context: DecisionContext = LINUX): DecisionKind {
  const k = subject.indexOf(':');
  const kind = subject.slice(0, k);
  const x = subject.slice(k + 1);
  const operation = kind === 'shell' ? { op: 'shell' as const, command: x } : { op: kind as 'read' | 'edit', path: x };
  return decide(POLICY, operation, { ...context, resolveSymlink }).decision;
}

describe('a resolver answer that changes between calls', () => {
  // `cat a > a` checks `a` as the redirect's and as cat's: the hook is asked once per decision,
  // so an attacker swapping the link between two calls cannot give one part the kinder answer.
  it.each(['cat a > a', 'sort -o a a', 'echo x >> a; cat a', 'tar -cf a /w/src', 'read:/w/a'])('%s asks about /w/a once', (line) => {
    const calls: string[] = [];
    const hook = (x: string) => {
      calls.push(x);
      return x === '/w/a' && calls.filter((c) => c === x).length > 1 ? '/etc/passwd' : x;
    };
    const d = decideWith(line.startsWith('read:') ? (line as Op) : `shell:${line}`, hook);
    expect({ line, d, calls: calls.filter((c) => c === '/w/a').length }).toEqual({ line, d: 'allow', calls: 1 });
  });
});
