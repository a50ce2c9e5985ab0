// The hosts written in a command's words: every `scheme://authority` (in a word, in code, with an
// unknown tail), npm's scp-form and hosted git specs, and the hosts of a command no table knows
// (urlsOfUnknownCommand). Package managers (package-hosts.ts) and most host readers start here.

import { asciiEscapesDecoded } from './ascii-escapes.js';
import type { FileTouches } from './file-touches.js';
import { fileUrlServer } from './file-url-server.js';
import { hostUrl } from './host-options.js';
import { defaultValueReading } from './expansion-names.js';
import { embeddedUrls } from './embedded-urls.js';
import { forEachHostPiece } from './host-pieces.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/**
 * Package managers and other tools that fetch from URLs named anywhere on their line (an index,
 * a registry, a direct reference): every URL in a word is a host they may reach.
 */
export const urlsInWords: Reader = (words, dynamic, t) => {
  let fetching = false;
  // A runner's command (`uv run CMD`, `npm exec CMD`) is a command of its own, read where it is
  // analyzed: only the runner's own options after it are read here (a bound, so that nested
  // runners stay linear). (Found in the one pass: a word's reading does not depend on the bound.)
  let end = words.length;
  let runner = false;
  /** The word before is plain and starts as an option schemelessHosts reads (proxyOrConfig). */
  let previousOption = false;
  for (let i = 1; i < end; i++) {
    const w = words[i] ?? '';
    if (!runner && (w === 'run' || w === 'exec')) {
      runner = true;
      end = Math.min(words.length, i + 1 + RUNNER_OPTIONS_READ);
    }
    if (dynamic[i]) {
      // (After a subcommand that fetches, an expansion may be a URL; elsewhere, `npm test -- $X`,
      // it is not followed.)
      if (fetching) t.url(w, true);
      previousOption = false;
      continue;
    }
    if (mayFetch(w) && FETCHING_SUBCOMMANDS.has(w)) fetching = true;
    // (The word's first `:` is found once, for both readers: most words have none.)
    const colon = w.indexOf(':');
    if (colon >= 0) urlsAfterColon(w, colon, t);
    // (schemelessHosts reads nothing of a word without a `:` after its first character, unless it
    // or the word before starts as a proxy or config option: most words are read no further.)
    const option = proxyOrConfig(w);
    if (colon > 0 || option || previousOption) schemelessHosts(w, colon, i > 1 && !dynamic[i - 1] ? words[i - 1]! : '', t);
    previousOption = option;
  }
};

/** An npm git spec in scp form (`git@h:o/r.git`), as npm-package-arg reads it (a user, a dot in the host). */
const GIT_SCP_SPEC = /^[^@/\s]+@([^:/\s]+\.[^:/\s]+):./;
/** Shorthands of hosted git specs (`github:o/r`) and the host they fetch from. */
/** (A Map: an object's property lookup would internalize each prefix looked up, `node` of `node:20`.) */
const HOSTED_GIT: ReadonlyMap<string, string> = new Map([['github', 'github.com'], ['gitlab', 'gitlab.com'], ['bitbucket', 'bitbucket.org'], ['gist', 'gist.github.com']]);
/** The lengths of HOSTED_GIT's shorthands, as bits. */
const HOSTED_GIT_LENGTHS = [...HOSTED_GIT.keys()].reduce((mask, k) => mask | (1 << k.length), 0);

/**
 * Hosts written without a scheme: a proxy (`pip --proxy h:8080`, `--proxy=h:8080`; cargo's
 * `--config http.proxy="h:8080"`), which the tools read as `http://h:8080`, and npm's git specs
 * (`git@h:o/r.git`, `github:o/r`).
 */
