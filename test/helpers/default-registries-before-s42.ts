// default-registries.ts as it was before session 42 p12 (the `-i` test and the unknown word by findIndex): the oracle of test/shell-npm-readers-gates.property.test.ts.
// The registries package managers reach when the line names none (`pip install requests` goes to
// pypi.org, `cargo install x` to index.crates.io, `docker pull alpine` to registry-1.docker.io):
// Domain parts for deny and ask rules only, which the tool's allow rule covers, as for git's
// named remotes. `pip install x` was allowed beside Domain(pypi.org) denied. An option that names
// another index (`-i URL`, `--registry=URL`) or forbids the network (`--offline`) leaves the default
// out; one the analysis misses (`--ind URL`) keeps it (a host more, for deny and ask rules only).

import type { FileTouches } from '../../src/shell/file-touches.js';
import { isGemVersionSelector } from '../../src/shell/program-name.js';

interface DefaultRegistry {
  /** Subcommands that fetch (`install`); `''` when the bare command does (`yarn`, `npx`: every line). */
  readonly fetching: ReadonlySet<string>;
  /** Option names (`--registry`, `-i`) that name another registry or keep the tool offline. */
  readonly elsewhere: ReadonlySet<string>;
  /** Of those, options whose value names a registry configured out of the line (cargo's `--registry NAME`): a host unknown. */
  readonly named?: ReadonlySet<string>;
  readonly hosts: readonly string[];
  /** Its repositories are configured out of the line, with no one default (dnf, pacman's mirror lists): a host unknown. */
  readonly configured?: true;
}

const PYPI = ['https://pypi.org/', 'https://files.pythonhosted.org/'];
const NPM = ['https://registry.npmjs.org/'];
const CRATES = ['https://index.crates.io/', 'https://static.crates.io/'];
const GO_PROXY = ['https://proxy.golang.org/', 'https://sum.golang.org/'];
const RUBYGEMS = ['https://rubygems.org/', 'https://index.rubygems.org/'];
/** Homebrew's JSON API, its bottles (ghcr.io) and its taps and own repository (github.com). */
const HOMEBREW = ['https://formulae.brew.sh/', 'https://ghcr.io/', 'https://github.com/'];
const CONDA = ['https://conda.anaconda.org/', 'https://repo.anaconda.com/'];
const NUGET = ['https://api.nuget.org/'];
const PACKAGIST = ['https://repo.packagist.org/'];
const MAVEN_CENTRAL = ['https://repo.maven.apache.org/', 'https://repo1.maven.org/'];
/** The plugin portal, the wrapper's distributions, and Maven Central (the usual repository). */
const GRADLE = ['https://plugins.gradle.org/', 'https://services.gradle.org/', ...MAVEN_CENTRAL];
/** Debian's and Ubuntu's default mirrors (sources.list, system configuration, is not read). */
const APT = ['https://deb.debian.org/', 'https://security.debian.org/', 'https://archive.ubuntu.com/', 'https://security.ubuntu.com/', 'https://ports.ubuntu.com/'];
const ALPINE = ['https://dl-cdn.alpinelinux.org/'];
/** `jsr:` and `npm:` specifiers, deno.land/x, and `deno upgrade`'s downloads. */
const DENO = ['https://jsr.io/', ...NPM, 'https://deno.land/', 'https://dl.deno.land/'];
const CPAN = ['https://www.cpan.org/', 'https://fastapi.metacpan.org/', 'https://cpan.metacpan.org/'];
const HACKAGE = ['https://hackage.haskell.org/'];
const HEX = ['https://hex.pm/', 'https://repo.hex.pm/', 'https://builds.hex.pm/'];
const CLOJARS = ['https://repo.clojars.org/', 'https://clojars.org/', ...MAVEN_CENTRAL];
/** The binary cache, and the flakes and channels it fetches nixpkgs from. */
const NIX = ['https://cache.nixos.org/', 'https://channels.nixos.org/', 'https://github.com/'];
/** Docker Hub: an image without a registry, and `login` without a server. */
export const DOCKER_HUB = ['https://registry-1.docker.io/', 'https://docker.io/'];

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));
/** Every line of the tool may fetch (a runner of packages); a bare `yarn` installs. */
const ALWAYS = set('');
const PIP_ELSEWHERE = set('-i --index-url --no-index');
const NPM_ELSEWHERE = set('--registry --offline');
const APT_FETCHING = set('install update upgrade dist-upgrade full-upgrade source download build-dep reinstall');
const CONDA_FETCHING = set('install create update upgrade search');
/** npm's subcommands (and their aliases) that reach the registry. */
const NPM_FETCHING = set('install i in ins inst insta instal isnt isnta isntal isntall add ci clean-install ic install-clean isntall-clean '
  + 'install-test it install-ci-test cit update up upgrade udpate exec x view info show v outdated audit publish search s se find dist-tag '
  + 'login adduser whoami ping doctor dedupe ddp');

