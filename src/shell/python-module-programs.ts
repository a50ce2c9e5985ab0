// `python -m MODULE ARGS` where MODULE is the package of a command-line tool: it runs that tool as
// its own command would (`python3 -m copier copy gh:x/y ~` is `copier copy gh:x/y ~`, `python3 -m
// mesonbuild.mesonmain install` is `meson install`). Session 44: those lines were allowed where the
// tool's own line asked (its writes, hosts and runs were read only as a script's possible words); the
// analysis now reads the tool's line too (runs.ts), its allow covered by the interpreter's. Only
// `pip` had been read so (python-modules.ts pipTouches, kept: not in this table). The standard
// library's modules keep their own readers (python-modules.ts), which this table does not name.

import type { ModuleCommand } from './python-module-command.js';
import { subjectOf } from './subject-of.js';
import type { CommandSubject } from './subject.js';

/** A package's module (as `-m` names it, `.__main__` dropped) and the command it runs. */
const MODULE_PROGRAMS: ReadonlyMap<string, string> = new Map([
  // Package managers and project tools.
  ...['pipx', 'uv', 'poetry', 'pdm', 'hatch', 'pipenv', 'conda', 'mamba', 'virtualenv', 'twine', 'tox', 'nox', 'conan',
    'platformio', 'dvc', 'copier', 'cookiecutter', 'cruft', 'mkdocs', 'scrapy', 'jupyter', 'black', 'isort', 'ruff', 'mypy', 'pylint',
    'flake8', 'coverage', 'pipdeptree', 'wheel', 'nuitka', 'flask', 'uvicorn', 'gunicorn', 'gdown', 'esptool', 'west', 'cmake', 'ninja',
    'yamllint', 'bandit', 'semgrep', 'pyright', 'cython', 'sqlfluff', 'ansible', 'kaggle'].map((n) => [n, n] as const),
  ['piptools', 'pip-compile'], ['pip_audit', 'pip-audit'], ['pre_commit', 'pre-commit'], ['mesonbuild.mesonmain', 'meson'], ['mesonbuild', 'meson'],
  ['yt_dlp', 'yt-dlp'], ['youtube_dl', 'youtube-dl'], ['gallery_dl', 'gallery-dl'], ['awscli', 'aws'], ['httpie', 'http'],
  ['sphinx', 'sphinx-build'], ['django', 'django-admin'], ['PyInstaller', 'pyinstaller'], ['IPython', 'ipython'],
  ['huggingface_hub.commands.huggingface_cli', 'huggingface-cli'], ['s3cmd', 's3cmd'], ['sqlite_utils', 'sqlite-utils'],
]);

/** Modules that run another module (python-modules.ts reads their own options). */
const MODULE_RUNNERS: ReadonlySet<string> = new Set(['runpy', 'cProfile', 'profile', 'pdb', 'trace']);
/** Runners of runners read (a work bound). */
const MAX_MODULE_HOPS = 4;

/**
 * The words from the module a runner module runs (`runpy MOD ARGS`, `cProfile [OPTS] -m MOD ARGS`,
 * `trace --module MOD`, any abbreviation of it), the module's name first, or undefined (a script,
 * an expansion: not read here). (A word `-mX` gives X attached; `-o F`, `-s KEY` values may be
 * taken as `-m`'s only where written so.)
 */
function runModule(read: readonly string[], dynamic: readonly boolean[]): string[] | undefined {
  if (read[0] === 'runpy') return read.length > 1 && !dynamic[1] ? read.slice(1) : undefined;
  for (let k = 1; k < read.length; k++) {
    const w = read[k]!;
    if (dynamic[k] || !w.startsWith('-') || w === '--') return undefined;
    const long = read[0] === 'trace' && w.length > 3 && '--module'.startsWith(w);
    if (w === '-m' || long) return k + 1 < read.length && !dynamic[k + 1] ? read.slice(k + 1) : undefined;
    if (read[0] !== 'trace' && /^-m[\w.]+$/.test(w)) return [w.slice(2), ...read.slice(k + 1)];
    // (An option's value, `-o F`, `-s KEY`, `-c CMD`, `--file F`: skipped.)
    if (/^-[oscCf]$|^--(?:outfile|sort|file|coverdir|ignore-module|ignore-dir)$/.test(w)) k++;
  }
  return undefined;
}

/**
 * The command `python -m MODULE ARGS` runs where the line runs one module for certain and the
 * table names it: the indices of its words in the interpreter's command and their texts (the
 * program's name first). `python -m ansible galaxy ARGS` runs `ansible-galaxy ARGS` (ansible's
 * `__main__` takes the program from its first word).
 */
export function moduleProgram(modules: readonly ModuleCommand[], words: readonly string[], dynamic: readonly boolean[]): { indices: number[]; texts: string[] } | undefined {
  if (modules.length !== 1 || modules[0]!.possible !== undefined) return undefined;
  let read = modules[0]!.command.words;
  // (A module run by runpy, cProfile, profile, pdb or trace: `python3 -m cProfile -m copier …`.)
  for (let hops = 0; hops < MAX_MODULE_HOPS && MODULE_RUNNERS.has(read[0]!); hops++) {
    const next = runModule(read, dynamic.slice(words.length - read.length));
    if (next === undefined) return undefined;
    read = next;
  }
  const module = read[0]!.endsWith('.__main__') ? read[0]!.slice(0, -9) : read[0]!;
  // (ansible-core's every command is a module of ansible.cli that runs it as main: `-m ansible.cli.galaxy` is ansible-galaxy; session 45.)
  const ansible = /^ansible\.cli\.(adhoc|playbook|galaxy|vault|config|console|doc|inventory|pull)$/.exec(module);
  let program = ansible !== null ? (ansible[1] === 'adhoc' ? 'ansible' : `ansible-${ansible[1]!}`) : MODULE_PROGRAMS.get(module);
  if (program === undefined) return undefined;
  let at = words.length - read.length;
  if (program === 'ansible' && ansible === null && read[1] !== undefined && !dynamic[at + 1] && /^(?:ansible-)?[a-z]+$/.test(read[1]) && read[1] !== 'ansible') {
    program = read[1].startsWith('ansible-') ? read[1] : `ansible-${read[1]}`;
    at++;
  }
  const indices = [at];
  const texts = [program];
  for (let k = at + 1; k < words.length; k++) {
    indices.push(k);
    texts.push(words[k]!);
  }
  return { indices, texts };
}

/** `python3 -m pip install x` read as `pip install x`, for deny and ask rules (possible where an expansion before `-m` may be options). */
export function moduleSubjects(modules: readonly ModuleCommand[], source: string): CommandSubject[] {
  return modules.map((m) => {
    const read = subjectOf(m.command, source, 'restrict', false);
    return m.possible === undefined ? read : { ...read, possible: m.possible };
  });
}
