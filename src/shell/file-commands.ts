// The table of commands whose operands and option values are files, and how each uses them
// (reference E.11): read by file-arguments.ts, which reads a command's words with it.

import { grammar, type Grammar } from './long-options.js';

export type Use =
  /** Every operand is read / edited. */
  | 'read' | 'edit'
  /** The first operand is a pattern or script unless an option gives it; the rest are read. */
  | 'search'
  /** The first operand is a mode or owner unless an option gives it; the rest are edited. */
  | 'mode'
  /** Sources are read, the last operand (or `-t DIR`) is written: cp, scp, rsync, install. */
  | 'copy'
  /** Sources are edited with all below them, the last operand is written: mv. */
  | 'move'
  /** `[INPUT [OUTPUT]]`: the first operand is read, the second written (uniq, xxd). */
  | 'filter'
  /** No operand is a file, only the files options name (`date -f FILE`, `units -f FILE`). */
  | 'none';

export interface FileCommand {
  readonly use: Use;
  /** Searches directories below its operands whatever its options (`rg`, `ag`, `ack`). */
  readonly alwaysRecursive?: boolean;
  /** Short option letters that make it recursive (`r` of `grep -rn`). */
  readonly recursiveLetters?: string;
  /** Short option letters that make it follow symbolic links while recursing. */
  readonly followLetters?: string;
  /** Long options (full names) that make it recursive / follow links. */
  readonly recursiveLong?: readonly string[];
  readonly followLong?: readonly string[];
  /** Short letters and long names of the options that give the first operand (pattern, script, mode). */
  readonly givesFirstLetters?: string;
  readonly givesFirstLong?: readonly string[];
  /** Short letters and long names whose argument is a file the command reads (`grep -f FILE`). */
  readonly readsArgLetters?: string;
  readonly readsArgLong?: readonly string[];
  /** Short letters and long names whose argument is a file the command writes (`iconv -o FILE`). */
  readonly writesArgLetters?: string;
  readonly writesArgLong?: readonly string[];
  /** Short letters and long names whose argument is a file of settings that may run commands (`less -k FILE`): read, and a problem. */
  readonly settingsArgLetters?: string;
  readonly settingsArgLong?: readonly string[];
  /** Long names whose argument is a file listing the files it reads (`wc --files0-from=F`): those are unknown. */
  readonly listsFilesLong?: readonly string[];
  /** Long names whose list is optional, attached only (`xz --files[=F]`): without one, standard input is the list. */
  readonly listsFilesOptionalLong?: readonly string[];
  /** Reads options and operands from `@FILE` (binutils' response files): such a file is read, and what it says unknown. */
  readonly responseFiles?: boolean;
  /** Short letters whose argument is such a list (`file -f LIST`). */
  readonly listsFilesLetters?: string;
  /** Short letters and long names whose argument is a tag: it opens the file a tags file (`./tags`) names, unknown (`less -t TAG`). */
  readonly tagLetters?: string;
  readonly tagLong?: readonly string[];
  /** Short letters and long names that make every operand one it writes (`install -d DIR…`). */
  readonly editsAllLetters?: string;
  readonly editsAllLong?: readonly string[];
  /** Short letters and long names that make every operand such a list (`sha256sum -c SUMS`). */
  readonly listLetters?: string;
  readonly listLong?: readonly string[];
  /**
   * The tool's long options (getopt_long: a unique prefix stands for one): those that take a
   * value take the next word (`grep --include '*.ts' x`), when none of the lists above reads it.
   */
  readonly longValues?: Grammar;
  /** Options whose argument is the next word and is not a file (`grep -e PATTERN`): exact words. */
  readonly textArgWords?: readonly string[];
  /** Options followed by two words, a name and a value that is not a file (`jq --arg NAME VALUE`): exact words. */
  readonly pairTextWords?: readonly string[];
  /** Options followed by a name and a file read (`jq --rawfile NAME FILE`): exact words. */
  readonly pairReadsWords?: readonly string[];
  /** Long options that, written whole, are themselves, not an abbreviation of a listed longer one (`--exclude`, `--exclude-from`). */
  readonly wholeLong?: readonly string[];
  /**
   * Short option letters that take an argument (the rest of the cluster, or the next word): a
   * cluster's letters after one of them are its argument, not options (`-epassword`).
   */
  readonly argLetters?: string;
  /**
   * Short letters and long names whose argument is a command line it runs here (`rsync -e CMD`,
   * `scp -S PROGRAM`), and those whose argument is an ssh option that may name one (`-o ProxyCommand=CMD`).
   */
  readonly runsArgLetters?: string;
  readonly runsArgLong?: readonly string[];
  readonly sshOptionLetters?: string;
  /** Short letters and long names that make it back up what it overwrites (`cp -b`, `--suffix=.bak`): files beside the destination. */
  readonly backupLetters?: string;
  readonly backupLong?: readonly string[];
  /** Short letters and long names that link the sources (`cp -l`, `-s`): a new name for a source is an edit of it. */
  readonly linkLetters?: string;
  readonly linkLong?: readonly string[];
  /** Long names that keep the sources' directories below the destination (`cp --parents`). */
  readonly parentsLong?: readonly string[];
  /** Short letters whose argument is a directory it reads below (`jq -L DIR`). */
  readonly treeArgLetters?: string;
  /** Windows switches (`/E`, `/XD:x`) are no operands. */
  readonly slashSwitches?: boolean;
  /** An operand may be a URL it fetches (vim's netrw, xmllint): a host for deny and ask rules. */
  readonly fetchesUrls?: boolean;
  /** `+CMD` operands are commands run at start (less: `+!CMD` runs CMD by a shell). */
  readonly plusCommands?: boolean;
  /** Short letters and long names whose value is a search typed at start, as `+/VALUE` is (less `-p PATTERN`): a newline in it ends the search and starts commands. */
  readonly startSearchLetters?: string;
  readonly startSearchLong?: readonly string[];
  /**
   * An operand (or option file) may be a directory whose files it reads, without recursing:
   * `diff FILE DIR` reads DIR/FILE, `diff DIR1 DIR2` the files of both (one level; read as all below).
   */
  readonly readsDirectories?: boolean;
  /** Writes beside each operand: its compressed or decompressed copy (`gzip f` writes `f.gz`; `zcat f` opens `f.gz`). */
  readonly compressed?: boolean;
  /** Renames each operand before removing it (`shred -u`: to `0…0` in its directory). */
  readonly zeroRenames?: boolean;
}

