// A tree writer's relative write after the line moved (session 42): `cd ~ && tar xf x.tar`,
// `pushd ~/.config; unzip x.zip`, `cd /home/u && cp -r d/. .` extract or copy a tree into the
// home directory, whose ~/.bashrc or ~/.curlrc they may drop. traffic-settings-files.ts reads a
// tree written by name (`tar xf x.tar -C ~`) before the flow places the command; this reads the
// same relative writes in each directory the flow says the line may be in: one that holds
// settings files (holdsSettingsFiles) is an unknown host beside Domain rules, and so is a place
// the flow cannot tell (`cd "$D"`, `cd -`). The context's own directory ('') is the start, which
// the analysis does not know: a line that starts in the home directory is not read here. A known
// program's relative write of one settings file is read there too (`cd ~/.ssh && curl -O URL/config`).

import type { PathRef, UrlRef } from './arguments.js';
import { START, type WorkingDirectory } from './directory-change.js';
import { foreignToGit, holdsSettingsFiles, ownTree, routesTraffic, trafficFileUrl, TRAFFIC_FILE_MANAGERS, writesTrees } from './traffic-settings-files.js';

/** `dir/path` with `.` and `x/..` segments dropped (`~/proj/..` is `~`). */
function joinedIn(dir: string, path: string): string {
  const out: string[] = [];
  for (const s of `${dir}/${path}`.split('/')) {
    if (s === '.' || (s === '' && out.length > 0)) continue;
    if (s === '..' && out.length > 1 && out[out.length - 1] !== '..') out.pop();
    else out.push(s);
  }
  return out.length === 1 && out[0] === '' ? '/' : out.join('/');
}

/** Whether a path is relative to where the line is (not `/x`, `~x`, `$HOME/x`, `C:\x`, `\\x`). */
function relative(path: string): boolean {
  const c = path.charCodeAt(0);
  return path !== '' && c !== 47 /* / */ && c !== 126 /* ~ */ && c !== 36 /* $ */ && c !== 92 /* \ */ && !/^[A-Za-z]:/.test(path);
}

/** The unknown hosts of a tree writer's relative writes where the line may be (`cwd`). */
export function movedTreeTrafficUrls(name: string, words: readonly string[], paths: readonly PathRef[], cwd: WorkingDirectory, source: string): UrlRef[] | undefined {
  if (cwd === START || cwd.rooted) return undefined;
  const tree = writesTrees(name, words);
  // (Any other known program's write of one such file, as programTrafficWrites reads it: `cd ~/.ssh && curl -O URL/config`.)
  const file = name === 'git' ? foreignToGit : TRAFFIC_FILE_MANAGERS.has(name) ? undefined : (): boolean => true;
  if (!tree && file === undefined) return undefined;
  let urls: UrlRef[] | undefined;
  for (const p of paths) {
    if (p.op !== 'edit' || p.dynamic || !relative(p.path)) continue;
    if (tree && (cwd.unknown || cwd.searched.length > 0)) (urls ??= []).push(trafficFileUrl(p.path, source));
    for (const d of cwd.dirs) {
      if (d === '') continue;
      const at = joinedIn(d, p.path);
      if ((tree && holdsSettingsFiles(at, /^[$`]/.test(d)) && !ownTree(name, at)) || (file !== undefined && routesTraffic(at) && file(at))) (urls ??= []).push(trafficFileUrl(at, source));
    }
  }
  return urls;
}
