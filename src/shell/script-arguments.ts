// Commands that read a file no reader table describes (reference E.11): an interpreter reads the
// script it runs (and shows its text in errors: `bash /etc/shadow` prints the first line), `dd`
// reads `if=` and writes `of=`, `openssl` reads `-in FILE` and writes `-out FILE`. Every doubt
// adds a path, as in the other readers.

import type { FileTouches } from './file-touches.js';

interface Interpreter {
  /** Options whose value is the next word (when not attached). */
  readonly valueOptions: ReadonlySet<string>;
  /** A word that runs code given on the command line, a module, or standard input: no script file. */
  readonly noScript: RegExp;
}

const SHELL: Interpreter = { valueOptions: new Set(['-o', '+o', '-O', '+O']), noScript: /^-[a-zA-Z]*[cs][a-zA-Z]*$/ };
const PYTHON: Interpreter = { valueOptions: new Set(['-W', '-X', '-Q']), noScript: /^-(?:[a-zA-Z]*[cm].*|)$/ };
const NODE: Interpreter = {
  valueOptions: new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '--input-type', '-C', '--conditions']),
  noScript: /^(?:-[ep]|--eval(?:=.*)?|--print(?:=.*)?|-)$/,
};
const PERL: Interpreter = { valueOptions: new Set(['-x']), noScript: /^-(?:[a-zA-Z]*[eE].*|)$/ };
const RUBY: Interpreter = { valueOptions: new Set(['-I', '-r', '-C', '-E', '-F']), noScript: /^-(?:[a-zA-Z]*e.*|)$/ };
const PHP: Interpreter = { valueOptions: new Set(['-c', '-d', '-z']), noScript: /^-(?:[a-zA-Z]*[rBRE].*|a|)$/ };

export const INTERPRETERS: ReadonlyMap<string, Interpreter> = new Map([
  ...['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox-sh'].map((n): [string, Interpreter] => [n, SHELL]),
  ...['python', 'python2', 'python3', 'pypy', 'pypy3'].map((n): [string, Interpreter] => [n, PYTHON]),
  ['node', NODE], ['nodejs', NODE], ['perl', PERL], ['ruby', RUBY], ['php', PHP],
]);

/** The script an interpreter runs (its first operand), read; none when code comes another way. */
export function interpreterTouches(spec: Interpreter, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      // An expansion may be the script, or an option before it.
      t.read(w, true);
      return;
    }
    if (w === '--') {
      if (i + 1 < words.length) t.read(words[i + 1] ?? '', dynamic[i + 1] ?? false);
      return;
    }
    if (spec.noScript.test(w)) return;
    if (spec.valueOptions.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith('-') || w.startsWith('+')) {
      // (php -f FILE names the script.)
      if (spec === PHP && w === '-f' && i + 1 < words.length) {
        t.read(words[i + 1] ?? '', dynamic[i + 1] ?? false);
        return;
      }
      continue;
    }
    t.read(w);
    return;
  }
}

export function ddTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      // An expansion may be `if=` or `of=` anything.
      t.read(w, true);
      t.edit(w, true);
    } else if (w.startsWith('if=')) t.read(w.slice(3));
    else if (w.startsWith('of=')) t.edit(w.slice(3));
  }
}

/** openssl options (any subcommand) whose value is a file it reads, or writes. */
const OPENSSL_READS = new Set(['-in', '-inkey', '-key', '-cert', '-certfile', '-CAfile', '-CAkey', '-config', '-signkey', '-kfile',
  '-peerkey', '-sigfile', '-signature', '-verify', '-prverify', '-untrusted', '-trusted', '-chain', '-extfile', '-paramfile',
  '-passin', '-rand', '-content']);
const OPENSSL_WRITES = new Set(['-out', '-keyout', '-sigout', '-writerand', '-passout']);

/**
 * openssl SUBCOMMAND: the values of the options above, and every other word that is not an
 * option (`openssl dgst -sha256 FILE`; an option's non-file value read too is harmless). An
 * option above followed by another option is taken as a flag (`req -verify -in x`).
 */
export function opensslTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  if (dynamic[1]) t.read(words[1] ?? '', true);
  for (let i = 2; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      t.read(w, true);
      continue;
    }
    if (!w.startsWith('-')) {
      t.read(w);
      continue;
    }
    const next = words[i + 1];
    if (!(OPENSSL_READS.has(w) || OPENSSL_WRITES.has(w)) || next === undefined || (next.startsWith('-') && !dynamic[i + 1])) continue;
    i++;
    // -passin/-passout take `file:PATH` among other forms.
    const file = w === '-passin' || w === '-passout' ? (next.startsWith('file:') ? next.slice(5) : undefined) : next;
    if (file === undefined) continue;
    if (OPENSSL_READS.has(w)) t.read(file, dynamic[i] ?? false);
    else t.edit(file, dynamic[i] ?? false);
  }
}
