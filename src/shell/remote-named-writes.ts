// Programs that write files named by data the line does not show (session 43; were allowed): an
// extractor front end's members (`cd ~ && aunpack x.zip`, `dtrx`, `ark --batch`, `patool extract`,
// `file-roller -h`), a downloader's names from the remote title or headers (`cd ~ && yt-dlp URL`,
// `gallery-dl`), a template's project directory (`cookiecutter gh:x/y -o ~`, whose directory may be
// `.ssh`). Each writes a tree below its destination: the option naming it, else where it runs; one
// where settings files lie is an unknown host (traffic-settings-files.ts holdsSettingsFiles), and
// so is a relative one where the line moved or starts (moved-tree-writes.ts). They stay unknown
// programs (read beside the net as project-tool-writes.ts reads its tools): their words keep the
// possible paths, hosts and commands (`yt-dlp --exec 'rm -rf x'`).

import type { PathRef } from './arguments.js';
import type { FileTouches } from './file-touches.js';
import { holdsSettingsFiles } from './traffic-settings-files.js';
import { escapePattern } from './words.js';
import { withoutTrailing } from '../text-ends.js';
import { npmCommand } from './subcommand-synonyms.js';

/** One extractor's or downloader's options. */
interface Spec {
  /** Options whose value is the destination directory (`-X DIR`, `--extract-to=DIR`). */
  readonly dest: readonly string[];
  /** Options that take the next word as their value (skipped; not operands). */
  readonly valued?: readonly string[];
  /** Options or first words under which it extracts (else it writes nothing of its own); undefined: always. */
  readonly extracts?: readonly string[];
  /** Options that only list, test or print (no tree written). */
  readonly shows?: readonly string[];
  /** Where it writes without a destination option (`.`: where it runs; null: its own cache, nothing here). */
  readonly fallback?: string | null;
  /** A destination not ending in `/` (nor `.`, `..`, `~`) is the one file it writes (gdown's `-O out.zip`). */
  readonly fileUnlessDirectory?: true;
  /** Options under which each archive is extracted beside itself (file-roller's `--extract-here`). */
  readonly beside?: readonly string[];
  /** How many first operands may be `extracts`' subcommand (`ansible-galaxy role install`: 2); 1 else. */
  readonly subcommandWords?: number;
  /** The operand (from 0, the subcommand first) that is the destination (`composer create-project PKG DIR`: 2). */
  readonly destOperand?: number;
  /** The subcommands under which it writes where it runs without a destination (`gem unpack`); else, with `fallback` undefined, every one. */
  readonly hereUnder?: readonly string[];
  /** Options whose value is a file of the URLs it fetches (`gallery-dl -i FILE`): read, and a problem, as wget -i's. */
  readonly lists?: readonly string[];
  /** A subcommand's name as the tool reads it (npm's aliases and abbreviations: `i`, `inst`), undefined for a word that is none. */
  readonly canonical?: (word: string) => string | undefined;
}

