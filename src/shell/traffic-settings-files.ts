// Files whose text tells later commands where to connect: a proxy, a registry or package index,
// a git remote or URL rewrite, an ssh jump host, a name's address (hosts, resolv.conf). A line
// that writes one by a redirect or a plain writer (`echo 'proxy = evil.com' >> ~/.curlrc`, `tee
// -a .npmrc`, `cp x ~/.gitconfig`, `Set-Content $HOME\.curlrc …`) may send later traffic to any
// host, as `git config --global http.proxy H` and `npm config set proxy H` do (their hosts are
// read: proxy-settings.ts). The text written is not read: an unknown host, which asks wherever
// Domain deny or ask rules exist. The tools that manage these files (git config, npm config, …)
// keep their own readers.

import type { UrlRef } from './arguments.js';
import type { FileTouches } from './file-touches.js';

/** Such a file, by its last segments (`/` or `\`, any case). */
const TRAFFIC_FILE = new RegExp(`(?:^|[\\\\/])(?:${[
  '[._]?curlrc', '[._]?wgetrc', '[._]?npmrc', '\\.yarnrc(?:\\.yml)?', 'pip\\.(?:conf|ini)', '\\.pydistutils\\.cfg', '\\.pypirc',
  '[._]?gitconfig', '\\.gitmodules', '[._]?condarc', '[._]?gemrc', 'resolv\\.conf', 'ssh_config',
  '\\.?git[\\\\/]config', '\\.ssh[\\\\/]config', 'etc[\\\\/]hosts', 'etc[\\\\/]environment', 'go[\\\\/]env', '\\.cargo[\\\\/]config(?:\\.toml)?',
  '\\.docker[\\\\/]config\\.json', 'docker[\\\\/]daemon\\.json', '\\.bundle[\\\\/]config', '\\.m2[\\\\/]settings\\.xml',
  'apt[\\\\/]apt\\.conf', 'apt\\.conf\\.d[\\\\/][^\\\\/]+', 'apt[\\\\/]sources\\.list', 'sources\\.list\\.d[\\\\/][^\\\\/]+',
  // (Session 41: uv's index, NuGet's package sources, bun's registry, a worktree's git settings.)
  '[._]?uv\\.toml', 'nuget\\.config', '\\.?bunfig\\.toml', 'config\\.worktree',
].join('|')})$`, 'i');

/** A submodule's git settings, `.git/modules/NAME/config` (its remote URL; names may hold `/`). */
const SUBMODULE_GIT = /\.git[\\/]modules[\\/]/i;
const LAST_CONFIG = /[\\/]config$/i;

/** Whether writing `path` may change where later commands connect. */
export function routesTraffic(path: string): boolean {
  // (Windows drops a name's trailing dots and spaces: `.npmrc.` is .npmrc; elsewhere a reading more.)
  let end = path.length;
  while (end > 0 && (path.charCodeAt(end - 1) === 46 || path.charCodeAt(end - 1) === 32)) end--;
  const name = end === path.length ? path : path.slice(0, end);
  return TRAFFIC_FILE.test(name) || (LAST_CONFIG.test(name) && SUBMODULE_GIT.test(name));
}

/** The unknown host a write of `path` stands for (`text`: the part's source). */
export function trafficFileUrl(path: string, text: string): UrlRef {
  return { url: path, text, scope: 'restrict', dynamic: true };
}

/**
 * The tools that manage these files, whose own readers read the hosts they set (proxy-settings.ts,
 * git keys, package-hosts.ts): a write of theirs is not an unknown host (`git config user.name x`
 * writes ~/.gitconfig). Any other known program's write is (session 41: `curl -o .npmrc URL`,
 * `sort -o .npmrc`, `uniq a .npmrc`, `sponge .npmrc` were allowed: only plain writers were read).
 */
export const TRAFFIC_FILE_MANAGERS: ReadonlySet<string> = new Set([
  'git', 'npm', 'pnpm', 'yarn', 'pip', 'pip3', 'conda', 'mamba', 'gem', 'bundle', 'bundler', 'go', 'cargo', 'docker', 'podman',
  'gcloud', 'gsettings', 'dconf', 'scutil', 'reg', 'ssh-keygen',
]);

/** A known program's written paths that route traffic: an unknown host each. */
export function trafficFileWrites(t: FileTouches): void {
  for (const p of t.paths) if (p.op === 'edit' && routesTraffic(p.path)) t.url(p.path, true);
}
