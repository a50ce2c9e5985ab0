// Files a program reads as code, or as settings that name the code it runs or the hosts it
// reaches, without being given them: a repository's own (written-code.ts compares them, by last
// segment, with the files the line writes). `printf '[core]\n fsmonitor = rm x' >> .git/config &&
// git status` runs rm; `printf 'script-shell=./s.sh' > .npmrc && npm test` runs s.sh;
// `echo CODE > conftest.py && python3 -m pytest`, `echo CODE > x.py && python3 -m x` run CODE.

/** What a program reads implicitly: files by name, and any file whose name ends so. */
export interface ImplicitCode {
  readonly names: readonly string[];
  readonly suffixes: readonly string[];
}

/**
 * git: the repository's config (aliases, core.pager, core.fsmonitor, core.sshCommand, filters,
 * url.*.insteadOf) and its hooks (githooks(5)).
 */
const GIT: ImplicitCode = Object.freeze({
  names: ['config', 'applypatch-msg', 'pre-applypatch', 'post-applypatch', 'pre-commit', 'pre-merge-commit', 'prepare-commit-msg',
    'commit-msg', 'post-commit', 'pre-rebase', 'post-checkout', 'post-merge', 'pre-push', 'pre-receive', 'update', 'proc-receive',
    'post-receive', 'post-update', 'reference-transaction', 'push-to-checkout', 'pre-auto-gc', 'post-rewrite', 'sendemail-validate',
    'fsmonitor-watchman', 'p4-changelist', 'p4-prepare-changelist', 'p4-post-changelist', 'p4-pre-submit', 'post-index-change'],
  suffixes: [],
});

/**
 * JavaScript package managers and runners: package.json's scripts, .npmrc (registry,
 * script-shell, node-options), yarn's settings (yarnPath runs a file), pnpm's hooks file, and
 * the tools' `*.config.js` files they load (jest, vite, webpack, eslint).
 */
const JS_PACKAGES: ImplicitCode = Object.freeze({
  names: ['package.json', '.npmrc', '.yarnrc', '.yarnrc.yml', '.pnpmfile.cjs', '.pnpmfile.mjs', 'bunfig.toml'],
  suffixes: ['.config.js', '.config.cjs', '.config.mjs', '.config.ts', '.config.cts', '.config.mts'],
});

/** Python code files: a module `-m` runs, and any module it imports from the directory it adds to sys.path, conftest.py and tests. */
const PYTHON_CODE: ImplicitCode = Object.freeze({ names: [], suffixes: ['.py'] });

/** A program that runs what a file of its own names, in the working directory (session 36: writing one, then running it, was allowed). */
const own = (names: string, suffixes = ''): ImplicitCode => Object.freeze({ names: names.split(' '), suffixes: suffixes === '' ? [] : suffixes.split(' ') });

/**
 * Task runners and build tools: their recipe or build files are code they run (`just x` runs
 * justfile's recipe, `gradle build` build.gradle, `terraform plan` a `.tf` file's external data
 * program, `cargo run` the crate, `tox` tox.ini's commands, `poetry run` the project's scripts).
 */
