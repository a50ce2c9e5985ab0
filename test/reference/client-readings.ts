// Reference: the paths a client may open for a Read/Edit path it rewrites (semantics 4.2, the
// client contract in docs/engine.md), written apart from src/paths/client-rewrites.ts: the
// readings are built by enumeration, one rewrite after another.
import type { DecisionContext } from '../../src/policy/types.js';

export interface ReferenceReadings {
  sure: string[];
  unsure: string[];
  unknown: boolean;
}

const WINDOWS_USUAL: Record<string, (home: string | undefined) => string | undefined> = {
  systemroot: () => 'C:\\Windows', windir: () => 'C:\\Windows', systemdrive: () => 'C:', programdata: () => 'C:\\ProgramData',
  allusersprofile: () => 'C:\\ProgramData', programfiles: () => 'C:\\Program Files', public: () => 'C:\\Users\\Public',
  homedrive: (h) => (h !== undefined && /^[a-z]:/i.test(h) ? h.slice(0, 2) : undefined),
  homepath: (h) => (h !== undefined && /^[a-z]:/i.test(h) ? h.slice(2) : undefined),
  appdata: (h) => (h === undefined ? undefined : `${h.replace(/[\\/]+$/, '')}\\AppData\\Roaming`),
  localappdata: (h) => (h === undefined ? undefined : `${h.replace(/[\\/]+$/, '')}\\AppData\\Local`),
  temp: (h) => (h === undefined ? undefined : `${h.replace(/[\\/]+$/, '')}\\AppData\\Local\\Temp`),
  tmp: (h) => (h === undefined ? undefined : `${h.replace(/[\\/]+$/, '')}\\AppData\\Local\\Temp`),
};

function isSpaceOrControl(ch: string): boolean {
  return ch.trim() === '' || ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127;
}

function stripEnds(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && isSpaceOrControl(text[a]!)) a++;
  while (b > a && isSpaceOrControl(text[b - 1]!)) b--;
  return text.slice(a, b);
}

function decodePercent(text: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%' && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else for (const b of Buffer.from(text[i]!, 'utf8')) bytes.push(b);
  }
  const s = Buffer.from(bytes).toString('utf8');
  return s.includes('\ufffd') && !text.includes('\ufffd') ? undefined : s;
}

function urlReadings(text: string, win32: boolean): { paths: string[]; failed: boolean } {
  if (text.slice(0, 5).toLowerCase() !== 'file:') return { paths: [], failed: false };
  let rest = text.slice(5);
  let host = '';
  if (/^[\\/][\\/]/.test(rest)) {
    const end = rest.slice(2).search(/[\\/]/);
    host = end < 0 ? rest.slice(2) : rest.slice(2, 2 + end);
    rest = end < 0 ? '' : rest.slice(2 + end);
  }
  const out: string[] = [];
  let failed = false;
  const cut = rest.search(/[?#]/);
  for (const raw of cut < 0 ? [rest] : [rest.slice(0, cut), rest]) {
    const path = raw.includes('%') ? decodePercent(raw) : raw;
    if (path === undefined) { failed = true; continue; }
    const local = host === '' || host.toLowerCase() === 'localhost';
    if (local || !win32) out.push(win32 && /^[\\/][a-z][:|]/i.test(path) ? `${path[1]}:${path.slice(3)}` : path);
    if (!local) out.push(win32 ? `//${host}${path}` : `/${host}${path}`);
  }
  return { paths: out.filter((x) => x !== ''), failed };
}

/** Every reading of `path` besides itself, and whether some variable in it is not known. */
export function referenceClientReadings(path: string, context: DecisionContext, win32: boolean, homeOk: boolean, cwdOk: boolean): ReferenceReadings {
  const home = homeOk ? context.home : undefined;
  const cwd = cwdOk ? context.cwd : undefined;
  let unknown = false;
  const sure: string[] = [];
  const stripped = stripEnds(path);
  if (stripped !== '' && stripped !== path) sure.push(stripped);
  for (const base of [path, stripped]) {
    const u = urlReadings(base, win32);
    if (u.failed) unknown = true;
    sure.push(...u.paths);
  }
  if (win32) {
    for (const t of [path, ...sure]) {
      const m = /^[\\/](cygdrive|mnt)[\\/]([a-z])([\\/].*)?$/is.exec(t);
      if (m) sure.push(`${m[2]!.toUpperCase()}:\\${(m[3] ?? '').slice(1)}`);
    }
  }
  const unsure: string[] = [];
  for (const t of [path, ...sure]) {
    // Bounds (src/paths/client-rewrites.ts): more than 64 `$` (or `%` on win32) signs, or 32 references: unknown.
    if ([...t].filter((ch) => ch === '$').length > 64 || (win32 && [...t].filter((ch) => ch === '%').length > 64)) {
      if (/\$|%/.test(t)) { unknown = true; if (t !== path && !sure.includes(t)) unsure.push(t); }
      continue;
    }
    let refs = 0;
    let certain = true;
    let found = false;
    let out = '';
    for (let i = 0; i < t.length; i++) {
      let name: string | undefined;
      let ref: string | undefined;
      const rest = t.slice(i);
      const env = win32 ? /^\$env:([a-z0-9_]+)/i.exec(rest) : null;
      const braced = /^\$\{([^}]*)\}/.exec(rest);
      const bare = /^\$([A-Za-z0-9_]+)/.exec(rest);
      const pct = win32 ? /^%([^%\\/]+)%/.exec(rest) : null;
      const m = env ?? braced ?? bare ?? pct;
      if (m) { ref = m[0]; name = m[1]; } else if (rest.startsWith('${')) { ref = '${'; name = ''; }
      if (ref === undefined) { out += t[i]; continue; }
      found = true;
      // Only a reference with nothing but separators (and on win32 a drive) before it may put the path anywhere.
      let before = t.slice(0, i);
      if (win32 && before.length >= 2 && before[1] === ':' && /[a-z]/i.test(before[0]!)) before = before.slice(2);
      const leading = [...before].every((ch) => ch === '/' || (win32 && ch === '\\'));
      i += ref.length - 1;
      if (++refs > 32) { unknown = true; certain = false; out += ref; continue; }
      let value: string | undefined;
      let sureValue = true;
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name!)) {
        const n = win32 ? name!.toLowerCase() : name!;
        if (n === 'HOME' || (win32 && (n === 'home' || n === 'userprofile'))) value = home;
        else if (n === 'PWD' || (win32 && (n === 'pwd' || n === 'cd'))) value = cwd;
        else if (win32 && WINDOWS_USUAL[n] !== undefined) { value = WINDOWS_USUAL[n]!(home); sureValue = false; }
      }
      if (value === undefined) { if (leading) { unknown = true; certain = false; } out += ref; } else { if (!sureValue) { if (leading) unknown = true; certain = false; } out += value; }
    }
    if (found) (certain ? sure : unsure).push(out);
  }
  // win32: `~NAME…` (not `~`, `~\x`, `~/x`) is another user's home, which an MSYS or Cygwin program may expand.
  if (win32 && [path, ...sure, ...unsure].some((t) => /^~[^\\/]/.test(t))) unknown = true;
  const s = [...new Set(sure)].filter((x) => x !== path);
  const u = [...new Set(unsure)].filter((x) => x !== path && !s.includes(x));
  if (s.length + u.length > 16) unknown = true;
  return { sure: s, unsure: u, unknown };
}