const ATOOL: Spec = {
  dest: ['-X', '--extract-to'], valued: ['-F', '--format', '-O', '--format-option', '-o', '--option', '--config'],
  extracts: ['-x', '--extract', '-X', '--extract-to'], shows: ['-l', '--list', '-c', '--cat', '-d', '--diff', '--help', '--version'],
};
const AUNPACK: Spec = { dest: ['-X', '--extract-to'], valued: ['-F', '--format', '-O', '--format-option', '-o', '--option', '--config'], shows: ['--help', '--version'] };
const DTRX: Spec = { dest: [], valued: ['-o', '--one', '--one-entry'], shows: ['-l', '-t', '--list', '--table', '-h', '--help', '--version'] };
const ARK: Spec = { dest: ['-o', '--destination'], valued: ['-t', '--add-to'], extracts: ['-b', '--batch'], shows: ['-c', '--add', '-t', '--add-to', '-h', '--help', '-v', '--version'] };
const PATOOL: Spec = { dest: ['--outdir'], valued: ['--password'], extracts: ['extract'], shows: ['--help', '--version'] };
const FILE_ROLLER: Spec = {
  dest: ['-e', '--extract-to'], valued: ['-a', '--add-to', '--default-dir'], extracts: ['-e', '--extract-to', '-f', '--extract', '-h', '--extract-here'],
  beside: ['-h', '--extract-here'],
};
const XARCHIVER: Spec = { dest: ['-x', '--extract-to'], valued: ['-c', '--compress', '-a', '--add-to'], extracts: ['-x', '--extract-to', '-e', '--extract'] };
const INNOEXTRACT: Spec = {
  dest: ['-d', '--output-dir'], valued: ['-I', '--include', '--language', '-p', '--password', '--password-file', '-g', '--gog-game-id', '--codepage', '--data-version'],
  shows: ['-l', '--list', '-t', '--test', '-i', '--info', '-h', '--help', '-v', '--version', '--list-languages', '--show-password', '--check-password'],
};
const UNSHIELD: Spec = { dest: ['-d'], valued: ['-c', '-g', '-e', '-j'], extracts: ['x'] };
const MSIEXTRACT: Spec = { dest: ['-C', '--directory'], shows: ['-l', '--list', '-h', '--help', '--version'] };
const OUCH: Spec = { dest: ['-d', '--dir'], valued: ['-f', '--format', '-l', '--level', '-p', '--password', '-t', '--threads'], extracts: ['decompress', 'd'] };
const ALWAYS_HERE: Spec = { dest: [], shows: ['-h', '--help', '-V', '--version', '-l', '--list'] };
const GALLERY_DL: Spec = {
  dest: ['-d', '--destination', '-D', '--directory'], fallback: 'gallery-dl',
  // (Session 45: `gallery-dl -i urls.txt` was allowed beside Domain rules, where `yt-dlp -a` asked.)
  lists: ['-i', '--input-file', '-I', '--input-file-comment', '-x', '--input-file-delete'],
  valued: ['-i', '--input-file', '-f', '--filename', '-c', '--config', '-o', '--option', '-u', '--username', '-p', '--password', '--range', '--filter',
    '--chapter-range', '--chapter-filter', '--cookies', '--proxy', '--source-address', '-r', '--limit-rate', '-R', '--retries', '--sleep', '-A', '--abort',
    '--download-archive', '--write-log', '--write-unsupported', '--user-agent', '--netrc', '--exec', '--exec-after', '-P', '--postprocessor'],
  shows: ['-g', '--get-urls', '-G', '--resolve-urls', '-j', '--dump-json', '-s', '--simulate', '-K', '--list-keywords', '--list-modules',
    '--list-extractors', '-h', '--help', '--version'],
};
const COOKIECUTTER: Spec = {
  dest: ['-o', '--output-dir'], valued: ['-c', '--checkout', '--directory', '--config-file', '--replay-file', '--accept-hooks', '--template'],
  shows: ['-h', '--help', '-V', '--version', '-l', '--list-installed'],
};
const CRUFT: Spec = { dest: ['--output-dir'], valued: ['-c', '--checkout', '--directory', '--config-file', '--extra-context', '--extra-context-file'], extracts: ['create'] };

// (Downloaders naming files from the remote: gdown's Drive names, you-get's and spotdl's titles, a torrent's or a Mega link's files, a model repository's.)
const GDOWN: Spec = { dest: ['-O', '--output'], valued: ['--id', '--proxy', '--speed', '--format', '--user-agent'], fileUnlessDirectory: true, shows: ['-h', '--help', '-V', '--version'] };
const YOU_GET: Spec = { dest: ['-o', '--output-dir'], valued: ['-O', '--output-filename', '-x', '--http-proxy', '-y', '--extractor-proxy', '-s', '--socks-proxy', '-c', '--cookies', '-t', '--timeout', '-F', '--format', '-a', '--auto-rename', '-k'], shows: ['-i', '--info', '-u', '--url', '--json', '-h', '--help', '-V', '--version'] };
const SPOTDL: Spec = { dest: [], valued: ['--output', '--config', '--format', '--bitrate', '--threads', '--cookie-file', '--proxy', '--user-auth', '--client-id', '--client-secret', '--audio', '--lyrics', '--log-level', '--cache-path'], shows: ['-h', '--help', '--version', 'url', 'meta', 'save'] };
const TORRENT: Spec = { dest: ['-w', '--download-dir'], valued: ['-p', '--port', '-u', '--uplimit', '-d', '--downlimit', '-f', '--finish', '-g', '--config-dir'] };
const MEGADL: Spec = { dest: ['--path'], valued: ['-u', '--username', '-p', '--password', '--config', '--limit-speed', '--proxy'], shows: ['-h', '--help', '--version', '--print-names'] };
const HF_DOWNLOAD: Spec = { dest: ['--local-dir'], valued: ['--revision', '--repo-type', '--include', '--exclude', '--cache-dir', '--token', '--max-workers'], extracts: ['download'], fallback: null };

