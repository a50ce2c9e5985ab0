// `scp` and `rsync` operands `[user@]HOST:PATH` are read as remote (remote-hosts.ts makes HOST a
// Domain part), but a loopback HOST is this machine over ssh: `scp localhost:/etc/shadow a` read
// /etc/shadow, and was allowed beside Read(//etc/**). Its PATH is a local path: relative to the
// home directory, which another user's (`root@localhost:x`) is not known; a daemon's module
// (`localhost::mod/x`) may be any directory.

import type { Operand } from './file-options.js';

/** `[user@]HOST:` with a loopback HOST: `localhost`, `127.x.x.x`, `[::1]`. */
const LOOPBACK = /^(?:([^@/:]*)@)?(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|\[0*:0*:0*:0*:0*:0*:0*:0*1\])(:{1,2})/i;

/** The local path a copy operand names when its host is this machine; the operand itself otherwise. */
export function loopbackOperand(a: Operand): Operand {
  // (A cheap first test: most operands name no host.)
  if (a.dynamic || !a.word.includes(':')) return a;
  const m = LOOPBACK.exec(a.word);
  if (m === null) return a;
  const path = a.word.slice(m[0].length);
  const otherUser = m[1] !== undefined;
  const ownHome = path === '' || path === '~' || path.startsWith('~/') || !path.startsWith('~');
  if (m[2] === '::' || !ownHome || (otherUser && !path.startsWith('/'))) return { word: a.word, dynamic: true };
  if (path.startsWith('/') || path === '~' || path.startsWith('~/')) return { word: path, dynamic: false };
  return { word: path === '' ? '~' : `~/${path}`, dynamic: false };
}
