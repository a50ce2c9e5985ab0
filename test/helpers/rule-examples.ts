// For the rule-union and cross-operation properties: each rule's own example operation (a path its
// pattern matches, a URL of its host, its command line with `*` filled), the three platform
// contexts, and company-sized generated rule lists.
import { readFileSync } from 'node:fs';
import { compilePolicy, type CompiledPolicy } from '../../src/compile/compile.js';
import { decide } from '../../src/decide/decide.js';
import { loadSettingsValue } from '../../src/load/load.js';
import type { DecisionContext, DecisionKind, Operation } from '../../src/policy/types.js';
import { REPO_LINUX, REPO_WINDOWS } from './policy.js';

export type Platform = 'linux' | 'darwin' | 'win32';
export const PLATFORMS: readonly Platform[] = ['linux', 'darwin', 'win32'];
export const CONTEXTS: Record<Platform, DecisionContext> = {
  linux: REPO_LINUX,
  darwin: Object.freeze({ cwd: '/Users/dev/repo', workspace: ['/Users/dev/repo'], home: '/Users/dev', platform: 'darwin' as const }),
  win32: REPO_WINDOWS,
};

/** The catch-all allows every property policy carries, so that only a deny or ask rule restricts. */
export const ALLOW_ALL = ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];

/** The curated rule texts of fixtures/property-rules.json. */
export const FIXTURE_RULES: readonly string[] = (JSON.parse(readFileSync(new URL('../../fixtures/property-rules.json', import.meta.url), 'utf8')) as { rules: string[] }).rules;

export type Restrict = 'deny' | 'ask';

export function policyOf(list: Restrict, rules: readonly string[], allow: readonly string[] = ALLOW_ALL): CompiledPolicy {
  const loaded = loadSettingsValue({ permissions: { [list]: [...rules], allow: [...allow] } }, { file: 'property.json', channel: 'file' });
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`property policy is invalid: ${errors.map((d) => d.message).join('; ')}`);
  return compilePolicy([{ loaded }]);
}

export function decisionOf(policy: CompiledPolicy, operation: Operation, platform: Platform): DecisionKind {
  return decide(policy, operation, CONTEXTS[platform]).decision;
}

/** How a glob's wildcards are filled: `**` then `*`. */
export type Filling = readonly [string, string];
export const FILLINGS: readonly Filling[] = [['q/r', 'zz'], ['q', 'x']];

/**
 * Literal text a glob matches: `**` a directory run, `*` and `?` a name, `{a,b}` its first
 * alternative. undefined for what this does not model (classes, escapes, nested braces).
 */
export function fillGlob(glob: string, [anyDirs, anyName]: Filling = FILLINGS[0]!): string | undefined {
  const filled = glob.replace(/\{([^{},]*)(?:,[^{}]*)?\}/g, '$1').replace(/\*\*/g, anyDirs).replace(/\*/g, anyName).replace(/\?/g, 'c');
  return /[[\]{}\\]/.test(filled) ? undefined : filled;
}

/** `rest` under `base`, written the platform's way (backslashes on win32). */
function under(base: string, rest: string, platform: Platform): string {
  return platform === 'win32' ? `${base}\\${rest.replace(/\//g, '\\')}` : `${base}/${rest}`;
}

/**
 * An absolute path a Read/Edit pattern matches in `platform`'s context: each root resolved to
 * what it names there (`//` the filesystem root, a single letter after it a drive on win32; `/`
 * the workspace; `~/` home; `./` cwd; an unrooted pattern two directories below cwd).
 */
export function examplePath(pattern: string, platform: Platform, filling?: Filling): string | undefined {
  const filled = fillGlob(pattern, filling);
  if (filled === undefined || filled === '' || filled.includes('$') || filled.includes('%')) return undefined;
  const ctx = CONTEXTS[platform];
  if (filled.startsWith('//')) {
    const rest = filled.slice(2);
    if (platform !== 'win32') return `/${rest}`;
    const drive = /^([a-zA-Z]):?(?:\/|$)(.*)$/.exec(rest);
    return drive ? `${drive[1]!.toUpperCase()}:\\${drive[2]!.replace(/\//g, '\\')}` : under('C:', rest, platform);
  }
  if (filled.startsWith('/')) return under(ctx.workspace![0]!, filled.slice(1), platform);
  if (filled.startsWith('~/')) return under(ctx.home!, filled.slice(2), platform);
  if (filled.startsWith('./')) return under(ctx.cwd!, filled.slice(2), platform);
  if (filled.startsWith('..')) return undefined;
  return under(ctx.cwd!, `q/${filled}`, platform);
}