// (Session 44: roles and collections, named by their metadata, below `-p` (`ansible-galaxy install x -p .` in ~ was allowed beside Domain rules); else ~/.ansible's.)
const ANSIBLE_GALAXY: Spec = {
  dest: ['-p', '--roles-path', '--collections-path', '--download-path'], fallback: null, subcommandWords: 2, extracts: ['install', 'download'],
  valued: ['-r', '--role-file', '--requirements-file', '-s', '--server', '--api-key', '--token', '--timeout', '--keyring', '--signature', '--required-valid-signature-count', '--ignore-signature-status-code'],
};
// (Session 44, with cwd ~ beside Domain rules: a project's files, a dataset's, a chart's, a branch's or a checkout's, below DIR or here.)
const COMPOSER: Spec = { dest: [], extracts: ['create-project'], destOperand: 2, fallback: null, valued: ['--repository', '--repository-url', '--stability', '-s'] };
const BZR: Spec = { dest: [], extracts: ['branch', 'checkout', 'co', 'get', 'clone'], destOperand: 2, fallback: null, valued: ['-r', '--revision'] };
const KAGGLE: Spec = { dest: ['-p', '--path'], extracts: ['download', 'output'], subcommandWords: 2, valued: ['-f', '--file'] };
const HELM_PULL: Spec = { dest: ['-d', '--destination', '--untardir'], extracts: ['--untar'], valued: ['--version', '--repo', '--username', '--password', '--ca-file', '--cert-file', '--key-file', '--keyring'] };
const FOSSIL: Spec = { dest: ['--workdir'], extracts: ['open'], valued: ['-R', '--repository'] };
// (Session 45, with cwd ~ beside Domain rules, as pip's `--target` is: a package manager's files
// named by the package. A conda package's files lie at any path below the environment's prefix
// (`conda create -p . x` may drop .bashrc); `gem unpack` writes the gem's tree where it runs, and
// `--bindir` its executables, by their names; npm's `--prefix` holds a global install's shims at
// its top on Windows (`npm install --prefix ~ x`); yarn's `--modules-folder` the packages' own
// directories; bundler's binstubs the gems' executables. A cargo, deno or luarocks root holds
// them below `bin`, no settings file's directory.)
const CONDA: Spec = {
  dest: ['-p', '--prefix'], fallback: null, subcommandWords: 2, extracts: ['create', 'install', 'update', 'upgrade'],
  valued: ['-n', '--name', '-c', '--channel', '-f', '--file', '--solver', '--subdir', '--platform', '--repodata-fn', '--clone', '-r', '--root-prefix'],
};
const GEM: Spec = {
  dest: ['--target', '--bindir', '-n'], extracts: ['unpack', 'install', 'i', 'update'], hereUnder: ['unpack'],
  valued: ['-v', '--version', '-P', '--trust-policy', '-i', '--install-dir', '--platform', '-s', '--source', '-p', '--http-proxy', '-g', '--file'],
};
const NPM_INSTALLS: Spec = {
  dest: ['--prefix', '-C'], fallback: null, canonical: npmCommand,
  extracts: ['install', 'ci', 'install-test', 'install-ci-test', 'update', 'exec', 'link', 'dedupe'],
};
const YARN_MODULES: Spec = { dest: ['--modules-folder'], fallback: null };
const BUNDLE_BINSTUBS: Spec = { dest: ['--binstubs', '--path'], fallback: null, extracts: ['binstubs', '--binstubs'] };
const SPECS: ReadonlyMap<string, Spec> = new Map([
  ['conda', CONDA], ['mamba', CONDA], ['micromamba', CONDA], ['gem', GEM], ['npm', NPM_INSTALLS], ['yarn', YARN_MODULES], ['bundle', BUNDLE_BINSTUBS],

  ['gdown', GDOWN], ['you-get', YOU_GET], ['spotdl', SPOTDL], ['transmission-cli', TORRENT], ['megadl', MEGADL], ['megatools', MEGADL],
  ['hf', HF_DOWNLOAD], ['huggingface-cli', HF_DOWNLOAD],
  ['atool', ATOOL], ['aunpack', AUNPACK], ['dtrx', DTRX], ['ark', ARK], ['patool', PATOOL], ['file-roller', FILE_ROLLER], ['engrampa', FILE_ROLLER],
  ['xarchiver', XARCHIVER], ['innoextract', INNOEXTRACT], ['unshield', UNSHIELD], ['msiextract', MSIEXTRACT], ['ouch', OUCH],
  ['unp', ALWAYS_HERE], ['lrzuntar', ALWAYS_HERE], ['gallery-dl', GALLERY_DL], ['cookiecutter', COOKIECUTTER], ['cruft', CRUFT], ['ansible-galaxy', ANSIBLE_GALAXY],
  ['composer', COMPOSER], ['bzr', BZR], ['brz', BZR], ['kaggle', KAGGLE], ['helm', HELM_PULL], ['fossil', FOSSIL],
]);