const REGISTRIES: ReadonlyMap<string, DefaultRegistry> = new Map([
  ['pip', { fetching: set('install download wheel index search'), elsewhere: PIP_ELSEWHERE, hosts: PYPI }],
  ['pip3', { fetching: set('install download wheel index search'), elsewhere: PIP_ELSEWHERE, hosts: PYPI }],
  ['pipx', { fetching: set('install run upgrade upgrade-all reinstall reinstall-all inject'), elsewhere: set('--index-url'), hosts: PYPI }],
  ['uv', { fetching: set('add sync lock tool'), elsewhere: set('-i --index-url --default-index --no-index --offline'), hosts: PYPI }],
  ['uvx', { fetching: ALWAYS, elsewhere: set('-i --index-url --default-index --no-index --offline'), hosts: PYPI }],
  ['poetry', { fetching: set('add install lock update search'), elsewhere: set(''), hosts: PYPI }],
  ['npm', { fetching: NPM_FETCHING, elsewhere: NPM_ELSEWHERE, hosts: NPM }],
  ['npx', { fetching: ALWAYS, elsewhere: NPM_ELSEWHERE, hosts: NPM }],
  ['pnpm', { fetching: set('install i add update up upgrade dlx fetch outdated audit publish view info dedupe'), elsewhere: NPM_ELSEWHERE, hosts: NPM }],
  ['pnpx', { fetching: ALWAYS, elsewhere: NPM_ELSEWHERE, hosts: NPM }],
  ['yarn', { fetching: set('add install upgrade up dlx info outdated audit publish npm'), elsewhere: NPM_ELSEWHERE, hosts: ['https://registry.yarnpkg.com/'] }],
  ['bun', { fetching: set('install i add a update x outdated publish'), elsewhere: NPM_ELSEWHERE, hosts: NPM }],
  ['bunx', { fetching: ALWAYS, elsewhere: NPM_ELSEWHERE, hosts: NPM }],
  ['cargo', { fetching: set('install build b fetch update generate-lockfile add vendor'), elsewhere: set('--offline --frozen --registry --index'), named: set('--registry'), hosts: CRATES }],
  ['go', { fetching: set('get'), elsewhere: set(''), hosts: GO_PROXY }],
  // (`--source URL` adds a source, read as a URL; a bare `bundle` installs. A Gemfile's `source`
  // is not read, as package.json's URLs are not for npm.)
  ['gem', { fetching: set('install i update fetch search outdated push yank owner signin'), elsewhere: set('-l --local --clear-sources'), hosts: RUBYGEMS }],
  ['bundle', { fetching: set('install update add outdated lock cache package'), elsewhere: set('--local'), hosts: RUBYGEMS }],
  ['brew', { fetching: set('install reinstall upgrade update fetch tap bundle search info'), elsewhere: set(''), hosts: HOMEBREW }],
  // (`-c NAME` and `--override-channels -c NAME` still reach anaconda.org; `-c URL` is read as a URL.)
  ['conda', { fetching: CONDA_FETCHING, elsewhere: set('--offline'), hosts: CONDA }],
  ['mamba', { fetching: CONDA_FETCHING, elsewhere: set('--offline'), hosts: CONDA }],
  ['micromamba', { fetching: CONDA_FETCHING, elsewhere: set('--offline'), hosts: CONDA }],
  ['apt', { fetching: APT_FETCHING, elsewhere: set('--no-download'), hosts: APT }],
  ['apt-get', { fetching: APT_FETCHING, elsewhere: set('--no-download'), hosts: APT }],
  ['aptitude', { fetching: APT_FETCHING, elsewhere: set(''), hosts: APT }],
  // (A PPA's Launchpad API, its archive and its signing key; then `apt update`, unless `-n`.)
  ['add-apt-repository', { fetching: ALWAYS, elsewhere: set(''), hosts: ['https://launchpad.net/', 'https://api.launchpad.net/', 'https://ppa.launchpadcontent.net/', 'https://keyserver.ubuntu.com/', ...APT] }],
  ['apk', { fetching: set('add update upgrade fetch search'), elsewhere: set('--no-network'), hosts: ALPINE }],
  // (dotnet restores implicitly on build, run, test, publish and pack.)
  // (`-s NAME`, `-Source NAME`: a source NuGet.config names, its host unknown; a URL or path is read as such.)
  ['dotnet', { fetching: set('add restore build publish pack test run tool workload nuget'), elsewhere: set('--no-restore'), named: set('-s --source --add-source'), hosts: NUGET }],
  ['nuget', { fetching: set('install restore update push search delete'), elsewhere: set(''), named: set('-Source -source -FallbackSource -fallbacksource'), hosts: NUGET }],
  ['composer', { fetching: set('install i update u upgrade require r create-project global search show outdated remove'), elsewhere: set(''), hosts: PACKAGIST }],
  // (Any goal may fetch plugins: every line but an offline one. settings.xml's mirrors are not read.)
  ['mvn', { fetching: ALWAYS, elsewhere: set('-o --offline'), hosts: MAVEN_CENTRAL }],
  ['mvnw', { fetching: ALWAYS, elsewhere: set('-o --offline'), hosts: MAVEN_CENTRAL }],
  ['gradle', { fetching: ALWAYS, elsewhere: set('--offline'), hosts: GRADLE }],
  ['gradlew', { fetching: ALWAYS, elsewhere: set('--offline'), hosts: GRADLE }],
  ['deno', { fetching: set('install i add cache outdated update upgrade'), elsewhere: set(''), hosts: DENO }],
  // Hunt 4, F8: siblings and aliases of the managers above, and more ecosystems' defaults.
  ['bundler', { fetching: set('install update add outdated lock cache package'), elsewhere: set('--local'), hosts: RUBYGEMS }],
  ['pixi', { fetching: set('add install update upgrade run shell exec global search lock'), elsewhere: set('--frozen --offline'), hosts: CONDA }],
  ['pipenv', { fetching: set('install sync update lock upgrade'), elsewhere: set('--pypi-mirror'), hosts: PYPI }],
  ['pdm', { fetching: set('install add sync update lock'), elsewhere: set(''), hosts: PYPI }],
  ['rye', { fetching: set('sync add lock install fetch'), elsewhere: set(''), hosts: PYPI }],
  // (`hatch env create`, and `hatch run|shell|test`, which create the environment first.)
  ['hatch', { fetching: set('env run shell test build'), elsewhere: set(''), hosts: PYPI }],
  ['dnf', { fetching: set('install in update upgrade up reinstall downgrade makecache download distro-sync groupinstall swap'), elsewhere: set('-C --cacheonly'), hosts: [], configured: true }],
  ['yum', { fetching: set('install update upgrade reinstall downgrade makecache download groupinstall distro-sync'), elsewhere: set('-C --cacheonly'), hosts: [], configured: true }],
  ['microdnf', { fetching: set('install update upgrade reinstall download makecache'), elsewhere: set(''), hosts: [], configured: true }],
  ['zypper', { fetching: set('install in update up dist-upgrade dup refresh ref patch source-install si download'), elsewhere: set(''), hosts: [], configured: true }],
  // (pacman's operation is an option: `-S…`/`--sync`, `-U`/`--upgrade` fetch; `-Q`, `-R` do not.)
  ['pacman', { fetching: set('-S'), elsewhere: set(''), hosts: [], configured: true }],
  ['cpanm', { fetching: ALWAYS, elsewhere: set('--mirror --from -M --mirror-only'), hosts: CPAN }],
  ['cpan', { fetching: ALWAYS, elsewhere: set(''), hosts: CPAN }],
  ['dart', { fetching: set('pub'), elsewhere: set('--offline'), hosts: ['https://pub.dev/'] }],
  ['flutter', { fetching: set('pub'), elsewhere: set('--offline'), hosts: ['https://pub.dev/'] }],
  ['pod', { fetching: set('install update outdated repo'), elsewhere: set(''), hosts: ['https://cdn.cocoapods.org/'] }],
  ['mix', { fetching: set('deps.get deps.update hex.info archive.install local.hex local.rebar'), elsewhere: set(''), hosts: HEX }],
  ['cabal', { fetching: set('install update build v2-build run test'), elsewhere: set(''), hosts: HACKAGE }],
  ['stack', { fetching: set('build install setup test run'), elsewhere: set(''), hosts: [...HACKAGE, 'https://www.stackage.org/'] }],
  ['luarocks', { fetching: set('install download search'), elsewhere: set('--server --only-server'), hosts: ['https://luarocks.org/'] }],
  ['opam', { fetching: set('install update upgrade init'), elsewhere: set(''), hosts: ['https://opam.ocaml.org/'] }],
  ['sbt', { fetching: ALWAYS, elsewhere: set(''), hosts: [...MAVEN_CENTRAL, 'https://repo.scala-sbt.org/'] }],
  ['lein', { fetching: ALWAYS, elsewhere: set('-o'), hosts: CLOJARS }],
  ['conan', { fetching: set('install create download'), elsewhere: set(''), hosts: ['https://center2.conan.io/', 'https://center.conan.io/'] }],
  ['nix', { fetching: set('build shell develop run profile flake'), elsewhere: set('--offline'), hosts: NIX }],
  ['nix-env', { fetching: ALWAYS, elsewhere: set(''), hosts: NIX }],
]);

