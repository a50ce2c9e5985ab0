// The C compiler drivers (gcc, cc, g++, c++, clang, clang++, cpp) and their single-dash long
// options (hunt 5, F8): they read their source operands (`cpp /etc/passwd` prints it), `-include`
// and `-imacros` files, linker scripts (`-T`), response files (`@FILE`: more options, unknown,
// a problem), and the directories of `-I`/`-L`/`-isystem`… (what they hold is included); they
// write `-o FILE` (attached too: `-o/etc/x`), `-MF`/`-aux-info` files, `a.out` (or `NAME.o`
// beside `-c`) without `-o`, and cpp its second operand. `-wrapper PROG,ARGS` runs PROG with ARGS
// before each program the driver starts (a line the analysis reads, which must be allowed too).
// Options that load code into the compiler or choose the programs it runs (`-B DIR`, `-specs=`,
// `-fplugin=`, `--ld-path=`, `-Xclang`, a linker `-plugin`) are problems. Linker options
// (`-Wl,…`, `-Xlinker`) that look like paths are written (`-Wl,-o,/etc/x`).

import type { FileTouches } from './file-touches.js';
import { quoted } from './tmux-arguments.js';

export const COMPILER_DRIVERS: readonly string[] = ['gcc', 'cc', 'g++', 'c++', 'clang', 'clang++', 'c89', 'c99', 'cpp'];

/** Options whose value (the next word, or attached) is a file read / written / a directory read below / text. */
const READS = new Set(['-include', '-imacros', '-T']);
const WRITES = new Set(['-o', '-MF', '-aux-info']);
const DIRECTORIES = new Set(['-I', '-L', '-isystem', '-iquote', '-idirafter', '-iprefix', '-iwithprefix', '-iwithprefixbefore', '-isysroot', '--sysroot', '-F']);
const TEXT = new Set(['-x', '-D', '-U', '-l', '-MT', '-MQ', '-e', '-u', '-z', '-arch', '-target', '-mllvm', '-Xassembler', '-Xpreprocessor', '-G', '-A', '--param', '-std']);
/** Options whose value is a file the linker gets: what looks like a path there may be written. */
const LINKER = new Set(['-Xlinker']);
/** Valued options longest first, so that an attached value is split at the right name (`-isystem/x` is not `-i…`). */
const VALUED = [...READS, ...WRITES, ...DIRECTORIES, ...TEXT, ...LINKER].sort((a, b) => b.length - a.length);
/** Letters whose value may be attached (`-ofile`, `-I/x`, `-DX=1`): the one-letter ones. */
const ATTACHED = VALUED.filter((o) => o.length === 2);

/** Options that load code into the compiler or choose the programs it runs, by any spelling (`-B DIR`, `-BDIR`, `-fplugin=X`). */
const LOADS_CODE = /^(?:-B|-fplugin|-fpass-plugin|--?specs|--ld-path|-Xclang|--gcc-toolchain|-fuse-ld=.*\/|-ccc-|-no-integrated-cpp)/;

function looksLikePath(word: string): boolean {
  return word.includes('/') || word.startsWith('.') || word.startsWith('~');
}

