// A package runner's versioned spec runs the package's command (package-spec-names.ts): `npx
// eslint@8 .` and `uvx ruff@0.1 check` were allowed beside `Shell(eslint *)` / `Shell(ruff *)`
// deny rules that denied `npx eslint .` (found by session 43's review). Each deny row was allowed
// at the session's start (checked by script against its build).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageSpecName } from '../src/shell/package-spec-names.js';
import { lineTable } from './helpers/line-table.js';
import { lineDecision, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Shell(eslint *)', 'Shell(ruff *)', 'Shell(biome *)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a package runner\'s versioned spec is read by its package name too', () => {
  lineTable(RULES, [
    ['npx eslint@8 .', 'deny'],
    ['npx -y eslint@8 .', 'deny'],
    ['npx -- eslint@latest .', 'deny'],
    ['npx eslint@8', 'deny'],
    ['npm exec eslint@8 .', 'deny'],
    ['npm x eslint@^8.1 .', 'deny'],
    ['pnpm dlx eslint@8 .', 'deny'],
    ['pnpx eslint@8 .', 'deny'],
    ['yarn dlx eslint@8 .', 'deny'],
    ['bunx eslint@8 .', 'deny'],
    ['bun x eslint@8 .', 'deny'],
    ['corepack pnpm dlx eslint@8 .', 'deny'],
    ['sudo npx eslint@8 .', 'deny'],
    ['timeout 5 npx eslint@8 .', 'deny'],
    ['npx @biomejs/biome@1.9 check', 'deny'],
    ['uvx ruff@0.1 check', 'deny'],
    ['uvx ruff==0.1 check', 'deny'],
    ["uvx 'ruff[all]>=0.1' check", 'deny'],
    ["uvx 'ruff<1' check", 'deny'],
    ['uv tool run ruff@0.1 check', 'deny'],
    ['pipx run ruff==0.1 check', 'deny'],
    // Precision: other packages, versioned or not, stay allowed; an expansion asks as before.
    ['npx prettier@3 .', 'allow'],
    ['npx eslint-plugin-x@8 x', 'allow'],
    ['uvx ruffle@2 x', 'allow'],
    // (Session 45: a git spec names no program, its package's bin may be any: it asks beside Shell deny rules.)
    ['npx github:x/lint .', 'ask'],
    ['npx $X@8 .', 'ask'],
  ]);
  lineTable(RULES, [
    ['npx eslint@8 .', 'deny'],
    ['uvx ruff@0.1 check', 'deny'],
    ['npx prettier@3 .', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('packageSpecName', () => {
  it.each([
    ['eslint@8', 'eslint'], ['eslint@latest', 'eslint'], ['ruff==0.1', 'ruff'], ['ruff[all]>=0.1', 'ruff'], ['ruff~=0.1', 'ruff'],
    ['ruff!=0.1', 'ruff'], ['ruff; python_version>"3"', 'ruff'], ['@scope/pkg@1', '@scope/pkg'], ['create-vite@5.0.0', 'create-vite'],
  ])('%s -> %s', (spec, name) => expect(packageSpecName(spec)).toBe(name));
  it.each(['eslint', '@scope/pkg', 'github:x/y@1', './x.tgz', 'https://x.org/p@1', '@/x@1', '@s/@1', 'e$x@1', '@a'])('%s -> none', (spec) => {
    expect(packageSpecName(spec)).toBeUndefined();
  });

  it('a version never lets a runner\'s package escape a deny rule that names it (property)', () => {
    // (Not a reserved word: `Shell(do *)` names no command a line can run, and asks.)
    const reserved = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'case', 'esac', 'for', 'while', 'until', 'in', 'function', 'select', 'time', 'coproc']);
    const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/).filter((n) => !reserved.has(n));
    const version = fc.oneof(fc.constantFrom('@8', '@latest', '@^1.2', '==0.1', '>=1', '[x]', '[x]==2', '@0.1.0'), fc.stringMatching(/^@[0-9.]{1,6}$/));
    const runner = fc.constantFrom('npx', 'npx -y', 'npm exec', 'pnpm dlx', 'bunx', 'yarn dlx', 'uvx', 'uv tool run', 'pipx run');
    fc.assert(fc.property(name, version, runner, (n, v, r) => {
      const decision = lineDecision({ deny: [`Shell(${n} *)`], allow: ['Shell(*)'] });
      const spec = /[[<>=]/.test(v) ? `'${n}${v}'` : `${n}${v}`;
      expect(decision(`${r} ${spec} x`)).toBe('deny');
    }), { numRuns: 2_000 });
  });
});