const GREP: FileCommand = {
  use: 'search', recursiveLetters: 'rR', followLetters: 'R', recursiveLong: ['--recursive', '--dereference-recursive'],
  followLong: ['--dereference-recursive'], givesFirstLetters: 'ef', givesFirstLong: ['--regexp', '--file'],
  readsArgLetters: 'f', readsArgLong: ['--file', '--exclude-from'], textArgWords: ['-e', '--regexp'], argLetters: 'efmABCdD', wholeLong: ['--exclude'],
  longValues: grammar('max-count label after-context before-context context binary-files devices exclude exclude-dir include group-separator',
    'extended-regexp fixed-strings basic-regexp perl-regexp ignore-case no-ignore-case word-regexp line-regexp null-data no-messages invert-match '
    + 'version help byte-offset line-number no-line-number line-buffered with-filename no-filename only-matching quiet silent text recursive '
    + 'dereference-recursive files-without-match files-with-matches count initial-tab null no-group-separator color colour binary regexp file '
    + 'exclude-from directories', {}),
};
const RG: FileCommand = {
  use: 'search', alwaysRecursive: true, followLetters: 'L', followLong: ['--follow'], givesFirstLetters: 'ef',
  givesFirstLong: ['--regexp', '--file'], readsArgLetters: 'f', readsArgLong: ['--file', '--ignore-file'],
  // (rg's long options are exact, as clap reads them; these take the next word.)
  textArgWords: ['-e', '--regexp', '--type', '--type-not', '--glob', '--iglob', '--max-count', '--after-context', '--before-context', '--context',
    '--threads', '--max-depth', '--max-columns', '--replace', '--encoding', '--type-add', '--type-clear', '--pre-glob', '--sort', '--sortr', '--color',
    '--colors', '--context-separator', '--field-match-separator', '--field-context-separator', '--max-filesize', '--path-separator', '--dfa-size-limit',
    '--regex-size-limit', '--engine', '--hostname-bin', '--hyperlink-format', '--generate'],
  argLetters: 'efgmABCjMrtTEd',
  // (rg 14's --hostname-bin=PROG runs PROG to learn the host name for hyperlinks.)
  runsArgLong: ['--hostname-bin'],
};
/** chmod/chown/chgrp: `--reference=FILE` gives the mode or owner, read from FILE (was skipped attached). */
const MODE: FileCommand = { use: 'mode', recursiveLetters: 'R', recursiveLong: ['--recursive'], readsArgLong: ['--reference'] };
const READ: FileCommand = { use: 'read' };
const COMPRESS: FileCommand = { use: 'edit', recursiveLetters: 'r', recursiveLong: ['--recursive'], compressed: true };
const DECOMPRESS_READ: FileCommand = { use: 'read', compressed: true };
const DECOMPRESS_GREP: FileCommand = { ...GREP, compressed: true };
/** xz and its names: `--files[=F]`, `--files0[=F]` process the files F (or standard input) lists. */
const XZ: FileCommand = { ...COMPRESS, listsFilesOptionalLong: ['--files', '--files0'] };
/**
 * zstd and its names: `--filelist F` processes the files F lists; `-o F` (attached too, `-fo/x`) and
 * `--output-dir-flat`/`--output-dir-mirror DIR` are written, `-D DICT` and `--patch-from=F` read.
 */