/** The downloaders that name their files from the remote title (`%(title)s [%(id)s].%(ext)s`). */
const YT_DLP_NAMES = ['yt-dlp', 'youtube-dl', 'youtube-dlc', 'yt-dlp_linux', 'yt-dlp_macos', 'yt-dlp_x86'];

/** Every name read here. */
export const REMOTE_NAMED_WRITERS: ReadonlySet<string> = new Set([...SPECS.keys(), ...YT_DLP_NAMES]);

/** An option's value at `i`: `name` the option it is given to; `guessed` where the word may be another option's (see valueAt). */
interface OptionValue { readonly word: string; readonly dynamic: boolean; readonly end: number; readonly name: string; readonly guessed?: true }

/**
 * The value of `OPT VALUE`, `OPT=VALUE` or `-XVALUE` (a short option's value joined to it, as
 * getopt, argparse, optparse and click read it: `gallery-dl -d..`) at `i` for one of `names`, and
 * the index of its last word. Guessed (the next word read as a value too, and as itself): a long
 * option's abbreviation (argparse, optparse and boost take a unique prefix: `--dest ..`) and a
 * short one in a cluster (`yt-dlp -wP..`).
 */
function valueAt(words: readonly string[], dynamic: readonly boolean[], i: number, names: readonly string[]): OptionValue | undefined {
  const w = words[i]!;
  for (const name of names) {
    if (w === name) return { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false, end: i + 1, name };
    if (name.startsWith('--') ? w.startsWith(`${name}=`) : w.length > 2 && w.startsWith(name)) return { word: w.slice(name.startsWith('--') ? name.length + 1 : 2), dynamic: false, end: i, name };
  }
  const next = { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false, end: i, guessed: true as const };
  if (w.startsWith('--') && w.length > 3) {
    const eq = w.indexOf('=');
    const stem = eq < 0 ? w : w.slice(0, eq);
    const name = names.find((n) => n.startsWith(stem));
    if (name !== undefined) return eq < 0 ? { ...next, name } : { ...next, word: w.slice(eq + 1), dynamic: false, name };
  } else if (/^-[A-Za-z0-9]{2}/.test(w)) {
    for (let k = 2; k < w.length; k++) {
      const name = names.find((n) => n === `-${w[k]}`);
      if (name !== undefined) return k + 1 < w.length ? { ...next, word: w.slice(k + 1), dynamic: false, name } : { ...next, name };
    }
  }
  return undefined;
}

/** `dir/name`, or `name` where it is absolute or `dir` is `.`. */
function joined(dir: string, name: string): string {
  return dir === '.' || name.startsWith('/') || name.startsWith('~') ? name : `${dir.replace(/(?<!\/)\/+$/, '')}/${name}`;
}

/** The trees an extractor front end, a downloader or a template tool writes (SPECS, ytDlpWrites), and the unknown hosts of those where settings lie. */
export function remoteNamedWrites(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const from = t.paths.length;
  treeWrites(name, words, dynamic, t);
  for (let k = from; k < t.paths.length; k++) {
    const p = t.paths[k]!;
    if (p.op === 'edit' && p.below === 'tree' && holdsSettingsFiles(p.path, p.dynamic)) t.url(p.path, true);
  }
}

