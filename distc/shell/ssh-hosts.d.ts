import type { FileTouches } from './file-touches.js';
import { type Reader } from './host-options.js';
import { type Word } from './long-options.js';
/** `-o HostName=X`, `-o ProxyJump X`, `-J a,b`: hosts ssh connects to. */
export declare function sshOptionHosts(t: FileTouches, values: readonly {
    readonly name: string;
    readonly value: Word;
}[]): void;
/**
 * The host of a `[user@]host:path` operand, or undefined for a local path: OpenSSH's colon(),
 * left to right, a `[` at the start or after `@` opening a bracketed host that ends at `]:`,
 * otherwise the first `:`, unless a `/` comes first.
 */
export declare function remoteSide(w: string): string | undefined;
/** The ssh family's readers, by the name each runs as (remote-hosts.ts HOST_READERS). */
export declare const SSH_HOST_READERS: readonly [string, Reader][];