function schemelessHosts(w: string, colon: number, previous: string, t: FileTouches): void {
  // (Cheap tests first: most words are neither an option's value nor hold a `:`.)
  if (proxyOrConfig(previous) || proxyOrConfig(w)) {
    const eq = w.startsWith('--pr') || w.startsWith('--ht') ? w.indexOf('=') : -1;
    const config = previous === '--config' ? w : w.startsWith('--config=') ? w.slice(9) : undefined;
    const proxy = proxyOption(previous) ? w : eq > 0 && proxyOption(w.slice(0, eq)) ? w.slice(eq + 1)
      : config === undefined ? undefined : /^(?:https?\.)?proxy\s*=\s*["']?([^"'\s]*)/.exec(config)?.[1];
    if (proxy !== undefined && proxy !== '' && !proxy.includes('://')) t.url(`http://${proxy}/`, false);
  }
  if (colon <= 0) return;
  const scp = w.includes('@') ? GIT_SCP_SPEC.exec(w) : null;
  if (scp !== null && !w.includes('://')) t.url(`ssh://${scp[1]}/`, false);
  // (A prefix of a length no shorthand has is none: no copy made.)
  const hosted = colon < 32 && (HOSTED_GIT_LENGTHS & (1 << colon)) !== 0 ? HOSTED_GIT.get(w.slice(0, colon)) : undefined;
  if (hosted !== undefined) t.url(`https://${hosted}/`, false);
}
/** Whether a word starts `--p`, `--c` or `--h`, as every option read above does (`--proxy`, its prefixes, `--https-proxy`, `--config`): a test before the copies. */
function proxyOrConfig(w: string): boolean {
  if (w.charCodeAt(0) !== 45 || w.charCodeAt(1) !== 45) return false;
  const c = w.charCodeAt(2);
  return c === 112 || c === 99 || c === 104;
}

/**
 * `--proxy` as pip (optparse) reads long options: any unambiguous prefix of it (`--prox`; `--pr`
 * where no other option starts so). A prefix that is ambiguous for pip is read as it too: pip
 * refuses the line, so doubt only adds a host.
 */
function proxyOption(name: string): boolean {
  // (npm's and yarn's `--https-proxy h:8080` too: `npm install --https-proxy=evil.com` was allowed beside Domain(evil.com).)
  return (name.length >= 4 && '--proxy'.startsWith(name)) || name === '--https-proxy' || name === '--http-proxy';
}

/**
 * Every URL written in a word of a command the analysis knows nothing else of (`kubectl apply -f
 * URL`, `npx URL`, `svn checkout URL`, `yt-dlp URL`): a host it may reach, for deny and ask rules.
 * Not for the builtins and text tools in TEXT_ONLY (`echo https://…` fetches nothing).
 */
export function urlsOfUnknownCommand(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  if (TEXT_ONLY.has(name)) return;
  for (let i = 1; i < words.length; i++) {
    if (!words[i]!.includes(':')) continue;
    if (!dynamic[i]) urlsIn(words[i]!, t);
    else dynamicWordUrls(words[i]!, t);
  }
}

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
export function possibleHostsOfUnknownCommand(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, texts = true): void {
  for (let i = 1; i < words.length; i++) {
    // (A host reader maps full-width dots and letters to ASCII, UTS 46: `evil。com` is evil.com.)
    // (A parameter's default value the line shows, `${H:-evil.com}`, may be the word.)
    const value = dynamic[i] && words[i]!.includes('${') ? defaultValueReading(words[i]!) : undefined;
    const w = dynamic[i] ? value ?? words[i]! : asciiHostText(words[i]!);
    // (An IPv6 address unquoted, `[::ffff:a00:9]`, is a glob bash leaves as written where no one-letter file matches.)
    if (dynamic[i] && value === undefined && !BRACKETED_ADDRESS.test(w)) continue;
    wordHosts(w, t, texts);
    // (A program may decode it as a URL's host is decoded, `evil.com%2f`, `%65vil.com` are evil.com;
    // some decode twice, `evil.com%252f`.)
    for (let k = 0, read = w; k < MAX_DECODINGS && read.includes('%'); k++) {
      const decoded = asciiEscapesDecoded(read);
      if (decoded === read) break;
      wordHosts(asciiHostText(decoded), t, texts);
      read = decoded;
    }
  }
}

/** The hosts one word may name, into `t` (possibleHostsOfUnknownCommand). */
function wordHosts(w: string, t: FileTouches, texts: boolean): void {
  // (Most words have no dot and are no address: no copy or regex for them.)
  if (!(w.includes('.') || mayBeAddress(w)) || w.includes('://')) return;
  // (A launcher's line, `wsl echo 'a; curl evil.com'`, is read by its own reader: its texts are not.)
  if (BLANK.test(w)) {
    if (texts) textHosts(w, t);
  }
  else if (!HOST_JOINS.test(w)) possibleHostOf(w, t);
  else for (const piece of w.split(HOST_JOINS)) if (piece.includes('.') || mayBeAddress(piece)) possibleHostOf(piece, t);
}

/** How many times a word is decoded (each escape of an escape is a decoding more). */
const MAX_DECODINGS = 3;

/**
 * The hosts text with blanks names (`'x evil.com'`, a command line the program may hand to a
 * shell, or a message): each piece, where a rule names it only (UrlRef.namedOnly: prose names
 * many, `lodash.merge`), so `mytool 'x evil.com'` asks beside `Domain(evil.com)`.
 */
function textHosts(text: string, t: FileTouches): void {
  // (A piece as the one before has its host: text repeats them, `'a.com a.com …'`.)
  let last: string | undefined;
  let lastHost: string | undefined;
  forEachHostPiece(text, (piece) => {
    if (piece.includes('://')) return;
    const host = piece === last ? lastHost : hostOfWord(piece);
    last = piece;
    lastHost = host;
    if (host !== undefined) t.possibleHost(host, true);
  });
}

/** A word's text as a host reader maps it (full-width dots and letters to ASCII: NFKC, then `。` to `.`); the word itself when ASCII. */
function asciiHostText(w: string): string {
  for (let k = 0; k < w.length; k++) if (w.charCodeAt(k) > 127) return withAsciiDots(w.normalize('NFKC'));
  return w;
}

/** Dots UTS 46 maps to `.` (after NFKC, which maps `．` and `｡` to `.` and `。`). */
const IDEOGRAPHIC_DOTS = /[\u3002\uff0e\uff61]/g;
const IDEOGRAPHIC_DOT = /[\u3002\uff0e\uff61]/;
/** Past this length the dots are mapped into a buffer (a replace making 5,000 of them took 0.3 ms). */
const LONG_TEXT = 256;

/** The text with each ideographic dot a `.` (every other UTF-16 unit as it is, a lone surrogate too). */
export function withAsciiDots(s: string): string {
  if (s.length < LONG_TEXT) return s.replace(IDEOGRAPHIC_DOTS, '.');
  if (!IDEOGRAPHIC_DOT.test(s)) return s;
  // (UTF-16LE bytes written one by one: the host's byte order does not matter.)
  const out = Buffer.allocUnsafe(2 * s.length);
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c === 0x3002 || c === 0xff0e || c === 0xff61) c = 46;
    out[2 * i] = c & 0xff;
    out[2 * i + 1] = c >>> 8;
  }
  return out.toString('utf16le', 0, 2 * s.length);
}
/** A bracketed IPv6 address as a whole word, a port or path after it. */
const BRACKETED_ADDRESS = /^\[[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\](?::\d*)?(?:\/[^$`*?[{(]*)?$/;

/** Characters a word may join a host to other text with (not `:`, `@`, `/`: hostOfWord reads those). */
const HOST_JOINS = /[=,;|&()<>'"`]+/;
const BLANK = /\s/;

/** The host a word's piece may name, into `t`: by hostOfWord, or after a first `:` that ends no host (`tcp:evil.com:80`). */
function possibleHostOf(piece: string, t: FileTouches): void {
  const colon = piece.charCodeAt(0) === 91 /* [ */ ? -1 : piece.indexOf(':');
  const host = hostOfWord(piece) ?? (colon > 0 ? hostOfWord(piece.slice(colon + 1)) : undefined);
  // (A short option's glued value, `-Dlog.level`, is a host only where a rule names it.)
  const glued = piece.charCodeAt(0) === 45 /* - */ && !piece.includes('=');
  if (host !== undefined) t.possibleHost(host, glued || isFileName(host) || (!IPV4.test(host) && IPV4_FORM.test(host)));
}

/** A word without a dot that may be an address: `[` an IPv6 one, or eight characters or more from a digit (`167772169`, `0xa000009`). */
function mayBeAddress(w: string): boolean {
  const c = w.charCodeAt(0);
  return c === 91 /* [ */ || (w.length >= 8 && c >= 48 && c <= 57);
}

/** A word's value after `--opt=` (or `-o=`, or a short option's glued `-Hevil.com`), after a `user@`, before a `:port` or `/path`; it if it is a host name. */
export function hostOfWord(word: string): string | undefined {
  let w = word;
  if (w.startsWith('-')) {
    const eq = w.indexOf('=');
    if (eq >= 0) w = w.slice(eq + 1);
    else if (w.length > 2 && /^-[A-Za-z]/.test(w)) w = w.slice(2);
    else return undefined;
  }
  w = w.slice(w.lastIndexOf('@') + 1);
  if (w.startsWith('//')) w = w.slice(2);
  if (w.charCodeAt(0) === 91 /* [ */) {
    const close = w.indexOf(']') + 1;
    const host = w.slice(0, close).toLowerCase();
    return close > 0 && IPV6.test(host) && (close === w.length || w[close] === ':' || w[close] === '/') ? host : undefined;
  }
  const end = w.search(/[:/]/);
  const host = (end < 0 ? w : w.slice(0, end)).toLowerCase();
  return IPV4_FORM.test(host) || HOST_NAME.test(host) ? host : undefined;
}

/** Whether a host name's last label is a common file extension (`README.md`): more often a file. */
function isFileName(host: string): boolean {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const dot = name.lastIndexOf('.');
  return dot >= 0 && FILE_EXTENSIONS.has(name.slice(dot + 1));
}

/** A dotted IPv4 address (`v1.2.3`, a version, has three parts). */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** An IPv4 address as inet_aton and the URL standard read one: one to four parts, each decimal, octal or hex, a trailing dot. */
const IPV4_FORM = /^(?:0x[0-9a-f]*|\d+)(?:\.(?:0x[0-9a-f]*|\d+)){0,3}\.?$/;
/** A bracketed IPv6 address (a zone allowed). */
const IPV6 = /^\[[0-9a-f:.]*:[0-9a-f:.]*(?:%[\w.-]+)?\]$/;
/** A DNS name of two labels or more, its last alphabetic (the TLD), a trailing dot allowed. */
const HOST_NAME = /^(?=.{4,254}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?$/;

/** Last labels that name files far more often than hosts (some are TLDs too: `.md`, `.py`, `.sh`, `.rs`). */
const FILE_EXTENSIONS: ReadonlySet<string> = new Set([
  'md', 'txt', 'rst', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'json', 'yml', 'yaml', 'toml', 'lock', 'ini', 'cfg', 'conf', 'env', 'xml', 'html', 'htm',
  'css', 'scss', 'py', 'pyc', 'rb', 'go', 'rs', 'java', 'kt', 'class', 'jar', 'c', 'h', 'cc', 'cpp', 'hpp', 'cs', 'swift', 'sh', 'bash', 'zsh', 'ps', 'bat',
  'cmd', 'exe', 'dll', 'so', 'dylib', 'log', 'csv', 'tsv', 'sql', 'db', 'sqlite', 'pem', 'key', 'crt', 'cer', 'pub', 'gz', 'tgz', 'zip', 'tar', 'xz', 'bz',
  'whl', 'gem', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf', 'bin', 'out', 'tmp', 'bak', 'old', 'orig', 'patch', 'diff', 'proto', 'tf', 'tfvars', 'hcl', 'vue',
  'svelte', 'php', 'pl', 'pm', 'lua', 'r', 'ex', 'exs', 'erl', 'hs', 'ml', 'scala', 'gradle', 'mk', 'dockerfile', 'map', 'wasm', 'ipynb', 'spec', 'test',
]);

/**
 * The URLs of a word from an expansion or a glob (`"http://h/$p"`, `http://h/?a`): each
 * `scheme://authority` whose scheme and authority are known, up to the `/`, `?` or `#` that ends
 * it, is that host; one with an unknown part (`http://$h/`, `http://h$x/`, `http://*.h/`) may be
 * any host (asks where Domain deny or ask rules exist).
 */
function dynamicWordUrls(word: string, t: FileTouches): void {
  for (let at = word.indexOf('://'); at >= 0; at = word.indexOf('://', at + 3)) {
    let from = at;
    while (from > 0 && /[A-Za-z0-9+.-]/.test(word[from - 1]!)) from--;
    let end = at + 3;
    let known = from < at && /[A-Za-z]/.test(word[from]!);
    for (; known && end < word.length; end++) {
      const c = word[end]!;
      if (c === '/' || c === '?' || c === '#' || c === '\\') break;
      // (An IPv6 address's brackets, `http://[::1]/`, are a glob bash leaves as written.)
      if (c === '[' && (end === at + 3 || word[end - 1] === '@')) {
        const close = word.indexOf(']', end);
        if (close > 0 && !/[$`*?{(]/.test(word.slice(end, close))) {
          end = close;
          continue;
        }
      }
      if (c === '$' || c === '`' || c === '*' || c === '[' || c === '{' || c === '(') known = false;
    }
    if (known) urlsIn(word.slice(from, end), t);
    // (A bucket's URL names no host: `s3://$B` is reached through the store's own endpoint.)
    else if (!BUCKET_SCHEMES.has(word.slice(from, at).toLowerCase())) t.url(word, true);
  }
}

/** Object stores' schemes, whose authority is a bucket, not a host (`s3://b/k`, `gs://b/k`). */
const BUCKET_SCHEMES: ReadonlySet<string> = new Set(['s3', 's3a', 's3n', 'gs', 'r2', 'oss', 'cos', 'b2']);

/**
 * A special scheme's URL without `//` (`https:evil.com`, `https:/evil.com`, `https:\\evil.com`),
 * or with more slashes (`https:///evil.com`; session 45, was allowed given to a program): the
 * WHATWG parser (Node, browsers, many tools) reads its host all the same, past any slashes.
 */
const SPECIAL_URL = /\b(https?|wss?|ftp):(?:(?!\/\/)[\\/]{0,2}|\/\/[\\/]+)([^\s/\\?#'"]+)/gi;

/** Each `scheme://authority` in a text, as a host it may reach (a `file:` URL's: file-url-server.ts). */
export function urlsIn(text: string, t: FileTouches): void {
  // (Most words have no `:`: no regex is run over them.)
  const colon = text.indexOf(':');
  if (colon >= 0) urlsAfterColon(text, colon, t);
}

/** urlsIn of a text whose first `:` is at `colon`. */
function urlsAfterColon(text: string, colon: number, t: FileTouches): void {
  if (text.includes('://', colon)) {
    for (const m of embeddedUrls(text)) {
      if (/^file$/i.test(m.scheme)) fileUrlServer(text.slice(m.index).replace(/[\s'"].*$/s, ''), t);
      else if (m.authority !== '') authorityUrls(m.scheme, m.authority, t);
    }
  }
  if (SPECIAL_SCHEME.test(text)) for (const m of text.matchAll(SPECIAL_URL)) authorityUrls(m[1]!, m[2]!, t);
}

/** Characters no host has, that end a URL written in code (``fetch(`https://h`)``, `q{http://h}`, `[http://h]`). */
const NOT_IN_HOST = /[`(){}<>,;|\\^!*$\[\]]/;

/**
 * The URL of an authority, ended at a character no host has (code around the URL). Deny and ask
 * also see the authority as written when userinfo may hold that character (`https://a;b@h`), and
 * each host of a comma list (`https://a,h`). An IPv6 address keeps its brackets (`http://[::1])`).
 */
function authorityUrls(scheme: string, authority: string, t: FileTouches): void {
  if (!NOT_IN_HOST.test(authority)) {
    t.url(`${scheme}://${authority}/`, false);
    return;
  }
  for (let start = 0; ;) {
    let end = start;
    for (; end < authority.length; end++) {
      const c = authority[end]!;
      if (c === '[' && (end === start || authority[end - 1] === '@')) {
        const close = authority.indexOf(']', end);
        if (close > 0) {
          end = close;
          continue;
        }
      }
      if (NOT_IN_HOST.test(c)) break;
    }
    if (end > start) t.url(`${scheme}://${authority.slice(start, end)}/`, false);
    if (authority.indexOf('@', end) >= 0) t.url(`${scheme}://${authority.slice(start)}/`, false);
    else if (authority[end] === ',') {
      start = end + 1;
      continue;
    }
    return;
  }
}

/** Whether a text has a special scheme not followed by `//` (a cheap test before SPECIAL_URL). */
const SPECIAL_SCHEME = /(?:https?|wss?|ftp):(?!\/\/(?![\\/]))/i;

/** Commands that print or test their words, never fetching them. */
export const TEXT_ONLY: ReadonlySet<string> = new Set(['echo', 'printf', 'true', 'false', ':', 'test', '[', 'export', 'declare', 'typeset', 'local',
  'readonly', 'read', 'set', 'unset', 'let', 'shift', 'return', 'exit', 'cd', 'pushd', 'popd', 'pwd', 'type', 'which', 'whereis', 'hash',
  'alias', 'unalias', 'basename', 'dirname', 'expr', 'seq', 'tr', 'sleep', 'kill', 'wait', 'jobs', 'getopts', 'logger',
  'Write-Host', 'Write-Output', 'Write-Verbose', 'Write-Warning', 'Write-Error', 'Write-Information', 'Write-Debug', 'Out-Host', 'Out-String']);

/** Words after a runner's subcommand read for its own options (`uv run --with URL`). */
const RUNNER_OPTIONS_READ = 16;
export const FETCHING_SUBCOMMANDS: ReadonlySet<string> = new Set(['install', 'i', 'add', 'get', 'download', 'fetch', 'update', 'upgrade', 'sync', 'lock', 'dlx']);
/** (A longer word is none: paths and options are not hashed for the lookup.) */
const FETCHING_LONGEST = Math.max(...[...FETCHING_SUBCOMMANDS].map((w) => w.length));
/** The first letters of FETCHING_SUBCOMMANDS (a to z), as bits. */
const FETCHING_FIRST = [...FETCHING_SUBCOMMANDS].reduce((mask, w) => mask | (1 << (w.charCodeAt(0) - 97)), 0);

/** Whether `w` may be one of FETCHING_SUBCOMMANDS: most words are ruled out by length or first letter, unhashed. */
export function mayFetch(w: string): boolean {
  const c = w.charCodeAt(0) - 97;
  return w.length <= FETCHING_LONGEST && c >= 0 && c < 26 && (FETCHING_FIRST & (1 << c)) !== 0;
}
