// The hosts package managers and container tools reach (remote-hosts.ts reads the remote-shell,
// copy and socket tools): Domain parts for deny and ask rules, which the tool's allow rule covers.
//
// - Package managers (pip, uv, npm, pnpm, yarn, cargo, gem, helm, go, …): every URL written in a
//   word of the line (`-i https://h/simple`, `--registry=https://h`, `pkg @ https://h/x.whl`,
//   `git+ssh://git@h/r`), and an expansion after a subcommand that fetches, which may be one; go
//   module paths' hosts.
// - docker and podman: the registry an image reference names (`evil.com/img`), `login` servers.

import type { FileTouches } from './file-touches.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** `scheme://authority` inside a word (`--index-url=https://h/simple`, `pkg @ https://h/x.whl`). */
const EMBEDDED_URL = /\b([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\s/?#'"]*)/g;

/**
 * Package managers and other tools that fetch from URLs named anywhere on their line (an index,
 * a registry, a direct reference): every URL in a word is a host they may reach.
 */
const urlsInWords: Reader = (words, dynamic, t) => {
  let fetching = false;
  // A runner's command (`uv run CMD`, `npm exec CMD`) is a command of its own, read where it is
  // analyzed: only the runner's own options after it are read here (a bound, so that nested
  // runners stay linear).
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
      // (After a subcommand that fetches, an expansion may be a URL; elsewhere, `npm test -- $X`,
      // it is not followed.)
      if (fetching) t.url(w, true);
      continue;
    }
    if (FETCHING_SUBCOMMANDS.has(w)) fetching = true;
    for (const m of w.matchAll(EMBEDDED_URL)) if (m[2] !== '' && !/^file$/i.test(m[1]!)) t.url(`${m[1]}://${m[2]}/`, false);
  }
};
/** Words after a runner's subcommand read for its own options (`uv run --with URL`). */
const RUNNER_OPTIONS_READ = 16;
const FETCHING_SUBCOMMANDS = new Set(['install', 'i', 'add', 'get', 'download', 'fetch', 'update', 'upgrade', 'sync', 'lock', 'dlx']);

/** go: a module path's first element names the host go may fetch it from (after the proxy, `direct`). */
const goModules: Reader = (words, dynamic, t) => {
  urlsInWords(words, dynamic, t);
  const sub = words[1];
  if (sub !== 'get' && sub !== 'install' && sub !== 'run' && !(sub === 'mod' && words[2] === 'download')) return;
  for (let i = 2; i < words.length; i++) {
    const w = words[i] ?? '';
    const host = /^([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)\//.exec(w)?.[1];
    if (!dynamic[i] && host !== undefined) t.url(`https://${host}/`, false);
  }
};

/** An image reference whose first element names a registry (`evil.com/img`, `localhost:5000/img`). */
const REGISTRY_IMAGE = /^((?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|localhost|\[[0-9A-Fa-f:.]+\])(?::\d+)?)\/[^\s]/;

/**
 * docker and podman: the registry of an image they pull, push or run (`evil.com/img:tag`), the
 * server of `login`/`logout`, and every URL on the line (`docker build https://h/r.git`).
 */
const containerRegistries: Reader = (words, dynamic, t) => {
  urlsInWords(words, dynamic, t);
  let sub: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i] || w.startsWith('-')) continue;
    if (sub === undefined) {
      sub = w;
      continue;
    }
    const m = REGISTRY_IMAGE.exec(w);
    if (m !== null) t.url(`https://${m[1]}/`, false);
    else if ((sub === 'login' || sub === 'logout') && /^[A-Za-z0-9.-]+(?::\d+)?$/.test(w)) t.url(`https://${w}/`, false);
  }
};

/** The package managers and container tools, by the name they run as. */
export const PACKAGE_HOST_READERS: readonly [string, Reader][] = [
  ...['pip', 'pip3', 'uv', 'pipx', 'poetry', 'npm', 'pnpm', 'yarn', 'bun', 'cargo', 'gem', 'bundle', 'composer', 'helm', 'conda', 'mamba',
    'micromamba', 'brew', 'deno', 'nix'].map((name): [string, Reader] => [name, urlsInWords]),
  ['go', goModules], ['docker', containerRegistries], ['podman', containerRegistries], ['nerdctl', containerRegistries], ['skopeo', containerRegistries],
  ['crane', containerRegistries], ['oras', containerRegistries],
];
