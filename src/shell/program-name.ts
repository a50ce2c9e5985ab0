// The name a command's analysis reads it by: a versioned or cross-toolchain spelling of a program
// the tables know is that program (`python3.11`, `perl5.36.0`, `perl5.36-x86_64-linux-gnu`,
// `tclsh8.6`, `zsh-5.9`, `gcc-12`, `x86_64-linux-gnu-strings`, `llvm-strings-14`), so its code and
// files are read as the program's are. Rules still match the name as written.

/** A cross tool's target prefix (`x86_64-linux-gnu-`, `aarch64-unknown-linux-musl-`). */
const TARGET_PREFIX = /^\w+-(?:\w+-)?linux-(?:gnu|musl)\w*-(?=.)/;
/** Debian's target-suffixed names (`perl5.36-x86_64-linux-gnu`). */
const TARGET_SUFFIX = /-\w+-linux-(?:gnu|musl)\w*$/;
/** A version after a dash (`gcc-12`, `zsh-5.9`). */
const DASH_VERSION = /-\d+(?:\.\d+)*$/;
/** Interpreters installed with their version glued to the name (`python3.11`, `php8.2`, `pdb3.11`). */
const VERSIONED_INTERPRETER = /^(python|pypy|perl|ruby|php|node|nodejs|tclsh|wish|lua|luajit|bash|rbash|zsh|ksh|pdb|pydoc|irb|erb)\d+(?:\.\d+)*$/;

export function analysisName(name: string): string {
  // (Cheap first test: most names end in a letter and name no target.)
  const last = name.charCodeAt(name.length - 1);
  if (!(last >= 48 && last <= 57) && !name.includes('linux-')) return name;
  const bare = name.replace(TARGET_PREFIX, '').replace(TARGET_SUFFIX, '').replace(DASH_VERSION, '');
  return VERSIONED_INTERPRETER.exec(bare)?.[1] ?? bare;
}