/** go build flags whose value is the next word (none names a host: `-o`, `-ldflags`, `-tags`, …). */
const GO_VALUE_FLAGS = set('-o -p -ldflags -gcflags -asmflags -tags -mod -modfile -overlay -pgo -pkgdir -buildmode -compiler -installsuffix -gccgoflags -covermode -coverpkg -run -bench -count -timeout -cpu -parallel -skip -benchtime');

/** go's subcommands that build, and so download missing modules. */
const GO_BUILDS = set('build test run vet generate list');

/** dotnet's subcommands whose `-s` is the source (`dotnet test -s F` is a settings file, `pack -s` serviceable). */
const DOTNET_SOURCE_S = set('add restore tool nuget workload');

/** brew's subcommands that download what they install. */
const BREW_DOWNLOADS = set('install reinstall upgrade fetch');

/** crates.io's API (search, publish, owners). */
const CRATES_API = set('search publish login owner yank');
const CRATES_API_URL = 'https://crates.io/';

/** Every URL these tables give (decide/table-targets.ts parses each once). */
export const REGISTRY_URLS: readonly string[] = [...new Set([...[...REGISTRIES.values()].flatMap((r) => r.hosts), ...DOCKER_HUB, CRATES_API_URL])];

/**
 * The default registry of a package manager whose line fetches without naming one. The
 * subcommand is the first word that is no option, or the one after it when an option word before
 * may have taken it as its value (`pip --log f install x`).
 */
