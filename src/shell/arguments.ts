// Arguments that name URLs, for commands whose meaning we know: URL arguments of network tools
// are Domain operations (semantics 4.1), parts of the command that must be allowed like any other
// part. File arguments are file-arguments.ts.

export { derivedPaths, type PathRef } from './file-arguments.js';

import type { SubjectScope } from './subject.js';

export interface UrlRef {
  readonly url: string;
  readonly text: string;
  /** 'restrict': only deny and ask rules look at it (a URL in a stored command line, a git remote). */
  readonly scope?: SubjectScope;
  /** The URL comes from an expansion (`url` is the word as read): it may name any host. */
  readonly dynamic?: boolean;
}

/** Commands that fetch URLs. */
const NETWORK_TOOLS = new Set(['curl', 'wget', 'http', 'https', 'xh', 'aria2c', 'Invoke-WebRequest', 'Invoke-RestMethod']);

/** Options of curl/wget/httpie whose argument is the next word (so it is not a URL). */
const NETWORK_OPTION_ARGS = new Set([
  '-o', '-d', '-H', '-X', '-u', '-A', '-e', '-b', '-c', '-T', '-F', '-w', '-x', '-K', '-m', '-E',
  '-O', '-P', '-U', '-a', '-i', '-r', '--output', '--data', '--data-raw', '--data-binary',
  '--data-urlencode', '--header', '--request', '--user', '--user-agent', '--referer', '--cookie',
  '--cookie-jar', '--upload-file', '--form', '--write-out', '--proxy', '--config', '--max-time',
  '--connect-timeout', '--retry', '--cert', '--key', '--cacert', '--output-document',
  '--directory-prefix', '--method', '--body', '-Method', '-Body', '-Headers', '-OutFile', '-ContentType',
]);

const URL_LIKE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const HOST_LIKE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)(?::\d+)?(?:[/?#].*)?$/;

const NO_URLS: { readonly urls: readonly string[]; readonly unknown: boolean } = Object.freeze({ urls: Object.freeze([]), unknown: false });

export function urlArguments(name: string, words: readonly string[], dynamic: readonly boolean[]): { readonly urls: readonly string[]; readonly unknown: boolean } {
  if (!NETWORK_TOOLS.has(name)) return NO_URLS;
  const urls: string[] = [];
  let unknown = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!dynamic[i] && NETWORK_OPTION_ARGS.has(w)) {
      i++;
      continue;
    }
    if (!dynamic[i] && w.length > 1 && w[0] === '-') {
      const eq = w.indexOf('=');
      const value = eq > 0 ? w.slice(eq + 1) : '';
      if (URL_LIKE.test(value)) urls.push(value);
      continue;
    }
    if (dynamic[i]) {
      unknown = true;
      continue;
    }
    if (URL_LIKE.test(w) || HOST_LIKE.test(w)) urls.push(w);
  }
  return { urls, unknown };
}