const ZSTD: FileCommand = {
  ...COMPRESS, listsFilesLong: ['--filelist'], argLetters: 'oD', writesArgLetters: 'o', readsArgLetters: 'D',
  writesArgLong: ['--output-dir-flat', '--output-dir-mirror'], readsArgLong: ['--patch-from'],
};
/** GNU coreutils' backup options (cp, mv, ln, install): `-b`, `--backup[=CONTROL]`, `-S`/`--suffix=SUFFIX`. */
const BACKUPS = { backupLetters: 'bS', backupLong: ['--backup', '--suffix'] } as const;
const EDIT: FileCommand = { use: 'edit' };
/** Checksum tools: `-c LIST` reads the files a list names. */
const CHECKSUM: FileCommand = { use: 'read', argLetters: 'l', listLetters: 'c', listLong: ['--check'] };
/** vim and its names: the options with an argument are not files (the editor commands are read by editor-arguments.ts). */
const VIM: FileCommand = { use: 'edit', argLetters: 'cSsuUTiWwt', tagLetters: 't', fetchesUrls: true };

/**
 * less: `-o`/`-O FILE` (`--log-file`, `--LOG-FILE`) copy its input to FILE; `-k FILE`,
 * `--lesskey-file`, `--lesskey-src`, `--lesskey-content` are key bindings and an `#env` section
 * (LESSOPEN, LESSEDIT, SHELL: commands it runs); `-t TAG` opens the file its tags file (`-T FILE`,
 * else ./tags) names.
 */
const LESS: FileCommand = {
  use: 'read', plusCommands: true, argLetters: 'koOpPtT', writesArgLetters: 'oO', writesArgLong: ['--log-file'], settingsArgLetters: 'k',
  tagLetters: 't', tagLong: ['--tag'], listsFilesLetters: 'T', listsFilesLong: ['--tag-file'], wholeLong: ['--tag'],
  settingsArgLong: ['--lesskey-file', '--lesskey-src', '--lesskey-content'], textArgWords: ['-P', '-t', '--prompt', '--tag'],
  startSearchLetters: 'p', startSearchLong: ['--pattern'],
};

/** mail and its names: operands are addresses; `-A`/`-a` attach a file, `-q` quotes one (`-a` is a header in bsd-mailx: doubt reads it). */
const MAIL: FileCommand = { use: 'none', argLetters: 'AaqsbcrSf', readsArgLetters: 'Aaq', readsArgLong: ['--attach', '--quote'] };

/**
 * yq (python's, with its xq and tomlq, and mikefarah's): a jq-like filter, then files read;
 * `-i`/`--in-place`/`--inplace` rewrites every operand in place (hunt 5 F1: was read only).
 */
const YQ: FileCommand = { use: 'search', givesFirstLetters: 'f', givesFirstLong: ['--from-file'], editsAllLetters: 'i', editsAllLong: ['--in-place', '--inplace'] };

/**
 * The options of a command that run a command or read settings that may (`install
 * --strip-program`, `rsync -e`, `less -k`, less's `+!CMD` operands), as written in a message; ''
 * when it has none. An expansion or glob that may be an option of such a command may be one of
 * them (a file named `--strip-program=rm` in the directory `install *` copies from).
 */
export function commandRunningOptions(cmd: FileCommand): string {
  const letters = (cmd.runsArgLetters ?? '') + (cmd.sshOptionLetters ?? '') + (cmd.settingsArgLetters ?? '');
  const names = [...letters].map((l) => `-${l}`).concat(cmd.runsArgLong ?? [], cmd.settingsArgLong ?? [], cmd.plusCommands === true ? ['+!CMD'] : []);
  return names.join(', ');
}

