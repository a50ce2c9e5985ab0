// A tree writer's relative write after the line moved (session 42): `cd ~ && tar xf x.tar`,
// `pushd ~/.config; unzip x.zip`, `cd /home/u && cp -r d/. .` extract or copy a tree into the
// home directory, whose ~/.bashrc or ~/.curlrc they may drop. traffic-settings-files.ts reads a
// tree written by name (`tar xf x.tar -C ~`) before the flow places the command; this reads the
// same relative writes in each directory the flow says the line may be in: one that holds
// settings files (holdsSettingsFiles) is an unknown host beside Domain rules, and so is a place
// the flow cannot tell (`cd "$D"`, `cd -`). A known program's relative write of one settings file
// is read there too (`cd ~/.ssh && curl -O URL/config`). Session 43: the context's own directory
// ('') and one relative to it (`cd u`) are known to decide only: such a write is handed on marked
// (UrlRef.atStart) and decide resolves it (`tar xf x.tar` with cwd /home/u was allowed).

import type { PathRef, UrlRef } from './arguments.js';
import { START, type WorkingDirectory } from './directory-change.js';
import { namedFilesIn, REMOTE_NAMED_WRITERS } from './remote-named-writes.js';
import { foreignToGit, holdsSettingsFiles, lastSeparator, writtenTree, LAST_SEGMENTS, ownTree, routesTraffic, trafficFileUrl, TRAFFIC_FILE_MANAGERS, writesTrees } from './traffic-settings-files.js';

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
  if (cwd.rooted) return undefined;
  // (Any other known program's write of one such file, as programTrafficWrites reads it: `cd ~/.ssh && curl -O URL/config`.)
  const file = name === 'git' ? foreignToGit : TRAFFIC_FILE_MANAGERS.has(name) ? undefined : (): boolean => true;
  const named = REMOTE_NAMED_WRITERS.has(name);
  let writes: boolean | undefined;
  let urls: UrlRef[] | undefined;
  for (const p of paths) {
    if (p.op !== 'edit' || p.dynamic || !relative(p.path)) continue;
    // (Asked once a command, where it has a relative write: most have none.)
    writes ??= named || writesTrees(name, words);
    if (!writes && file === undefined) return undefined;
    const tree = writes && (named ? p.below === 'tree' || (p.listed === undefined && namedFilesIn(paths, p.path)) : writtenTree(name, p.below));
    if (tree && (cwd.unknown || cwd.searched.length > 0)) (urls ??= []).push(trafficFileUrl(p.path, source));
    // (A file by a name no settings file has is no such write wherever the line is.)
    const fileKind = file !== undefined && mayNameSettingsFile(p.path) ? (name === 'git' ? 'git' : 'file') : undefined;
    for (const d of cwd.dirs) {
      // (Where the line starts: the path as written was read by programTrafficWrites; decide reads it where the context is.)
      if (d === '') {
        const kind = tree && !ownTree(name, p.path) ? 'tree' : fileKind;
        if (kind !== undefined) (urls ??= []).push({ ...trafficFileUrl(p.path, source), atStart: kind });
        continue;
      }
      const at = joinedIn(d, p.path);
      if ((tree && holdsSettingsFiles(at, /^[$`]/.test(d)) && !ownTree(name, at)) || (file !== undefined && routesTraffic(at) && file(at))) (urls ??= []).push(trafficFileUrl(at, source));
      else if (relative(d)) {
        const kind = tree && !ownTree(name, at) ? 'tree' : fileKind;
        if (kind !== undefined) (urls ??= []).push({ ...trafficFileUrl(at, source), atStart: kind });
      }
    }
  }
  return urls;
}

/** Whether a path's last segment is one a settings file may have (`config`, `.bashrc`; traffic-settings-files.ts LAST_SEGMENTS). */
function mayNameSettingsFile(path: string): boolean {
  const last = path.slice(lastSeparator(path) + 1).toLowerCase();
  return LAST_SEGMENTS.has(last) || last.endsWith('profile.ps1');
}

/**
 * Whether a write marked UrlRef.atStart (`path` relative to the context's directory `cwd`, a
 * normalized text or undefined where unknown) may change where later commands connect: a tree
 * written where settings files lie (the home directory or above, a dot directory in it, /etc), or
 * a settings file by its resolved name.
 */
export function startWriteRoutes(kind: 'tree' | 'file' | 'git', path: string, cwd: string | undefined, home: string | undefined, win32 = false): boolean {
  if (cwd === undefined) return true;
  const at = joinedIn(cwd === '/' ? '' : cwd, path);
  if (kind !== 'tree') return routesTraffic(at) && (kind === 'file' || foreignToGit(at));
  // (A win32 drive's root, spelled `/c` here: it holds Windows\System32\drivers\etc and the homes.)
  if (win32 && /^\/[A-Za-z]?$/.test(at)) return true;
  // (Below the home directory, read as `~/…`: a home that is not /home/NAME, /Users/NAME or /root.)
  // (In any case: Windows and macOS name a directory so; on Linux a home that differs by case alone is read as it too.)
  const [atKey, homeKey] = [at.toLowerCase(), home?.toLowerCase()];
  const inHome = homeKey !== undefined && homeKey !== '/' && (atKey === homeKey || atKey.startsWith(`${homeKey}/`)) ? `~${at.slice(homeKey.length)}` : at;
  return holdsSettingsFiles(inHome, false);
}

/** The analysis's URLs with the writes marked UrlRef.atStart apart (the same array where there are none: most lines). */
export function startWritesApart(all: readonly UrlRef[]): { urls: readonly UrlRef[]; startWrites: readonly UrlRef[] | undefined } {
  let k = 0;
  while (k < all.length && all[k]!.atStart === undefined) k++;
  // (Both fields always, in one order: every analysis has one shape, which decide reads.)
  if (k === all.length) return { urls: all, startWrites: undefined };
  return { urls: all.filter((u) => u.atStart === undefined), startWrites: all.filter((u) => u.atStart !== undefined) };
}
