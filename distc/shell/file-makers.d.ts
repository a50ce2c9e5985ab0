import type { FileTouches } from './file-touches.js';
/** `csplit [OPTION]... FILE PATTERN...`: reads FILE, writes PREFIX (default `xx`) + a number. */
export declare function csplitTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * `mktemp [-d] [-p DIR | --tmpdir[=DIR] | -t] [TEMPLATE]`: creates TEMPLATE with its last run of
 * X's random, in DIR (or $TMPDIR, which is taken as /tmp) when given one, else where TEMPLATE says.
 */
export declare function mktempTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * ssh-keygen: `-f FILE` is read or written with FILE.pub, FILE.old, FILE-cert.pub beside it
 * (every mode); operands (keys to certify, files to sign) likewise; `-s CA` is read; without -f,
 * ~/.ssh (the default keys, known_hosts); `-A` writes /etc/ssh's host keys, `-K` resident keys
 * here. `-D` and `-w` load a library: code.
 */
export declare function sshKeygenTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * `busybox --install [-s] [DIR]` writes a link per applet into DIR (busybox reads argv[2] as `-s`
 * only when exactly that, then the next word as DIR, and nothing after), or into the system's bin
 * directories.
 */
export declare function busyboxTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
