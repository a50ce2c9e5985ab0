// Environment variables whose value another program runs as a command (reference E.4: env
// prefixes). `GIT_SSH_COMMAND='rm -rf x' git fetch` runs `rm -rf x` through git; so do an editor,
// a pager or an askpass helper named in the environment. Such an assignment (before a command,
// on its own, given to export/declare/env/sudo) is never known-safe, so the line never allows;
// this module lets deny and ask rules see the command as well: its value is analyzed as a
// command line of its own. A value that is not known before run time is a problem (incomplete).
//
// Values a shell runs (`sh -c VALUE`) and values run as a program (a path, which git and ssh run
// without a shell) are both read as a line: for a plain path that is the same command. Variables
// naming a file of code (BASH_ENV, ENV, LD_PRELOAD, NODE_OPTIONS) are not commands: they stay
// unknown assignments, which ask.

/** Variables whose value is a command line or a program that some tool runs. */
const COMMAND_VARIABLES: ReadonlySet<string> = new Set([
  // git (git-var(1), git(1)): run through the shell, or as a program.
  'GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_EDITOR', 'GIT_SEQUENCE_EDITOR', 'GIT_PAGER', 'GIT_ASKPASS',
  'GIT_EXTERNAL_DIFF', 'GIT_PROXY_COMMAND',
  // Editors, pagers and browsers many programs start (git, crontab, visudo, man, systemctl, psql).
  'EDITOR', 'VISUAL', 'SUDO_EDITOR', 'PAGER', 'MANPAGER', 'SYSTEMD_PAGER', 'PSQL_PAGER', 'BROWSER',
  // Password helpers ssh and sudo run.
  'SSH_ASKPASS', 'SUDO_ASKPASS',
  // Remote shells rsync and cvs run; fzf's listing command; bash's prompt hook.
  'RSYNC_RSH', 'CVS_RSH', 'FZF_DEFAULT_COMMAND', 'PROMPT_COMMAND',
  // The command rsync runs to reach a daemon (`%H` is the host).
  'RSYNC_CONNECT_PROG',
  // less's input preprocessor (`|lesspipe %s`).
  'LESSOPEN', 'LESSCLOSE',
  // kubectl's editor and differ (`kubectl edit`, `kubectl diff`), gh's editor, browser and
  // pager, aws's pager.
  'KUBE_EDITOR', 'KUBECTL_EXTERNAL_DIFF', 'GH_EDITOR', 'GH_BROWSER', 'GH_PAGER', 'AWS_PAGER',
]);

/**
 * Variables that change which program a later command runs or what code it loads (PATH, the
 * dynamic loader's, interpreters' startup code, git's configuration from the environment): a line
 * that assigns one other than as a prefix of one command (on its own, or through export, declare,
 * printf -v, read) can never be allowed, since every later command may run something else.
 */