/** POSIX commands whose operands are files, and how. */
/**
 * gpg reads its operands, encrypted or signed, and writes -o (and what gpg-outputs.ts adds);
 * --photo-viewer is a command line it runs to show a key's photo, the --*-program options the helpers it starts.
 */
const GPG: FileCommand = {
  use: 'read', argLetters: 'oruRaNzf', writesArgLetters: 'o', writesArgLong: ['--output'], readsArgLong: ['--homedir'],
  runsArgLong: ['--photo-viewer', '--agent-program', '--dirmngr-program', '--keyboxd-program'],
  textArgWords: ['--recipient', '--local-user', '--default-key', '--passphrase', '--cipher-algo', '--digest-algo', '--compress-algo', '--trust-model',
    '--keyserver', '--keyserver-options'],
};

const FILE_COMMAND_USES: Readonly<Record<string, FileCommand>> = {
  cat: READ, head: READ, tail: READ, less: LESS, more: { use: 'read', plusCommands: true }, bat: READ, nl: READ, tac: READ, od: READ,
  hexdump: { use: 'read', argLetters: 'efns', readsArgLetters: 'f' }, hd: { use: 'read', argLetters: 'efns', readsArgLetters: 'f' }, dircolors: READ, strings: { use: 'read', argLetters: 'nteTdo', responseFiles: true },
  // (macOS's base64 reads `-i FILE` and writes `-o FILE`; GNU's -o is an error, its -i a switch,
  // so `-i` is read as one: its word is an operand, read all the same, and `-i -- -x` reads -x.)
  base64: { use: 'read', argLetters: 'obw', readsArgLong: ['--input'], writesArgLetters: 'o', writesArgLong: ['--output'] }, sort: READ, cut: READ,
  wc: { use: 'read', listsFilesLong: ['--files0-from'] },
  // `uniq IN OUT`, `xxd IN OUT`: the second operand is written.
  uniq: { use: 'filter', argLetters: 'fsw', textArgWords: ['--skip-fields', '--skip-chars', '--check-chars'] },
  // Text filters that read their operands (options with a value listed, so the value is no file).
  rev: READ, tsort: READ, sum: READ, cksum: { use: 'read', argLetters: 'al', listLetters: 'c', listLong: ['--check'] }, base32: READ, basenc: READ,
  b2sum: CHECKSUM, sha224sum: CHECKSUM, sha384sum: CHECKSUM, sha512sum: CHECKSUM, md5: { use: 'read', argLetters: 's' }, comm: READ, fold: { use: 'read', argLetters: 'w' },
  fmt: { use: 'read', argLetters: 'wpg' }, paste: { use: 'read', argLetters: 'd' }, expand: { use: 'read', argLetters: 't' },
  unexpand: { use: 'read', argLetters: 't' }, join: { use: 'read', argLetters: 'te12joav' }, column: { use: 'read', argLetters: 'scoNRlHOWEnr' },
  pr: { use: 'read', argLetters: 'hlwoNW' },
  // (ptx -G writes its second operand.)
  ptx: { use: 'filter', argLetters: 'gwbioFSWM', readsArgLetters: 'bio', readsArgLong: ['--break-file', '--ignore-file', '--only-file'] },
  look: { use: 'search', argLetters: 't' }, bc: READ,
  m4: { use: 'read', argLetters: 'DUIloFRLt', readsArgLetters: 'R', writesArgLetters: 'oF', readsArgLong: ['--reload-state'], writesArgLong: ['--error-output', '--freeze-state'] },
  iconv: { use: 'read', argLetters: 'fto', writesArgLetters: 'o', writesArgLong: ['--output'] },
  // (macOS: osacompile compiles its operands, or -e code, into -o FILE, which osascript may run.)
  osacompile: { use: 'read', argLetters: 'leortca', writesArgLetters: 'o' },
  shuf: { use: 'read', argLetters: 'ino', writesArgLetters: 'o', writesArgLong: ['--output'], readsArgLong: ['--random-source'] },
  xmllint: { use: 'read', writesArgLong: ['--output'], fetchesUrls: true }, xsltproc: { use: 'read', writesArgLetters: 'o', writesArgLong: ['--output'], argLetters: 'o', fetchesUrls: true }, yq: YQ, xq: YQ, tomlq: YQ,
  date: { use: 'none', argLetters: 'dfrs', readsArgLetters: 'fr', readsArgLong: ['--file', '--reference'] },
  units: { use: 'none', argLetters: 'fo', readsArgLetters: 'f', readsArgLong: ['--file'] },
  dos2unix: EDIT, unix2dos: EDIT, sponge: EDIT,
  // (Hunt 5 F8: logger sends `-f FILE` to syslog; mail attaches `-A`/`-a FILE` and quotes `-q FILE`;
  // lp/lpr print their operands; pv copies them; uuencode reads its first; strip and objcopy
  // rewrite theirs, `-o FILE` written; rgrep is grep -r.)
  logger: { use: 'none', argLetters: 'fnPptuS', readsArgLetters: 'f', readsArgLong: ['--file', '--journald'], textArgWords: ['--id', '--msgid', '--sd-id', '--sd-param', '--server', '--port', '--priority', '--tag', '--socket', '--size'] },
  mail: MAIL, mailx: MAIL, 's-nail': MAIL, bsd_mailx: MAIL, 'mail.mailutils': MAIL,
  lp: { use: 'read', argLetters: 'dnoqtHPiUhEs' }, lpr: { use: 'read', argLetters: 'PCJTUHo#K' },
  pv: { use: 'read', argLetters: 'LBsiwHNFRdDAo', writesArgLetters: 'o', writesArgLong: ['--output'] },
  uuencode: READ,
  strip: { use: 'edit', argLetters: 'FIORKNo', writesArgLetters: 'o', responseFiles: true },
  objcopy: { use: 'edit', argLetters: 'IOBjRKNGWLbiF', responseFiles: true },
  rgrep: { ...GREP, alwaysRecursive: true },
  // (gpg2 is gpg 2's name where gpg is 1.4.)
  gpg: GPG, gpg2: GPG,
  // (pandoc runs `-F`/`--filter` PROG and the --pdf-engine; a -d defaults file may name filters;
  // a file option's value may be a URL it fetches: `--css=URL`, `-H URL`, `--template=URL`, `-d URL`.)
  pandoc: { use: 'read', argLetters: 'ofrtwdFLMVHBAcD', writesArgLetters: 'o', writesArgLong: ['--output', '--log', '--extract-media'],
    readsArgLetters: 'LHBAc', readsArgLong: ['--css', '--lua-filter', '--include-in-header', '--include-before-body', '--include-after-body', '--template',
      '--reference-doc', '--metadata-file', '--bibliography', '--csl', '--citation-abbreviations', '--syntax-definition', '--abbreviations'],
    runsArgLetters: 'F', runsArgLong: ['--filter', '--pdf-engine'], settingsArgLetters: 'd', settingsArgLong: ['--defaults'], fetchesUrls: true,
    textArgWords: ['-f', '-r', '-t', '-w', '-M', '-V', '-D', '--from', '--read', '--to', '--write', '--metadata', '--variable',
      '--pdf-engine-opt', '--resource-path', '--data-dir', '--highlight-style', '--shift-heading-level-by', '--toc-depth', '--dpi', '--columns'] },
  diff: { use: 'read', recursiveLetters: 'r', recursiveLong: ['--recursive'], argLetters: 'CUDFILSWxX', readsArgLetters: 'X',
    readsArgLong: ['--from-file', '--to-file', '--exclude-from'], readsDirectories: true },
  // (`--diff-program=PROG` runs PROG with diff's arguments.)
  sdiff: { use: 'read', argLetters: 'oIw', writesArgLetters: 'o', writesArgLong: ['--output'], runsArgLong: ['--diff-program'], readsDirectories: true,
    textArgWords: ['--ignore-matching-lines', '--width', '--tabsize'] },
  diff3: { use: 'read', argLetters: 'L', runsArgLong: ['--diff-program'], textArgWords: ['--label'] },
  du: { use: 'none', argLetters: 'BdtX', readsArgLetters: 'X', readsArgLong: ['--exclude-from'], listsFilesLong: ['--files0-from'],
    textArgWords: ['--block-size', '--max-depth', '--threshold', '--time-style', '--exclude'] },
  cmp: READ, file: { use: 'read', argLetters: 'efFmP', readsArgLetters: 'm', listsFilesLetters: 'f', listsFilesLong: ['--files-from'] }, stat: READ,
  md5sum: CHECKSUM, sha1sum: CHECKSUM, sha256sum: CHECKSUM, shasum: { use: 'read', argLetters: 'a', listLetters: 'c', listLong: ['--check'] }, source: READ, '.': READ,
  vi: VIM, vim: VIM, nvim: VIM, gvim: VIM, view: VIM, rview: VIM, rvim: VIM, most: READ, pg: READ, vimdiff: VIM, ex: VIM, nano: EDIT, emacs: { use: 'edit', readsArgLong: ['--insert'] }, emacsclient: EDIT,
  lesskey: { use: 'read', argLetters: 'o', writesArgLetters: 'o', writesArgLong: ['--output'] },
  // Pagers by their Debian names, more readers and converters; roff formatters and preprocessors.
  pager: LESS, 'sensible-pager': LESS, 'llvm-strings': { use: 'read', argLetters: 'nteTdo', responseFiles: true }, ul: { use: 'read', argLetters: 't' },
  uconv: { use: 'read', argLetters: 'ftxo', writesArgLetters: 'o', writesArgLong: ['--output'] },
  ...Object.fromEntries(['groff', 'nroff', 'troff'].map((n) => [n, { use: 'read', argLetters: 'dDfFIKLmMnoPrTwW' } as FileCommand])),
  tbl: READ, eqn: { use: 'read', argLetters: 'dfmMpsT' }, neqn: { use: 'read', argLetters: 'dfmMpsT' }, pic: READ, soelim: { use: 'read', argLetters: 'I' },
  preconv: { use: 'read', argLetters: 'De' },
  // (wdctl writes the watchdog's magic close to its device; tload draws its graph on its tty.)
  wdctl: { use: 'edit', argLetters: 'fopgs' }, tload: { use: 'edit', argLetters: 'ds' },
  info: { use: 'read', argLetters: 'dfnor', readsArgLetters: 'f', writesArgLetters: 'o', readsArgLong: ['--file', '--restore'], writesArgLong: ['--output', '--dribble'] },
  grep: GREP, egrep: GREP, fgrep: GREP,
  rg: RG, ag: { use: 'search', alwaysRecursive: true, followLetters: 'f', followLong: ['--follow'] },
  ack: { use: 'search', alwaysRecursive: true, followLong: ['--follow'] },

  // (jq -L DIR: modules `import`ed from DIR; --slurpfile/--rawfile NAME FILE read FILE; jq reads
  // its long options whole, no abbreviations.)
  jq: {
    use: 'search', givesFirstLetters: 'f', givesFirstLong: ['--from-file'], argLetters: 'L', treeArgLetters: 'L',
    pairTextWords: ['--arg', '--argjson'], pairReadsWords: ['--slurpfile', '--rawfile'],
  },
  cp: {
    use: 'copy', recursiveLetters: 'rRa', followLetters: 'L', recursiveLong: ['--recursive', '--archive'], followLong: ['--dereference'], argLetters: 'tS',
    ...BACKUPS, linkLetters: 'ls', linkLong: ['--link', '--symbolic-link'], parentsLong: ['--parents'],
  },
  // (scp -S and -D name programs it runs here: the ssh client, a local SFTP server.)
  scp: { use: 'copy', recursiveLetters: 'r', followLetters: 'r', argLetters: 'cDFiJloPSX', runsArgLetters: 'SD', sshOptionLetters: 'o' },
  // (--rsync-path is the program run at the other end: a line, as ssh's remote command is.)
  rsync: {
    use: 'copy', recursiveLetters: 'ra', followLetters: 'L', recursiveLong: ['--recursive', '--archive'], followLong: ['--copy-links'],
    argLetters: 'eBfMT', runsArgLetters: 'e', runsArgLong: ['--rsh', '--rsync-path'],
    readsArgLong: ['--read-batch', '--password-file', '--exclude-from', '--include-from', '--link-dest', '--copy-dest', '--compare-dest'],
    writesArgLetters: 'T', writesArgLong: ['--log-file', '--write-batch', '--only-write-batch', '--backup-dir', '--temp-dir', '--partial-dir'],
    listsFilesLong: ['--files-from'], backupLetters: 'b', backupLong: ['--backup', '--suffix'], wholeLong: ['--exclude', '--include'],
  },
  install: { use: 'copy', argLetters: 'gmoSt', editsAllLetters: 'd', editsAllLong: ['--directory'], runsArgLong: ['--strip-program'], ...BACKUPS },
  mv: { use: 'move', argLetters: 'tS', ...BACKUPS },
  // (Windows' xcopy from a bash line on win32, as from PowerShell: its `/S`-style switches are no files.)
  xcopy: { use: 'copy', alwaysRecursive: true, slashSwitches: true },
  rm: { use: 'edit', recursiveLetters: 'rR', recursiveLong: ['--recursive'] },
  fallocate: { use: 'edit', argLetters: 'lo' }, setfattr: { use: 'edit', argLetters: 'nvx', listsFilesLong: ['--restore'] },
  rmdir: EDIT, shred: { use: 'edit', zeroRenames: true, argLetters: 'ns', readsArgLong: ['--random-source'], textArgWords: ['--iterations', '--size'] }, truncate: { use: 'edit', argLetters: 'sr', readsArgLetters: 'r', readsArgLong: ['--reference'], textArgWords: ['--size'] },
  touch: { use: 'edit', argLetters: 'drt', readsArgLetters: 'r', readsArgLong: ['--reference'], textArgWords: ['--date', '--time'] }, tee: EDIT, mkdir: EDIT, ln: { use: 'copy', argLetters: 'tS', ...BACKUPS },
  link: { use: 'copy' }, unlink: EDIT, mkfifo: { use: 'edit', argLetters: 'mZ' }, mknod: { use: 'edit', argLetters: 'mZ' },
  chmod: MODE, chown: MODE, chgrp: MODE,
  // Compressors replace each operand by its compressed copy (or print it: `-c`).
  gzip: COMPRESS, gunzip: COMPRESS, bzip2: COMPRESS, bunzip2: COMPRESS, xz: XZ, unxz: XZ, lzma: XZ,
  unlzma: XZ, zstd: ZSTD, unzstd: ZSTD, lz4: COMPRESS, lz4c: COMPRESS, compress: COMPRESS, uncompress: COMPRESS,
  zcat: DECOMPRESS_READ, bzcat: DECOMPRESS_READ, xzcat: { ...DECOMPRESS_READ, listsFilesOptionalLong: XZ.listsFilesOptionalLong },
  zstdcat: { ...DECOMPRESS_READ, listsFilesLong: ZSTD.listsFilesLong }, lz4cat: DECOMPRESS_READ,
  zless: DECOMPRESS_READ, zmore: DECOMPRESS_READ, zgrep: DECOMPRESS_GREP, zegrep: DECOMPRESS_GREP, zfgrep: DECOMPRESS_GREP,
  // The bzip2, xz, zstd and lzma scripts of the zgrep and zdiff family; unzip's and other compressors' companions.
  ...Object.fromEntries(['bz', 'xz', 'zstd', 'lz', 'lzma'].flatMap((p) => [[`${p}grep`, DECOMPRESS_GREP], [`${p}egrep`, DECOMPRESS_GREP], [`${p}fgrep`, DECOMPRESS_GREP],
    [`${p}diff`, DECOMPRESS_READ], [`${p}cmp`, DECOMPRESS_READ], [`${p}less`, DECOMPRESS_READ], [`${p}more`, DECOMPRESS_READ]])),
  zdiff: DECOMPRESS_READ, zcmp: DECOMPRESS_READ, lzcat: { ...DECOMPRESS_READ, listsFilesOptionalLong: XZ.listsFilesOptionalLong }, funzip: READ, zipinfo: READ, zipdetails: READ, zipgrep: { use: 'search' },
  pigz: COMPRESS, unpigz: COMPRESS, pbzip2: COMPRESS, lzip: COMPRESS, lzop: COMPRESS, brotli: { ...COMPRESS, argLetters: 'oqw', writesArgLetters: 'o', writesArgLong: ['--output'] },
  gzexe: EDIT, zforce: EDIT, znew: EDIT, zipsplit: { use: 'read', argLetters: 'nb', writesArgLetters: 'b' }, zipcloak: { use: 'edit', argLetters: 'bO', writesArgLetters: 'O' },
};

