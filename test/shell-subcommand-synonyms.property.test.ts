// The command index makes a command's canonical form for its subcommand's other reading only
// where mayReadSynonym says a word may start one (src/shell/command-index.ts): that gate must be
// a superset of the words that do, or a rule keyed by the canonical name (`Shell(npm publish *)`
// against `npm pu`) would never be tried.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalNamed } from '../src/shell/command-canonical.js';
import { mayReadSynonym } from '../src/shell/subcommand-synonyms.js';
import { CTX, expectDecision } from './helpers/policy.js';

const TOOLS = ['npm', 'helm', 'docker', 'podman', 'chmod', 'terraform', 'tofu'];
/** Words that start readings, words that do not, options and values of every tool. */
const WORDS = [
  'pu', 'i', 'install', 'ci', 'clean-install', 'installTest', 'rm', 'run', 'test', 'publish', 'x', 'del', 'delete', 'un', 'ls', 'list',
  'container', 'image', 'volume', 'network', 'stack', 'down', 'context', 'secret', 'config', 'service', 'node', 'plugin', 'remove', 'create', 'push', 'build', '0777', '777', 'a+rwx', 'u=rwx,g=rwx,o=rwx',
  'instal', 'isntall', 'cleanInstall', 'installCiTest', 'run-script', 'rum', 'exec', 'la', 'udpate', 'Pu',
  'apply', 'destroy', '-destroy', '--destroy', 'plan', '-v', '--rm', '--silent', '--id', '1', '-R', '--', '-n', 'ns', '--as', 'admin', 'src/x',
];

describe('mayReadSynonym: every command with another subcommand reading passes the gate', () => {
  it('holds on generated commands (10,000 runs)', () => {
    fc.assert(fc.property(fc.constantFrom(...TOOLS), fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }), (tool, rest) => {
      const words = [tool, ...rest];
      const c = canonicalNamed(tool, words, words.map(() => false), 'bash');
      if (c.also !== undefined) expect(mayReadSynonym(tool, words)).toBe(true);
    }), { numRuns: 10_000 });
  });

  it('rules keyed by the canonical name still see the short spellings', () => {
    const deny = (rule: string, command: string, expected: 'deny' | 'allow') => expectDecision({ deny: [rule], allow: ['Shell(*)'] }, 'shell', command, expected, CTX);
    deny('Shell(npm publish *)', 'npm pu --tag x', 'deny');
    deny('Shell(npm publish *)', 'npm ci --id 1', 'allow');
    deny('Shell(docker rm *)', 'docker container rm x', 'deny');
    deny('Shell(docker volume rm *)', 'docker volume remove x', 'deny');
    deny('Shell(helm uninstall *)', 'helm del x', 'deny');
    deny('Shell(chmod 777 *)', 'chmod a+rwx x', 'deny');
    deny('Shell(terraform destroy *)', 'terraform apply -destroy', 'deny');
  });

  it('a command with none does not pass (the canonical form is not made for it)', () => {
    expect(mayReadSynonym('npm', ['npm', 'ci', '--id', '1'])).toBe(false);
    expect(mayReadSynonym('docker', ['docker', 'run', '--rm', 'node:20', 'npm', 'ci'])).toBe(false);
    expect(mayReadSynonym('npm', ['npm', 'pu'])).toBe(true);
  });
});