const PROGRAM_VARIABLES: ReadonlySet<string> = new Set([
  'PATH', 'LD_PRELOAD', 'LD_LIBRARY_PATH', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES', 'DYLD_LIBRARY_PATH', 'DYLD_FRAMEWORK_PATH',
  'BASH_ENV', 'ENV', 'SHELLOPTS', 'BASHOPTS', 'NODE_OPTIONS', 'NODE_PATH', 'PYTHONPATH', 'PYTHONSTARTUP', 'PYTHONHOME',
  'PERL5OPT', 'PERL5LIB', 'PERLLIB', 'RUBYOPT', 'RUBYLIB', 'GIT_EXEC_PATH', 'GIT_TEMPLATE_DIR', 'GIT_CONFIG', 'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG_SYSTEM', 'GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT',
  // Where later git commands find the repository, its index and objects, and write the working
  // tree (`export GIT_WORK_TREE=.git/hooks; git checkout HEAD -- pre-commit` writes a hook), and
  // how they match pathspecs (case-insensitively: `-- PACKAGE.JSON` writes package.json).
  'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_COMMON_DIR',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM', 'GIT_ICASE_PATHSPECS',
  // bash's command table and aliases: `BASH_CMDS=([ls]=/bin/rm)` makes `ls` run rm; prompt
  // strings, whose command substitutions run (PS4 before each command under `set -x`).
  'BASH_CMDS', 'BASH_ALIASES', 'PS0', 'PS1', 'PS2', 'PS3', 'PS4',
  // The shell `script -c`, `flock -c`, tmux, `sudo -s`, editors' `:!` run command strings with
  // (already exported: `SHELL=/bin/zsh; script -qc '=rm x'` runs zsh's `=rm`).
  'SHELL',
  // Where `enable NAME` loads a builtin from; the message catalog `$"…"` is translated by.
  'BASH_LOADABLES_PATH', 'TEXTDOMAIN', 'TEXTDOMAINDIR',
  // Options and files tools read from the environment: make's (`--eval` in MAKEFLAGS), go's
  // (`-toolexec`), npm's (`npm_config_script_shell`, matched by prefix), the temporary directory.
  'MAKEFLAGS', 'GNUMAKEFLAGS', 'MFLAGS', 'MAKEFILES', 'GOFLAGS', 'TMPDIR',
  // The file `history -r`/`-w`/`-a`/`-n` reads or writes when given none.
  'HISTFILE',
  // Configuration files tools read options from (rg's `--pre`, php's auto_prepend_file, curl's
  // and wget's options), startup code of editors and the JVM and .NET, a compiler wrapper.
  'RIPGREP_CONFIG_PATH', 'PHPRC', 'PHP_INI_SCAN_DIR', 'CURL_HOME', 'WGETRC', 'PIP_CONFIG_FILE', 'VIMINIT', 'EXINIT', 'MYVIMRC', 'LESSKEY',
  'LESSKEYIN', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'DOTNET_STARTUP_HOOKS', 'RUSTC_WRAPPER', 'CARGO_BUILD_RUSTC_WRAPPER',
  // terraform's configuration file (providers, credential helpers); helm's plugins (run by name).
  // (TF_CLI_ARGS and TF_CLI_ARGS_<command>, terraform's extra arguments: TF_CLI_ARGS below.)
  'TF_CLI_CONFIG_FILE', 'HELM_PLUGINS',
  // Where tools find their configuration and credentials (hunt 7, F9): `export
  // AWS_SHARED_CREDENTIALS_FILE=secrets/x; aws configure get …` prints a file no rule sees, and
  // most of these files name programs too (aws's credential_process, gh's aliases, zsh's .zshenv,
  // psql's \!, git's core.pager below XDG_CONFIG_HOME). (git's GIT_DIR and the like: elsewhere.)
  'HOME', 'ZDOTDIR', 'XDG_CONFIG_HOME', 'XDG_CONFIG_DIRS', 'XDG_DATA_HOME', 'XDG_DATA_DIRS', 'AWS_SHARED_CREDENTIALS_FILE', 'AWS_CONFIG_FILE',
  'AWS_WEB_IDENTITY_TOKEN_FILE', 'GOOGLE_APPLICATION_CREDENTIALS', 'CLOUDSDK_CONFIG', 'BOTO_CONFIG', 'BOTO_PATH', 'S3CMD_CONFIG', 'AZURE_CONFIG_DIR', 'GH_CONFIG_DIR',
  'GLAB_CONFIG_DIR', 'GNUPGHOME', 'NETRC', 'DOTENV_CONFIG_PATH', 'PGPASSFILE', 'PSQLRC', 'MYSQL_HOME', 'INPUTRC', 'GRADLE_USER_HOME', 'GOENV',
  'BUNDLE_GEMFILE', 'BUNDLE_APP_CONFIG', 'GEMRC', 'IPYTHONDIR', 'JUPYTER_CONFIG_DIR', 'PYTHONUSERBASE', 'CONDARC', 'YARN_RC_FILENAME',
  'VAULT_CONFIG_PATH', 'AZURE_CLIENT_CERTIFICATE_PATH',
  // (Session 45: where later installers write programs and packages, and where tools load them
  // from: `export GOBIN=/etc; go install x@latest` wrote /etc/x beside `Edit(//etc/**)`, as did
  // PIPX_BIN_DIR, PIP_TARGET, GEM_HOME, UV_TOOL_BIN_DIR, BUN_INSTALL, PNPM_HOME; no reader sees them.)
  'GOBIN', 'GOPATH', 'GOMODCACHE', 'GOCACHE', 'PIPX_BIN_DIR', 'PIPX_HOME', 'PIPX_MAN_DIR', 'PIPX_GLOBAL_BIN_DIR', 'PIPX_GLOBAL_HOME', 'PIP_TARGET',
  'PIP_PREFIX', 'PIP_ROOT', 'PIP_SRC', 'PIP_USER', 'GEM_HOME', 'GEM_PATH', 'UV_TOOL_BIN_DIR', 'UV_TOOL_DIR', 'XDG_BIN_HOME', 'UV_INSTALL_DIR',
  'UV_PROJECT_ENVIRONMENT', 'UV_PYTHON_INSTALL_DIR', 'UV_PYTHON_BIN_DIR', 'VIRTUAL_ENV', 'CONDA_PREFIX', 'CONDA_ENVS_PATH', 'CONDA_PKGS_DIRS',
  'BUN_INSTALL', 'PNPM_HOME', 'DENO_INSTALL_ROOT', 'DENO_DIR', 'COMPOSER_HOME', 'COMPOSER_VENDOR_DIR', 'COMPOSER_BIN_DIR', 'BUNDLE_PATH', 'BUNDLE_BIN',
  'PERL_MM_OPT', 'PERL_MB_OPT', 'PERL_LOCAL_LIB_ROOT', 'R_LIBS', 'R_LIBS_USER', 'JULIA_DEPOT_PATH', 'CABAL_DIR', 'STACK_ROOT', 'OPAMROOT',
  'NIMBLE_DIR', 'LUAROCKS_CONFIG', 'VOLTA_HOME', 'NVM_DIR', 'RUSTUP_HOME', 'HOMEBREW_PREFIX', 'HOMEBREW_CELLAR',
  // (npm's global prefix is PREFIX where no npmrc sets one, below DESTDIR: @npmcli/config's
  // loadGlobalPrefix; a Makefile's `PREFIX ?= /usr/local` takes them too. `export PREFIX=/etc;
  // npm i -g x` wrote /etc/lib/node_modules beside Edit(//etc/**).)
  'PREFIX', 'DESTDIR',
]);

