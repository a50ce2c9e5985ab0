// Programs PowerShell starts that run other commands (src/shell/powershell-native.ts): native
// wrappers and runners read as from bash, Start-Process, cmd /c and wsl.
import { describe, expect, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { analyzeShell } from '../src/shell/analyze.js';
import { nativeRunner, startProcess } from '../src/shell/powershell-native.js';
import { STARTED_FROM_DIRECTORY } from '../src/shell/file-touches.js';
import { expectDecision } from './helpers/policy.js';

const commands = (line: string) => analyzeShell(line, 'powershell').commands.map((c) => c.words.join(' '));
const problems = (line: string) => analyzeShell(line, 'powershell').incomplete.map((i) => i.reason);

describe('native runners', () => {
  it('are the names bash-dialect analysis reads as runners, unless PowerShell resolves them to a cmdlet first', () => {
    expect(['sudo', 'SUDO.EXE', 'timeout', 'env', 'xargs', 'bash', 'sh', 'find', 'npx', 'uv', 'su'].map(nativeRunner))
      .toEqual(['sudo', 'sudo', 'timeout', 'env', 'xargs', 'bash', 'sh', 'find', 'npx', 'uv', 'su']);
    // (start and saps are Start-Process; sleep is Start-Sleep; ls and cat are cmdlets.)
    expect(['start', 'saps', 'sleep', 'ls', 'cat', 'git', 'Remove-Item'].map(nativeRunner)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it.each([
    ['sudo rm -rf x', ['sudo rm -rf x', 'rm -rf x']],
    ['timeout 5 npm test', ['timeout 5 npm test', 'npm test']],
    ["bash -c 'rm x; ls'", ["bash -c rm x; ls", 'rm x', 'ls']],
    ['xargs rm', ['xargs rm', 'rm … … … …']],
    ['Start-Process rm -ArgumentList x,y -Wait', ['Start-Process rm -ArgumentList x y -Wait', 'rm x y']],
    // (The elements are joined by blanks without quoting: bash gets -c, rm and x.)
    ["saps bash -Args '-c','rm x'", ['saps bash -Args -c rm x', 'bash -c rm x', 'rm']],
    ["saps bash -Args '-c','\"rm x\"'", ["saps bash -Args -c \"rm x\"", 'bash -c rm x', 'rm x']],
    ['wsl -d Ubuntu -- rm -rf x', ['wsl -d Ubuntu -- rm -rf x', 'rm -rf x']],
    ['wsl ls -la', ['wsl ls -la', 'ls -la']],
    ['cmd /c "rm x & dir"', ['cmd /c rm x & dir', 'rm x', 'dir']],
  ])('%s runs %j', (line, expected) => {
    // (In any order: a nested line is read before its runner's own subject is added.)
    expect(commands(line).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['cmd /c "del x"', 'cmd /c runs a cmd.exe line, whose syntax the analysis does not read'],
    ['Start-Process $P', 'a word of Start-Process comes from an expansion: it may be the program or its arguments'],
    ['Start-Process -Verb RunAs pwsh', 'Start-Process -Verb RunAs runs the program as another user or in another directory'],
    ['wsl --weird x', 'wsl --weird is not an option the analysis knows'],
  ])('%s: %s', (line, reason) => {
    expect(problems(line)).toContain(reason);
  });

  it('Start-Process: redirected standard streams are files, parameters by a unique prefix', () => {
    expect(startProcess(['Start-Process', 'git', '-RedirectStandardOutput', 'out.txt', '-RedirectStandardInput', 'in.txt', '-Wo', 'C:\\w', 'status'], [false, false, false, false, false, false, false, false, false]))
      .toEqual({ line: 'git status', reads: ['in.txt'], writes: ['out.txt'], possibleReads: { paths: ['git'], why: STARTED_FROM_DIRECTORY }, problem: 'Start-Process -Wo C:\\w runs the program as another user or in another directory' });
  });
});

describe('decisions', () => {
  const rules = { deny: ['Shell(rm *)', 'Read(//etc/shadow)', 'Edit(//etc/**)'], allow: ['Shell(sudo *)', 'Shell(timeout *)', 'Shell(npm test *)', 'Shell(Start-Process *)', 'Shell(git status *)', 'Shell(bash *)', 'Shell(Export-Csv *)',
    'Shell(Tee-Object *)', 'Shell(Start-Transcript *)', 'Shell(Expand-Archive *)', 'Shell(Compress-Archive *)', 'Shell(Invoke-Item *)'] };
  // Each of the denied ones was allowed before (only the runner was seen).
  it.each([
    ['sudo rm -rf /', 'deny'],
    ['sudo cat /etc/shadow', 'deny'],
    ["bash -c 'rm -rf x'", 'deny'],
    ['Start-Process rm -ArgumentList x', 'deny'],
    ['Start-Process notepad -RedirectStandardOutput /etc/x', 'deny'],
    ['timeout 30 npm test', 'allow'],
    ['Start-Process git -ArgumentList status', 'allow'],
    ['sudo npm test', 'allow'],
    // File cmdlets that write (or read) their -Path/-FilePath/-DestinationPath.
    ['Export-Csv -Path /etc/x', 'deny'],
    ['Tee-Object -FilePath /etc/x', 'deny'],
    ['Start-Transcript -Path /etc/x', 'deny'],
    ['Expand-Archive a.zip -DestinationPath /etc', 'deny'],
    ['Compress-Archive -Path /etc/shadow -DestinationPath x.zip', 'deny'],
    ['Invoke-Item ./tool.exe', 'ask'],
    ['sudo git push', 'ask'],
  ] as [string, DecisionKind][])('%s: %s', (line, expected) => {
    expectDecision(rules, 'pwsh', line, expected);
  });
});