function treeWrites(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  if (YT_DLP_NAMES.includes(name)) return ytDlpWrites(words, dynamic, t);
  const spec = SPECS.get(name);
  if (spec === undefined || (spec.fallback === null && spec.destOperand === undefined && !mayNameDestination(words, dynamic, spec.dest))) return;
  const dests: { word: string; dynamic: boolean }[] = [];
  const operands: string[] = [];
  let guessed = false;
  let extracts = spec.extracts === undefined;
  let shows = false;
  let beside = false;
  let here = spec.hereUnder === undefined;
  let subcommandSeen = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // (An expansion may be the destination option or its value: anywhere. Not a URL with a glob character, `uc?id=x`.)
    if (dynamic[i] && w.includes('://')) continue;
    if (dynamic[i]) {
      // (`--target=$HOME`: the value after an option's `=`, read as where it writes.)
      const eq = w.charCodeAt(0) === 45 ? w.indexOf('=') : -1;
      dests.push({ word: eq > 0 ? w.slice(eq + 1) : w, dynamic: true });
      continue;
    }
    const d = valueAt(words, dynamic, i, spec.dest);
    if (d !== undefined) dests.push(d);
    const list = d === undefined && spec.lists !== undefined ? valueAt(words, dynamic, i, spec.lists) : undefined;
    if (list !== undefined) {
      if (list.word !== '-') t.read(list.word, list.dynamic);
      t.problem(`${words[0]!} reads the URLs it fetches from a file`);
    }
    if (d?.guessed === true) guessed = true;
    const option = w.length > 1 && w.startsWith('-') ? (w.startsWith('--') && w.includes('=') ? w.slice(0, w.indexOf('=')) : w) : undefined;
    // (With `canonical`, the subcommand is the first plain word the tool knows as one, as npm reads it after options' values: `npm run x` is run's.)
    const command = spec.canonical === undefined || option !== undefined || subcommandSeen ? undefined : spec.canonical(w);
    if (command !== undefined) subcommandSeen = true;
    const key = d?.guessed !== true && d?.end === i && !w.startsWith('--') ? d.name
      : option ?? (spec.canonical !== undefined ? command : operands.length < (spec.subcommandWords ?? 1) ? w : undefined);
    if (key !== undefined && spec.extracts?.includes(key) === true) extracts = true;
    if (key !== undefined && spec.hereUnder?.includes(key) === true) here = true;
    if (key !== undefined && spec.shows?.includes(key) === true) shows = true;
    if (option !== undefined && spec.beside?.includes(option) === true) beside = true;
    if (d !== undefined) i = d.end;
    else if (list !== undefined) i = list.end;
    else if (option !== undefined && option === w && spec.valued?.includes(option) === true) i++;
    else if (option === undefined) operands.push(w);
  }
  const operand = spec.destOperand === undefined ? undefined : operands[spec.destOperand];
  if (operand !== undefined) dests.push({ word: operand, dynamic: false });
  if (!extracts || (shows && dests.length === 0)) return;
  for (const d of dests) t.edit(d.word, d.dynamic, spec.fileUnlessDirectory === true && !d.dynamic && !/(?:^|\/)(?:\.\.?|~)?$/.test(d.word) ? 'none' : 'tree');
  // (Extracted beside each archive: its directory.)
  if (beside) for (const o of operands) t.edit(o.includes('/') ? o.slice(0, o.lastIndexOf('/') + 1) : '.', false, 'tree');
  // (A guessed destination may be another option's value: where it writes without one too.)
  if ((dests.length === 0 || guessed) && !beside && spec.fallback !== null && here) t.edit(spec.fallback ?? '.', false, 'tree');
}

/**
 * Whether some word may be one of `dest` or give its value (valueAt's readings: `--prefix=D`, an
 * abbreviation `--pre`, `-CD`, a cluster `-gC`), or is an expansion: a spec that writes only below
 * a destination reads nothing else (`npm test`, `npm install -D x`: most of npm's lines).
 */
function mayNameDestination(words: readonly string[], dynamic: readonly boolean[], dest: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) return true;
    if (w.length < 2 || w.charCodeAt(0) !== 45) continue;
    if (w.charCodeAt(1) === 45) {
      const eq = w.indexOf('=');
      const stem = eq < 0 ? w : w.slice(0, eq);
      if (stem.length > 2 && dest.some((n) => n.startsWith(stem) || stem.startsWith(n))) return true;
    } else if (dest.some((n) => n.length === 2 && n[1] !== '-' && w.includes(n[1]!))) return true;
  }
  return false;
}

