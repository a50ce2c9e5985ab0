import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/**
 * Package managers and other tools that fetch from URLs named anywhere on their line (an index,
 * a registry, a direct reference): every URL in a word is a host they may reach.
 */
export declare const urlsInWords: Reader;
/**
 * Every URL written in a word of a command the analysis knows nothing else of (`kubectl apply -f
 * URL`, `npx URL`, `svn checkout URL`, `yt-dlp URL`): a host it may reach, for deny and ask rules.
 * Not for the builtins and text tools in TEXT_ONLY (`echo https://…` fetches nothing).
 */
export declare function urlsOfUnknownCommand(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * Words of a program the analysis does not know that may name a host it reaches, without a scheme
 * (`mytool evil.com`, `--host=evil.com`, `user@evil.com:22`, `evil.com/x`): possible hosts, whose
 * deny and ask rules ask (FileTouches.possibleHost). A name whose last label is a file extension
 * the tools of a project use (`README.md`, `index.js`) is taken for a file, and an IPv4 address
 * in another form than four decimal parts (`0xa.9`, `10.9`, `167772169`, as inet_aton reads it)
 * for a number: only a rule that names it asks (`evil.sh` beside `Domain(evil.sh)`, `167772169`
 * beside `Domain(10.0.0.9)`; UrlRef.namedOnly). A trailing dot (`evil.com.`), `//evil.com` and a
 * bracketed IPv6 address (`[::ffff:a00:9]:22`) are hosts too, and so is each piece of a word that
 * joins a host to other text, without a blank (`host=evil.com`, `a.org,evil.com`, `tcp:evil.com:80`)
 * and, where a rule names it, a short option's glued value (`-Hevil.com`, not `-Dlog.level`).
 */
export declare function possibleHostsOfUnknownCommand(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, texts?: boolean): void;
/** The text with each ideographic dot a `.` (every other UTF-16 unit as it is, a lone surrogate too). */
export declare function withAsciiDots(s: string): string;
/** A word's value after `--opt=` (or `-o=`, or a short option's glued `-Hevil.com`), after a `user@`, before a `:port` or `/path`; it if it is a host name. */
export declare function hostOfWord(word: string): string | undefined;
/** Each `scheme://authority` in a text, as a host it may reach (a `file:` URL's: file-url-server.ts). */
export declare function urlsIn(text: string, t: FileTouches): void;
/** Commands that print or test their words, never fetching them. */
export declare const TEXT_ONLY: ReadonlySet<string>;
export declare const FETCHING_SUBCOMMANDS: ReadonlySet<string>;
/** Whether `w` may be one of FETCHING_SUBCOMMANDS: most words are ruled out by length or first letter, unhashed. */
export declare function mayFetch(w: string): boolean;
export {};
