// C and C++ compiler drivers (gcc, cc, g++, clang, …): `-wrapper PROG,ARGS` runs PROG with ARGS
// before each program the driver starts (a line the analysis reads, which must be allowed too);
// options that load code into the compiler or choose the programs it runs (`-fplugin=`,
// `-specs=`, `-B DIR`, `--ld-path=`, `-Xclang`, `@FILE` of more options) are problems. Operands
// and `-include`/`-imacros`/`-T` files are read (`cc -E /etc/x` prints the file), `-o` and `-MF`
// written: for deny and ask rules, as in every reader.

import type { FileTouches } from './file-touches.js';
import { quoted } from './tmux-arguments.js';

export const COMPILERS: readonly string[] = ['gcc', 'cc', 'c++', 'g++', 'clang', 'clang++', 'c89', 'c99'];

/** Options whose value is the next word: files read, files written, or values that name neither. */
const READ_VALUES = new Set(['-include', '-imacros', '-T']);
const EDIT_VALUES = new Set(['-o', '-MF', '-aux-info']);
const OTHER_VALUES = new Set(['-x', '-D', '-U', '-I', '-L', '-l', '-MT', '-MQ', '-Xlinker', '-Xassembler', '-Xpreprocessor', '-u', '-e', '-z',
  '-isystem', '-iquote', '-idirafter', '-iprefix', '-iwithprefix', '-iwithprefixbefore', '-isysroot', '-imultilib', '-A', '-arch', '-target',
  '-dumpdir', '-dumpbase', '-dumpbase-ext', '-mllvm', '--param', '-G']);

/** Options that load code into the compiler or choose the programs it runs, by any spelling (`-B DIR`, `-BDIR`, `-fplugin=X`). */
const LOADS_CODE = /^(?:-B|-fplugin|-fpass-plugin|--?specs|--ld-path|-Xclang|--gcc-toolchain|-fuse-ld=.*\/|-ccc-|@)/;

/** `cpp [OPTIONS] IN [OUT]`: the preprocessor writes its second operand. */
export function preprocessorTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  compilerTouches(words, dynamic, t, true);
}

export function compilerTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, writesSecond = false): void {
  let operands = 0;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      // (`gcc $CFLAGS x.c`: the expansion may be `-wrapper PROG`, `-fplugin=…`, or files.)
      t.problem('an expansion may be an option of the compiler that runs a program (-wrapper) or loads code (-fplugin=)');
      t.read(w, true);
      continue;
    }
    if (w === '-wrapper') {
      const value = words[++i];
      if (value === undefined) continue;
      if (dynamic[i]) t.problem('the compiler\'s -wrapper program comes from an expansion');
      else t.run(value.split(',').map(quoted).join(' '), false);
      continue;
    }
    if (LOADS_CODE.test(w)) {
      t.problem(`the compiler's ${w.slice(0, 40)} loads code or chooses the programs it runs`);
      if (w === '-B' || w === '-Xclang') i++;
      continue;
    }
    // (The linker's `-plugin` loads code too: `-Wl,-plugin,x.so`, `-Xlinker -plugin`.)
    if ((w.startsWith('-Wl,') && /,-?-plugin\b/.test(w)) || (w === '-Xlinker' && /^-?-plugin\b/.test(words[i + 1] ?? ''))) {
      t.problem('the compiler\'s linker is given -plugin, which loads code');
    }
    const separate = READ_VALUES.has(w) || EDIT_VALUES.has(w) || OTHER_VALUES.has(w);
    if (separate) {
      const value = words[++i];
      if (value === undefined) continue;
      if (READ_VALUES.has(w)) t.read(value, dynamic[i] ?? false);
      else if (EDIT_VALUES.has(w)) t.edit(value, dynamic[i] ?? false);
      continue;
    }
    if (/^-o./s.test(w)) t.edit(w.slice(2));
    else if (/^-MF./s.test(w)) t.edit(w.slice(3));
    else if (w === '-' || !w.startsWith('-')) {
      if (writesSecond && ++operands === 2) t.edit(w);
      else if (w !== '-') t.read(w);
    }
  }
}
