// What make writes on its own job (session 41, r21): `make -C /etc`, `cd /etc && make`, `make -C
// .git/hooks` and `make install DESTDIR=/etc` (or `PREFIX=/etc`) were allowed beside
// `Edit(//etc/**)`. Session 40 left them to make's allow rule, as its recipes are code; the
// safer reading, kept here, is that make builds its goals in the directory it runs in and that
// the installation directories the line names are where `install` writes:
// - the directory make works in (`-C DIR`, each after the last relative to it, else where the line
//   is) is written, as itself: a rule on its tree meets it, one on a name inside does not;
// - each goal is a file there (`make key.pem`, `make .git/hooks/pre-commit`);
// - `DESTDIR=`, `prefix=`/`PREFIX=` and the GNU directory variables (`bindir=`, `sysconfdir=`, …)
//   are possibly written with all below (a relative one below make's directory), whatever the goal
//   (the default goal may install): a deny rule there asks; an expansion as one is an unknown write.
// tool-scripts.ts reads what make runs (its makefile, `--eval`, `VAR=LINE`).

import { MAKE_INSTALL_DIRECTORY, type FileTouches } from './file-touches.js';
import type { LineValues } from './line-values.js';
import { MAKE_PROGRAM_VARIABLES, MAKE_RUN_VARIABLES } from './tool-scripts.js';

/** Variables naming where `make install` writes (GNU's directory variables, and common upper-case spellings). */
const INSTALL_DIRECTORIES = new Set(['DESTDIR', 'prefix', 'PREFIX', 'exec_prefix', 'EXEC_PREFIX', 'bindir', 'BINDIR', 'sbindir', 'SBINDIR',
  'libexecdir', 'LIBEXECDIR', 'libdir', 'LIBDIR', 'includedir', 'INCLUDEDIR', 'oldincludedir', 'datarootdir', 'DATAROOTDIR', 'datadir', 'DATADIR',
  'sysconfdir', 'SYSCONFDIR', 'sharedstatedir', 'localstatedir', 'LOCALSTATEDIR', 'runstatedir', 'docdir', 'DOCDIR', 'infodir', 'htmldir',
  'localedir', 'mandir', 'MANDIR', 'man1dir', 'man5dir', 'man8dir', 'lispdir', 'pkgconfigdir', 'INSTALL_ROOT', 'INSTALL_PREFIX', 'INSTALLDIR',
  'INSTALL_DIR', 'BASEDIR', 'ROOT', 'DEST', 'INSTROOT']);

/** make's short options that take a value (as tool-scripts.ts reads them), and long ones. */
const VALUE_LETTERS = 'CfIoWE';
const VALUE_LONG = ['directory', 'file', 'makefile', 'include-dir', 'old-file', 'assume-old', 'what-if', 'new-file', 'assume-new', 'eval',
  'jobserver-auth', 'jobserver-style'];
const OPTIONAL_LONG = ['debug', 'output-sync', 'shuffle', 'jobs', 'load-average', 'print-directory'];
/** Options after which make builds nothing. */
const NOTHING_BUILT = new Set(['-v', '--version', '-h', '--help']);

const VARIABLE = /^([A-Za-z_.][\w.]*?)[:+?!]*=/;

