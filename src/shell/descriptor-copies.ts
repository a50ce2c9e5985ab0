// Files a group, subshell, loop or function call opens on a descriptor other than its standard
// output, which its commands may copy their output onto (session 41: `{ echo /etc/passwd >&2; } 2>
// g; mytool < g`, `( … > /dev/stderr ) 2> g`, `w() { echo /etc/passwd >&3; }; w 3> g` were
// allowed: only what they print on their standard output was kept). What reaches such a file is
// not read: a command reading it asks (compound-walk.ts keeps it as overflowing). Session 42: a
// simple command's own too, through a line it runs (`sh -c 'echo /etc/passwd >&2' 2> g`) or a
// word naming the descriptor (`tee /dev/stderr 2> g`).

import type { Command, Redirect, SimpleCommand } from './ast.js';
import { calledFunctionBodies } from './function-values.js';
import { openDescriptors } from './given-files.js';
import type { LineValues } from './line-values.js';
import { lineRun } from './pipeline-members.js';
import { wordValue } from './words.js';

/** Functions followed into at most (a work bound; past it a copy is assumed). */
const MAX_DEPTH = 4;

/** A line run longer than this, holding a copy's spelling, is not parsed for its copies (a work bound: it may copy onto any). */
const MAX_LINE_TEXT = 2_000;

/** Any descriptor: a copy whose descriptor is an expansion (`>&$fd`), or past the depth bound. */
const ANY = -1;

/** The files `redirects` open on a descriptor other than 1 that a command of `bodies` may copy its output onto. */
export function copiedDescriptorFiles(redirects: readonly Redirect[], bodies: readonly Command[], values: LineValues | undefined): string[] {
  const open: [number, string][] = [];
  for (const [fd, file] of openDescriptors(redirects)) if (fd !== 1 && file !== null) open.push([fd, file]);
  if (open.length === 0) return [];
  // (One walk for every descriptor: a line run is parsed once, `sh -c '…' 2> g 3> h`.)
  const fds = open.map(([fd]) => fd);
  const copied = new Set<number>();
  for (const b of bodies) if (!copied.has(ANY)) copies(b, fds, values, 0, copied);
  return open.filter(([fd]) => copied.has(fd) || copied.has(ANY)).map(([, file]) => file);
}

/**
 * The files a simple command's redirects open on a descriptor other than 1 that it may copy its
 * output onto: by a function it calls, a line it runs (`sh -c 'echo /etc/passwd >&2' 2> g`) or a
 * word naming the descriptor (`tee /dev/stderr 2> g`). Its own redirects are read in order elsewhere.
 */
export function commandDescriptorFiles(node: SimpleCommand, values: LineValues | undefined): string[] {
  // (Nothing to copy with: no `>&`, `<&`, descriptor path or function the line defines; most commands.)
  if (values?.functions === undefined && !node.words.some((w) => COPY_TEXT.test(w.text))) return [];
  return copiedDescriptorFiles(node.redirects, [{ ...node, redirects: [] }], values);
}

/** Text a copy onto a descriptor is spelled with (a line run's text is its word's). */
const COPY_TEXT = /[<>]&|\/dev\/|\/proc\//;

/** Adds to `out` each of `fds` a command may write to (inherited): `>&2`, `1<&3`, `> /dev/stderr`, `/dev/fd/3`, in a function it calls, a line it runs or a substitution of its words. */
function copies(node: Command, fds: readonly number[], values: LineValues | undefined, depth: number, out: Set<number>): void {
  if (depth > MAX_DEPTH) {
    out.add(ANY);
    return;
  }
  switch (node.type) {
    case 'simple': {
      for (const r of node.redirects) redirectCopies(r, fds, out);
      // (`tee /dev/stderr`, `dd of=/dev/fd/3`: a file operand that is the descriptor.)
      for (const w of node.words) {
        const value = wordValue(w).value;
        for (const fd of fds) if (namesDescriptor(value, fd)) out.add(fd);
      }
      for (const b of calledFunctionBodies(node, values) ?? []) copies(b, fds, values, depth + 1, out);
      // (`sh -c 'echo /etc/passwd >&2'`, `eval …`: the line it runs; one not read is not followed, as an
      // unknown program's output is not. A long word that may hold a copy is not parsed here: any descriptor.)
      if (node.words.some((w) => w.text.length > MAX_LINE_TEXT && COPY_TEXT.test(w.text))) {
        out.add(ANY);
        return;
      }
      const line = lineRun(node);
      if (typeof line === 'object') copies(line, fds, values, depth + 1, out);
      for (const w of node.words) for (const p of w.parts) if (p.type === 'command-substitution' || p.type === 'process-substitution') copies(p.body, fds, values, depth + 1, out);
      return;
    }
    case 'sequence': for (const i of node.items) copies(i.command, fds, values, depth, out); return;
    case 'and-or': for (const c of [node.first, ...node.rest.map((r) => r.command)]) copies(c, fds, values, depth, out); return;
    case 'pipeline': for (const c of node.commands) copies(c, fds, values, depth, out); return;
    case 'compound':
      for (const r of node.redirects) redirectCopies(r, fds, out);
      for (const b of node.bodies) copies(b, fds, values, depth, out);
      return;
    default: return;
  }
}

/** Whether a word's text names descriptor `fd`'s path, anywhere in it (`of=/dev/stderr`, `--output=/dev/fd/3`): broadly, a copy only adds asks. */
function namesDescriptor(value: string, fd: number): boolean {
  if (!value.includes('/dev/') && !value.includes('/proc/')) return false;
  return value.includes(`/fd/${fd}`) || (fd === 2 && value.includes('/dev/stderr'));
}

/** `>&N`, `M<&N-`, or a path that is descriptor N (`/dev/stderr` for 2, `/dev/fd/N`, `/proc/self/fd/N`); a dynamic target may be any. */
function redirectCopies(r: Redirect, fds: readonly number[], out: Set<number>): void {
  if (r.op === '<<' || r.op === '<<-' || r.op === '<<<') return;
  const target = wordValue(r.target);
  if (target.dynamic) {
    if (r.op === '>&' || r.op === '<&') out.add(ANY);
    return;
  }
  const v = target.value.replace(/-$/, '');
  for (const fd of fds) {
    if (((r.op === '>&' || r.op === '<&') && v === String(fd)) || v === `/dev/fd/${fd}` || v === `/proc/self/fd/${fd}` || (fd === 2 && v === '/dev/stderr') || (fd === 0 && v === '/dev/stdin')) out.add(fd);
  }
}

/** Why a file such a copy is opened on asks when a command reads it (compound-walk.ts unreadFiles), before the file's name. */
export const DESCRIPTOR_COPY = 'a command may copy its output onto another descriptor (>&2, /dev/stderr), which is not read, opened on the file';
