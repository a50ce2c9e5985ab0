// Symbolic links the line makes (hunt 5, F5): `ln -s / r; cat r/etc/passwd` reads /etc/passwd,
// though the path read is `r/etc/passwd` lexically. A later path (or a directory the line moves
// to) that goes through a link the line made leads where the link points, which the analysis
// does not follow: it is unknown (it asks where rules of its kind exist). Links are matched by
// name, a segment of the path before its last, so no spelling escapes (`/tmp/r/etc`, `../r/x`,
// after `cd`). The link's own target and name are parts of the ln command as before.
// PowerShell's `New-Item -ItemType SymbolicLink|Junction|HardLink` too (names matched in any case,
// segments split at `\` and `/`: `New-Item -ItemType Junction l -Target C:\; gc L\Secrets\x`),
// and as Windows resolves them (`-Path l.`, `l\x\..`; a later `l.\Secrets`: windowsItemName).

import type { PathRef } from './file-touches.js';
import { cleanWindowsSegment } from '../paths/clean-path.js';

/** Last segment of a word ('' for `/`, `.`, `..`). */
function lastSegment(word: string): string {
  const trimmed = word.replace(/(?<!\/)\/+$/, '');
  const name = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return name === '.' || name === '..' ? '' : name;
}

/** Whether `ln` or `cp` makes symbolic links (`ln -s`, `-sf`, `--symbolic`; `cp -s`, `-rs`, `--symbolic-link`). */
function makesSymlinks(name: string, words: readonly string[]): boolean {
  const long = name === 'ln' ? '--symbolic' : '--symbolic-link';
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') return false;
    // (getopt takes a unique prefix: `--sy` is the shortest for both, `--s` also begins --suffix.)
    if (w.startsWith('--') ? long.startsWith(w) && w.length >= 4 : w[0] === '-' && w.includes('s')) return true;
  }
  return false;
}

/** Item types New-Item reads as no link: it matches `TYPE*` against these (FileSystemProvider). */
const PLAIN_ITEM_TYPES = ['directory', 'container', 'file'];

/** The index of New-Item's -ItemType word (alias -Type, any prefix, `-ItemType:X` too), from `from`; -1 if none. */
function itemTypeParameter(words: readonly string[], from: number): number {
  for (let i = from; i < words.length; i++) {
    const w = words[i]!;
    if (w.length < 2 || w[0] !== '-') continue;
    const colon = w.indexOf(':');
    const name = (colon < 0 ? w.slice(1) : w.slice(1, colon)).toLowerCase();
    if ('itemtype'.startsWith(name) || 'type'.startsWith(name)) return i;
  }
  return -1;
}

/**
 * Whether `New-Item` may make a link: an -ItemType not a prefix of a plain type (`s`, `Junction`,
 * `HardLink`), an expansion or a wildcard, or a splatted word (which may hold one).
 */
