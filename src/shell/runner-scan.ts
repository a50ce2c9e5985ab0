// Which runner a command is, read with its option grammar: a wrapper (`sudo`, `timeout`, `npm
// exec`, a subcommand runner's `uv run`, `docker compose run`), or a shell as another user (su,
// sg); runs.ts follows what it runs.

import { initializerPackage, scanNpm } from './npm-arguments.js';
import { runnerFamily } from './runner-specs.js';
import { scanSg, scanSu, type SuScan } from './su-arguments.js';
import { SUBCOMMAND_RUNNERS, type OptionSpec } from './wrapper-specs.js';
import { WRAPPER_SPECS } from './wrapper-specs.js';
import { findSubcommand, shiftedScan, SUBCOMMAND_SPECS } from './runner-subcommands.js';
import { joinedKey } from './joined-keys.js';
import { scanWrapper, type WrapperScan } from './wrappers.js';

/** What a command that runs others runs, read with its option grammar. */
export type Runner =
  | { readonly kind: 'wrapper'; readonly scan: WrapperScan; readonly spec: OptionSpec }
  | { readonly kind: 'user-shell'; readonly scan: SuScan };

/** Whether runnerScan may find a runner for command `name`: its tests of the name alone, in its order (name-facts.ts). */
export function mayBeRunner(name: string): boolean {
  return WRAPPER_SPECS.has(name) || runnerFamily(name) !== undefined || name === 'su' || name === 'runuser' || name === 'sg' || name === 'newgrp' || name === 'npm'
    || SUBCOMMAND_RUNNERS.has(name);
}

export function runnerScan(name: string, words: readonly string[], dynamic: readonly boolean[]): Runner | undefined {
  const spec = WRAPPER_SPECS.get(name);
  if (spec !== undefined) return { kind: 'wrapper', scan: scanWrapper(name, words, dynamic), spec };
  // (`/lib64/ld-linux-x86-64.so.2 PROG`, `qemu-aarch64 PROG`: runners by their name's family.)
  const family = runnerFamily(name);
  if (family !== undefined) return { kind: 'wrapper', scan: scanWrapper(family, words, dynamic), spec: WRAPPER_SPECS.get(family)! };
  if (name === 'su' || name === 'runuser') return { kind: 'user-shell', scan: scanSu(name, words, dynamic) };
  if (name === 'sg' || name === 'newgrp') return { kind: 'user-shell', scan: scanSg(name, words, dynamic) };
  if (name === 'npm') {
    const scan = scanNpm(words, dynamic, false);
    return scan === undefined ? undefined : { kind: 'wrapper', scan, spec: WRAPPER_SPECS.get('npm exec')! };
  }
  if (!SUBCOMMAND_RUNNERS.has(name)) return undefined;
  // `uv --quiet run CMD`: the tool's options, then the subcommand's grammar from the subcommand on.
  const sub = findSubcommand(name, words, dynamic);
  if (sub === undefined) return undefined;
  const { at } = sub;
  // `docker compose -f x.yml run …`, `k3s kubectl exec …`: the words from `at` on, as that tool's.
  if (sub.tool !== undefined) {
    const from = sub.tool === 'kubectl' && words[at + 1] === '--' && dynamic[at + 1] !== true ? at + 1 : at; // (`minikube kubectl -- exec …`)
    const nested = runnerScan(sub.tool, words.slice(from), dynamic.slice(from));
    return nested?.kind === 'wrapper' ? { ...nested, scan: shiftedScan(nested.scan, from, sub.options, sub.values, sub.problem) } : nested;
  }
  // (The table's own string: found by findSubcommand as it, and no joined copy to hash.)
  const key = joinedKey(SUBCOMMAND_SPECS, name, words[at]!)!;
  const scan = scanWrapper(key, words.slice(at), dynamic.slice(at));
  // (Built field by field: an object spread of a scan took a third of a runner line's analysis.)
  const before = sub.options.length > 0;
  const subSpec = WRAPPER_SPECS.get(key)!;
  const moduleRun = key === 'uv run' && scan.inner === undefined && scan.problem === undefined && scan.options.some((o) => o === '-m' || o === '--module')
    ? uvRunModule(words, dynamic, at + 1)
    : undefined;
  const prefixed = moduleRun !== undefined ? (moduleRun.problem === undefined ? moduleRun : undefined)
    : prefixedCommand(subSpec, words, dynamic, scan.inner === undefined ? undefined : scan.inner + at);
  return {
    kind: 'wrapper',
    spec: subSpec,
    scan: {
      inner: prefixed?.command[0] ?? (scan.inner === undefined ? undefined : scan.inner + at),
      command: prefixed?.command ?? scan.command?.map((k) => k + at),
      commandWords: prefixed?.words ?? scan.commandWords,
      files: scan.files,
      assignments: scan.assignments,
      environment: scan.environment,
      options: before ? sub.options.concat(scan.options) : scan.options,
      values: before ? sub.values.concat(scan.values) : scan.values,
      line: scan.line,
      startsShell: scan.startsShell,
      problem: sub.problem ?? scan.problem ?? moduleRun?.problem,
    },
  };
}

