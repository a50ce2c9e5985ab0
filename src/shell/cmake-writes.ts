// What cmake itself writes (session 40, r20): `cmake -B /etc`, `cmake -S . -B .git/hooks`,
// `cd /etc && cmake .`, `cmake --build /etc` and `cmake --install b --prefix=/etc` were allowed
// beside `Edit(//etc/**)`. Code a project's CMakeLists runs is covered by cmake's allow rule, as
// make's recipes are (tool-scripts.ts); these are the files cmake writes on its own job.
//
// - Configuring writes the build tree: `-B DIR` (attached too), else the directory cmake runs in;
//   an operand may itself be a build tree cmake reconfigures, so it is written too. A preset
//   (`--preset`, `--workflow`) names its build tree in CMakePresets.json: an unknown path.
// - `--build DIR` regenerates DIR's files; `--install DIR` copies below `--prefix P`, or below
//   the prefix DIR's cache holds (unknown: /usr/local unless the project says otherwise).
// - Options naming a file cmake writes: `--graphviz=F`, `--system-information F`,
//   `--profiling-output=F`, `--trace-redirect=F`.
// `-E`, `-P` and `-N` (no configuring) write none of these; tool-scripts.ts reads their commands.

import type { FileTouches } from './file-touches.js';

/** Files and directories a configured build tree holds (generator's files included: any may be written). */
const BUILD_TREE_FILES = ['CMakeCache.txt', 'Makefile', 'build.ninja', 'cmake_install.cmake', 'compile_commands.json', 'CTestTestfile.cmake', 'CMakeFiles'];

/** Options whose value is a file cmake writes. */
const WRITTEN_FILE_OPTIONS = new Set(['--graphviz', '--system-information', '--profiling-output', '--trace-redirect']);

/** Options whose value is the next word (or attached with `=`) and is no written file or build tree. */
const OTHER_VALUES = new Set(['-G', '-D', '-U', '-T', '-A', '-C', '-S', '--log-level', '--toolchain', '--install-prefix', '-j', '--parallel',
  '--target', '-t', '--config', '--component', '--log-context', '--warn-uninitialized', '--profiling-format', '--debugger-pipe', '--debugger-dap-log']);

function buildTree(dir: string, dynamic: boolean, t: FileTouches): void {
  const base = dir === '' || dir === '.' ? '' : `${dir.replace(/(?<!\/)\/+$/, '')}/`;
  // (The files directly in the tree meet a rule on it; its CMakeFiles is written only as itself:
  // taken as a tree, `**/.git/hooks/**` would meet every build below.)
  for (const f of BUILD_TREE_FILES) t.edit(base + f, dynamic);
}

export function cmakeWrites(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let mode: 'configure' | 'build' | 'install' | 'none' = 'configure';
  let binaryDir: { word: string; dynamic: boolean } | undefined;
  let prefix: { word: string; dynamic: boolean } | undefined;
  const operands: { word: string; dynamic: boolean }[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const dyn = dynamic[i] ?? false;
    // (An expansion may be any option: tool-scripts.ts's reader already reports it.)
    if (dyn) return;
    if (w === '-E' || w === '-P' || w === '-N' || w === '--help' || w === '--version' || w === '--open' || w === '--find-package') return;
    const eq = w.indexOf('=');
    const name = w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w;
    const attachedValue = name !== w ? w.slice(eq + 1) : undefined;
    const value = (): { word: string; dynamic: boolean } => {
      if (attachedValue !== undefined) return { word: attachedValue, dynamic: false };
      i++;
      return { word: words[i] ?? '', dynamic: dynamic[i] ?? false };
    };
    if (name === '--build' || name === '--install') {
      mode = name === '--build' ? 'build' : 'install';
      // (`cmake --build --preset dev`: the preset names the build tree, unknown here.)
      if (attachedValue === undefined && (words[i + 1] ?? '-').startsWith('-')) {
        t.edit('', true);
        continue;
      }
      const dir = value();
      if (mode === 'build') buildTree(dir.word, dir.dynamic, t);
      continue;
    }
    if (name === '--preset' || name === '--workflow') {
      if (mode === 'configure' || name === '--workflow') t.edit('', true);
      if (name === '--preset' && attachedValue === undefined) i++;
      continue;
    }
    if (name === '--prefix') { prefix = value(); continue; }
    if (WRITTEN_FILE_OPTIONS.has(name)) {
      const f = value();
      t.edit(f.word, f.dynamic);
      continue;
    }
    if (w.startsWith('-B')) {
      binaryDir = w.length > 2 ? { word: w.slice(2), dynamic: false } : value();
      continue;
    }
    if (OTHER_VALUES.has(name)) {
      if (attachedValue === undefined) i++;
      continue;
    }
    // (Attached values of one-letter options: `-DX=1`, `-Sdir`, `-GNinja`.)
    if (w.startsWith('-')) continue;
    operands.push({ word: w, dynamic: dyn });
  }
  if (mode === 'install') {
    if (prefix !== undefined) t.edit(prefix.word, prefix.dynamic, 'tree');
    else t.edit('', true);
    return;
  }
  // (`--build b --target install`, `-t install/strip`, `-tinstall`, `-- install`: the install step, as `--install b`: session 42;
  // a target from an expansion may be install, `--target "$T"`: session 43.)
  if (mode === 'build' && words.some((w, k) => (dynamic[k] ? targetValue(words, k) : /^(?:--target=|-t)?install(?:[/-][\w-]+)?$/.test(w)))) t.edit('', true);
  if (mode !== 'configure') return;
  if (binaryDir !== undefined) {
    buildTree(binaryDir.word, binaryDir.dynamic, t);
    return;
  }
  buildTree('', false, t);
  for (const o of operands) buildTree(o.word, o.dynamic, t);
}

/** Whether word k, an expansion, is (or ends) a target's value: `--target $T`, `-t $T`, `--target=$T`, `-t$T`, or the native tool's after `--`. */
function targetValue(words: readonly string[], k: number): boolean {
  const w = words[k]!;
  return words[k - 1] === '--target' || words[k - 1] === '-t' || w.startsWith('--target=') || (w.startsWith('-t') && !w.startsWith('--'))
    || words.lastIndexOf('--', k - 1) > 0;
}