function newItemMakesLink(words: readonly string[], dynamic: readonly boolean[]): boolean {
  for (let i = 1; i < words.length; i++) if (dynamic[i] && words[i]!.startsWith('@')) return true;
  for (let i = itemTypeParameter(words, 1); i >= 0; i = itemTypeParameter(words, i + 1)) {
    const w = words[i]!;
    const colon = w.indexOf(':');
    if (colon < 0 && (i + 1 >= words.length || dynamic[i + 1])) return true;
    if (colon >= 0 && dynamic[i]) return true;
    const type = (colon < 0 ? words[i + 1]! : w.slice(colon + 1)).toLowerCase();
    if (/[*?[\]`]/.test(type) || !PLAIN_ITEM_TYPES.some((t) => t.startsWith(type))) return true;
  }
  return false;
}

/**
 * The item a New-Item path names, as Windows resolves it (provider prefix and drive dropped, `.`
 * and `..` collapsed, each name's trailing dots and blanks dropped: `l.`, `'l '`, `l\x\..`,
 * `.\l.\` are all `l`), in lower case; '' for no item of its own (`.`, `C:\`), undefined for a
 * name Windows cannot place (`. `).
 */
function windowsItemName(value: string): string | undefined {
  const provider = value.lastIndexOf('::');
  const path = (provider < 0 ? value : value.slice(provider + 2)).replace(/^[A-Za-z]:/, '');
  const segments: string[] = [];
  for (const s of path.split(/[\\/]/)) {
    if (s === '' || s === '.') continue;
    if (s === '..') {
      segments.pop();
      continue;
    }
    const cleaned = cleanWindowsSegment(s);
    if (cleaned === undefined) return undefined;
    segments.push(cleaned);
  }
  return (segments[segments.length - 1] ?? '').toLowerCase();
}

/** A later path's segment as Windows opens it (`l.`, `l ` are `l`), in lower case. */
function windowsSegmentName(segment: string): string {
  return (cleanWindowsSegment(segment) ?? segment).toLowerCase();
}

/** A parameter word's name as written (maybe a prefix), in lower case: `-Target:C:\` is `target`. */
function parameterName(w: string): string {
  const colon = w.indexOf(':');
  return (colon < 0 ? w.slice(1) : w.slice(1, colon)).toLowerCase();
}

/** The parameter (parameterName) New-Item's word i is the value of; '' for a positional word. */
function parameterOf(words: readonly string[], i: number): string {
  const w = words[i]!;
  if (w[0] === '-' && w.includes(':')) return parameterName(w);
  const before = i > 1 ? words[i - 1]! : '';
  return before.length > 1 && before[0] === '-' && !before.includes(':') ? parameterName(before) : '';
}

/** -Value or its alias -Target (any prefix; `-t` alone is ambiguous with -Type): the link's target, not its name. */
function isTargetParameter(p: string): boolean {
  return p !== '' && ('value'.startsWith(p) || (p.length >= 2 && 'target'.startsWith(p)));
}

const BY_EXPANSION = 'a link named by an expansion';

export class LineLinks {
  // (Fields are `declare`d and set in the constructor, as in analyze.ts's Analyzer: ES2022 class
  // fields are defined by a separate initializer function, a cost on every line analyzed.)
  /** Names of links the line makes (every operand's last segment: the link's name is one of them). */
  declare private names: Set<string> | undefined;
  /** Names of links a PowerShell line makes, in lower case (Windows names ignore case). */
  declare private foldedNames: Set<string> | undefined;
  /** A PowerShell line makes a link: paths are split at `\` too. */
  declare private windows: boolean;
  /** Why any directory may be a link: one named by an expansion, or by a path naming no item of its own. */
  declare private unknown: string | undefined;
  /** The link commands' own paths, [from, to) in the analysis's list: their target and name, as before. */
  declare private own: [number, number][] | undefined;

  constructor() {
    this.names = undefined;
    this.foldedNames = undefined;
    this.windows = false;
    this.unknown = undefined;
    this.own = undefined;
  }

  /** A command; returns whether it makes links (then call ownPaths with its paths' range). */
  command(name: string, words: readonly string[], dynamic: readonly boolean[]): boolean {
    if ((name !== 'ln' && name !== 'cp') || !makesSymlinks(name, words)) return false;
    for (let i = 1; i < words.length; i++) {
      if (dynamic[i]) this.unknown = BY_EXPANSION;
      else if (!words[i]!.startsWith('-')) {
        const n = lastSegment(words[i]!);
        if (n !== '') (this.names ??= new Set()).add(n);
      }
    }
    return true;
  }

  /** A PowerShell command (canonical name); returns whether it makes links (then call ownPaths). */
  powershellCommand(name: string, words: readonly string[], dynamic: readonly boolean[]): boolean {
    if (name !== 'New-Item' || !newItemMakesLink(words, dynamic)) return false;
    this.windows = true;
    // (With -Name, -Path is the directory the link is made in, which may be `.`.)
    const named = words.some((w, i) => i > 0 && w.length > 1 && w[0] === '-' && 'name'.startsWith(parameterName(w)));
    // (Every value but the item type's: -Path, -Name and -Value/-Target, written any way.)
    for (let i = 1; i < words.length; i++) {
      const w = words[i]!;
      if (w[0] === '-' && i === itemTypeParameter(words, i)) {
        if (!w.includes(':')) i++;
        continue;
      }
      if (dynamic[i]) this.unknown = BY_EXPANSION;
      else {
        const value = w[0] !== '-' ? w : w.includes(':') ? w.slice(w.indexOf(':') + 1) : '';
        if (value === '') continue;
        const n = windowsItemName(value);
        if (n !== undefined && n !== '') (this.foldedNames ??= new Set()).add(n);
        // A path that names no item of its own (`l\..`, `. `) may still make one: any directory may be it.
        else if (!named && !isTargetParameter(parameterOf(words, i))) this.unknown = `a link made at ${w}, which names no item of its own`;
      }
    }
    return true;
  }

  ownPaths(from: number, to: number): void {
    (this.own ??= []).push([from, to]);
  }

  /** After the walk: paths through a link the line made become unknown. */
  finish(paths: PathRef[]): void {
    if (this.names === undefined && !this.windows && this.unknown === undefined) return;
    for (let k = 0; k < paths.length; k++) {
      if (this.own?.some(([from, to]) => k >= from && k < to) === true) continue;
      const p = paths[k]!;
      if (p.dynamic) continue;
      const link = this.through(p.path, false) ?? p.cwd?.dirs.map((d) => this.through(d, true)).find((n) => n !== undefined);
      if (link !== undefined) paths[k] = { ...p, dynamic: true, glob: undefined, when: `goes through ${link}, a symbolic link the line makes, which may lead anywhere` };
    }
  }

  /** The link a path goes through: a segment before its last (any segment of a directory) named like one. */
  private through(path: string, directory: boolean): string | undefined {
    const separated = this.windows ? path.replace(/\\/g, '/') : path;
    if (this.unknown !== undefined && (directory ? path !== '' : separated.includes('/'))) return this.unknown;
    const segments = separated.split('/');
    const end = directory ? segments.length : segments.length - 1;
    for (let k = 0; k < end; k++) {
      const s = segments[k]!;
      if (this.names?.has(s) === true || this.foldedNames?.has(windowsSegmentName(s)) === true) return s;
    }
    return undefined;
  }
}