/**
 * `uv run -m MOD ARGS` runs `python -m MOD ARGS` (session 45: `uv run -m awscli s3 rm s3://x` was
 * allowed beside Shell(aws s3 *) where `uv run python -m awscli …` denied); python-module-programs.ts
 * reads the module. The option's word stands for `python` and `-m`. A module option not found as
 * written (`--mod`, a value) is a problem.
 */
function uvRunModule(words: readonly string[], dynamic: readonly boolean[], from: number): { command: number[]; words: string[]; problem?: string } {
  for (let k = from; k < words.length; k++) {
    const w = words[k]!;
    if (dynamic[k]) break;
    const attached = w.startsWith('--module=') ? w.slice(9) : undefined;
    if (w !== '--module' && attached === undefined && !/^-[a-zA-Z]*m$/.test(w)) continue;
    const at = attached === undefined ? k + 1 : k;
    const module = attached ?? words[at];
    if (module === undefined || module === '' || module.startsWith('-') || dynamic[at]) break;
    const command = [k, k, at];
    for (let j = at + 1; j < words.length; j++) command.push(j);
    return { command, words: ['python', '-m', module, ...words.slice(at + 1)] };
  }
  return { command: [], words: [], problem: 'uv run runs a module not read' };
}

/**
 * `hatch run [+x=1 -y=2] ENV:CMD ARGS`: the command's words, its first without the prefix (up to
 * the last `:`). hatch drops the matrix arguments (`+name=value`, `-name=value`) before it.
 */
function prefixedCommand(spec: OptionSpec, words: readonly string[], dynamic: readonly boolean[], inner: number | undefined): { command: number[]; words: string[] } | undefined {
  const prefix = spec.commandPrefix;
  if (spec.initializer === true && inner !== undefined) {
    const runs = dynamic[inner] ? undefined : initializerPackage(words[inner]!);
    return runs === undefined ? undefined : { command: words.map((_, k) => k).slice(inner), words: [runs, ...words.slice(inner + 1)] };
  }
  if (prefix === undefined || inner === undefined) return undefined;
  let at = inner;
  while (at < words.length && !dynamic[at] && /^[+-]/.test(words[at]!)) at++;
  // (Matrix arguments and no command: the scan's own reading stands.)
  if (at >= words.length) return undefined;
  const m = dynamic[at] ? null : prefix.exec(words[at]!);
  if (m === null && at === inner) return undefined;
  const command: number[] = [];
  for (let k = at; k < words.length; k++) command.push(k);
  return { command, words: [words[at]!.slice(m === null ? 0 : m[0].length), ...words.slice(at + 1)] };
}