export function defaultRegistries(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const registry = REGISTRIES.get(name);
  if (registry === undefined) return;
  // The first three operands' indexes (-1: none), read in place: no object per operand.
  let first = -1;
  let second = -1;
  let third = -1;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--') break;
    if (i === 1 && !dynamic[i] && isGemVersionSelector(name, w)) continue;
    if (!dynamic[i] && w.startsWith('-')) {
      const eq = w.indexOf('=');
      // (`-iURL`: pip's and uv's short option with its value attached.)
      const option = eq > 0 ? w.slice(0, eq) : w;
      if (registry.named?.has(option) === true && !(option === '-s' && name === 'dotnet' && !DOTNET_SOURCE_S.has(words[1] ?? ''))) namedRegistry(eq > 0 ? w.slice(eq + 1) : words[i + 1] ?? '', t);
      if (registry.elsewhere.has(option) || (registry.elsewhere.has('-i') && /^-i./.test(w))) return;
      continue;
    }
    if (first < 0) first = i;
    else if (second < 0) second = i;
    else if (third < 0) third = i;
  }
  // (The first operand follows an option word, which may have taken it as its value: the second may be the subcommand.)
  const afterOption = first > 1 && !dynamic[first - 1] && words[first - 1]!.startsWith('-') && !words[first - 1]!.includes('=');
  if (name === 'cargo' && (CRATES_API.has(first < 0 ? '' : words[first]!) || (afterOption && CRATES_API.has(second < 0 ? '' : words[second]!)))) t.url(CRATES_API_URL, false);
  const fetching = registry.fetching.has('') || ((name === 'yarn' || name === 'bundle' || name === 'bundler') && first < 0)
    || (name === 'pacman' && words.some((w) => /^-[A-Za-z]*[SU]/.test(w) || w === '--sync' || w === '--upgrade' || w === '--refresh'))
    || (first >= 0 && fetches(name, registry, first, second, words, dynamic))
    || (afterOption && second >= 0 && fetches(name, registry, second, third, words, dynamic));
  if (!fetching) return;
  // (An expansion may be an option that names another index, `pip install $ARGS`: the host is unknown, it asks.
  // go names no index on its line: only a package path may be one, never a word that starts with
  // `-` or the value of a build flag, `-ldflags "-X v=$(git describe)"`.)
  const unknown = words.findIndex((w, i) => i > 0 && dynamic[i] === true && !(name === 'go' && (w.startsWith('-') || GO_VALUE_FLAGS.has(words[i - 1]!))));
  if (unknown > 0) t.url(words[unknown]!, true);
  else if (registry.configured === true) t.url(name, true);
  else for (const h of registry.hosts) t.url(h, false);
  // (A cask downloads the app from the vendor's host its cask file names: unknown.)
  if (name === 'brew' && first >= 0 && BREW_DOWNLOADS.has(words[first]!) && words.some((w) => w === '--cask' || w === '--casks')) t.url(name, true);
}

