// Session 39's fast paths in reading python code (inline-code-names.ts indirection of a name
// without a dot, inline-code.ts mayStartString before the `/`-joins-a-path regex) answer as the
// code before them, for any name and any text after a `/`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indirection } from '../src/shell/inline-code-names.js';
import { mayStartString } from '../src/shell/inline-code.js';

const INDIRECT = new Set(['exec', 'eval', 'compile', '__import__', 'getattr', 'importlib', 'runpy', 'builtins', '__builtins__', 'globals', 'locals', 'vars',
  'ctypes', 'cffi', 'pickle', 'marshal', 'dill', 'modules', 'methodcaller', 'attrgetter', '__dict__', '__class__', '__subclasses__', '__globals__',
  '__getattribute__', '__loader__', '__spec__', 'startfile', 'joinpath']);
const COMMAND_MODULES = new Set(['os', 'subprocess', 'pty', 'posix', 'nt', 'shutil', 'commands', 'asyncio', 'pathlib', 'io']);
const RUNNING_MODULES = new Set(['subprocess', 'pty', 'commands', 'posix', 'nt']);
const PLAIN_DUNDER = new Set(['__name__', '__main__', '__file__', '__doc__', '__version__', '__init__']);
const CONSTANTS = new Set(['subprocess.PIPE', 'subprocess.DEVNULL', 'subprocess.STDOUT', 'sys.stdout', 'sys.stderr', 'sys.stdin']);

/** indirection for python as it was before session 39 (every name split on its dots). */
function indirectionBefore(name: string, followedBy: string): string | undefined {
  const segments = name.split('.');
  for (const s of segments) if (INDIRECT.has(s)) return `${s} in the code given to the interpreter may run any code or command`;
  if (segments.some((s) => s.startsWith('__') && !PLAIN_DUNDER.has(s))) return `${name} in the code given to the interpreter may reach any function`;
  for (let i = 1; i < segments.length; i++) {
    if (COMMAND_MODULES.has(segments[i]!.replace(/^_+/, ''))) return `${name} in the code given to the interpreter reaches a module that runs commands through another`;
  }
  if (segments.length === 1 && COMMAND_MODULES.has(name) && followedBy !== '.') return `the module ${name} is used as a value in the code given to the interpreter, which may reach a function that runs commands`;
  if (RUNNING_MODULES.has(segments[0]!) && segments.length > 1 && !CONSTANTS.has(name)) return `${name} in the code given to the interpreter may run a command`;
  return undefined;
}

const segment = fc.oneof(fc.constantFrom(...INDIRECT, ...COMMAND_MODULES, ...PLAIN_DUNDER, '__x', '_os', 'a', 'PIPE', 'sys', 'stdout'), fc.stringMatching(/^[a-z_]{1,6}$/));
const name = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('.'));
const PATH_JOIN = /^\s*[rRbBuUfF]{0,2}["']/;

describe('python code reading fast paths: as before', () => {
  it('indirection of any name, dotted or not', () => {
    fc.assert(fc.property(name, fc.constantFrom('', '.', '(', ' ', '/'), (n, after) => {
      expect(indirection('python', n, after)).toBe(indirectionBefore(n, after));
    }), { numRuns: 2000 });
  });
  it('mayStartString never passes over a string the path-join regex finds', () => {
    const text = fc.array(fc.oneof(fc.constantFrom('"', "'", 'r', 'R', 'b', 'B', 'u', 'U', 'f', 'F', ' ', '\t', '\u00a0', '\ufeff', '\u2028', '\n', 'a', '/', 'x'), fc.string({ maxLength: 1 })), { maxLength: 8 }).map((c) => c.join(''));
    fc.assert(fc.property(text, (t) => {
      if (PATH_JOIN.test(t.slice(0, 7))) expect(mayStartString(t.charCodeAt(0))).toBe(true);
    }), { numRuns: 5000 });
  });
});
