// Tools whose option values are command lines or code (a GTFOBins review, m–z; each ran `rm -rf
// x` unseen beside `Shell(*)`): svn's `--editor-cmd`/`--diff-cmd`/`--diff3-cmd` and the config
// options naming helpers and tunnels, sshuttle's `-e` (its ssh command), perlbug's `-e` (its
// editor), openvpn's script options (`--up CMD`…). Their lines are read as lines; code the
// analysis does not read (`puppet apply -e`, `wp eval`, a plugin) is a problem. Their other words
// stay with the safety net (possible-paths.ts, PARTLY_READ) and the URL reading of unknown commands.

import type { FileTouches } from './file-touches.js';
import { urlsOfUnknownCommand } from './url-words.js';
import { svnCheckoutWrites } from './checkout-writes.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** An option's value: attached (`--opt=V`, `-eV`) or the next word; undefined when missing. */
interface Value {
  readonly text: string;
  readonly dynamic: boolean;
  /** The index of the last word it took. */
  readonly end: number;
}

function valueAt(words: readonly string[], dynamic: readonly boolean[], i: number, attached: string | undefined): Value | undefined {
  if (attached !== undefined) return { text: attached, dynamic: false, end: i };
  return i + 1 < words.length ? { text: words[i + 1]!, dynamic: dynamic[i + 1] ?? false, end: i + 1 } : undefined;
}

/** `--name=V` or `--name V` for one of `names`: the value, or undefined when the word is not one. */
function longValue(words: readonly string[], dynamic: readonly boolean[], i: number, names: ReadonlySet<string>): Value | undefined {
  const w = words[i]!;
  const eq = w.indexOf('=');
  if (!names.has(eq > 0 ? w.slice(0, eq) : w)) return undefined;
  return valueAt(words, dynamic, i, eq > 0 ? w.slice(eq + 1) : undefined);
}

function runValue(t: FileTouches, v: Value | undefined): void {
  if (v !== undefined) t.run(v.text, v.dynamic);
}

/** svn's options whose value is a command it runs (the editor by a shell, the diff programs with their arguments). */
const SVN_COMMANDS: ReadonlySet<string> = new Set(['--editor-cmd', '--diff-cmd', '--diff3-cmd']);
/** Keys of svn's `config` file, `helpers` section, that name commands (`--config-option config:helpers:editor-cmd=CMD`). */
const SVN_HELPER_KEYS: ReadonlySet<string> = new Set(['editor-cmd', 'diff-cmd', 'diff3-cmd', 'merge-tool-cmd']);

/**
 * svn: `--editor-cmd CMD`, `--diff-cmd CMD`, `--diff3-cmd CMD` run CMD; `--config-option
 * FILE:SECTION:KEY=VALUE` runs VALUE for a helper key or a `tunnels` scheme; `--config-dir DIR`
 * reads settings that may name any.
 */
export function svnTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  svnCheckoutWrites(words, dynamic, t);
  for (let i = 1; i < words.length; i++) {
    if (dynamic[i]) {
      if (words[i]!.startsWith('-') || i === 1) t.problem('an argument of svn comes from an expansion: it may be an option that runs a command (--editor-cmd, --diff-cmd)');
      continue;
    }
    const command = longValue(words, dynamic, i, SVN_COMMANDS);
    if (command !== undefined) {
      runValue(t, command);
      i = command.end;
      continue;
    }
    const config = longValue(words, dynamic, i, CONFIG_OPTION);
    if (config !== undefined) {
      svnConfigOption(config, t);
      i = config.end;
      continue;
    }
    const dir = longValue(words, dynamic, i, CONFIG_DIR);
    if (dir !== undefined) {
      t.read(dir.text, dir.dynamic, 'tree');
      t.problem(`svn reads its settings from ${dir.dynamic ? 'an expansion' : dir.text}, which may name commands it runs (editor-cmd, tunnels)`);
      i = dir.end;
    }
  }
}

const CONFIG_OPTION: ReadonlySet<string> = new Set(['--config-option']);
const CONFIG_DIR: ReadonlySet<string> = new Set(['--config-dir']);

