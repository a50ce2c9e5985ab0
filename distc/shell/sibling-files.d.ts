import type { FileTouches } from './file-touches.js';
/** Every file whose name starts with `path`'s, in its directory: its backups, whatever their suffix. */
export declare function besides(t: FileTouches, path: string, dynamic: boolean, op?: 'read' | 'edit'): void;
/**
 * `shred -u f` renames `f` to zeros of its name's length, then shorter, before removing it
 * (`dir/000`, `dir/00`, `dir/0`): every name in its directory that starts with `0`.
 */
export declare function zeroRenames(t: FileTouches, path: string, dynamic: boolean): void;
/**
 * The backup `sed -iSUFFIX` / `perl -iSUFFIX` makes of `path`: the path with the suffix after it,
 * or, when the suffix has `*`, the suffix with each `*` the file's name. GNU sed and perl 5.36
 * put the whole path as written there (`-i'bak/*'` renames `sub/f` to `bak/sub/f`); older seds
 * the last segment, in the file's directory: both are parts.
 */
export declare function inPlaceBackup(t: FileTouches, path: string, dynamic: boolean, suffix: string): void;
/**
 * A compressor's or decompressor's operand (`gzip f`, `gunzip f.gz`, `gzip -d f`, `xz -S .x f`):
 * it writes `f` + a suffix, or `f` without its suffix, or opens `f.gz` for `f`, and removes the
 * one it read. Any mode: an option may change it (`-d`, `-z`, `--format`). A reader (`zcat f`)
 * opens `f` or `f` + a suffix.
 */
export declare function compressedSiblings(t: FileTouches, path: string, dynamic: boolean, op: 'read' | 'edit'): void;
