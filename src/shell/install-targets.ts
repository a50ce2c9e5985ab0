// Build steps that install to the prefix the build tree was configured with (session 42): `ninja
// install`, `ninja -C b install/strip`, `meson install` (and cmake's `--build b --target install`,
// cmake-writes.ts) copy files below a prefix the line does not show (the build tree's cache or
// configuration: /usr/local, or anything the project set, `~`, /etc), as `cmake --install b` does:
// an unknown write, which asks wherever Edit deny or ask rules exist. `meson install --destdir D`
// writes below D; `--dry-run` and ninja's tools (`-t targets`) write nothing. `make install` is
// make-writes.ts's (the installation directories the line names). A target from an expansion may be
// install (session 43); `ninja-build` and `samu` are ninja; muon (meson in C) installs as meson does.

import type { FileTouches } from './file-touches.js';

/** An install target's name: `install`, `install/strip`, `install/local`, `install-strip`, `install-data`. */
const INSTALL_TARGET = /^install(?:[/-][\w-]+)?$/;
/** ninja's options that take a value (attached or the next word). */
const NINJA_VALUES = 'CfjklLdtw';

/** Why the write is unknown, for the reason a decision shows. */
export const INSTALL_PREFIX_UNKNOWN = 'installs below the prefix its build tree was configured with, which the line does not show';

/** ninja's names: Fedora's `ninja-build`, samurai's `samu`. */
export const NINJA_NAMES: readonly string[] = ['ninja', 'ninja-build', 'samu'];

export function installTargetWrites(tool: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  if (NINJA_NAMES.includes(tool)) ninjaInstall(words, dynamic, t);
  else if (tool === 'meson') mesonInstall(words, dynamic, t);
  else if (tool === 'muon') muonInstall(words, dynamic, t);
}

function ninjaInstall(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // (A target from an expansion may be `install`, as make's and cmake's are read: session 43, `ninja "$T"` was allowed.)
    if (dynamic[i]) return t.possible('', true, INSTALL_PREFIX_UNKNOWN, 'tree');
    if (w.length > 1 && w.startsWith('-') && w !== '--') {
      if (w === '-t' || w === '-n') return;
      if (NINJA_VALUES.includes(w[1]!) && w.length === 2) i++;
      continue;
    }
    if (INSTALL_TARGET.test(w)) return t.possible('', true, INSTALL_PREFIX_UNKNOWN, 'tree');
  }
}

function mesonInstall(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let sub: string | undefined;
  let destdir: { word: string; dynamic: boolean } | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) continue;
    if (w === '-n' || w === '--dry-run' || w === '-h' || w === '--help') return;
    if (w === '--destdir') destdir = { word: words[i + 1] ?? '', dynamic: dynamic[++i] ?? false };
    else if (w.startsWith('--destdir=')) destdir = { word: w.slice(10), dynamic: false };
    else if (w === '-C') i++;
    else if (sub === undefined && !w.startsWith('-')) sub = w;
  }
  if (sub !== 'install') return;
  if (destdir !== undefined) t.edit(destdir.word, destdir.dynamic, 'tree');
  else t.possible('', true, INSTALL_PREFIX_UNKNOWN, 'tree');
}

/** `muon [-C DIR] install [-n] [-d DESTDIR]`: any install writes below the configured prefix (its destdir is not read: unknown too). */
function muonInstall(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let install = false;
  for (let i = 1; i < words.length; i++) {
    if (dynamic[i]) return t.possible('', true, INSTALL_PREFIX_UNKNOWN, 'tree');
    if (words[i] === '-n') return;
    if (words[i] === '-C') i++;
    else if (!words[i]!.startsWith('-') && !install) {
      if (words[i] !== 'install') return;
      install = true;
    }
  }
  if (install) t.possible('', true, INSTALL_PREFIX_UNKNOWN, 'tree');
}
