// Windows administration tools that fetch, reach a server or store a command line (LOLBAS), from
// either dialect: certutil and certreq (their files, URLs, `-config HOST\CA`), bitsadmin (a job's
// notify command line, proxies, file sets, files), csvde, ldifde and dnscmd (the server they bind
// to), cmdl32 and diskshadow. A host is a Domain part for deny and ask rules; a line stored to run
// later is read for deny and ask rules and never allowed; a file of URLs or commands (which the
// line may have written) is a problem, as `wget -i` is. Their words also keep the safety net of a
// command no table models (file-arguments.ts): a word that looks like a path is a possible path.

import type { FileTouches } from './file-touches.js';
import { urlsIn } from './package-hosts.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** A switch of a Windows tool (`-f`, `/S`, `/D:C:\`); a POSIX path from Git Bash (`/c/x`) is none. */
export function isWindowsSwitch(w: string): boolean {
  return /^[-/][A-Za-z?][\w?-]*(?::.*)?$/s.test(w);
}

/** A switch's name in lower case with `-` for `/` (`/Config` is `-config`). */
const switchName = (w: string): string => `-${w.slice(1).toLowerCase()}`;

/** A server word (`evil.com`, `evil.com\CA`, `\\evil.com`, a URL): its host, unless this machine. */
function server(word: string | undefined, dynamic: boolean, t: FileTouches): void {
  if (word === undefined) return;
  if (dynamic) return t.url(word, true);
  if (word.includes('://')) return urlsIn(word, t);
  // (The CA after a `\`: `HOST\CA`; a port: `HOST:389`.)
  const name = word.replace(/^[\\/]+/, '').replace(/[\\/].*$/s, '').replace(/:\d*$/, '');
  if (name !== '' && name !== '-' && !/^(?:localhost|\.|127(?:\.\d{1,3}){3})$/i.test(name)) t.url(`tcp://${name}/`, false);
}

/** certutil's and certreq's switches that take a value; the ones naming a server. */
const CERT_VALUED = new Set(['-p', '-t', '-csp', '-restrict', '-out', '-sid', '-username', '-clientcertificate', '-attrib', '-cert', '-policyserver', '-config', '-dc']);
const CERT_SERVERS = new Set(['-config', '-dc', '-policyserver']);

/**
 * certutil and certreq: `-config HOST\CA` (`-dc DC`, `-PolicyServer URL`) reach HOST; of their
 * operands (a URL among them: `-urlcache -f URL OUT` writes OUT), the first is read and the rest
 * written (certutil `-encode`/`-decode IN OUT`; certreq `-submit`/`-post REQ [CERT [CHAIN…]]`).
 */
function certTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, writesAfterFirst: boolean): void {
  let operand = 0;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const d = dynamic[i] ?? false;
    if (!d && isWindowsSwitch(w)) {
      const name = switchName(w);
      if (CERT_SERVERS.has(name)) server(words[i + 1], dynamic[i + 1] ?? false, t);
      if (CERT_VALUED.has(name)) i++;
      continue;
    }
    if (!d && w.includes('://')) urlsIn(w, t);
    else if (operand === 1 || (operand > 1 && writesAfterFirst)) t.edit(w, d);
    else t.read(w, d);
    operand++;
  }
}

export const certutilTouches: Reader = (words, dynamic, t) => certTouches(words, dynamic, t, false);
export const certreqTouches: Reader = (words, dynamic, t) => certTouches(words, dynamic, t, true);
