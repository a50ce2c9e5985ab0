import { type NormalizedPath, type ResolvedPathContext } from '../paths/normalize.js';
import { type PathView } from '../paths/path-view.js';
/** A text for a message: quoted, and cut at 200 characters (the part itself carries all of it). */
export declare function shown(text: string): string;
/**
 * `/proc/PID/root/x` is `/x` as that process sees it: a link no resolver has to be asked about
 * (`cat /proc/self/root/etc/shadow`). It is checked as a symlink target is: deny and ask rules on
 * either path, allow rules on both. Other links there (cwd, fd, task, map_files, exe) are unknown.
 */
export declare function procAlias(v: PathView, ctx: ResolvedPathContext): NormalizedPath | 'unknown' | undefined;
/** A path under /proc or /dev/fd (or /dev/stdin…): a link of some process, whose target a resolver here cannot tell. */
export declare function isProcessLink(path: string): boolean;
/** The links above, each way, as spelled for a glob argument (glob-links.ts). */
export declare function linkPairs(platform: 'linux' | 'darwin'): readonly (readonly [string, string])[];
/**
 * `/dev/stdin`, `/dev/fd`… themselves: a process's descriptors. A command that reads everything
 * below one (`grep -r x /dev/stdin < /`) follows it to a directory that may be any.
 */
export declare function isDescriptorPath(text: string, ctx: ResolvedPathContext): boolean;
/**
 * Where the links every system of a kind has (above) and the kernel's links under /proc take a
 * normalized path, followed until none applies: undefined when none does, 'unknown' where it may
 * lead anywhere. It needs no resolver, so a `..` after such a link is read as the kernel reads it
 * even when the caller gives none (`cat /proc/self/root/../etc/passwd` is /etc/passwd,
 * `/var/run/..` is `/`). Under /proc only `/proc/PID/root` is placed: the parent of anything else
 * there (`cwd`, `fd`, `task`, `/proc/net`, which is `/proc/self/net`) is some process's.
 */
export declare function fixedLinkTarget(path: NormalizedPath, ctx: ResolvedPathContext): NormalizedPath | 'unknown' | undefined;
/** Whether a path whose first segment starts with this character (its code) may start with a link pathAlias reads. */
export declare function mayStartLink(code: number, ctx: ResolvedPathContext): boolean;
/**
 * Whether pathAlias may find another spelling of the path: a test on its first letter, cheap
 * enough for every Read part (most paths of a decision start with none of those letters).
 */
export declare function mayHaveAlias(v: PathView, ctx: ResolvedPathContext): boolean;
/**
 * Another spelling of a scanned path the system gives it (checked as a symlink target is: deny and
 * ask rules on either, allow rules on both), 'unknown' where it may lead anywhere, or undefined.
 * `text` is the path as written (win32: `\w\x` is on the current drive, which the normalized
 * path reads as the drive W:).
 */
export declare function pathAlias(v: PathView, text: string, ctx: ResolvedPathContext): NormalizedPath | 'unknown' | undefined;
/**
 * On linux and darwin `C:/x` and `\\x/y` are relative POSIX paths too (a directory named `C:`),
 * which normalize.ts reads as Windows ones: `C:/../../etc/passwd` is ../../etc/passwd there.
 * Both readings are checked: deny and ask on either, allow on both.
 */
export declare function posixReadingToo(ctx: ResolvedPathContext, text: string): boolean;
/**
 * Whether a spelling pathAlias found (viewed in `alias`) has one of its own besides the path it
 * came from (`from`): `/System/Volumes/Data/private/etc/x` is `/private/etc/x`, which is
 * `/etc/x`. Then it is checked in its turn (deny rules on `//etc/**` see the last one).
 */
export declare function aliasLeadsFurther(alias: PathView, from: string, ctx: ResolvedPathContext): boolean;
/** win32: the folder a normalized drive path (`/c/...`) opens through the compatibility junctions, or undefined. */
export declare function junctionAlias(text: string, ctx: ResolvedPathContext): NormalizedPath | undefined;
/**
 * win32: the text of `\x\y`'s current-drive reading (`C:\x\y`, or `\\srv\share\x\y` from a UNC
 * working directory), or undefined for any other path. checkPath checks it as a path of its own:
 * the resolver must be asked about `C:\x\y` too, where a junction there may lead anywhere.
 */
export declare function currentDriveText(text: string, ctx: ResolvedPathContext): string | undefined;
/**
 * `\\HOST\C$\x` is `C:\x` on HOST, and HOST may be this machine under any of its names
 * (`localhost`, an address, its own name): a Windows administrative share (`X$`, `ADMIN$` for
 * C:\Windows) is checked as a symlink target is (deny and ask rules on either path, allow rules
 * on both).
 */
export declare function adminShareAlias(v: PathView, ctx: ResolvedPathContext): NormalizedPath | undefined;
/** Names a UNC path gives this machine: its server is no other host. */
export declare const THIS_MACHINE: RegExp;
/**
 * The servers a UNC path (`\\evil.com\share\x`, `//evil.com/share`, `\\?\UNC\evil.com\x`,
 * WebDAV's `\\evil.com@SSL@443\x`) reaches over the network, but this machine under a name the
 * administrative-share alias knows; none for any other path. Only a text starting with two
 * separators is normalized. On win32 a server is read even where the path is not (`//h`,
 * `//evil.com:22/r`, which Git for Windows makes of `file://evil.com:22/r`).
 */
export declare function uncServers(text: string, ctx: ResolvedPathContext): readonly string[];
