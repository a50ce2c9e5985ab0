// What the readers of the hosts tools connect to share (remote-hosts.ts, ssh-hosts.ts): a tool's
// options read with its letter grammar, and a host written as a URL Domain rules can read.

import type { FileTouches } from './file-touches.js';
import { scan, type letterGrammar, type Word } from './long-options.js';

export type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** A host (with user and port) as a URL Domain rules can read. */
export function hostUrl(scheme: string, host: string): string {
  // (An IPv6 address without brackets: more than one colon.)
  const h = host.split(':').length > 2 && !host.includes('[') ? `[${host}]` : host;
  return `${scheme}://${h}/`;
}

/** A tool's options read with its letter grammar (long-options.ts): values by name (`-o`, `--proxy`), flags, operands. */
export function options(words: readonly string[], dynamic: readonly boolean[], g: ReturnType<typeof letterGrammar>, t: FileTouches, tool: string, maxOperands = Infinity):
  { readonly values: { readonly name: string; readonly value: Word }[]; readonly flags: Set<string>; readonly operands: readonly Word[] } {
  const s = scan(tool, words, dynamic, g.grammar, g.flags, t, maxOperands);
  const values: { name: string; value: Word }[] = [];
  const flags = new Set<string>();
  for (const { name, value } of s.options) {
    const written = name.startsWith('-') ? name : `--${name}`;
    if (value === undefined) flags.add(written);
    else values.push({ name: written, value });
  }
  return { values, flags, operands: s.operands };
}