function svnConfigOption(v: Value, t: FileTouches): void {
  if (v.dynamic) {
    t.problem('an svn --config-option comes from an expansion: it may name a command (editor-cmd, tunnels)');
    return;
  }
  const m = /^([^:]*):([^:]*):([^=]*)=(.*)$/s.exec(v.text);
  if (m === null) return;
  const [file, section, key, value] = [m[1]!.toLowerCase(), m[2]!.toLowerCase(), m[3]!.toLowerCase(), m[4]!];
  if (file === 'config' && (section === 'tunnels' || (section === 'helpers' && SVN_HELPER_KEYS.has(key)))) t.run(value, false);
}

/** sshuttle's short options that take no value (argparse reads `-ve CMD` as `-v -e CMD`). */
const SSHUTTLE_FLAGS = /^-[vVDHNnq]*e(.*)$/s;

/** sshuttle: `-e CMD`, `--ssh-cmd CMD` (any unique prefix, `--ssh`) is the ssh command line it runs, to the remote host. */
export function sshuttleTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      if (w.startsWith('-')) t.problem('an argument of sshuttle comes from an expansion: it may be -e, the command it runs');
      continue;
    }
    if (w === '--') return;
    const eq = w.indexOf('=');
    const name = eq > 0 ? w.slice(0, eq) : w;
    const short = w.startsWith('--') ? null : SSHUTTLE_FLAGS.exec(w);
    const isLong = name.length >= 4 && '--ssh-cmd'.startsWith(name);
    if (!isLong && short === null) continue;
    const v = valueAt(words, dynamic, i, isLong ? (eq > 0 ? w.slice(eq + 1) : undefined) : short![1] !== '' ? short![1] : undefined);
    if (v === undefined) return;
    // (It runs `CMD HOST -- SERVER`: read with a host and its server as the remote command, as rsync's -e is.)
    t.run(v.dynamic ? v.text : `${v.text} host sshuttle`, v.dynamic);
    i = v.end;
  }
}

/** perlbug's (and perlthanks') one-letter options that take a value (Getopt::Std), and what some of them name. */
const PERLBUG_VALUES = 'asbfFrecoTp';

/** perlbug: `-e EDITOR` is a line it runs (with the report file appended); `-f FILE` is read, `-F FILE` written. */
export function perlbugTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      t.problem('an argument of perlbug comes from an expansion: it may be -e, the editor it runs');
      continue;
    }
    if (w === '--') return;
    if (w.length < 2 || w[0] !== '-') continue;
    for (let j = 1; j < w.length; j++) {
      const letter = w[j]!;
      if (!PERLBUG_VALUES.includes(letter)) continue;
      const v = valueAt(words, dynamic, i, j + 1 < w.length ? w.slice(j + 1) : undefined);
      if (v === undefined) break;
      if (letter === 'e') runValue(t, v);
      else if (letter === 'f') t.read(v.text, v.dynamic);
      else if (letter === 'F') t.edit(v.text, v.dynamic);
      i = v.end;
      break;
    }
  }
}

/** openvpn's options whose value is a command it runs (a script, or a program with its arguments). */
const OPENVPN_COMMANDS: ReadonlySet<string> = new Set(['--up', '--down', '--route-up', '--route-pre-down', '--ipchange', '--client-connect',
  '--client-disconnect', '--learn-address', '--auth-user-pass-verify', '--tls-verify', '--tls-crypt-v2-verify', '--iproute', '--dns-updown']);

/** openvpn: its script options' values are lines it runs; `--plugin` loads a library (code): a problem. */
export function openvpnTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      if (w.startsWith('-')) t.problem('an argument of openvpn comes from an expansion: it may be an option that runs a script (--up, --down)');
      continue;
    }
    if (w === '--plugin' || w.startsWith('--plugin=')) t.problem('openvpn --plugin loads a library, whose code is not analyzed');
    // (A configuration names remotes, proxies and scripts it runs; `openvpn FILE` is `--config FILE`.)
    if (w === '--config' || w.startsWith('--config=') || (words.length === 2 && !w.startsWith('-'))) t.problem('openvpn reads its remotes and the scripts it runs from a configuration file, which is not analyzed');
    const v = longValue(words, dynamic, i, OPENVPN_COMMANDS);
    if (v === undefined) continue;
    runValue(t, v);
    i = v.end;
  }
}

