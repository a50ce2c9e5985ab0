import type { FileTouches } from './file-touches.js';
/**
 * The URL a tool fetches for a word: as written when it has a scheme, else with the scheme the
 * tool gives it (curl, wget and httpie's `http` read `h` as `http://h`, not the `https://` a bare
 * host means elsewhere).
 */
export declare function withScheme(word: string, scheme: string): string;
/** curl's scheme for a word without one: `--proto-default`, else by the host's first label (`ftp.h`: ftp), else http. */
export declare function curlScheme(word: string, protoDefault: string | undefined): string;
/** wget's URL for a word without a scheme: `host:path` (not a port) is ftp://host/path, else http://. */
export declare function wgetUrl(word: string): string;
/** httpie and xh: `[METHOD] URL [ITEM…]`; `f@FILE`, `f=@FILE`, `f:=@FILE` send a file. */
export declare function httpieTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** aria2c: URIs, torrent and metalink files; `-i FILE` and hooks that run commands. */
export declare function aria2Touches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