/** A URL a Domain pattern matches: `*.` filled with a label, a `:*` port with 8443, https when no scheme. */
export function exampleUrl(pattern: string): string | undefined {
  const m = /^(?:([a-z]+):\/\/)?(\*\.)?([A-Za-z0-9.-]+|\[[0-9a-fA-F:.]+\])(?::(\d+|\*))?\/?$/.exec(pattern);
  if (!m) return undefined;
  const [, scheme = 'https', star, host, port] = m;
  return `${scheme}://${star ? 'w.' : ''}${host}${port === undefined ? '' : `:${port === '*' ? '8443' : port}`}/`;
}

/** A command line a Shell pattern matches: a trailing ` *` or `:*` is one more word, any other `*` a word's text. */
export function exampleCommand(pattern: string): string {
  return pattern.replace(/(?: |:)\*$/, ' zz').replace(/\*/g, 'zz');
}

const RULE = /^(Shell|Bash|PowerShell|Read|Edit|Write|Domain)\((.*)\)$/s;

/** The operations that are a rule's own example on `platform` (a shell rule: bash, and PowerShell on win32). */
export function examplesOf(rule: string, platform: Platform): Operation[] {
  const m = RULE.exec(rule);
  if (!m) return [];
  const [, selector, pattern = ''] = m;
  if (selector === 'Domain') {
    const url = exampleUrl(pattern);
    return url === undefined ? [] : [{ op: 'fetch', url }];
  }
  if (selector === 'Shell' || selector === 'Bash' || selector === 'PowerShell') {
    const command = exampleCommand(pattern);
    return platform === 'win32' ? [{ op: 'shell', command }, { op: 'shell', command, shell: 'powershell' }] : [{ op: 'shell', command }];
  }
  const path = examplePath(pattern, platform);
  if (path === undefined) return [];
  return selector === 'Read' ? [{ op: 'read', path }] : [{ op: 'edit', path }];
}

/** What an operation is, for a failure message. */
export function describeOperation(o: Operation): string {
  return o.op === 'shell' ? `${o.shell ?? 'bash'}: ${o.command}` : o.op === 'fetch' ? `fetch ${o.url}` : `${o.op} ${o.path}`;
}

/** A deterministic generator (the one bench/decide.mjs uses). */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const NAMES = ['config', 'secrets', 'keys', 'build', 'dist', 'cache', 'private', 'vendor', 'tmp', 'logs', 'data', 'certs', '.ssh', '.aws', 'kube'];
const EXTS = ['pem', 'key', 'env', 'p12', 'crt', 'sqlite', 'log', 'bak'];
const CMDS = ['git', 'npm', 'docker', 'kubectl', 'terraform', 'aws', 'gcloud', 'make', 'cargo', 'pip', 'yarn', 'helm'];
const SUBS = ['push', 'pull', 'apply', 'delete', 'run', 'exec', 'install', 'publish', 'deploy', 'destroy', 'login', 'build'];
const ORGS = ['github', 'npmjs', 'pypi', 'acme-corp', 'contoso', 'example', 'northwind', 'fabrikam', 'initech', 'globex'];

/**
 * A company-sized list of `n` restrictive rules, built like bench/decide.mjs makeRules (Shell,
 * Read, Edit, Domain in turn, each made distinct by its number) with more path shapes: every root
 * (`//`, `/`, `~/`, `./`, unrooted, `**` first, `//c/` and `//d/` drives), `*.ext`, a prefix or
 * infix `*`, `?` and `{a,b}`; one rule in seven is a fixture rule.
 */
export function companyRules(n: number, seed: number): string[] {
  const rand = rng(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)]!;
  const name = (i: number) => `${pick(NAMES)}-${i}`;
  const segment = (i: number) => {
    const r = rand();
    return r < 0.15 ? `*.${pick(EXTS)}${i}` : r < 0.25 ? `${name(i)}*` : r < 0.32 ? `*${name(i)}*` : r < 0.4 ? `{${name(i)},${pick(NAMES)}}` : r < 0.45 ? `${name(i)}?` : name(i);
  };
  const path = (i: number) => {
    const root = pick(['//', '/', '~/', './', '', '**/', '//c/', '//d/', '//etc/', '//var/']);
    const depth = 1 + Math.floor(rand() * 3);
    const segs = Array.from({ length: depth }, () => (rand() < 0.12 ? pick(['*', '**']) : segment(i)));
    return `${root}${segs.join('/')}${rand() < 0.3 ? '/**' : ''}`.replace(/\*\*\/\*\*/g, '**');
  };
  const rules: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 7 === 6) { rules.push(pick(FIXTURE_RULES)); continue; }
    switch (i % 4) {
      case 0: rules.push(`Shell(${pick(CMDS)} ${pick(SUBS)}-${i}${rand() < 0.7 ? ' *' : ''})`); break;
      case 1: rules.push(`Read(${path(i)})`); break;
      case 2: rules.push(`Edit(${path(i)})`); break;
      default: rules.push(`Domain(${pick(['', '*.'])}${pick(SUBS)}-${i}.${pick(ORGS)}.com)`);
    }
  }
  return rules;
}
