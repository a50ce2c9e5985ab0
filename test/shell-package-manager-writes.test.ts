// The project and configuration files npm, pnpm, yarn and bun write (src/shell/package-manager-writes.ts;
// hunt 5, F3): each was allowed by `Shell(*)` beside an `Edit(./package.json)` or `Edit(~/.npmrc)`
// deny rule, and a later `npm test` ran the script or shell it stored. Lines that write neither stay allowed.
import { describe, expect, it } from 'vitest';
import { decideBoth, op, source } from './helpers/policy.js';

const CTX = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const };
const PROTECTED = {
  deny: ['Shell(rm *)', 'Edit(./package.json)', 'Edit(./yarn.lock)', 'Edit(~/.npmrc)', 'Edit(./.npmrc)', 'Edit(~/.yarnrc)', 'Edit(//etc/**)'],
  allow: ['Shell(*)'],
};
const ORDINARY = { deny: ['Shell(rm *)', 'Edit(//etc/**)', 'Read(//etc/**)', 'Edit(**/.env)'], allow: ['Shell(*)'] };

const decision = (rules: typeof ORDINARY, line: string, context: object = CTX): string => decideBoth([source(rules)], op('shell', line), context).decision;

describe('package.json and the lockfile', () => {
  it.each([
    // (Each was allowed.)
    ['npm install lodash', 'deny'], ['npm i -D x', 'deny'], ['npm inst x', 'deny'], ['npm add x', 'deny'], ['npm install', 'deny'],
    ['npm uninstall x', 'deny'], ['npm rm x', 'deny'], ['npm update', 'deny'], ['npm up x', 'deny'], ['npm dedupe', 'deny'], ['npm prune', 'deny'],
    ['npm link x', 'deny'], ['npm version patch', 'deny'], ['npm init -y', 'deny'], ['npm create vite', 'deny'],
    ['npm pkg set scripts.test=x', 'deny'], ['npm pkg delete scripts', 'deny'], ['npm pkg fix', 'deny'], ['npm set-script test x', 'deny'],
    ['npm audit fix', 'deny'], ['npm --loglevel warn install x', 'deny'],
    ['yarn add x', 'deny'], ['yarn remove x', 'deny'], ['yarn up x', 'deny'], ['yarn install', 'deny'], ['yarn', 'deny'], ['yarn workspace a add x', 'deny'],
    ['pnpm add x', 'deny'], ['pnpm remove x', 'deny'], ['pnpm update', 'deny'], ['pnpm install', 'deny'],
    ['bun add x', 'deny'], ['bun remove x', 'deny'], ['bun install', 'deny'], ['bun update', 'deny'], ['bun pm trust x', 'deny'],
    // The project is the directory or one above it; another named with --prefix, --cwd, -C.
    ['cd src && npm install x', 'ask'], ['yarn --cwd sub add x', 'ask'], ['cd /tmp && npm install x', 'allow'],
    ['npm --prefix /w/repo install x', 'deny'], ['pnpm -C /w/repo add x', 'deny'], ['bun --cwd=/w/repo add x', 'deny'],
    // A workspace's package.json, somewhere below.
    ['pnpm -r update', 'deny'], ['npm install -w pkg x', 'deny'],
    // Read only; a global install writes no project.
    ['npm pkg get name', 'allow'], ['npm test', 'allow'], ['npm run build', 'allow'], ['npm ci', 'allow'], ['yarn test', 'allow'], ['bun run x', 'allow'],
    ['npm install -g x', 'allow'], ['npm audit', 'allow'], ['npm ls', 'allow'],
    // (nopt takes `false` after a boolean as its value: a local install. Found in review.)
    ['npm install -g false x', 'deny'], ['npm install --global false x', 'deny'], ['npm install -g --no-global x', 'deny'], ['npm install --global=0 x', 'deny'],
    ['npm install -g true x', 'allow'], ['npm install -g --no-global -g x', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expect(decision(PROTECTED, line)).toBe(expected);
  });

  it('reads no project file where the context gives no directory', () => {
    expect(decision(PROTECTED, 'npm install x', { home: '/home/dev', platform: 'linux' })).toBe('allow');
  });
});

describe('the npm, pnpm and yarn configuration', () => {
  it.each([
    // (Each was allowed: `script-shell=` in ~/.npmrc runs with every later script.)
    ['npm config set script-shell /tmp/evil.sh', 'deny'], ['npm set foo bar', 'deny'], ['npm config edit', 'deny'], ['npm config delete k', 'deny'],
    ['npm c set k v', 'deny'], ['npm login', 'deny'], ['npm logout', 'deny'], ['pnpm config set k v', 'deny'], ['yarn config set k v', 'deny'],
    ['npm config set k v --location=project', 'deny'], ['npm config set k v -L project', 'deny'], ['npm config set k v --userconfig /etc/npmrc', 'deny'],
    // The global npmrc, below npm's prefix: where is not known.
    ['npm config set k v -g', 'ask'], ['npm config set k v --location=global', 'ask'],
    ['npm config get k', 'allow'], ['npm config list', 'allow'], ['npm config', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expect(decision(PROTECTED, line)).toBe(expected);
  });
});

describe('lines that write these files stay allowed under ordinary rules', () => {
  it.each(['npm install x', 'npm install', 'npm ci', 'npm test', 'npm run build', 'yarn add x', 'yarn', 'pnpm install', 'bun add x', 'npm version patch',
    'npm config set k v', 'npm pkg set name=x', 'cd src && npm install x'])('%s -> allow', (line) => {
    expect(decision(ORDINARY, line)).toBe('allow');
  });

  // (A workspace's package.json is some file below: a rule below the directory, `Edit(**/.env)`,
  // `Edit(./.github/**)`, may name one, as for `git checkout .`; rules elsewhere leave it allowed.)
  it.each(['pnpm -r update', 'npm install -w pkg x', 'yarn workspace a add x'])('%s -> allow', (line) => {
    expect(decision({ deny: ['Edit(//etc/**)', 'Edit(~/.ssh/**)'], allow: ['Shell(*)'] }, line)).toBe('allow');
  });
});
