// A package runner's first word is a package spec, and what it runs is that package's binary:
// `npx eslint@8 .` runs eslint as `npx eslint .` does, and `uvx ruff@0.1 check` or
// `uvx 'ruff[all]>=0.1' check` run ruff. Read only as written, the name `eslint@8` met no rule
// naming eslint: `Shell(eslint *)` denied `npx eslint .` and allowed `npx eslint@8 .`. The
// spec's package name is one more subject of scope `restrict` (deny and ask rules meet it; the
// runner's allow rule covers what it runs). (A scoped name, `@biomejs/biome`, meets rules by its
// last segment, as a command's path does.)

import type { Simple } from './simple.js';
import type { CommandSubject } from './subject.js';
import { subjectOf } from './subject-of.js';
import type { WrapperScan } from './wrappers.js';
import { WRAPPER_SPECS, type OptionSpec } from './wrapper-specs.js';

/** The runners whose command word is a package spec (npm's and Python's): `corepack pnpm dlx` and `npm x` read as these. */
const PACKAGE_RUNNER_SPECS: ReadonlySet<OptionSpec> = new Set(['npx', 'npm exec', 'yarn dlx', 'pnpm dlx', 'pnpx', 'bunx', 'bun x', 'uvx', 'uv tool run', 'pipx run', 'nix run',
  'yarn create', 'pnpm create', 'bun create', 'bun c']
  .map((key) => WRAPPER_SPECS.get(key)!));

/** A package or binary name: what a Shell rule's first word may name. */
const PLAIN_NAME = /^[A-Za-z0-9._-]+$/;

/**
 * The package name a spec runs by: `eslint@8` → eslint, `ruff==0.1`, `ruff[all]>=0.1`, `ruff(>=0.1)`,
 * `ruff@0.1` → ruff (PEP 508's version, extras and marker start at one of `=<>~![;@(` or a blank),
 * `@scope/pkg@1` → `@scope/pkg`; an npm alias runs its target's binary (`x@npm:eslint@8` →
 * eslint); a git spec is read by its repository's name, as `github:u/eslint` is by its last
 * segment already (`github:u/eslint#v8`, `git+https://h/u/eslint.git` → eslint). Undefined for
 * a plain name (as written) and for a spec that names no package by a name (`./x.tgz`, a URL).
 */
export function packageSpecName(spec: string, aliases = true): string | undefined {
  const hash = spec.indexOf('#');
  if (hash > 0 || spec.endsWith('.git')) return gitRepositoryName(hash > 0 ? spec.slice(0, hash) : spec);
  if (spec.startsWith('@')) {
    const slash = spec.indexOf('/');
    const at = slash < 2 ? -1 : spec.indexOf('@', slash);
    if (at < 0 || !PLAIN_NAME.test(spec.slice(1, slash)) || !PLAIN_NAME.test(spec.slice(slash + 1, at))) return undefined;
    return (aliases ? aliasTarget(spec, at) : undefined) ?? spec.slice(0, at);
  }
  let cut = -1;
  for (let k = 1; k < spec.length && cut < 0; k++) if (VERSION_STARTS.includes(spec[k]!) || /\s/.test(spec[k]!)) cut = k;
  const name = cut < 0 ? '' : spec.slice(0, cut);
  if (!PLAIN_NAME.test(name)) return undefined;
  return (aliases && spec[cut] === '@' ? aliasTarget(spec, cut) : undefined) ?? name;
}

/** Where a version or requirement starts after a package's name (npm's `@`, PEP 508's). */
const VERSION_STARTS = '@=<>~![;(';

