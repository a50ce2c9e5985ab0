import type { FileTouches } from './file-touches.js';
import { type Reader } from './host-options.js';
import { type Word } from './long-options.js';
/** One host word: an expansion is unknown, a URL gives its host, else each of `a,b` (`host[:port]`). */
export declare function host(t: FileTouches, w: Word): void;
/**
 * dig, kdig, drill, delv: every name looked up, `@server`, and `-q NAME` (`+short` and types are
 * no names). dig's `-f FILE` is a batch file of dig command lines (read when it is standard input
 * the line gives; another file's are not analyzed); drill's is a query packet; delv's `-a` a file.
 */
export declare function digLike(tool: string, args: string, batch?: boolean): Reader;
/**
 * nslookup `NAME [SERVER]`; with no name, or `-` first (`nslookup - SERVER`), it is interactive:
 * its commands come from standard input. There a line is `NAME [SERVER]`, `server HOST`,
 * `lserver HOST`, or `set domain=D`/`srchlist=D1/D2` (names are looked up below D: any `do…=`/`sr…=`
 * is read so); `set` of anything else and `exit` name no host.
 */
export declare const nslookup: Reader;
/** A tool whose operands are each a host (`nslookup NAME SERVER`, `fping a b`); options by its letters (and long ones). */
export declare function operandHosts(tool: string, args: string, longArgs?: readonly string[], hostOptions?: readonly string[], first?: boolean): Reader;
/** A tool whose host is an option's value only (`ldapsearch -H ldap://h`, `iperf3 -c h`). */
export declare function optionHosts(tool: string, args: string, hostOptions: readonly string[], longArgs?: readonly string[]): Reader;
/**
 * getent: the keys of the host databases are names it resolves; the shadow databases are files it
 * reads, and so is any file-backed database dumped whole (no key; one key's entry is what `id` prints too).
 */
export declare const getent: Reader;
/**
 * resolvectl (systemd-resolve): `query`, `tlsa`, `openpgp` NAME…, and the old tool's bare names;
 * `dns LINK SERVER…` and `domain LINK DOMAIN…` (the old `--set-dns=`, `--set-domain=`) set where
 * the link's lookups go.
 */
export declare function resolvectl(tool: string): Reader;
/** dscacheutil (macOS): `-q host -a name NAME` resolves NAME. */
export declare const dscacheutil: Reader;
/**
 * dns-sd (macOS): `-G v4|v6|v4v6 NAME` and `-q|-Q NAME` look NAME up; a browse, lookup or
 * registration domain other than `local` (mDNS on the link) is queried, or updated, over unicast DNS.
 */
export declare const dnsSd: Reader;