/** yt-dlp's options that take a value (skipped, as operands are URLs), beside -o and -P. */
const YT_DLP_VALUED = new Set(['-f', '--format', '-S', '--format-sort', '-a', '--batch-file', '--cookies', '--download-archive', '--load-info-json',
  '--proxy', '-u', '--username', '-p', '--password', '-r', '--limit-rate', '-R', '--retries', '--merge-output-format', '--remux-video', '--recode-video',
  '--sub-langs', '--sub-format', '--convert-subs', '--convert-thumbnails', '--exec', '--exec-before-download', '--ffmpeg-location', '--cache-dir',
  '--config-location', '--config-locations', '--user-agent', '--referer', '--add-header', '--print', '-O', '--print-to-file', '--ppa',
  '--postprocessor-args', '--external-downloader', '--downloader', '--downloader-args', '--external-downloader-args', '-N', '--concurrent-fragments',
  '--match-filter', '--match-filters', '--playlist-items', '-I', '--output-na-placeholder', '--paths', '-P', '--netrc-location', '--cookies-from-browser',
  '--plugin-dirs', '--use-extractors', '--extractor-args', '--format-sort', '--throttled-rate', '--sleep-interval', '--max-sleep-interval', '--age-limit',
  '--min-filesize', '--max-filesize', '--date', '--datebefore', '--dateafter', '--source-address', '--impersonate', '--geo-verification-proxy', '--xff',
  '--parse-metadata', '--replace-in-metadata', '--split-chapters', '--remove-chapters', '--sponsorblock-mark', '--sponsorblock-remove', '--audio-format',
  '--audio-quality', '--video-password', '--ap-mso', '--ap-username', '--ap-password', '--client-certificate', '--client-certificate-key',
  '--client-certificate-password', '--trim-filenames', '--autonumber-start', '--wait-for-video', '--http-chunk-size', '--buffer-size', '--socket-timeout',
  '--fragment-retries', '--file-access-retries', '--extractor-retries', '--retry-sleep', '--skip-playlist-after-errors', '--max-downloads', '--break-match-filters',
  '--compat-options', '--alias', '--encoding', '--sleep-requests', '--sleep-subtitles', '--download-sections', '--load-pages']);

/**
 * The default template's names, one segment each (a field's `/` is replaced): yt-dlp's
 * `%(title)s [%(id)s].%(ext)s`, youtube-dl's and yt-dlp's `--compat-options filename`
 * `%(title)s-%(id)s.%(ext)s`, and the `.part`, `.ytdl`, `.fNNN.EXT` files beside, which start
 * alike. Each is a glob in the rule grammar (session 44: a tree, which asked beside `**\/.env`).
 */
const YT_DLP_DEFAULT_NAMES = [`*${escapePattern(' [')}*${escapePattern('].')}*`, `*${escapePattern('-')}*.*`];

/** yt-dlp's options (optparse: unique prefixes too) that change the default names: a trimmed name, a placeholder's, another template. */
const NAME_OPTIONS = ['--output', '--paths', '--trim-filenames', '--output-na-placeholder', '--compat-options'];

/**
 * A word after which the default names are not read: an option that changes them, a cluster or
 * an attached value that may be `-o`/`-P` (`-xo.env`), an abbreviation that may be one.
 */
function unreadNames(w: string): boolean {
  if (w.length > 2 && w.charCodeAt(0) === 45 && w.charCodeAt(1) !== 45) return /^-[A-Za-z]*[oP]/.test(w);
  if (!w.startsWith('--') || w.length < 3) return false;
  const eq = w.indexOf('=');
  const name = eq < 0 ? w : w.slice(0, eq);
  return name !== '--output' && name !== '--paths' && NAME_OPTIONS.some((n) => n.startsWith(name));
}

/**
 * yt-dlp and youtube-dl: each `-o [TYPE:]TEMPLATE` below each `-P [TYPE:]PATH` (default where it
 * runs); a template with a field (`%(title)s`) is a name the remote chooses: a tree below its
 * literal directory part; a literal template is that file. Without `-o`, the default template's
 * names (YT_DLP_DEFAULT_NAMES) in each directory, unless an option may change them (a tree).
 */
