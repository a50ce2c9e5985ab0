// physical-path.ts physicalPath as it was before session 41 (the path split into all its
// segments first), kept as the reference its lazy reading is compared with.
import { normalizePath, type NormalizedPath, type ResolvedPathContext } from '../../src/paths/normalize.js';
import { MAX_PATH_SEGMENTS } from '../../src/paths/path-view.js';
import { hasDotDot, MAX_PHYSICAL_STEPS, type LinkResolver } from '../../src/paths/physical-path.js';

function windowsPath(text: string, ctx: ResolvedPathContext): boolean {
  if (ctx.platform === 'win32' || ctx.cwdWindows) return true;
  const c0 = text.charCodeAt(0) | 32;
  return (c0 >= 97 && c0 <= 122 && text.charCodeAt(1) === 58) || text.startsWith('\\\\');
}

function textOf(root: string, segments: readonly string[]): string {
  return `${root}/${segments.join('/')}`;
}

const rootOf = (p: NormalizedPath): string => (p.text.startsWith('//') ? '/' : '');

export function physicalPathBefore(text: string, ctx: ResolvedPathContext, resolve: LinkResolver): NormalizedPath | undefined | 'failed' | { readonly unknown: string } {
  if (!hasDotDot(text) || windowsPath(text, ctx)) return undefined;
  const segs = text.split('/');
  const first = segs.indexOf('..');
  // The prefix before the first `..` (`''` for a path that starts with it: the working directory).
  const prefix = segs.slice(0, first).join('/');
  const start = normalizePath(prefix === '' ? (text.startsWith('/') ? '/' : '.') : prefix, ctx);
  if (!start.ok) return { unknown: start.reason };
  let root = rootOf(start.path);
  let parts: string[] = [...start.path.segments];
  let moved = false;
  let steps = 0;
  for (let k = first; k < segs.length; k++) {
    const seg = segs[k]!;
    if (seg === '' || seg === '.') continue;
    if (parts.length > MAX_PATH_SEGMENTS) return { unknown: `it has more than ${MAX_PATH_SEGMENTS} segments` };
    if (seg !== '..') {
      parts.push(seg);
      continue;
    }
    if (++steps > MAX_PHYSICAL_STEPS) return { unknown: `it has more than ${MAX_PHYSICAL_STEPS} ".." segments to follow through symbolic links` };
    const here = normalizePath(textOf(root, parts), ctx);
    if (!here.ok) return { unknown: here.reason };
    const target = resolve(here.path);
    if (target === 'failed') return 'failed';
    const at = target !== undefined && target.text !== here.path.text ? target : here.path;
    if (at !== here.path) moved = true;
    root = rootOf(at);
    parts = [...at.segments];
    // (The parent of a UNC share's root, or of `/`, is itself.)
    if (parts.length > (root === '/' ? 2 : 0)) parts.pop();
  }
  if (!moved) return undefined;
  const out = normalizePath(textOf(root, parts), ctx);
  return out.ok ? out.path : { unknown: out.reason };
}