/** Arguments terraform adds to every command, or to one (`TF_CLI_ARGS_apply=-destroy`). */
const TF_CLI_ARGS = /^TF_CLI_ARGS(?:_\w+)?$/;

/**
 * Variables that choose where later commands connect: proxies (`https_proxy=http://evil:3128`
 * routes every request there), package indexes and module proxies, a remote container daemon,
 * gh's and glab's host (`GH_HOST`, `GH_REPO=HOST/OWNER/REPO`).
 */
const HOST_VARIABLE = new RegExp(`^(?:${[
  '(?:PIP|UV)_(?:\\w*INDEX\\w*|FIND_LINKS)', 'GO(?:PROXY|SUMDB|INSECURE|PRIVATE|NOPROXY|NOSUMDB)', 'CONTAINER_HOST', 'BUNDLE_MIRROR__\\w+',
  // (Found in review: the names tools take a host, an endpoint, a registry or a proxy from,
  // PIP_PROXY, GH_HOST, PGHOST, AWS_ENDPOINT_URL, VAULT_ADDR, HF_ENDPOINT, BUN_CONFIG_REGISTRY…)
  '\\w*_PROXY', '\\w*_HOST', '\\w*_ADDR(?:ESS)?', '\\w*_ENDPOINT\\w*', '\\w*_REGISTR(?:Y|IES)\\w*', '\\w*_UR[LI]S?', 'CARGO_\\w+',
  'PG(?:HOST\\w*|SERVICE\\w*|SYSCONFDIR)', 'SOCKS\\d?_SERVER', 'CONDA_CHANNEL_ALIAS', 'HOMEBREW_\\w*DOMAIN',
  // (Where a tool takes its connection's configuration or trusted certificates from.)
  // (Session 41: servers and mirrors binaries are fetched from, RUSTUP_DIST_SERVER, ELECTRON_MIRROR, SASS_BINARY_SITE,
  // CHROMEDRIVER_CDNURL; the resolver's search domain and host aliases file; nix's substituters; the JVM
  // launchers' options, which may set -Dhttps.proxyHost.)
  '\\w*_SERVER', '\\w*_MIRROR\\w*', '\\w*_(?:DIST|UPDATE)_ROOT', '\\w*_CDNURL', '\\w*_BINARY_SITE', 'GEM_SOURCE', 'CONDA_CHANNELS', 'LOCALDOMAIN',
  'HOSTALIASES', 'NIX_CONFIG', '(?:MAVEN|GRADLE|JAVA|ANT|SBT)_OPTS',
  'GH_REPO', 'DOCKER_(?:CONTEXT|CONFIG|CERT_PATH)', 'KUBECONFIG', 'HELM_\\w*CONFIG', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_(?:FILE|DIR)', 'REQUESTS_CA_BUNDLE', 'CURL_CA_BUNDLE',
].join('|')})$`, 'i');