function ytDlpWrites(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const outputs: { word: string; dynamic: boolean }[] = [];
  const paths: { word: string; dynamic: boolean }[] = [];
  let printsOnly = false;
  let namesUnread = false;
  let guessed = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // (A URL with a glob character, `watch?v=x`, is no output: it was, and the default names were not read.)
    if (dynamic[i] && w.includes('://') && !w.startsWith('-')) continue;
    if (dynamic[i]) {
      outputs.push({ word: w, dynamic: true });
      continue;
    }
    const o = valueAt(words, dynamic, i, ['-o', '--output']);
    const p = o === undefined ? valueAt(words, dynamic, i, ['-P', '--paths']) : undefined;
    if (o?.guessed === true || p?.guessed === true) guessed = true;
    if (o !== undefined) outputs.push({ word: o.word.replace(/^[a-z_]+:(?!\/\/)(?=.)/, ''), dynamic: o.dynamic });
    if (p !== undefined) paths.push({ word: p.word.replace(/^[a-z_]+:(?=.)(?![\\/])/, ''), dynamic: p.dynamic });
    if (w === '-s' || w === '--simulate' || w === '-j' || w === '--dump-json' || w === '-J' || w === '--dump-single-json' || w === '-F' || w === '--list-formats'
      || w === '--version' || w === '-h' || w === '--help' || w === '-U' || w === '--update') printsOnly = true;
    // (`-a FILE`, `--load-info-json FILE`: the URLs it fetches are a file's, as wget -i's; session 45, was allowed beside Domain rules.)
    const list = o === undefined && p === undefined ? valueAt(words, dynamic, i, ['-a', '--batch-file', '--load-info-json']) : undefined;
    if (list !== undefined) {
      if (list.word !== '-') t.read(list.word, list.dynamic);
      t.problem(`${words[0]!} reads the URLs it fetches from a file`);
    }
    if (o === undefined && p === undefined && unreadNames(w)) namesUnread = true;
    const end = o?.end ?? p?.end ?? list?.end;
    if (end !== undefined) i = end;
    else if (YT_DLP_VALUED.has(w)) i++;
  }
  if (printsOnly && outputs.length === 0) return;
  const bases = paths.length > 0 ? paths : [{ word: '.', dynamic: false }];
  // (A guessed -o or -P may be another option's value: each base, and where it runs, as a tree too.)
  if (guessed) t.edit('.', false, 'tree');
  for (const base of bases) {
    if (guessed || (outputs.length === 0 && namesUnread)) t.edit(base.word, base.dynamic, 'tree');
    else if (outputs.length === 0) namedIn(base, YT_DLP_DEFAULT_NAMES, t);
    for (const out of outputs) {
      if (out.word === '-' && !out.dynamic) continue;
      const field = out.word.indexOf('%');
      const dynamicName = base.dynamic || out.dynamic;
      // (A literal name, or the directory above its first field: `~/v/%(title)s.%(ext)s` writes below ~/v.)
      if (field < 0) t.edit(joined(base.word, out.word), dynamicName);
      else {
        const dir = out.word.slice(0, out.word.lastIndexOf('/', field) + 1);
        t.edit(dir === '' ? base.word : joined(base.word, dir), dynamicName, 'tree');
      }
    }
  }
}

/**
 * Files of the shapes `names` (rule-grammar globs, PathRef.listed) in `dir`, which is edited
 * itself (a deny rule on it denies) and, where settings files lie, an unknown host (moved-tree-writes.ts
 * reads a relative one where the line moved: namedFilesIn). Below a directory the line does not
 * show (`-P "$D"`), a tree.
 */
function namedIn(dir: { word: string; dynamic: boolean }, names: readonly string[], t: FileTouches): void {
  if (dir.dynamic || dir.word === '') {
    t.edit(dir.word, dir.dynamic, 'tree');
    return;
  }
  const path = withoutTrailing(dir.word, '/') || '/';
  t.edit(path, false);
  if (holdsSettingsFiles(path, false)) t.url(path, true);
  for (const n of names) t.listed('edit', path, n);
}

/** Whether files of a known shape (namedIn's) land in the directory `dir` as written: a tree, for where settings files lie. */
export function namedFilesIn(paths: readonly PathRef[], dir: string): boolean {
  for (const q of paths) if (q.op === 'edit' && q.listed !== undefined && q.path === dir) return true;
  return false;
}