export function makeWrites(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let directory = '';
  const enter = (dir: string): void => {
    if (dir !== '') directory = directory === '' || /^[/~]/.test(dir) ? dir : `${directory.replace(/(?<!\/)\/+$/, '')}/${dir}`;
  };
  const at = (f: string): string => (directory === '' || /^[/~]/.test(f) ? f : `${directory.replace(/(?<!\/)\/+$/, '')}/${f}`);
  const goals: string[] = [];
  const installs: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      // (`-j$(nproc)`: a number. `DESTDIR=$D`, `-C $D`'s like, or any other expansion that may be
      // one: an unknown write; a variable no install directory is tool-scripts.ts's to read.)
      const variable = VARIABLE.exec(w)?.[1];
      if (/^-[jl][\d$]/.test(w) || (variable !== undefined && !INSTALL_DIRECTORIES.has(variable))) continue;
      t.edit(w, true, 'tree');
      continue;
    }
    if (NOTHING_BUILT.has(w)) return;
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const given = w.slice(2, eq < 0 ? undefined : eq);
      const optional = given.length >= 1 && OPTIONAL_LONG.some((n) => n.startsWith(given));
      const name = given.length >= 2 ? VALUE_LONG.find((n) => n.startsWith(given)) : undefined;
      if (name === undefined || (optional && eq < 0)) continue;
      const value = eq >= 0 ? w.slice(eq + 1) : words[++i];
      if (value === undefined) continue;
      if (name === 'directory') {
        if (eq < 0 && dynamic[i]) t.edit(value, true, 'tree');
        else enter(value);
      }
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      for (let k = 1; k < w.length; k++) {
        if (!VALUE_LETTERS.includes(w[k]!)) continue;
        const value = k + 1 < w.length ? w.slice(k + 1) : words[++i];
        if (value !== undefined && w[k] === 'C') {
          if (k + 1 >= w.length && dynamic[i]) t.edit(value, true, 'tree');
          else enter(value);
        }
        break;
      }
      continue;
    }
    const variable = VARIABLE.exec(w);
    if (variable === null) goals.push(w);
    else if (INSTALL_DIRECTORIES.has(variable[1]!)) installs.push(w.slice(variable[0].length));
  }
  // (Where the line is: an implicit part, as make's Makefile read there is.)
  if (directory === '') t.implicitEdit('.', false);
  else t.edit(directory);
  for (const g of goals) t.edit(at(g));
  for (const d of installs) if (d !== '') t.possible(at(d), false, MAKE_INSTALL_DIRECTORY, 'tree');
}

/**
 * What make takes from the variables the line exports (`export DESTDIR=/etc; make install`, `set
 * -a; CC='rm x'; make`: were allowed, while `make DESTDIR=/etc install` and `make CC='rm x'` were
 * read): an install directory's values as `NAME=VALUE` words, read as make's own; the names of the
 * exported variables its rules run or that choose its shell, whose values are not read here.
 */
/** The flags make's built-in rules give the programs they run (`$(CC) $(CFLAGS) $(CPPFLAGS) …`). */
const MAKE_FLAG_VARIABLES = new Set(['CFLAGS', 'CXXFLAGS', 'CPPFLAGS', 'LDFLAGS', 'LDLIBS', 'LOADLIBES', 'ASFLAGS', 'FFLAGS', 'ARFLAGS', 'LFLAGS', 'YFLAGS',
  'RFLAGS', 'PFLAGS', 'COFLAGS', 'GFLAGS', 'LINTFLAGS', 'TARGET_ARCH', 'OUTPUT_OPTION']);

export function makeEnvironment(values: LineValues | undefined): { assignments: string[]; runs: string[]; lines: string[] } | undefined {
  const names = values?.exportedNames;
  if (names === undefined) return undefined;
  const assignments: string[] = [];
  const runs: string[] = [];
  const lines: string[] = [];
  for (const name of names) {
    const assigned = values!.get(name) !== undefined || values!.partial?.has(name) === true || values!.overflowing.has(name);
    // (A run variable's values the line shows are lines make may run, as `make CC=clang` reads
    // them, tool-scripts.ts; not one holding a make function or variable, `$(shell …)`.)
    // (The flags its built-in rules give a program are read so too, as `make CFLAGS='-wrapper rm'` is.)
    const run = MAKE_RUN_VARIABLES.has(name) || MAKE_FLAG_VARIABLES.has(name);
    const shown = run && values!.partial?.has(name) !== true && !values!.overflowing.has(name) ? values!.get(name) : undefined;
    if (shown !== undefined && shown.every((v) => !/\$[({]|`/.test(v))) lines.push(...shown.filter((v) => v.trim() !== ''));
    else if (assigned && (run || MAKE_PROGRAM_VARIABLES.has(name))) runs.push(name);
    // (Where make install writes, `NAME=VALUE` for each value the line assigns it.)
    if (!INSTALL_DIRECTORIES.has(name)) continue;
    for (const v of values!.get(name) ?? []) assignments.push(`${name}=${v}`);
    // (A value the line assigns but does not show, `export PREFIX=$(f)`: an expansion, an unknown write. `export PREFIX` alone sets none.)
    if (assigned && values!.get(name) === undefined) assignments.push(`${name}=$${name}`);
  }
  return assignments.length > 0 || runs.length > 0 || lines.length > 0 ? { assignments, runs, lines } : undefined;
}
