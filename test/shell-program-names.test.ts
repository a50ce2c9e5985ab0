// Program names that reach a command a deny or ask rule names: beside `Shell(*)`, a line is denied
// or asks by the rule its program meets under any name that runs it, and ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, type Rules } from './helpers/policy.js';

const DARWIN = { ...REPO_LINUX, platform: 'darwin' as const };

const WSL_NAMES: Rules = {
  deny: ['Shell(rm *)', 'Shell(powershell -c *)', 'Shell(cmd /c del *)'],
  ask: ['Shell(pwsh *)', 'Read(//etc/**)'],
  allow: ['Shell(*)'],
};

describe('a .exe or .com name on linux or darwin may be a Windows program WSL runs (program-name.ts)', () => {
  lineTable(WSL_NAMES, [
    // Rules on NAME meet NAME.exe in any case (were allowed).
    ['powershell.exe -c x', 'deny'], ['POWERSHELL.EXE -c x', 'deny'], ["pwsh.exe -c 'Get-Content a'", 'ask'],
    ['rm.exe -rf x', 'deny'], ['RM.EXE -rf x', 'deny'], ['Rm.Com x', 'deny'], ['cmd.exe /c del x', 'deny'],
    ['/mnt/c/Windows/System32/cmd.exe /c del x', 'deny'],
    // The shell it runs is read as that shell (were allowed: `BASH.EXE` was no bash).
    ["BASH.EXE -c 'rm x'", 'deny'], ["SH.EXE -c 'rm x'", 'deny'], ["pwsh.exe -c 'rm -rf x'", 'deny'],
    ['CAT.EXE /etc/passwd', 'ask'],
    // Ordinary lines stay allowed; a `.bat` is no program WSL runs.
    ['git.exe status', 'allow'], ['GIT.EXE status', 'allow'], ['git status', 'allow'], ['npm test', 'allow'], ['rm.bat x', 'allow'],
  ]);
  lineTable(WSL_NAMES, [['RM.EXE x', 'deny'], ['POWERSHELL.EXE -c x', 'deny'], ['git.exe status', 'allow']], 'shell', DARWIN);
});

describe('just runs the command its --command names (runner-specs.ts)', () => {
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)'] }, [
    // Its command is read (were allowed).
    ['just --command rm x', 'deny'], ['just -c rm -rf x', 'deny'], ['just --unstable -c rm x', 'deny'],
    // Another program runs it, or it is named where it is not read: never allowed (were allowed).
    ["just --shell sh --shell-arg -c --command 'rm x'", 'ask'], ["just --shell-command --command 'rm x'", 'ask'],
    ['just --shell rm build', 'ask'], ['just --command=rm x', 'ask'], ['just -qc rm x', 'ask'], ['just --chooser "rm x" --choose', 'ask'],
    // Recipes, listings and other commands stay allowed.
    ['just build', 'allow'], ['just --list', 'allow'], ['just -c ls', 'allow'], ['just --set x y build', 'allow'], ['just --evaluate', 'allow'],
  ]);
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(just *)'] }, [['just -c npm test', 'allow'], ['just -c rm x', 'deny']]);
});
