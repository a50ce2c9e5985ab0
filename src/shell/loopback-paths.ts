// `scp` and `rsync` operands `[user@]HOST:PATH` are read as remote (remote-hosts.ts makes HOST a
// Domain part), but a loopback HOST is this machine over ssh: `scp localhost:/etc/shadow a` read
// /etc/shadow, and was allowed beside Read(//etc/**). Its PATH is a local path: relative to the
// home directory, which another user's (`root@localhost:x`) is not known; a daemon's module
// (`localhost::mod/x`) may be any directory. HOST is read as the resolver reads it (`127.1`, `0`,
// `0x7f.1`, `localhost.`, `a.localhost` are loopback too), and a loopback `scp://`, `sftp://` or
// `rsync://` URL names a path the analysis does not decode (unknown).

import { parseFetchTarget } from '../domains/url.js';
import { reachesLoopback } from '../domains/mapped-ipv4.js';
import type { Operand } from './file-options.js';

/** `[user@]HOST:` (or `HOST::`, rsync's daemon), HOST a name, an IPv4 spelling or a bracketed IPv6 address. */
const HOST_OPERAND = /^(?:([^@/:]*)@)?(\[[^\]/]*\]|[^@/:[\]]+)(:{1,2})/;
/** `scp://[user@]HOST[:port]/PATH` and its kin: HOST up to the port, path or end. */
const HOST_URL = /^(?:scp|sftp|rsync):\/\/(?:[^@/]*@)?(\[[^\]/]*\]|[^@/:[\]]+)/i;
/** Names the hosts files of common systems give loopback. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['ip6-localhost', 'ip6-loopback', 'localhost.localdomain', 'localhost6', 'localhost6.localdomain6']);

/** Whether ssh reaches this machine at `host` (as resolved: `127.1` is 127.0.0.1, `0` 0.0.0.0). */
function isLoopbackHost(host: string): boolean {
  const parsed = parseFetchTarget(`http://${host}/`);
  if (!parsed.ok) return false;
  const canonical = parsed.target.host;
  return reachesLoopback(canonical) || LOOPBACK_NAMES.has(canonical);
}

/** The local path a copy operand names when its host is this machine; the operand itself otherwise. */
export function loopbackOperand(a: Operand): Operand {
  // (A cheap first test: most operands name no host.)
  if (a.dynamic || !a.word.includes(':')) return a;
  const url = HOST_URL.exec(a.word);
  if (url !== null) return isLoopbackHost(url[1]!) ? { word: a.word, dynamic: true } : a;
  const m = HOST_OPERAND.exec(a.word);
  if (m === null || !isLoopbackHost(m[2]!)) return a;
  const path = a.word.slice(m[0].length);
  const otherUser = m[1] !== undefined;
  const ownHome = path === '' || path === '~' || path.startsWith('~/') || !path.startsWith('~');
  if (m[3] === '::' || !ownHome || (otherUser && !path.startsWith('/'))) return { word: a.word, dynamic: true };
  if (path.startsWith('/') || path === '~' || path.startsWith('~/')) return { word: path, dynamic: false };
  return { word: path === '' ? '~' : `~/${path}`, dynamic: false };
}
