import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** A switch of a Windows tool (`-f`, `/S`, `/D:C:\`); a POSIX path from Git Bash (`/c/x`) is none. */
export declare function isWindowsSwitch(w: string): boolean;
export declare const certutilTouches: Reader;
export declare const certreqTouches: Reader;
/**
 * bitsadmin: `/SetNotifyCmdLine JOB PROGRAM PARAMETERS` stores a line the job runs when it ends
 * (read, never allowed: schtasks /tr's case); `/SetProxySettings JOB OVERRIDE LIST` sends the
 * job's traffic through LIST's hosts; `/AddFileSet JOB FILE` transfers the files FILE lists;
 * `/AddFile JOB REMOTE LOCAL` and `/Transfer NAME [opts] REMOTE LOCAL…` read or write LOCAL
 * (download or upload: the job's type may be set elsewhere, so both).
 */
export declare const bitsadminTouches: Reader;
/**
 * csvde and ldifde: `-s SERVER` is the domain controller they bind to; `-f FILE` is exported
 * (written), or imported with `-i` (read: ldifde then fetches the URLs its attributes name,
 * `thumbnailPhoto:< http://…`, which are not read); `-j DIR` gets the log.
 */
export declare const directoryToolTouches: Reader;
/** `dnscmd [SERVER] /COMMAND …`: SERVER, a first word that is no switch, is the DNS server it manages. */
export declare const dnscmdTouches: Reader;
/** `cmdl32 /vpn /lan FILE`: downloads from the web address its profile FILE names (not read). */
export declare const cmdl32Touches: Reader;
/** diskshadow reads its commands (`exec` runs a program) from standard input, or `/s SCRIPT`; `/l LOG` is written. */
export declare const diskshadowTouches: Reader;
export {};
