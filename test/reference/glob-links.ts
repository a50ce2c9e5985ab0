// The reference's reading of a glob argument's paths through the links every system has (the
// engine: src/decide/glob-links.ts), written plainly: each link is a list of names per segment,
// met with the glob's segments by a backtracking walk.
import type { ResolvedPathContext } from '../../src/paths/normalize.js';
import type { PathPart, PathSegment } from '../../src/rules/types.js';

/** A link's segments: the names each may be ('any': a process id, a volume's name). */
type LinkNames = readonly (readonly string[] | 'any')[];

/** Links that may lead anywhere: a process's under /proc and /dev/fd (/dev/stdin…), macOS's volfs. */
const UNKNOWN_LINKS: LinkNames[] = [[['proc'], 'any', ['root', 'cwd', 'fd', 'task', 'map_files', 'exe']], [['dev'], ['fd', 'stdin', 'stdout', 'stderr'], 'any']];
const DARWIN_UNKNOWN_LINKS: LinkNames[] = [...UNKNOWN_LINKS, [['.vol']]];

/** The system's links each way (semantics 4.2), as the reference's otherSpelling reads a plain path. */
export const LINUX_LINK_PAIRS: readonly (readonly [string, string])[] = [['/var/run', '/run'], ['/var/lock', '/run/lock'], ['/run', '/var/run'], ['/bin', '/usr/bin'],
  ['/sbin', '/usr/sbin'], ['/lib64', '/usr/lib64'], ['/lib', '/usr/lib'], ['/usr/bin', '/bin'], ['/usr/sbin', '/sbin'], ['/usr/lib64', '/lib64'], ['/usr/lib', '/lib']];
export const DARWIN_LINK_PAIRS: readonly (readonly [string, string])[] = [['/etc', '/private/etc'], ['/tmp', '/private/tmp'], ['/var', '/private/var'],
  ['/private/etc', '/etc'], ['/private/tmp', '/tmp'], ['/private/var', '/var'], ['/system/volumes/data', '']];
/** macOS: `/.nofollow/x`, `/.resolve/FLAGS/x` and (maybe) `/Volumes/NAME/x` are `/x`. */
const DARWIN_ROOT_PREFIXES: LinkNames[] = [[['.nofollow']], [['.resolve'], 'any'], [['volumes'], 'any']];

const names = (path: string): LinkNames => path.split('/').filter((s) => s !== '').map((s) => [s]);
const literal = (text: string): PathSegment => ({ type: 'segment', parts: [{ type: 'literal', text }] });

/** Whether some path of the glob starts with the link's segments (a `**` takes any number). */
function mayStartWith(glob: readonly PathSegment[], link: LinkNames, matches: (parts: readonly PathPart[], name: string) => boolean): boolean {
  const go = (i: number, j: number): boolean => {
    if (j === link.length) return true;
    const g = glob[i];
    if (g === undefined) return false;
    if (g.type === 'globstar') return go(i + 1, j) || go(i, j + 1);
    const n = link[j]!;
    return (n === 'any' || n.some((x) => matches(g.parts, x))) && go(i + 1, j + 1);
  };
  return go(0, 0);
}

/**
 * The other spellings of a glob's paths (segments from the root), each read again, at most 16
 * distinct; 'unknown' when a path may pass through a link that may lead anywhere, or a `**` may
 * take a system link's segments, or there are more.
 */
export function referenceGlobSpellings(glob: readonly PathSegment[], ctx: ResolvedPathContext,
  matches: (parts: readonly PathPart[], name: string) => boolean): PathSegment[][] | 'unknown' {
  if (ctx.platform === 'win32') return [];
  const darwin = ctx.platform === 'darwin';
  const links: [LinkNames, PathSegment[]][] = [
    ...(darwin ? DARWIN_LINK_PAIRS : LINUX_LINK_PAIRS).map(([from, to]): [LinkNames, PathSegment[]] => [names(from), names(to).map((n) => literal((n as string[])[0]!))]),
    ...(darwin ? DARWIN_ROOT_PREFIXES.map((p): [LinkNames, PathSegment[]] => [p, []]) : []),
  ];
  const seen = [JSON.stringify(glob)];
  const out: PathSegment[][] = [];
  const queue = [glob];
  for (let k = 0; k < queue.length; k++) {
    const at = queue[k]!;
    if ((darwin ? DARWIN_UNKNOWN_LINKS : UNKNOWN_LINKS).some((l) => mayStartWith(at, l, matches))) return 'unknown';
    for (const [from, to] of links) {
      if (!mayStartWith(at, from, matches)) continue;
      if (at.slice(0, from.length).some((s) => s.type === 'globstar')) return 'unknown';
      const spelled = [...to, ...at.slice(from.length)];
      if (spelled.length === 0 || seen.includes(JSON.stringify(spelled))) continue;
      if (out.length >= 16) return 'unknown';
      seen.push(JSON.stringify(spelled));
      out.push(spelled);
      queue.push(spelled);
    }
  }
  return out;
}
