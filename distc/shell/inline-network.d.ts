import type { FileTouches } from './file-touches.js';
import type { Language } from './inline-code-names.js';
/**
 * Reads the network use of one code word into `t` (`modules`: those its interpreter's options
 * load). Where the code connects (a socket call, or a network module named), every string literal
 * that is a host name is a host (`socket.create_connection(("h", 80))`, `net.connect(80, "h")`,
 * `IO::Socket::INET->new("h:80")`; was allowed beside a Domain deny). A listed call given
 * anything but literals, and no plain literal first (`urlopen("https://" + h)`, `fetch(url)`), is
 * a problem; in code that names a network module so is any call given anything but literals (but
 * those that print, and those whose first argument is a literal URL or host, read with the code's
 * URLs, or a callback). A host made at run time is not read.
 */
export declare function networkHosts(lang: Language, code: string, modules: readonly string[], t: FileTouches): void;