const TASK_RUNNERS: readonly (readonly [string, ImplicitCode])[] = [
  ['just', own('justfile Justfile .justfile JUSTFILE')],
  ...['task', 'go-task'].map((n) => [n, own('Taskfile.yml Taskfile.yaml taskfile.yml taskfile.yaml Taskfile.dist.yml Taskfile.dist.yaml taskfile.dist.yml taskfile.dist.yaml')] as const),
  ['tox', own('tox.ini tox.toml pyproject.toml setup.cfg', '.py')],
  ['nox', own('noxfile.py', '.py')],
  ...['invoke', 'inv'].map((n) => [n, own('tasks.py invoke.yaml invoke.yml', '.py')] as const),
  ['fab', own('fabfile.py', '.py')],
  ...['gradle', 'gradlew'].map((n) => [n, own('gradle.properties gradle-wrapper.properties', '.gradle .gradle.kts')] as const),
  ...['mvn', 'mvnw', 'mvnd'].map((n) => [n, own('pom.xml maven.config jvm.config extensions.xml settings.xml')] as const),
  ['cargo', own('Cargo.toml config.toml config', '.rs')],
  ['vagrant', own('Vagrantfile')],
  ['pre-commit', own('.pre-commit-config.yaml .pre-commit-config.yml .pre-commit-hooks.yaml')],
  ['earthly', own('Earthfile')],
  ...['bazel', 'bazelisk'].map((n) => [n, own('.bazelrc WORKSPACE WORKSPACE.bazel MODULE.bazel BUILD BUILD.bazel', '.bzl')] as const),
  ['lefthook', own('lefthook.yml lefthook.yaml .lefthook.yml .lefthook.yaml lefthook-local.yml lefthook-local.yaml')],
  ...['poetry', 'uv', 'pdm', 'hatch'].map((n) => [n, own('pyproject.toml setup.py setup.cfg', '.py')] as const),
  ...['terraform', 'tofu'].map((n) => [n, own('.terraformrc terraform.rc', '.tf .tf.json')] as const),
  ...['mise', 'rtx'].map((n) => [n, own('mise.toml .mise.toml mise.local.toml .tool-versions .rtx.toml')] as const),
  ['grunt', own('Gruntfile.js Gruntfile.coffee Gruntfile.cjs Gruntfile.ts')],
  ['gulp', own('gulpfile.js gulpfile.mjs gulpfile.cjs gulpfile.ts gulpfile.babel.js')],
  // (Session 44: downloaders' settings name where they write and what they run, `--exec`, `-o ~/.ssh/…`;
  // yt-dlp reads `yt-dlp.conf` where it runs, and each its user's: `echo '--exec rm …' > yt-dlp.conf; yt-dlp URL` was allowed.)
  ...['yt-dlp', 'youtube-dl', 'youtube-dlc'].map((n) => [n, own('yt-dlp.conf yt-dlp.conf.txt youtube-dl.conf config config.txt')] as const),
  ['gallery-dl', own('config.json gallery-dl.conf .gallery-dl.conf gallery-dl.json')],
];

const IMPLICIT_CODE: ReadonlyMap<string, ImplicitCode> = new Map([
  ['git', GIT],
  ...TASK_RUNNERS,
  ...['npm', 'npx', 'pnpm', 'pnpx', 'yarn', 'yarnpkg', 'bun', 'bunx', 'corepack'].map((n) => [n, JS_PACKAGES] as const),
  ...['pytest', 'py.test'].map((n) => [n, PYTHON_CODE] as const),
]);

/** Python interpreters: with `-m` they run a module found in the working directory first. */
const PYTHONS: ReadonlySet<string> = new Set(['python', 'python2', 'python3', 'pypy', 'pypy3']);

/** Whether implicitCode may read program `name` (it returns undefined for any other, whatever its words). */
export function mayReadImplicitCode(name: string): boolean {
  return IMPLICIT_CODE.has(name) || PYTHONS.has(name);
}

/** What the program `name` reads implicitly, given its words; undefined for most programs. */
export function implicitCode(name: string, words: readonly string[]): ImplicitCode | undefined {
  const known = IMPLICIT_CODE.get(name);
  if (known !== undefined) return known;
  return PYTHONS.has(name) && runsModule(words) ? PYTHON_CODE : undefined;
}

/** Whether an interpreter's options before its script run a module (`-m x`, `-mx`, `-Im x`). */
function runsModule(words: readonly string[]): boolean {
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (w.length < 2 || w.charCodeAt(0) !== 45 /* - */ || w === '--') return false;
    if (w.charCodeAt(1) !== 45 && w.includes('m')) return true;
  }
  return false;
}