/** PowerShell cmdlets (canonical names) whose positional or -Path words are files. */
const CMDLET_FILE_USES: Readonly<Record<string, FileCommand>> = {
  'Get-Content': READ, 'Select-String': READ, 'Import-Csv': READ, 'Get-FileHash': READ,
  'Set-Content': EDIT, 'Add-Content': EDIT, 'Out-File': EDIT, 'New-Item': EDIT, 'Clear-Content': EDIT, 'Rename-Item': EDIT,
  'Remove-Item': { use: 'edit', recursiveLong: ['-recurse'] },
  'Move-Item': { use: 'move' },
  'Copy-Item': { use: 'copy', recursiveLong: ['-recurse'] },
  // (robocopy SRC DEST [FILE…] /E; xcopy SRC DEST /S: copies, recursive with their switches: read
  // whole. robocopy's own reader, windows-copiers.ts, reads its file names apart.)
  robocopy: { use: 'copy', alwaysRecursive: true, slashSwitches: true }, xcopy: { use: 'copy', alwaysRecursive: true, slashSwitches: true }, 'Format-Hex': READ, mkdir: EDIT, 'Import-PowerShellDataFile': READ, 'Select-Xml': READ, 'Import-Module': READ, 'Update-TypeData': READ, 'Update-FormatData': READ,
  // (Unblock-File deletes the Zone.Identifier stream; a signature is read from the file.)
  'Unblock-File': EDIT, 'Get-AuthenticodeSignature': READ, 'Set-ItemProperty': EDIT, 'Clear-ItemProperty': EDIT, 'Set-Acl': EDIT,
  'Send-MailMessage': READ, 'Start-BitsTransfer': { use: 'copy' }, 'Get-WinEvent': READ, 'Import-LocalizedData': { use: 'none' },
  'Export-Csv': EDIT, 'Export-Clixml': EDIT, 'Tee-Object': EDIT, 'Start-Transcript': EDIT, 'Import-Clixml': READ, 'Invoke-Item': READ, 'Set-Clipboard': READ,
  // (What an archive holds lands below the destination; a directory compressed is read whole.)
  'Expand-Archive': { use: 'copy', alwaysRecursive: true }, 'Compress-Archive': { use: 'copy', alwaysRecursive: true },
  // (Their reads are parameters of their own: cmdlet-parameters.ts.)
  'Get-Command': { use: 'none' }, 'Get-Help': { use: 'none' }, help: { use: 'none' }, 'New-FileCatalog': { use: 'none' }, 'Test-FileCatalog': { use: 'none' },
  'ConvertFrom-Markdown': READ, 'Show-Markdown': READ, 'Test-Json': READ, 'Get-CmsMessage': READ, 'Unprotect-CmsMessage': READ, 'Protect-CmsMessage': READ,
  'Get-PfxCertificate': READ, 'Get-PfxData': READ, 'Import-Certificate': READ, 'Import-PfxCertificate': READ, 'Test-ModuleManifest': READ,
  'Test-ScriptFileInfo': READ, 'Import-Counter': READ,
  // (Saved modules and scripts land below -Path; a module published is read whole; -HistorySavePath, -SourcePath are parameters of their own.)
  'Export-Alias': EDIT, 'Get-Acl': READ, 'Save-Module': { use: 'edit', alwaysRecursive: true }, 'Save-Script': { use: 'edit', alwaysRecursive: true },
  'Trace-Command': EDIT, 'Export-PSSession': { use: 'edit', alwaysRecursive: true }, 'New-PSSessionConfigurationFile': EDIT,
  'Publish-Module': { use: 'read', alwaysRecursive: true }, 'Set-AuthenticodeSignature': EDIT, 'Set-PSReadLineOption': { use: 'none' }, 'Update-Help': { use: 'none' },
  'Invoke-Pester': { use: 'read', alwaysRecursive: true },
};

