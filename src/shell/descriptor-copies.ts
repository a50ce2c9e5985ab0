// Files a group, subshell, loop or function call opens on a descriptor other than its standard
// output, which its commands may copy their output onto (session 41: `{ echo /etc/passwd >&2; } 2>
// g; mytool < g`, `( … > /dev/stderr ) 2> g`, `w() { echo /etc/passwd >&3; }; w 3> g` were
// allowed: only what they print on their standard output was kept). What reaches such a file is
// not read: a command reading it asks (compound-walk.ts keeps it as overflowing).

import type { Command, Redirect, SimpleCommand } from './ast.js';
import { calledFunctionBodies } from './function-values.js';
import { openDescriptors } from './given-files.js';
import type { LineValues } from './line-values.js';
import { lineRun } from './pipeline-members.js';
import { wordValue } from './words.js';

/** Functions followed into at most (a work bound; past it a copy is assumed). */
const MAX_DEPTH = 4;

/** The files `redirects` open on a descriptor other than 1 that a command of `bodies` may copy its output onto. */
export function copiedDescriptorFiles(redirects: readonly Redirect[], bodies: readonly Command[], values: LineValues | undefined): string[] {
  const out: string[] = [];
  for (const [fd, file] of openDescriptors(redirects)) {
    if (fd === 1 || file === null) continue;
    if (bodies.some((b) => copiesTo(b, fd, values, 0))) out.push(file);
  }
  return out;
}

/**
 * The files a simple command's redirects open on a descriptor other than 1 that it may copy its
 * output onto: by a function it calls, a line it runs (`sh -c 'echo /etc/passwd >&2' 2> g`) or a
 * word naming the descriptor (`tee /dev/stderr 2> g`). Its own redirects are read in order elsewhere.
 */
export function commandDescriptorFiles(node: SimpleCommand, values: LineValues | undefined): string[] {
  return copiedDescriptorFiles(node.redirects, [{ ...node, redirects: [] }], values);
}

/** Whether a command may write to descriptor `fd` it inherits: `>&2`, `1<&3`, `> /dev/stderr`, `/dev/fd/3`, in a function it calls or a substitution of its words. */
function copiesTo(node: Command, fd: number, values: LineValues | undefined, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  switch (node.type) {
    case 'simple': {
      if (node.redirects.some((r) => redirectCopies(r, fd))) return true;
      // (`tee /dev/stderr`, `dd of=/dev/fd/3`: a file operand that is the descriptor.)
      if (node.words.some((w) => namesDescriptor(wordValue(w).value, fd))) return true;
      const called = calledFunctionBodies(node, values);
      if (called !== undefined && called.some((b) => copiesTo(b, fd, values, depth + 1))) return true;
      // (`sh -c 'echo /etc/passwd >&2'`, `eval …`: the line it runs; one not read is not followed, as an unknown program's output is not.)
      const line = lineRun(node);
      if (typeof line === 'object' && copiesTo(line, fd, values, depth + 1)) return true;
      return node.words.some((w) => w.parts.some((p) => (p.type === 'command-substitution' || p.type === 'process-substitution') && copiesTo(p.body, fd, values, depth + 1)));
    }
    case 'sequence': return node.items.some((i) => copiesTo(i.command, fd, values, depth));
    case 'and-or': return [node.first, ...node.rest.map((r) => r.command)].some((c) => copiesTo(c, fd, values, depth));
    case 'pipeline': return node.commands.some((c) => copiesTo(c, fd, values, depth));
    case 'compound': return node.redirects.some((r) => redirectCopies(r, fd)) || node.bodies.some((b) => copiesTo(b, fd, values, depth));
    default: return false;
  }
}

/** Whether a word's text names descriptor `fd`'s path, anywhere in it (`of=/dev/stderr`, `--output=/dev/fd/3`): broadly, a copy only adds asks. */
function namesDescriptor(value: string, fd: number): boolean {
  if (!value.includes('/dev/') && !value.includes('/proc/')) return false;
  return value.includes(`/dev/fd/${fd}`) || value.includes(`/fd/${fd}`) || (fd === 2 && value.includes('/dev/stderr'));
}

/** `>&N`, `M<&N-`, or a path that is descriptor N (`/dev/stderr` for 2, `/dev/fd/N`, `/proc/self/fd/N`); a dynamic target may be any. */
function redirectCopies(r: Redirect, fd: number): boolean {
  if (r.op === '<<' || r.op === '<<-' || r.op === '<<<') return false;
  const target = wordValue(r.target);
  if (target.dynamic) return r.op === '>&' || r.op === '<&';
  const v = target.value.replace(/-$/, '');
  if ((r.op === '>&' || r.op === '<&') && v === String(fd)) return true;
  return v === `/dev/fd/${fd}` || v === `/proc/self/fd/${fd}` || (fd === 2 && v === '/dev/stderr') || (fd === 0 && v === '/dev/stdin');
}
