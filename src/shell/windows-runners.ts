// Windows programs and cmdlets that run a command line they are given, now or later: WMI's
// Win32_Process.Create (Invoke-WmiMethod, Invoke-CimMethod, wmic), forfiles /c, scheduled tasks
// (schtasks /tr, New-ScheduledTaskAction -Execute, Register-ScheduledTask), services
// (sc.exe binPath=, New-Service -BinaryPathName), runas, conhost and pcalua. Each is never
// allowed (the line is the program's to read, and may run later, unattended); the line it names
// is also read as a bash line, a best effort for deny rules, as `cmd /c` is.

import type { NativeRun } from './powershell-native.js';

/** A command line with cmd.exe's `cmd /c` in front of it taken off (`forfiles /c "cmd /c rm @file"`). */
function withoutCmd(line: string): string {
  let rest = line.trim();
  for (let m = /^(?:cmd|cmd\.exe)\s+\/[ck]\s+/i.exec(rest); m !== null; m = /^(?:cmd|cmd\.exe)\s+\/[ck]\s+/i.exec(rest)) rest = rest.slice(m[0].length);
  return rest;
}

/** Stands for a word from an expansion: a line with one is not read. */
const EXPANDED = '\u0000';

function run(problem: string, parts: readonly (string | undefined)[]): NativeRun {
  const line = parts.filter((p): p is string => p !== undefined && p !== '').join(' ');
  return line === '' || line.includes(EXPANDED) ? { problem } : { line: withoutCmd(line), problem };
}

/** The value after a parameter or switch (`-Execute X`, `/tr X`), by a case-insensitive prefix of at least `shortest` characters. */
function valueOf(words: readonly string[], names: readonly string[], shortest = 2): string | undefined {
  for (let i = 1; i < words.length - 1; i++) {
    const w = words[i]!.toLowerCase();
    if (w.length >= shortest && names.some((n) => n.startsWith(w))) return words[i + 1];
  }
  return undefined;
}

/** The words after the first one (from `from`) that is not an option. */
function afterOptions(words: readonly string[], from: number, valued: readonly string[]): number {
  let i = from;
  while (i < words.length && /^[-/]/.test(words[i]!)) i += valued.includes(words[i]!.toLowerCase()) ? 2 : 1;
  return i;
}

/**
 * What a Windows runner runs (`name` is the cmdlet's canonical name, `program` the lower-case name
 * without `.exe`, `base` the word as written), or undefined: not a runner.
 */
export function windowsRunner(name: string, program: string, base: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined {
  const lower = words.map((w) => w.toLowerCase());
  const from = words.map((w, k) => (dynamic[k] ? EXPANDED : w));
  switch (name) {
    case 'Invoke-WmiMethod':
    case 'Invoke-CimMethod':
      // (`-Class Win32_Process -Name Create -ArgumentList CMD`; CIM: `-Arguments @{CommandLine = CMD}`.)
      return run(`${name} calls a WMI method, which may run a command line (Win32_Process.Create)`, [valueOf(from, ['-argumentlist', '-args'], 3)]);
    case 'New-Service':
      return run('New-Service installs a service, whose program the system runs', [valueOf(from, ['-binarypathname'], 2) ?? from.filter((w, k) => k > 0 && !w.startsWith('-'))[1]]);
    case 'New-ScheduledTaskAction':
      return run('New-ScheduledTaskAction names a program a scheduled task runs', [valueOf(from, ['-execute'], 2), valueOf(from, ['-argument'], 2)]);
    case 'Register-ScheduledTask':
    case 'Set-ScheduledTask':
    case 'Start-ScheduledTask':
      return { problem: `${name} schedules or starts a task, which runs a command line unattended` };
  }
  switch (program) {
    case 'wmic': {
      const call = lower.indexOf('call');
      if (call < 0) return undefined;
      const create = lower.indexOf('create', call);
      return run('wmic call invokes a WMI method, which may run a command line (process call create)', create < 0 ? [] : from.slice(create + 1));
    }
    case 'forfiles':
      return run('forfiles /c runs a command line for each file', [valueOf(from, ['/c'], 2)]);
    case 'schtasks':
      if (!lower.some((w) => ['/create', '/change', '/run'].includes(w))) return undefined;
      return run('schtasks creates or runs a scheduled task, which runs a command line unattended', [valueOf(from, ['/tr'], 3)]);
    case 'runas':
      return run('runas runs a command line as another user', [from.slice(1).filter((w) => !w.startsWith('/')).pop()]);
    case 'conhost':
      return run('conhost runs a command line in a console of its own', from.slice(afterOptions(from, 1, ['--width', '--height', '--signal', '--server', '--feature'])));
    case 'pcalua':
      return run('pcalua runs a program', [valueOf(from, ['-a'], 2), valueOf(from, ['-c'], 2)]);
  }
  // (`sc` is Set-Content's alias: only `sc.exe` is the service controller.)
  if (base.toLowerCase() === 'sc.exe' && lower.some((w) => w === 'create' || w === 'config')) {
    const at = lower.findIndex((w) => w === 'binpath=' || w.startsWith('binpath='));
    const path = at < 0 ? undefined : lower[at] === 'binpath=' ? from[at + 1] : from[at]?.slice('binpath='.length);
    return run('sc.exe creates or changes a service, whose program the system runs', [path]);
  }
  return undefined;
}
