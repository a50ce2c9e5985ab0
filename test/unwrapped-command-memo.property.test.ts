// unwrappedCommand (unwrapped-command.ts) keeps the last node's answer (session 42: lineRun,
// pipedText, teeFiles and the copy readers ask it of one node in a row) and reads a name with one
// lookup for both wrapper kinds. It must answer as session 41's reading does, whatever order the
// nodes of a line, or of several lines, are asked in.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseBash } from '../src/shell/bash-parse.js';
import type { SimpleCommand } from '../src/shell/ast.js';
import { unwrappedCommand } from '../src/shell/unwrapped-command.js';
import { unwrappedCommandBefore } from './helpers/unwrapped-command-before-s42.js';

/** Every simple command node in a parsed script. */
function simpleNodes(value: unknown, out: SimpleCommand[] = []): SimpleCommand[] {
  if (Array.isArray(value)) for (const v of value) simpleNodes(v, out);
  else if (value !== null && typeof value === 'object') {
    if ((value as { type?: unknown }).type === 'simple') out.push(value as SimpleCommand);
    for (const v of Object.values(value)) if (v !== null && typeof v === 'object') simpleNodes(v, out);
  }
  return out;
}

const NAMES = ['cat', 'tee', 'sponge', 'bash', 'sh', 'eval', 'grep', 'ls', 'env', 'sudo', 'command', 'timeout', 'nice', 'busybox', 'exec',
  'xargs', 'ssh', 'watch', 'parallel', 'mosh', 'xargsx', 'xssh', '/bin/cat', '/usr/bin/env', '"cat"', '/usr/bin/xargs', 'a/b/sudo', '/', '',
  '$X', '"$P"/cat', 'ENV', 'Sudo'];
const WORDS = ['-c', 'cat > g', '5', '-n', '10', '-u', 'root', '--', 'f', 'g', 'X=1', '-i', '$Y', '-', '-s', 'KILL', '>(cat > h)'];

const command = fc.tuple(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }))
  .map(([names, words]) => [...names, ...words].map((w) => (w === '' ? "''" : w.includes(' ') ? `'${w}'` : w)).join(' '));
const line = fc.tuple(fc.array(command, { minLength: 1, maxLength: 4 }), fc.constantFrom(' | ', '; ', ' && '))
  .map(([commands, join]) => commands.join(join));

describe('unwrappedCommand: the kept answer and the name lookup change nothing', () => {
  it('answers as session 41 did, nodes asked in any order and again (5,000 runs)', () => {
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 3 }), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (lines, picks) => {
      const nodes = lines.flatMap((l) => {
        const parsed = parseBash(l);
        return parsed.ok ? simpleNodes(parsed.script) : [];
      });
      if (nodes.length === 0) return;
      for (const p of picks) {
        const node = nodes[p % nodes.length]!;
        expect(unwrappedCommand(node)).toEqual(unwrappedCommandBefore(node));
      }
    }), { numRuns: 5_000 });
  });

  it('reads through local wrappers and stops at the others', () => {
    const first = (l: string) => {
      const parsed = parseBash(l);
      if (!parsed.ok) throw new Error(l);
      return unwrappedCommand(simpleNodes(parsed.script)[0]!);
    };
    expect(first('sudo -u root /bin/cat f')).toMatchObject({ name: 'cat' });
    expect(first('env X=1 tee g')).toMatchObject({ name: 'tee' });
    expect(first('xargs cat')).toBe('opaque');
    expect(first('/usr/bin/ssh h cat')).toBe('opaque');
    expect(first('"$P"/cat f')).toBeUndefined();
    // (Two nodes of one text: each its own answer, not the one kept.)
    const parsed = parseBash('cat f | tee g');
    if (!parsed.ok) throw new Error('parse');
    const [cat, tee] = simpleNodes(parsed.script);
    expect(unwrappedCommand(cat!)).toMatchObject({ name: 'cat' });
    expect(unwrappedCommand(tee!)).toMatchObject({ name: 'tee' });
    expect(unwrappedCommand(cat!)).toMatchObject({ name: 'cat' });
  });
});