/** puppet apply's options that take no value; any other `--setting` may take the next word. */
const PUPPET_FLAGS: ReadonlySet<string> = new Set(['-d', '--debug', '-v', '--verbose', '-h', '--help', '-V', '--version', '-L', '--loadclasses',
  '--noop', '--no-noop', '--detailed-exitcodes', '--test', '-t', '--write-catalog-summary', '--color', '--no-color']);

/**
 * `puppet apply -e CODE` (`--execute`, any prefix from `--e`) runs puppet code, and without a
 * manifest (or `--catalog`) it reads the code from standard input: not read here, a problem.
 */
export function puppetTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let at = 1;
  while (at < words.length && !dynamic[at] && words[at]!.startsWith('-')) at++;
  if (dynamic[at]) t.problem('the puppet subcommand comes from an expansion');
  if (words[at] !== 'apply') return;
  let manifest = false;
  for (let i = at + 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      t.problem('an argument of puppet apply comes from an expansion: it may be -e, code it runs');
      continue;
    }
    const name = w.includes('=') ? w.slice(0, w.indexOf('=')) : w;
    if (/^-[dvhVLt]*e/.test(w) || (name.length >= 3 && '--execute'.startsWith(name))) {
      t.problem('puppet apply runs code given on its command line (-e), in a language the analysis does not read');
      return;
    }
    if (name === '--catalog') manifest = true;
    if (!w.startsWith('-')) manifest = true;
    else if (!PUPPET_FLAGS.has(w) && !w.includes('=') && !/^--no-/.test(w)) i++;
  }
  if (!manifest) t.problem('puppet apply without a manifest runs the code it reads from standard input, which is not analyzed');
}

/**
 * WP-CLI: `wp eval CODE` and `wp shell` (standard input) run PHP code, `--exec=CODE` runs it
 * before any command, `wp eval-file -` reads it from standard input: problems. A file of code is
 * covered by its allow rule, as a script is.
 */
export function wpTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let sub: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      t.problem('an argument of wp comes from an expansion: it may be code it runs (eval, --exec)');
      continue;
    }
    if (w === '--exec' || w.startsWith('--exec=')) t.problem('wp --exec runs PHP code, which the analysis does not read');
    if (sub === undefined && !w.startsWith('-')) {
      sub = w;
      if (w === 'eval' || w === 'shell') t.problem(`wp ${w} runs PHP code, which the analysis does not read`);
    } else if (sub === 'eval-file' && w === '-') t.problem('wp eval-file - runs PHP code from standard input, which is not analyzed');
  }
}

/**
 * wg-quick runs its configuration's PreUp/PostUp/PreDown/PostDown lines by bash: a file (a word
 * with `/` or `.conf`) is read, not analyzed, so a problem; an interface name reads
 * /etc/wireguard/NAME.conf, the system's own. wg's `setconf|addconf|syncconf` read peers' endpoints from a file.
 */
export function wireguardTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const quick = words[0] === 'wg-quick';
  const config = quick ? 2 : 3;
  if (!quick && !['setconf', 'addconf', 'syncconf'].includes(words[1] ?? '')) return;
  if (config >= words.length) return;
  const w = words[config]!;
  if (!quick || dynamic[config] || dynamic[1] || w.includes('/') || w.endsWith('.conf')) {
    t.problem(quick ? 'wg-quick runs the PostUp and PreDown lines of a configuration file, which are not analyzed' : `wg ${words[1]} connects to the endpoints a configuration file names, which are not analyzed`);
  }
}

/** A reader, then the URLs among the words, as for a command no table knows (`svn checkout https://h/r` reaches h). */
const withUrls = (reader: Reader): Reader => (words, dynamic, t) => {
  reader(words, dynamic, t);
  urlsOfUnknownCommand(words[0] ?? '', words, dynamic, t);
};

export const COMMAND_OPTION_READERS: readonly (readonly [string, Reader])[] = ([
  ['svn', svnTouches], ['sshuttle', sshuttleTouches], ['perlbug', perlbugTouches], ['perlthanks', perlbugTouches], ['openvpn', openvpnTouches],
  ['puppet', puppetTouches], ['wp', wpTouches], ['wg-quick', wireguardTouches], ['wg', wireguardTouches],
] as const).map(([name, reader]) => [name, withUrls(reader)] as const);

/** Their names: the safety net reads their other words too (possible-paths.ts). */
export const COMMAND_OPTION_TOOLS: readonly string[] = COMMAND_OPTION_READERS.map(([name]) => name);