/** An npm alias's target (`x@npm:eslint@8` → eslint, `x@npm:eslint` → eslint): npx runs the target's binary. (npm has no alias of an alias.) */
function aliasTarget(spec: string, at: number): string | undefined {
  if (!spec.startsWith('npm:', at + 1)) return undefined;
  const target = spec.slice(at + 5);
  return PLAIN_NAME.test(target) || /^@[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/.test(target) ? target : packageSpecName(target, false);
}

/** A git spec's repository name: its last path segment without `.git` (`github:u/eslint` → eslint). */
function gitRepositoryName(location: string): string | undefined {
  const name = location.slice(Math.max(location.lastIndexOf('/'), location.lastIndexOf(':')) + 1).replace(/\.git$/, '');
  return PLAIN_NAME.test(name) ? name : undefined;
}

/** (Every other wrapper's answer: no array made per command.) */
const NONE: readonly CommandSubject[] = [];

const NIX_RUN = WRAPPER_SPECS.get('nix run')!;

/** A nix installable's package name, its attribute path's last part (`nixpkgs#nodePackages.eslint` → eslint): read for deny and ask rules, a guess of its program. */
function nixAttributeName(installable: string): string | undefined {
  const hash = installable.indexOf('#');
  const name = hash < 0 ? undefined : installable.slice(installable.lastIndexOf('.') > hash ? installable.lastIndexOf('.') + 1 : hash + 1);
  return name !== undefined && PLAIN_NAME.test(name) ? name : undefined;
}

/** The Python runners: they run the executable their spec's package name names (uv errors when the package has none of that name). */
const PYTHON_RUNNER_SPECS: ReadonlySet<OptionSpec> = new Set(['uvx', 'uv tool run', 'pipx run'].map((key) => WRAPPER_SPECS.get(key)!));

/** An npm registry spec: a name (scoped or not) and a version, range or tag (no `/`, no `:`), or an alias to one (aliasTarget). */
const NPM_REGISTRY_SPEC = /^(?:@[A-Za-z0-9._~-]+\/)?[A-Za-z0-9_-][A-Za-z0-9._~-]*(?:@[^/:\\]*)?$/;
/** npm-package-arg's tarball names (a file spec though no `/` is in it: `x.tgz`). */
const TARBALL_NAME = /\.(?:tgz|tar|tar\.gz)$/i;
/** A PEP 508 requirement that starts with its name (`ruff`, `ruff[all]>=0.1`, `ruff @ https://…`): the executable uv and pipx run. */
const PEP508_NAMED = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?(?:$|[\s@=<>~![;(])/;
/** A file a Python runner takes for a package or a script, not a name (`x.whl`, `x.py`, `x.tar.gz`). */
const PYTHON_FILE = /\.(?:whl|py|pyz|zip|tar\.gz|tgz|tar\.bz2)$/i;

/**
 * Whether a runner's spec names no program (session 45: `npx https://x/y.tgz`, `npx github:x/y`,
 * `npx git+https://h/x/y.git`, `npm exec -- ./dir`, `pnpm dlx file:../x`, `npx y@github:x/y`,
 * `uvx git+https://h/x/y`, `pipx run https://h/x.py` were allowed beside `Shell(rm *)`). npx runs
 * the installed package's bin (its only one, else the one named as the package), which a URL, a
 * git repository, a tarball or a directory chooses: it may be `rm`. What is known is a registry
 * name's package (its bin is what rules name by it, as `npx eslint` is) and, for uvx and pipx,
 * any spec that starts with a name, since they run the executable of that name (`uvx ruff @
 * git+https://…` runs ruff); `--from URL y` and `-p URL y` name `y`. A git spec's repository name
 * is still read (`npx github:u/eslint` denies under `Shell(eslint *)`) but is a guess.
 */
export function namesNoProgram(spec: string, python: boolean): boolean {
  if (python) return !PEP508_NAMED.test(spec) || PYTHON_FILE.test(spec);
  const at = spec.indexOf('@', 1);
  // (An alias's target is read by aliasTarget: a registry name, or a spec npm refuses.)
  if (at > 0 && spec.startsWith('npm:', at + 1)) return !NPM_REGISTRY_SPEC.test(spec.slice(at + 5));
  return !NPM_REGISTRY_SPEC.test(spec) || TARBALL_NAME.test(spec);
}

/** Where a package runner's spec names no program (namesNoProgram): the place such a spec is noted, which asks beside Shell deny or ask rules. */
export interface UnnamedPrograms { unnamedProgram(reason: string, text: string): void }

/** The subjects a package runner's spec adds (none when its command word is a plain name or an expansion); a spec that names no program is noted in `unnamed`. */
export function packageSpecSubjects(c: Simple, spec: OptionSpec, scan: WrapperScan, source: string, unnamed: UnnamedPrograms): readonly CommandSubject[] {
  if (!PACKAGE_RUNNER_SPECS.has(spec)) return NONE;
  const first = scan.command?.[0] ?? scan.inner;
  const nix = spec === NIX_RUN;
  // (nix runs the installable's main program, `meta.mainProgram`, which nixpkgs sets apart from the attribute's name: `nixpkgs#ripgrep` runs rg; none given, the flake's default app.)
  if (nix && (first === undefined || !c.dynamic[first])) unnamed.unnamedProgram(`nix run runs the main program of ${first === undefined ? 'the flake here' : JSON.stringify(c.words[first])}, which its package names`, source);
  if (first === undefined || c.dynamic[first] === true) return NONE;
  const word = scan.commandWords?.[0] ?? c.words[first]!;
  if (!nix && namesNoProgram(word, PYTHON_RUNNER_SPECS.has(spec))) unnamed.unnamedProgram(`the package ${JSON.stringify(word)} names no program: what it runs is the package's own (its bin), which may be any`, source);
  const name = nix ? nixAttributeName(word) : packageSpecName(word);
  if (name === undefined) return NONE;
  const rest: number[] = [];
  if (scan.command !== undefined) rest.push(...scan.command.slice(1));
  else for (let k = first + 1; k < c.words.length; k++) rest.push(k);
  return [subjectOf({
    ...c, words: [name, ...rest.map((k) => c.words[k]!)], dynamic: [false, ...rest.map((k) => c.dynamic[k]!)],
    spans: [c.spans[first]!, ...rest.map((k) => c.spans[k]!)], tildeWords: undefined,
  }, source, 'restrict', false)];
}
