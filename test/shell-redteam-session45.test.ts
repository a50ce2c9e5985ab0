// Session 45 (r32): package runners' specs that name no program, initializers and runners that run
// a package's program by another name, package managers' trees named by the package, and exported
// installer destinations. Every ask or deny row below was allowed at the session's start (checked
// by script against that build, /tmp/s45/m0); the allow rows are everyday lines that stay allowed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { lineDecision, REPO_WINDOWS, type Rules } from './helpers/policy.js';
import type { DecisionContext } from '../src/policy/types.js';
import { namesNoProgram } from '../src/shell/package-spec-names.js';
import { initializerPackage } from '../src/shell/npm-arguments.js';

const POLICY: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

/** Domain rules alone: a tree written where settings files lie is an unknown host; no Shell rule. */
const DOMAINS: Rules = { deny: ['Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

/** Deny rules on programs a package runner or an initializer runs by another name. */
const PROGRAMS: Rules = { deny: ['Shell(rm *)', 'Shell(eslint *)', 'Shell(create-vite *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

/** The line runs in the home directory. */
const AT_HOME: DecisionContext = Object.freeze({ cwd: '/home/dev', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const });
/** The line runs in the home directory, on Windows (PowerShell). */
const AT_HOME_WINDOWS: DecisionContext = Object.freeze({ cwd: 'C:\\Users\\dev', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' as const });
/** The line runs in /etc. */
const IN_ETC: DecisionContext = Object.freeze({ cwd: '/etc', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const });

describe('a package runner\'s spec that names no program asks beside Shell deny rules (its bin may be rm)', () => {
  lineTable(POLICY, [
    ['npx https://x/y.tgz', 'ask'],
    ['npx https://x/rm.tgz -rf x', 'ask'],
    ['npx http://x/y.tgz', 'ask'],
    ['npx github:x/y', 'ask'],
    ['npx  GITHUB:x/y', 'ask'],
    ['npx gitlab:x/y', 'ask'],
    ['npx bitbucket:x/y', 'ask'],
    ['npx gist:abc', 'ask'],
    ['npx git+https://h/x/y.git', 'ask'],
    ['npx git://h/x/y', 'ask'],
    ['npx git@github.com:x/y', 'ask'],
    // (npm's GitHub shorthand, `user/repo`.)
    ['npx x/y', 'ask'],
    // (A name given a non-registry spec: the package is the URL's, the tarball's, the repository's.)
    ['npx y@github:x/y', 'ask'],
    ['npx y@https://x/y.tgz', 'ask'],
    ['npx y@http://x', 'ask'],
    ['npx y@file:../x', 'ask'],
    ['npx x@git://h/y', 'ask'],
    ['npx @x/y@github:x/y', 'ask'],
    ['npx @x/y@file:../z', 'ask'],
    ['npx x@npm:github:x/y', 'ask'],
    // (A directory or a tarball.)
    ['npx ../x', 'ask'],
    ['npx /abs/x', 'ask'],
    ['npx ~/x', 'ask'],
    ['npx .', 'ask'],
    ['npx ..', 'ask'],
    ['npx x.tgz', 'ask'],
    ['npx X.TGZ', 'ask'],
    ['npx x.tar.gz', 'ask'],
    ['npx file:../x', 'ask'],
    ['npx "github:x/y"', 'ask'],
    ['npx git"hub:x/y"', 'ask'],
    // (The other runners, and their spellings.)
    ['npm exec -- ./local-dir', 'ask'],
    ['npm exec github:x/y', 'ask'],
    ['npm x -- github:x/y', 'ask'],
    ['npm --yes exec github:x/y', 'ask'],
    ['npm exec --yes -- github:x/y', 'ask'],
    ['npx --yes=github:x/y', 'ask'],
    ['npx -y github:x/y', 'ask'],
    ['npx --no-install github:x/y', 'ask'],
    ['pnpm dlx file:../x', 'ask'],
    ['pnpx github:x/y', 'ask'],
    ['bunx github:x/y', 'ask'],
    ['bunx --bun github:x/y', 'ask'],
    ['bun x github:x/y', 'ask'],
    ['yarn dlx https://x/y.tgz', 'ask'],
    ['corepack npx github:x/y', 'ask'],
    ['corepack pnpm dlx github:x/y', 'ask'],
    ['uvx git+https://h/x/y.git', 'ask'],
    ['uvx --python 3.12 git+https://h/x/y', 'ask'],
    ['uvx ./dir', 'ask'],
    ['uvx https://h/x/y.whl', 'ask'],
    ['uv tool run ./x', 'ask'],
    ['pipx run https://h/y.whl', 'ask'],
    ['pipx run ./y.whl', 'ask'],
    ['pipx run "https://h/x.py"', 'ask'],
    // (Wrapped, or named by a path.)
    ['sudo npx github:x/y', 'ask'],
    ['timeout 5 npx github:x/y', 'ask'],
    ['env npx github:x/y', 'ask'],
    ['command npx github:x/y', 'ask'],
    ['nohup npx github:x/y', 'ask'],
    ['time npx github:x/y', 'ask'],
    ['/usr/bin/npx github:x/y', 'ask'],
    ['npx -- npx github:x/y', 'ask'],
    // Precision: a registry name's package runs the bin rules name it by; uvx and pipx run the
    // executable their spec's name, or --from's command, names; `-p SPEC CMD` runs CMD.
    ['npx prettier@3 .', 'allow'],
    ['npx @x/y', 'allow'],
    ['npx @x/y@1', 'allow'],
    ['npx y@latest', 'allow'],
    ['npx X@latest', 'allow'],
    ['npx x@npm:prettier@3', 'allow'],
    ['npx create-react-app my-app', 'allow'],
    ['npx tsc --noEmit', 'allow'],
    ['npx -y cowsay hi', 'allow'],
    ['npx eslint .', 'allow'],
    ['npx -p https://x/y.tgz y', 'allow'],
    ['npm exec --package=github:x/y -- y', 'allow'],
    ['uvx --from git+https://h/x/y.git y', 'allow'],
    ['uvx y@git+https://h/x/y', 'allow'],
    ['uvx ruff check', 'allow'],
    ['uvx "ruff[all]>=0.1" check', 'allow'],
    ['uv tool run --from ./x y', 'allow'],
    ['pipx run black .', 'allow'],
    ['pipx run --spec https://h/y.tgz y', 'allow'],
    ['pipx run --spec=https://h/y.tgz y', 'allow'],
  ]);
  // (No Shell deny or ask rule: the runner's allow rule covers what it runs, as before.)
  lineTable(DOMAINS, [
    ['npx github:x/y', 'allow'],
    ['npx https://x/y.tgz', 'allow'],
    ['uvx git+https://h/x/y.git', 'allow'],
  ]);
  lineTable(POLICY, [
    ['npx github:x/y', 'ask'],
    ['npx https://x/y.tgz', 'ask'],
    ['uvx git+https://h/x/y', 'ask'],
    ['npx prettier@3 .', 'allow'],
  ], 'pwsh', REPO_WINDOWS);

  const decision = lineDecision(POLICY);
  const SOURCES = ['https://', 'http://', 'git+https://', 'git+ssh://git@', 'git://', 'github:', 'gitlab:', 'bitbucket:', 'gist:', 'file:', './', '../', '/', '~/'];
  const PATH = fc.array(fc.constantFrom('x', 'y', 'rm', 'eslint', 'a.b', '-', '_', '.tgz', '.git', '#v1'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
  it('a spec from a URL, a repository or a path is never allowed beside Shell(rm *), whatever the runner', () => {
    const runners = ['npx', 'npx -y', 'npm exec --', 'npm x', 'pnpm dlx', 'pnpx', 'bunx', 'bun x', 'yarn dlx'];
    fc.assert(fc.property(fc.constantFrom(...runners), fc.constantFrom(...SOURCES), PATH, fc.constantFrom('', 'y@', '@s/y@'), (runner, source, path, name) => {
      expect(decision(`${runner} ${name}${source}${path}`)).not.toBe('allow');
    }), { numRuns: 400 });
  });
  it('uvx and pipx run of a URL or a path are never allowed beside Shell(rm *)', () => {
    const python = SOURCES.filter((s) => !['github:', 'gitlab:', 'bitbucket:', 'gist:'].includes(s));
    fc.assert(fc.property(fc.constantFrom('uvx', 'uv tool run', 'pipx run'), fc.constantFrom(...python), PATH, (runner, source, path) => {
      expect(decision(`${runner} ${source}${path}`)).not.toBe('allow');
    }), { numRuns: 300 });
  });

  it.each([
    ['eslint', false], ['eslint@8', false], ['@s/p', false], ['@s/p@^1.2', false], ['x@npm:eslint@8', false], ['x@npm:@s/p', false],
    ['github:x/y', true], ['x/y', true], ['x.tgz', true], ['./x', true], ['.x', true], ['y@github:x/y', true], ['y@file:x', true], ['x@npm:github:x/y', true],
    ['https://h/x', true], ['C:\\x', true],
  ])('namesNoProgram(%s) for npm: %s', (spec, unnamed) => expect(namesNoProgram(spec, false)).toBe(unnamed));
  it.each([
    ['ruff', false], ['ruff==0.1', false], ['ruff[all]>=0.1', false], ['ruff @ git+https://h/x', false], ['ruff@0.1', false],
    ['git+https://h/x', true], ['./x', true], ['https://h/x.py', true], ['x.whl', true], ['x.py', true], ['-x', true],
  ])('namesNoProgram(%s) for uvx and pipx: %s', (spec, unnamed) => expect(namesNoProgram(spec, true)).toBe(unnamed));
});

describe('initializers and runners that run a package\'s program by another name', () => {
  lineTable(PROGRAMS, [
    // (`npm init NAME` runs `npm exec create-NAME`; yarn, pnpm and bun read it alike.)
    ['npm create vite', 'deny'],
    ['npm init vite my-app -- --template react', 'deny'],
    ['npm init vite@5', 'deny'],
    ['npm create vite@latest my-app', 'deny'],
    ['npm create --yes vite', 'deny'],
    ['npm innit vite', 'deny'],
    ['yarn create vite', 'deny'],
    ['yarn create vite my-app --template react', 'deny'],
    ['pnpm create vite', 'deny'],
    ['pnpm create vite@5 x', 'deny'],
    ['bun create vite', 'deny'],
    ['bun c vite', 'deny'],
    ['npm cre vite', 'deny'],
    ['npm init -- vite', 'deny'],
    ['yarn --cwd x create vite', 'deny'],
    // (A hosted git initializer names no program.)
    ['npm init github:x/y', 'ask'],
    ['yarn create github:x/y', 'ask'],
    // (`gem exec` runs the gem's executable.)
    ['gem exec eslint .', 'deny'],
    // (nix runs the installable's main program: read by its attribute for deny rules, and any asks beside them.)
    ['nix run nixpkgs#eslint -- .', 'deny'],
    ['nix run nixpkgs#nodePackages.eslint', 'deny'],
    ['nix run github:x/y', 'ask'],
    ['nix run', 'ask'],
    ['nix run nixpkgs#hello', 'ask'],
    ['nix run --impure nixpkgs#hello', 'ask'],
    // Precision.
    ['npm init', 'allow'],
    ['npm init -y', 'allow'],
    ['npm init -w pkg', 'allow'],
    ['npm install', 'allow'],
    ['npm ci', 'allow'],
    ['npm i -D vite', 'allow'],
    ['npm create react-app x', 'allow'],
    ['yarn create', 'allow'],
    ['yarn add vite', 'allow'],
    ['gem exec rubocop', 'allow'],
    ['nix build nixpkgs#hello', 'allow'],
  ]);
  // (The initializer's word is not run: `Shell(vite *)` does not meet `npm create vite`. It asked
  // for `bun create vite`, read as a program that may run its words; bun create runs create-vite
  // or copies a local template, never its word.)
  lineTable({ deny: ['Shell(vite *)'], allow: POLICY.allow }, [
    ['npm create vite', 'allow'],
    ['yarn create vite', 'allow'],
    ['bun create vite', 'allow'],
  ]);
  lineTable(DOMAINS, [['nix run nixpkgs#hello', 'allow'], ['gem exec rubocop', 'allow']]);
  it.each([
    ['vite', 'create-vite'], ['vite@5', 'create-vite@5'], ['@s', '@s/create'], ['@s/app', '@s/create-app'], ['@s/app@1', '@s/create-app@1'],
    ['github:u/p', 'github:u/create-p'], ['u/p#v1', 'u/create-p#v1'], ['./x', undefined], ['../x', undefined], ['https://h/x', undefined],
  ])('initializerPackage(%s) -> %s', (spec, name) => expect(initializerPackage(spec)).toBe(name));
});

describe('package managers\' trees named by the package, written where settings files lie (as pip --target is)', () => {
  lineTable(DOMAINS, [
    // (A conda package's files lie at any path below its prefix: `.bashrc` too.)
    ['conda create -p . x', 'ask'],
    ['conda create --prefix . x', 'ask'],
    ['conda create -p. x', 'ask'],
    ['conda env create -p . -f e.yml', 'ask'],
    ['conda install -p ~ x', 'ask'],
    ['conda update -p ~ --all', 'ask'],
    ['mamba create -p ~ x', 'ask'],
    ['micromamba create -p . x', 'ask'],
    ['uv pip install --target . x', 'ask'],
    ['uv pip install --prefix ~ x', 'ask'],
    ['npm install --prefix ~ x', 'ask'],
    ['npm i --prefix=. x', 'ask'],
    ['npm ci --prefix ~', 'ask'],
    ['gem unpack x', 'ask'],
    ['gem install x --bindir .', 'ask'],
    ['gem install x -n ~', 'ask'],
    ['yarn add x --modules-folder .', 'ask'],
    ['yarn --modules-folder ~', 'ask'],
    ['bundle binstubs x --path .', 'ask'],
    ['bundle install --binstubs ~', 'ask'],
    // Precision: conda's own environments, the project's node_modules, GEM_HOME, a cargo root's bin.
    ['conda create -n x python', 'allow'],
    ['conda install x', 'allow'],
    ['uv pip install x', 'allow'],
    ['npm install', 'allow'],
    ['npm ci', 'allow'],
    ['npm install x', 'allow'],
    ['npm run build --prefix ~', 'allow'],
    ['gem install x', 'allow'],
    ['gem fetch x', 'allow'],
    ['gem unpack x --target=proj', 'allow'],
    ['yarn add x', 'allow'],
    ['bundle install', 'allow'],
    ['pip install -r requirements.txt', 'allow'],
    ['npx eslint .', 'allow'],
    ['cargo build', 'allow'],
    ['cargo install --root . x', 'allow'],
  ], 'shell', AT_HOME);
  lineTable(DOMAINS, [
    ['cd ~ && conda create -p . x', 'ask'],
    ['cd ~ && gem unpack x', 'ask'],
    ['cd ~ && uv pip install --target . x', 'ask'],
    ['cd ~ && npm i --prefix . x', 'ask'],
    ['conda create -p ~/.config x', 'ask'],
    // (Every spelling the option readers take: `=`, attached, an abbreviation, a cluster.)
    ['npm install --prefix ~ x', 'ask'],
    ['npm install --pre ~ x', 'ask'],
    ['npm install --prefix=~ x', 'ask'],
    ['npm -C ~ install x', 'ask'],
    ['npm install -C~ x', 'ask'],
    ['npm i -gC ~ x', 'ask'],
    ['conda create -p~ x', 'ask'],
    ['conda create --pref ~ x', 'ask'],
    ['yarn --modules ~ add x', 'ask'],
    // (An expansion after an option's `=`: its value, not the whole word, is where it writes; session 44's readers too.)
    ['gem unpack x --target=$HOME y', 'ask'],
    ['gem unpack x --target="$D"', 'ask'],
    ['gallery-dl -d=$HOME URL', 'ask'],
    ['gem unpack x --target ~', 'ask'],
    // Precision: in the project.
    ['conda create -p . x', 'allow'],
    ['conda create -p ~/envs/x x', 'allow'],
    ['uv pip install --target . x', 'allow'],
    ['npm install --prefix ~/proj x', 'allow'],
    ['npm install --prefix . x', 'allow'],
    ['gem unpack x', 'allow'],
    ['yarn add x --modules-folder .', 'allow'],
    ['npm install', 'allow'],
    ['npm ci', 'allow'],
    ['pip install -r requirements.txt', 'allow'],
    ['npx eslint .', 'allow'],
    ['cargo build', 'allow'],
  ]);
  it('a package tree written where settings files lie is never allowed beside Domain rules, by any writer or spelling', () => {
    const home = lineDecision(DOMAINS);
    const WRITERS = ['conda create -p', 'conda install --prefix', 'mamba create -p', 'micromamba install -p', 'uv pip install --target', 'uv pip install --prefix',
      'npm install --prefix', 'npm ci --prefix', 'gem unpack x --target', 'gem install x --bindir', 'yarn add x --modules-folder', 'bundle binstubs x --path'];
    const PLACES = ['~', '~/', '$HOME', '"$HOME"', '/home/dev', '/home/dev/.config', '~/.ssh', '~/x/..', '/etc', '/root'];
    fc.assert(fc.property(fc.constantFrom(...WRITERS), fc.constantFrom(...PLACES), fc.boolean(), (writer, place, joined) => {
      const line = joined && writer.includes(' --') ? `${writer}=${place} y` : `${writer} ${place} y`;
      expect(home(line)).not.toBe('allow');
    }), { numRuns: 300 });
  });
  // (PowerShell, in the home directory.)
  lineTable(DOMAINS, [
    ['conda create -p . x', 'ask'],
    ['gem unpack x', 'ask'],
    ['npm install --prefix ~ x', 'ask'],
    ['uv pip install --target . x', 'ask'],
    ['yarn add x --modules-folder .', 'ask'],
    ['cd ~; gem unpack x', 'ask'],
    ['Set-Location ~; conda create -p . x', 'ask'],
    ['npm install', 'allow'],
  ], 'pwsh', AT_HOME_WINDOWS);
  // (`gem unpack` writes its tree where it runs: no part was read.)
  lineTable(POLICY, [['gem unpack x', 'deny']], 'shell', IN_ETC);
  lineTable(POLICY, [['cd /etc && gem unpack x', 'deny']]);
});

describe('exported installer destinations (where later installers write programs, and tools load them from)', () => {
  lineTable(POLICY, [
    ['export GOBIN=/etc; go install x@latest', 'ask'],
    ['declare -x GOBIN=/etc; go install x@latest', 'ask'],
    ['export GOPATH=/etc; go install x@latest', 'ask'],
    ['export GOMODCACHE=/etc; go mod download', 'ask'],
    ['export PIPX_BIN_DIR=/etc; pipx install x', 'ask'],
    ['export PIP_TARGET=/etc; pip install x', 'ask'],
    ['export PIP_PREFIX=/etc; pip install x', 'ask'],
    ['export GEM_HOME=/etc; gem install x', 'ask'],
    ['export UV_TOOL_BIN_DIR=/etc; uv tool install x', 'ask'],
    ['export XDG_BIN_HOME=/etc; uv tool install x', 'ask'],
    ['export VIRTUAL_ENV=/etc; uv pip install x', 'ask'],
    ['export BUN_INSTALL=/etc; bun add -g x', 'ask'],
    ['export PNPM_HOME=/etc; pnpm add -g x', 'ask'],
    ['export COMPOSER_HOME=/etc; composer global require x', 'ask'],
    ['export YARN_GLOBAL_FOLDER=/etc; yarn global add x', 'ask'],
    // Precision.
    ['go install x@latest', 'allow'],
    ['go build', 'allow'],
    ['export FOO=1; go build', 'allow'],
    ['export NODE_ENV=production; npm ci', 'allow'],
    ['export CI=true; npm test', 'allow'],
    // (Session 45 f1: PREFIX is npm's global prefix too, so exporting it asks, as GOBIN's does: a value set earlier is not shown.)
    ['export PREFIX; make install', 'ask'],
    ['export CFLAGS; make install', 'allow'],
  ]);
});