/**
 * cargo's and rustc's: a configuration key set from the environment (`CARGO_TARGET_<T>_RUNNER`,
 * `CARGO_BUILD_RUSTC_WRAPPER`, `CARGO_ALIAS_X`), the flags rustc gets (`-C linker=PROG`), the
 * compiler, cargo's home (its configuration), the toolchain rustup runs (a directory).
 */
const CARGO_VARIABLE = /^(?:CARGO_(?:TARGET_\w+_(?:RUNNER|LINKER|RUSTFLAGS|RUSTDOCFLAGS)|BUILD_\w+|ALIAS_\w+|HOST_\w+|REGISTRIES_\w+|REGISTRY_\w+|CREDENTIAL_\w+|DOC_BROWSER|UNSTABLE_\w+|ENCODED_RUST(?:DOC)?FLAGS|HOME|TARGET_DIR)|RUSTC|RUSTDOC|RUST(?:DOC)?FLAGS|RUSTC_WORKSPACE_WRAPPER|RUSTUP_TOOLCHAIN|RUSTUP_HOME)$/;

/** A variable that chooses where later commands connect (a proxy, an index, an endpoint: HOST_VARIABLE). */
export function isHostVariable(name: string): boolean {
  return HOST_VARIABLE.test(name);
}

export function isProgramVariable(name: string): boolean {
  return PROGRAM_VARIABLES.has(name) || TF_CLI_ARGS.test(name) || /^GIT_CONFIG_(?:KEY|VALUE)_\d+$/.test(name) || /^(?:npm|pnpm|yarn)_config_|^YARN_/i.test(name) || HOST_VARIABLE.test(name) || CARGO_VARIABLE.test(name);
}

/**
 * The variables a builtin assigns by name (`export NAME`, `declare -n r=NAME`, `printf -v NAME`,
 * `read NAME`, `getopts OPTS NAME`, `mapfile NAME`, `wait -p NAME`, `unset PATH`), other than
 * `CMDVAR=value` (read as a line).
 */
