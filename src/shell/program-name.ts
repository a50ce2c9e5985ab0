// The name a command's analysis reads it by: a versioned or cross-toolchain spelling of a program
// the tables know is that program (`python3.11`, `perl5.36.0`, `perl5.36-x86_64-linux-gnu`,
// `tclsh8.6`, `zsh-5.9`, `gcc-12`, `x86_64-linux-gnu-strings`, `llvm-strings-14`,
// `x86_64-w64-mingw32-gcc`, `arm-none-eabi-gcc`, `gcc.exe`), so its code and
// files are read as the program's are. Rules still match the name as written.

/** A cross tool's target prefix (`x86_64-linux-gnu-`, `aarch64-unknown-linux-musl-`). */
const TARGET_PREFIX = /^\w+-(?:\w+-)?linux-(?:gnu|musl)\w*-(?=.)/;
/** Debian's target-suffixed names (`perl5.36-x86_64-linux-gnu`). */
const TARGET_SUFFIX = /-\w+-linux-(?:gnu|musl)\w*$/;
/** A version after a dash (`gcc-12`, `zsh-5.9`). */
const DASH_VERSION = /-\d+(?:\.\d+)*$/;
/**
 * A toolchain program under a cross or flavoured name (`x86_64-w64-mingw32-gcc`, `arm-none-eabi-ld`,
 * `riscv64-unknown-elf-objcopy`, `avr-g++`): a target of up to four parts before the tool.
 */
const CROSS_TOOL = /^[\w.]+(?:-[\w.]+){0,3}-(gcc|g\+\+|c\+\+|cc|cpp|clang|clang\+\+|gfortran|ld(?:\.bfd|\.gold|\.lld)?|as|ar|objcopy|objdump|strip|nm|ranlib|readelf|strings|size|addr2line|windres|dlltool|gcov|c\+\+filt)$/;
/** MinGW's thread-model flavours after the tool or its version (`x86_64-w64-mingw32-g++-posix`, `gcc-12-win32`). */
const FLAVOUR = /-(?:posix|win32)$/;
/** Interpreters installed with their version glued to the name (`python3.11`, `php8.2`, `pdb3.11`). */
const VERSIONED_INTERPRETER = /^(python|pypy|perl|ruby|php|node|nodejs|tclsh|wish|lua|luajit|bash|rbash|zsh|ksh|pdb|pydoc|irb|erb)\d+(?:\.\d+)*$/;

export function analysisName(written: string): string {
  // (A Windows program run from bash, WSL's or MSYS's: `gcc.exe` is gcc.)
  const name = written.length > 4 && written.charCodeAt(written.length - 4) === 46 /* . */ && /\.exe$/i.test(written) ? written.slice(0, -4) : written;
  // (Cheap first test: most names end in a letter and name no target.)
  const last = name.charCodeAt(name.length - 1);
  if (!(last >= 48 && last <= 57) && !name.includes('-')) return name;
  const bare = name.replace(FLAVOUR, '').replace(TARGET_PREFIX, '').replace(TARGET_SUFFIX, '').replace(DASH_VERSION, '');
  return VERSIONED_INTERPRETER.exec(bare)?.[1] ?? CROSS_TOOL.exec(bare)?.[1] ?? bare;
}