/**
 * Commands that only read or write the data of their file arguments, never run, load or follow
 * what the data says: a process substitution given to one (`diff <(sort a) <(sort b)`, `tee
 * >(gzip > x.gz)`) is a pipe, /dev/fd/N, fed by a command the analysis reads on its own. Not
 * here: interpreters, `source`, editors, m4, bc, XML/jq/yq readers (entities, imports, scripts).
 */
export const PIPE_READERS: ReadonlySet<string> = new Set([
  'cat', 'head', 'tail', 'less', 'more', 'bat', 'nl', 'tac', 'od', 'hexdump', 'hd', 'strings', 'base64', 'base32', 'sort', 'cut', 'wc',
  'uniq', 'rev', 'cksum', 'sum', 'md5sum', 'sha1sum', 'sha256sum', 'sha224sum', 'sha384sum', 'sha512sum', 'b2sum', 'shasum', 'comm',
  'fold', 'fmt', 'paste', 'expand', 'unexpand', 'join', 'column', 'shuf', 'diff', 'sdiff', 'diff3', 'cmp', 'tee', 'grep', 'egrep',
  'fgrep', 'rg', 'ag', 'ack', 'iconv', 'file', 'stat', 'zcat', 'gunzip', 'gzip', 'xz', 'zstd',
]);

// Looked up as Maps: a command name is a fresh string, which a property lookup would first
// internalize (a measurable share of every decision), and no prototype member can answer.
export const FILE_COMMANDS: ReadonlyMap<string, FileCommand> = new Map(Object.entries(FILE_COMMAND_USES));
export const CMDLET_FILES: ReadonlyMap<string, FileCommand> = new Map(Object.entries(CMDLET_FILE_USES));