export function compilerTouches(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const operands: { word: string; dynamic: boolean }[] = [];
  let output = false;
  let stage: '' | 'c' | 'S' | 'E' = name === 'cpp' ? 'E' : '';
  const take = (option: string, value: string, dyn: boolean): void => {
    if (option === '-o') output = true;
    if (READS.has(option)) t.read(value, dyn);
    else if (WRITES.has(option)) t.edit(value, dyn);
    else if (DIRECTORIES.has(option)) t.read(value, dyn, 'tree');
    else if (LINKER.has(option) && (dyn || looksLikePath(value))) t.edit(value, dyn);
  };
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      // (An expansion may be `-o /etc/x`, `@FILE`, or a source.)
      t.problem(`an expansion among ${name}'s arguments may be an option that names a file or a program`);
      operands.push({ word: w, dynamic: true });
      continue;
    }
    if (w === '-' || !w.startsWith('-')) {
      if (w.startsWith('@') && w.length > 1) {
        t.read(w.slice(1));
        t.problem(`${name} reads more options from ${w}`);
      } else operands.push({ word: w, dynamic: false });
      continue;
    }
    if (w === '-c' || w === '-S' || w === '-E' || w === '-M' || w === '-MM' || w === '-fsyntax-only') {
      stage = w === '-c' || w === '-S' ? w[1] as 'c' | 'S' : 'E';
      continue;
    }
    if (w === '-wrapper') {
      const value = words[++i];
      if (value === undefined) continue;
      if (dynamic[i]) t.problem(`${name}'s -wrapper program comes from an expansion`);
      else t.run(value.split(',').map(quoted).join(' '), false);
      continue;
    }
    if (LOADS_CODE.test(w)) {
      t.problem(`${name} ${w.slice(0, 40)} runs or loads programs the analysis does not know`);
      if (w === '-B' || w === '-specs' || w === '-Xclang') i++;
      continue;
    }
    // (The linker's `-plugin` loads code: `-Wl,-plugin,x.so`, `-Xlinker -plugin`.)
    if ((w.startsWith('-Wl,') && /,-?-plugin\b/.test(w)) || (w === '-Xlinker' && /^-?-plugin\b/.test(words[i + 1] ?? ''))) {
      t.problem(`${name}'s linker is given -plugin, which loads code`);
    }
    if (w.startsWith('-Wl,') || w.startsWith('-Wa,') || w.startsWith('-Wp,')) {
      for (const part of w.slice(4).split(',')) {
        if (part.startsWith('@')) t.problem(`${name} ${w.slice(0, 40)} reads more options from a file`);
        if (looksLikePath(part)) t.edit(part.replace(/^@/, ''));
      }
      continue;
    }
    const eq = w.indexOf('=');
    const long = eq > 0 ? w.slice(0, eq) : w;
    if (VALUED.includes(long)) {
      if (eq > 0) take(long, w.slice(eq + 1), false);
      else if (i + 1 < words.length) {
        i++;
        take(long, words[i]!, dynamic[i] ?? false);
      }
      continue;
    }
    const attached = ATTACHED.find((o) => w.startsWith(o));
    if (attached !== undefined && !w.startsWith('-isystem') && !w.startsWith('-include') && !w.startsWith('-imacros')) take(attached, w.slice(2), false);
    else if (/^-(?:include|imacros|isystem|iquote|idirafter)./.test(w)) {
      const option = VALUED.find((o) => w.startsWith(o))!;
      take(option, w.slice(option.length), false);
    }
  }
  // cpp [IN [OUT]]: the second operand is its output.
  const sources = name === 'cpp' && operands.length > 1 ? operands.slice(0, 1) : operands;
  if (name === 'cpp' && operands.length > 1) t.edit(operands[1]!.word, operands[1]!.dynamic);
  for (const s of sources) t.read(s.word, s.dynamic);
  if (output || stage === 'E') return;
  // Without -o: `a.out`, or each source's `NAME.o` / `NAME.s` in the working directory.
  if (stage === '') t.edit('a.out');
  else for (const s of sources) if (!s.dynamic && s.word !== '-') t.edit(`${s.word.replace(/^.*\//, '').replace(/\.[^.]*$/, '')}.${stage === 'c' ? 'o' : 's'}`);
}

/**
 * Variables build tools hand a compiler or linker as options (make's built-in rules, configure,
 * cmake, pip's and cargo's cc builds, go's cgo), unquoted in a recipe's shell line (session 45:
 * `make CFLAGS=-fplugin=/tmp/x.so` and `export CFLAGS=-B/tmp/evil; make` were allowed while
 * `gcc -fplugin=…` asked).
 */
export const COMPILER_FLAG_VARIABLES: ReadonlySet<string> = new Set(['CFLAGS', 'CXXFLAGS', 'CPPFLAGS', 'LDFLAGS', 'LDLIBS', 'LIBS', 'OBJCFLAGS', 'OBJCXXFLAGS',
  'FFLAGS', 'FCFLAGS', 'ASFLAGS', 'CCFLAGS', 'TARGET_ARCH', 'CGO_CFLAGS', 'CGO_CXXFLAGS', 'CGO_CPPFLAGS', 'CGO_FFLAGS', 'CGO_LDFLAGS']);

/** Shell syntax in a flags value, which a recipe's shell runs (`-O2; rm -rf x`), or an expansion (unknown words). */
const RECIPE_SHELL_SYNTAX = /[;&|<>`$()\n]/;

/** Why a compiler flags variable's value may load code into the compiler or run a program, or undefined (`-O2 -Wall`). */
export function compilerFlagsProblem(name: string, value: string, dynamic: boolean): string | undefined {
  if (!COMPILER_FLAG_VARIABLES.has(name)) return undefined;
  if (dynamic || RECIPE_SHELL_SYNTAX.test(value)) return `${name} is given to a compiler in a later build's shell line, and its value holds an expansion or shell syntax`;
  for (const raw of value.split(/[ \t]+/)) {
    // (The recipe's shell removes quotes and backslashes: `"-fplugin=x"` is -fplugin=x.)
    const w = raw.replace(/["'\\]/g, '');
    if (LOADS_CODE.test(w) || w === '-wrapper' || w.startsWith('@') || /plugin/i.test(w)) return `${name}=${value.slice(0, 60)} loads code into a later build's compiler or runs a program (${w.slice(0, 40)})`;
  }
  return undefined;
}
