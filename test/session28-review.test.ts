// Review of session 28's new readers: wrong allows and slow inputs found in them, each pinned.
import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { parseBash } from '../src/shell/bash-parse.js';
import { REPO_WINDOWS } from './helpers/policy.js';
import { lineTable } from './helpers/line-table.js';
import { fastestMs } from './helpers/timing.js';

describe('bash glob brackets: unclosed [. [= [: elements are read once', () => {
  // (elementEnd scanned to the word's end from every `[.`: 10,000 characters took ~90 ms.)
  it.each(['[[.', '[[=', '[[:'])('echo %s… (20,000 characters) parses in linear time', (unit) => {
    const line = `echo ${unit.repeat(20000 / unit.length)}`;
    const { value: parsed, ms } = fastestMs(() => parseBash(line));
    expect(ms).toBeLessThan(100);
    expect(typeof parsed.ok).toBe('boolean');
  });
});

// (PowerShell reads a provider path's leading separator as the provider's root: `Registry::\HKLM…`.)
describe('registry keys with a separator after the provider (were allowed)', () => {
  lineTable({ deny: ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)'], allow: ['Shell(*)'] }, [
    ['Remove-Item Registry::\\HKEY_LOCAL_MACHINE\\Software\\Policies', 'deny'],
    ['Remove-Item Registry::/HKEY_LOCAL_MACHINE/Software/Policies', 'deny'],
    ['Remove-Item -Path Microsoft.PowerShell.Core\\Registry::\\HKLM\\Software\\Policies -Recurse', 'deny'],
    ['Remove-Item Registry::\\HKEY_LOCAL_MACHINE\\Software\\Classes', 'allow'],
    ['Get-ChildItem Registry::\\HKEY_LOCAL_MACHINE\\Software\\Policies', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// (pdsh -a reads all hosts from its machines or genders file, -g a group's, no -w WCOLL's file;
// clush -a/-g likewise: hosts the line does not show.)
describe('pdsh, pdcp and clush hosts from files (were allowed)', () => {
  lineTable({ deny: ['Domain(evil.com)'], allow: ['Shell(*)'] }, [
    ['pdsh -a uptime', 'ask'],
    ['pdsh -g web uptime', 'ask'],
    ['pdsh uptime', 'ask'],
    ['pdcp -a ./build /tmp', 'ask'],
    ['clush -a uptime', 'ask'],
    ['clush --group=web uptime', 'ask'],
    ['pdsh -w node1,node2 uptime', 'allow'],
    ['clush -bw node1 uptime', 'allow'],
    ['pdsh -w evil.com uptime', 'deny'],
  ]);
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)'] }, [
    ['pdsh -a uptime', 'allow'],
    ['clush -g web uptime', 'allow'],
  ]);
});

// (`"$@"` is the shell's arguments: bash -c's words after the line, `set --`, a function's.)
describe('gh, aws: "$@" may be an option (were allowed)', () => {
  lineTable({ deny: ['Domain(evil.com)'], allow: ['Shell(*)'] }, [
    ["bash -c 'gh pr list \"$@\"' _ -R evil.com/o/r", 'ask'],
    ["sh -c 'aws s3 ls \"$@\"' _ --endpoint-url=http://evil.com", 'ask'],
    ['set -- -R evil.com/o/r; gh pr list "$@"', 'ask'],
    ['f() { gh pr list "$@"; }; f -R evil.com/o/r', 'ask'],
    ['aws s3 ls $*', 'ask'],
    ['gh pr list', 'allow'],
  ]);
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)'] }, [
    ["bash -c 'gh pr list \"$@\"' _ -R o/r", 'allow'],
  ]);
});

// (security -i, or -p PROMPT which implies it, runs the subcommands it reads from standard input.)
describe('security -i: subcommands from standard input (were allowed)', () => {
  const DARWIN: DecisionContext = { cwd: '/Users/dev/w', workspace: ['/Users/dev/w'], home: '/Users/dev', platform: 'darwin' };
  lineTable({ deny: ['Read(~/Library/Keychains/**)', 'Edit(//var/db/**)'], allow: ['Shell(*)'] }, [
    ['echo dump-keychain | security -i', 'ask'],
    ['security -qi <<< dump-keychain', 'ask'],
    ['security -p "> " <<< dump-keychain', 'ask'],
    ["security -qp x <<< 'authorizationdb write system.privilege.admin allow'", 'ask'],
    ['security $X', 'ask'],
    ['security -p x dump-keychain', 'deny'],
    ['security list-keychains', 'allow'],
    ['security -q list-keychains', 'allow'],
  ], 'shell', DARWIN);
});

// (Precision: a literal `--name=` with a quoted expansion as its value cannot be another option.)
describe('kubectl --name="$X": the option named, its value unknown (asked)', () => {
  lineTable({ deny: ['Domain(evil.com)', 'Read(//etc/**)'], allow: ['Shell(*)'] }, [
    ['kubectl get pods --namespace="$NS"', 'allow'],
    ['kubectl get pods "--selector=app=$APP" -o yaml', 'allow'],
    ['kubectl get pods --namespace=$NS', 'ask'],
    ['kubectl get pods --kubeconfig="$K"', 'ask'],
    ['kubectl get pods --server="$S"', 'ask'],
    ['kubectl get pods --n$X=a', 'ask'],
  ]);
});