/** A value that names no configured registry: a URL, an absolute or relative path (`C:\\pkgs`, `./feed`). */
const NOT_A_NAME = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|[A-Za-z]:[\\/]|[\\/.~])/;

/** An option's registry named out of the line (cargo's `--registry NAME`, NuGet's `-s NAME`): a host unknown. */
function namedRegistry(value: string, t: FileTouches): void {
  if (!NOT_A_NAME.test(value)) t.url(value, true);
}

/** Whether subcommand words[sub] fetches (`next`: the operand after it, -1 for none). */
function fetches(name: string, registry: DefaultRegistry, sub: number, next: number, words: readonly string[], dynamic: readonly boolean[]): boolean {
  if (dynamic[sub]) return true;
  const word = words[sub]!;
  const nextWord = next < 0 ? '' : words[next]!;
  /** No operand follows, or one from an expansion. */
  const open = next < 0 || dynamic[next] === true;
  // (`uv pip install|sync|compile`.)
  if (name === 'uv' && word === 'pip') return open || /^(?:install|sync|compile)$/.test(nextWord);
  // (go: `get`, `mod download|tidy`, `install|run PKG@VERSION`, a module outside the project.)
  if (name === 'go') {
    if (word === 'mod') return open || nextWord === 'download' || nextWord === 'tidy';
    // (A build downloads the modules go.mod names that the cache lacks, unless from the vendor directory.)
    if (GO_BUILDS.has(word)) return !words.includes('-mod=vendor');
    return word === 'get' || ((word === 'install' || word === 'run') && words.some((w) => !w.startsWith('-') && /\S@\S/.test(w)));
  }
  // (`dart|flutter pub get|upgrade|add|downgrade|outdated`.)
  if (name === 'dart' || name === 'flutter') return word === 'pub' && (open || /^(?:get|upgrade|add|downgrade|outdated|deps)$/.test(nextWord));
  // (deno: `deno run npm:x`, `deno x jsr:@s/p` fetch the package a specifier names.)
  if (name === 'deno' && words.some((w) => w.startsWith('npm:') || w.startsWith('jsr:'))) return true;
  // (conda: `env create|update`.)
  if (registry.fetching === CONDA_FETCHING && word === 'env') return open || nextWord === 'create' || nextWord === 'update';
  // (`npm init vite` runs create-vite, fetched; a bare `npm init` writes package.json.)
  if ((name === 'npm' || name === 'pnpm' || name === 'yarn' || name === 'bun') && (word === 'init' || word === 'create')) return next >= 0;
  return registry.fetching.has(word);
}
