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
const PACKAGE_RUNNER_SPECS: ReadonlySet<OptionSpec> = new Set(['npx', 'npm exec', 'yarn dlx', 'pnpm dlx', 'pnpx', 'bunx', 'bun x', 'uvx', 'uv tool run', 'pipx run']
  .map((key) => WRAPPER_SPECS.get(key)!));

/** A package or binary name: what a Shell rule's first word may name. */
const PLAIN_NAME = /^[A-Za-z0-9._-]+$/;

/**
 * The package name a spec runs by: `eslint@8` → eslint, `ruff==0.1`, `ruff[all]>=0.1`, `ruff@0.1`
 * → ruff (PEP 508's version, extras and marker start at one of `=<>~![;@ `), `@scope/pkg@1` →
 * `@scope/pkg`. Undefined for a plain name (as written) and for a spec that names no package by
 * a name (`github:x/y`, `./x.tgz`, a URL).
 */
export function packageSpecName(spec: string): string | undefined {
  if (spec.startsWith('@')) {
    const slash = spec.indexOf('/');
    const at = slash < 2 ? -1 : spec.indexOf('@', slash);
    if (at < 0 || !PLAIN_NAME.test(spec.slice(1, slash)) || !PLAIN_NAME.test(spec.slice(slash + 1, at))) return undefined;
    return spec.slice(0, at);
  }
  let cut = -1;
  for (let k = 1; k < spec.length && cut < 0; k++) if ('@=<>~![; '.includes(spec[k]!)) cut = k;
  const name = cut < 0 ? '' : spec.slice(0, cut);
  return PLAIN_NAME.test(name) ? name : undefined;
}

/** (Every other wrapper's answer: no array made per command.) */
const NONE: readonly CommandSubject[] = [];

/** The subjects a package runner's spec adds (none when its command word is a plain name or an expansion). */
export function packageSpecSubjects(c: Simple, spec: OptionSpec, scan: WrapperScan, source: string): readonly CommandSubject[] {
  if (!PACKAGE_RUNNER_SPECS.has(spec)) return NONE;
  const first = scan.command?.[0] ?? scan.inner;
  if (first === undefined || c.dynamic[first] === true) return NONE;
  const name = packageSpecName(scan.commandWords?.[0] ?? c.words[first]!);
  if (name === undefined) return NONE;
  const rest: number[] = [];
  if (scan.command !== undefined) rest.push(...scan.command.slice(1));
  else for (let k = first + 1; k < c.words.length; k++) rest.push(k);
  return [subjectOf({
    ...c, words: [name, ...rest.map((k) => c.words[k]!)], dynamic: [false, ...rest.map((k) => c.dynamic[k]!)],
    spans: [c.spans[first]!, ...rest.map((k) => c.spans[k]!)], tildeWords: undefined,
  }, source, 'restrict', false)];
}