export function assignedNames(builtin: string, words: readonly string[]): string[] {
  return assignedWords(builtin, words).map((w) => w.replace(/\[.*$/s, '').replace(/\+$/, ''));
}

/** The names assignedNames finds, as written: a subscript (`a[i]`) kept. */
export function assignedWords(builtin: string, words: readonly string[]): string[] {
  const out: string[] = [];
  const nameOf = (w: string) => {
    const eq = w.indexOf('=');
    return eq < 0 ? w : w.slice(0, eq);
  };
  switch (builtin) {
    case 'export': case 'declare': case 'typeset': case 'local': case 'readonly': {
      const nameref = words.some((w, k) => k > 0 && /^-[a-zA-Z]*n/.test(w));
      for (let k = 1; k < words.length; k++) {
        const w = words[k]!;
        if (w.startsWith('-') || w.startsWith('+') || commandAssignment(w) !== undefined) continue;
        out.push(nameOf(w));
        // `declare -n r=NAME`: assigning r assigns NAME.
        if (nameref && w.includes('=')) out.push(w.slice(w.indexOf('=') + 1));
      }
      return out;
    }
    case 'printf':
      for (let k = 1; k < words.length; k++) {
        const w = words[k]!;
        if (w === '-v') out.push(words[k + 1] ?? '');
        else if (w.startsWith('-v')) out.push(w.slice(2));
        if (!w.startsWith('-')) break;
      }
      return out;
    case 'read':
      for (const n of builtinNameWords(builtin, words) ?? []) out.push(n.name);
      return out;
    case 'getopts':
      return words.length > 2 ? [words[2]!] : [];
    case 'mapfile': case 'readarray': case 'wait':
      for (const n of builtinNameWords(builtin, words) ?? []) out.push(n.name);
      return out;
    case 'unset':
      // Unsetting PATH makes bash search its default path, which ends in `.` (the current
      // directory); unsetting any other risky variable only takes its effect away.
      if (!words.some((w) => /^-[a-zA-Z]*f/.test(w))) for (const w of words) if (w === 'PATH') out.push(w);
      return out;
    default:
      return out;
  }
}

/** How getopt reads a builtin's options: the letters that take a value, those whose value is a variable name, whether operands are names. */
const NAME_OPTIONS: ReadonlyMap<string, { readonly valued: string; readonly named: string; readonly operands: boolean }> = new Map([
  // (read: a prompt, a delimiter, a count, a timeout, a descriptor, text; `-a` names the array.)
  ['read', { valued: 'adinNptu', named: 'a', operands: true }],
  ['mapfile', { valued: 'dnOsuCc', named: '', operands: true }],
  ['readarray', { valued: 'dnOsuCc', named: '', operands: true }],
  ['wait', { valued: 'p', named: 'p', operands: false }],
]);

/**
 * The words read, mapfile and wait take as variable names, read as getopt reads a cluster: at
 * the first letter that takes a value, the value is the rest of the word or else the next word
 * (`read -du PS4`: `-d` takes `u`, PS4 is the name; `wait -np NAME`, `wait -pNAME`). After the
 * options every operand is a name (a `-x` there too: bash refuses it, naming nothing). `at` is
 * the index of the word the name is in. Undefined for other builtins.
 */
export function builtinNameWords(builtin: string, words: readonly string[]): { readonly name: string; readonly at: number }[] | undefined {
  const spec = NAME_OPTIONS.get(builtin);
  if (spec === undefined) return undefined;
  const out: { name: string; at: number }[] = [];
  let k = 1;
  for (; k < words.length; k++) {
    const w = words[k]!;
    if (w === '--') {
      k++;
      break;
    }
    if (w.length < 2 || w[0] !== '-') break;
    for (let i = 1; i < w.length; i++) {
      if (!spec.valued.includes(w[i]!)) continue;
      const attached = i + 1 < w.length;
      const at = attached ? k : k + 1;
      if (spec.named.includes(w[i]!)) out.push({ name: attached ? w.slice(i + 1) : words[k + 1] ?? '', at });
      k = at;
      break;
    }
  }
  if (spec.operands) for (; k < words.length; k++) out.push({ name: words[k]!, at: k });
  return out;
}

/** Whether a variable changes what a later command runs (a command or program variable). */
export function isRiskyVariable(name: string): boolean {
  return COMMAND_VARIABLES.has(name) || isProgramVariable(name);
}

export function isCommandVariable(name: string): boolean {
  return COMMAND_VARIABLES.has(name);
}

/** The command line in a command variable's value (undefined when it names none: empty). */
export function variableCommandLine(name: string, value: string): string | undefined {
  let line = value;
  // less: `|cmd %s`, `||cmd %s` (also on empty output), `|-cmd` (also for standard input).
  if (name === 'LESSOPEN' || name === 'LESSCLOSE') line = line.replace(/^\s*\|\|?-?/, '');
  return line.trim() === '' ? undefined : line;
}

/** The variable a `NAME=value` word assigns, when it is a command variable. */
export function commandAssignment(word: string): { readonly name: string; readonly value: string } | undefined {
  const eq = word.indexOf('=');
  if (eq <= 0) return undefined;
  // `NAME+=value` appends: still the command's text.
  const name = word.charCodeAt(eq - 1) === 43 ? word.slice(0, eq - 1) : word.slice(0, eq);
  return COMMAND_VARIABLES.has(name) ? { name, value: word.slice(eq + 1) } : undefined;
}
