// Windows programs and cmdlets that run a command line they are given, now or later: WMI's
// Win32_Process.Create (Invoke-WmiMethod, Invoke-CimMethod, wmic), forfiles /c, scheduled tasks
// (schtasks /tr, New-ScheduledTaskAction -Execute, Register-ScheduledTask), services
// (sc.exe binPath=, New-Service -BinaryPathName), runas, conhost, pcalua, Windows Terminal (wt),
// rundll32, scriptrunner -appvscript, SyncAppvPublishingServer and winrs. Each is never allowed
// (the line is the program's to read, and may run later, unattended); the line it names is also
// read as a bash line (SyncAppvPublishingServer's as a PowerShell line), a best effort for deny
// rules, as `cmd /c` is. The script hosts (cscript, wscript, mshta, powershell_ise) read their
// script, as python does.

import type { NativeRun } from './powershell-native.js';
import { hostedRunner, PROXY_RUNNER_PROGRAMS, proxyRunner, wmicSwitches } from './windows-proxy-runners.js';
import { CODE_HOST_PROGRAMS, windowsCodeHost } from './windows-code-hosts.js';
import { REGISTRY_RUNNER_PROGRAMS, registryWrite } from './registry-keys.js';
import { firstLetters, mayStartOneOf } from './first-letters.js';

/** A command line with cmd.exe's `cmd /c` in front of it taken off (`forfiles /c "cmd /c rm @file"`). */
function withoutCmd(line: string): string {
  let rest = line.trim();
  for (let m = /^(?:cmd|cmd\.exe)\s+\/[ck]\s+/i.exec(rest); m !== null; m = /^(?:cmd|cmd\.exe)\s+\/[ck]\s+/i.exec(rest)) rest = rest.slice(m[0].length);
  return rest;
}

/** Stands for a word from an expansion: a line with one is not read. */
export const EXPANDED = '\u0000';

export function run(problem: string, parts: readonly (string | undefined)[]): NativeRun {
  const line = parts.filter((p): p is string => p !== undefined && p !== '').join(' ');
  return line === '' || line.includes(EXPANDED) ? { problem } : { line: withoutCmd(line), problem };
}

/** The value after a parameter or switch (`-Execute X`, `/tr X`), by a case-insensitive prefix of at least `shortest` characters. */
export function valueOf(words: readonly string[], names: readonly string[], shortest = 2): string | undefined {
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

/** Windows Terminal's options that take a value (lower case). */
const TERMINAL_VALUED = new Set(['-w', '--window', '-p', '--profile', '-d', '--startingdirectory', '--title', '--tabcolor', '--colorscheme', '-s', '--size', '--pos']);
const TERMINAL_SUBCOMMANDS = new Set(['new-tab', 'nt', 'split-pane', 'sp', 'focus-tab', 'ft', 'move-focus', 'mf', 'move-pane', 'mp', 'swap-pane', 'focus-pane', 'fp']);

function terminalOptionsEnd(words: readonly string[], from: number, end: number): number {
  let k = from;
  while (k < end && words[k]!.startsWith('-') && words[k] !== '--') k += TERMINAL_VALUED.has(words[k]!.toLowerCase()) ? 2 : 1;
  return k;
}

/** `wt [options] [subcommand [options]] [command line] [; subcommand …]`: each segment's command line. */
function terminalLines(words: readonly string[]): string[] {
  const lines: string[] = [];
  let i = 1;
  while (i < words.length) {
    let end = words.indexOf(';', i);
    if (end < 0) end = words.length;
    // (Options, a subcommand, its options: `wt -w 0 nt -d . cmd`.)
    let k = terminalOptionsEnd(words, i, end);
    if (k < end && TERMINAL_SUBCOMMANDS.has(words[k]!.toLowerCase())) k = terminalOptionsEnd(words, k + 1, end);
    if (words[k] === '--') k++;
    if (k < end) lines.push(withoutCmd(words.slice(k, end).join(' ')));
    i = end + 1;
  }
  return lines;
}

/** WMI's permanent event subscriptions (root\subscription; a consumer, filter or binding class): their consumers run unattended (T1546.003). */
const WMI_SUBSCRIPTION = /subscription|eventconsumer|__eventfilter|__filtertoconsumerbinding/;

/**
 * A hash table's entry naming the line a WMI object runs (`@{CommandLineTemplate = 'rm x'}`): a
 * consumer's template or program, Win32_Process.Create's CommandLine. Its value single-quoted
 * (`''` a quote), double-quoted or bare; a double-quoted one with `$` or a backtick is an expansion.
 */
const TEMPLATE_ENTRY = /(?:CommandLineTemplate|ExecutablePath)\s*=\s*(?:'((?:[^']|'')*)'|"([^"]*)"|([^\s;}'"]+))/gi;
const COMMAND_LINE_ENTRY = /CommandLine\s*=\s*(?:'((?:[^']|'')*)'|"([^"]*)"|([^\s;}'"]+))/gi;

/** The values of `entry`'s entries in the words (EXPANDED for one the line does not give), each a line of its own to the caller. */
function tableLines(words: readonly string[], entry: RegExp): string[] {
  const lines: string[] = [];
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (!w.includes('=')) continue;
    for (const m of w.matchAll(entry)) {
      const double = m[2];
      lines.push(m[1] !== undefined ? m[1].replace(/''/g, "'") : double !== undefined ? (/[$`]/.test(double) ? EXPANDED : double) : /[$`(]/.test(m[3]!) ? EXPANDED : m[3]!);
    }
  }
  return lines;
}

/** rundll32's entry points that hand the words after them to ShellExecute (LOLBAS). */
const SHELL_EXECUTE_ENTRY = /(?:^|[,\s])(?:shellexec_rundll[aw]?|fileprotocolhandler|openurl[aw]?)$/;

/** The script a script host runs or opens (words after its options, which start with `prefix`). */
function scripts(program: string, words: readonly string[], prefix: string, all: boolean): NativeRun {
  const operands = words.slice(1).filter((w) => !w.startsWith(prefix));
  const files = all ? operands : operands.slice(0, 1);
  if (files.includes(EXPANDED)) return { problem: `the script ${program} runs comes from an expansion` };
  // (mshta runs code given inline: `vbscript:…`, `javascript:…`, or fetched from a URL, whose host is a Domain part elsewhere.)
  if (files.some((f) => /^(?:vbscript|javascript|about):/i.test(f))) return { problem: `${program} runs the script code its operand gives` };
  if (files.some((f) => /^[A-Za-z][A-Za-z0-9+.-]+:\/\//.test(f))) return { problem: `${program} runs a script it fetches from a URL` };
  return { reads: files };
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
      return run(`${name} calls a WMI method, which may run a command line (Win32_Process.Create)`, [[valueOf(from, ['-argumentlist', '-args'], 3) ?? '', ...tableLines(words, COMMAND_LINE_ENTRY)].join('\n')]);
    case 'New-Service':
      return run('New-Service installs a service, whose program the system runs', [valueOf(from, ['-binarypathname'], 2) ?? from.filter((w, k) => k > 0 && !w.startsWith('-'))[1]]);
    case 'Set-Service': {
      // (-BinaryPathName, alias -Path in PowerShell 7: the program the service runs from now on.)
      const binaryPath = (w: string): boolean => {
        const n = w.replace(/:.*$/s, '');
        return (n.length >= 2 && '-binarypathname'.startsWith(n)) || (n.length >= 4 && '-path'.startsWith(n));
      };
      const at = lower.findIndex((w, k) => k > 0 && (dynamic[k] === true ? w.startsWith('@') : binaryPath(w)));
      if (at < 0) return undefined;
      const value = from[at]!.includes(':') ? from[at]!.slice(from[at]!.indexOf(':') + 1) : from[at + 1];
      return run('Set-Service changes the program a service runs', [dynamic[at] === true ? EXPANDED : value]);
    }
    case 'New-ScheduledTaskAction':
      return run('New-ScheduledTaskAction names a program a scheduled task runs', [valueOf(from, ['-execute'], 2), valueOf(from, ['-argument'], 2)]);
    case 'Register-ScheduledTask':
    case 'Set-ScheduledTask':
    case 'Start-ScheduledTask':
      return { problem: `${name} schedules or starts a task, which runs a command line unattended` };
    // (A scheduled job is a task too, its script block or -FilePath run at its trigger; a session
    // configuration's -StartupScript runs in every session of the endpoint. Their blocks are read.)
    case 'Register-ScheduledJob':
    case 'Set-ScheduledJob':
      return { problem: `${name} registers a job the Task Scheduler runs later, unattended` };
    case 'Register-PSSessionConfiguration':
    case 'Set-PSSessionConfiguration':
      return { problem: `${name} registers a remoting endpoint whose startup script and configuration run in every session of it` };
    case 'Set-WmiInstance':
    case 'New-CimInstance':
    case 'Set-CimInstance':
      // (An expansion may name root\subscription or a consumer class. A CommandLineEventConsumer's
      // CommandLineTemplate, or its ExecutablePath, is the line it runs: read for deny rules too.)
      if (!from.includes(EXPANDED) && !lower.some((w) => WMI_SUBSCRIPTION.test(w))) return undefined;
      return run(`${name} may register a WMI event subscription, whose consumer runs a command line or script later`, [tableLines(words, TEMPLATE_ENTRY).join('\n')]);
  }
  switch (program) {
    case 'wmic': {
      if (lower.some((w) => WMI_SUBSCRIPTION.test(w))) {
        // (`CREATE Name="x", CommandLineTemplate="cmd /c del x"`: the consumer's line, one word each.)
        const templates = from.filter((w) => /^(?:CommandLineTemplate|ExecutablePath)\s*=/i.test(w)).map((w) => w.replace(/^[^=]*=\s*/, '').replace(/,$/, '').replace(/^"(.*)"$/s, '$1'));
        return run('wmic writes a WMI event subscription, whose consumer runs a command line or script later', templates);
      }
      const call = lower.indexOf('call');
      // (Its switches' files, /output:F, /format:F: windows-proxy-runners.ts.)
      const files = wmicSwitches(from);
      if (call < 0) return files;
      const create = lower.indexOf('create', call);
      return { ...files, ...run('wmic call invokes a WMI method, which may run a command line (process call create)', create < 0 ? [] : from.slice(create + 1)) };
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
    case 'wt': {
      const lines = terminalLines(from);
      const problem = 'Windows Terminal (wt) runs a command line in a tab of its own';
      return lines.length === 0 || lines.some((l) => l.includes(EXPANDED)) ? { problem } : { line: lines.join('; '), problem };
    }
    case 'rundll32': {
      const at = lower.findIndex((w, k) => k > 0 && SHELL_EXECUTE_ENTRY.test(w));
      return run('rundll32 runs a DLL\'s entry point, which may start any program', at < 0 ? [] : from.slice(at + 1));
    }
    case 'scriptrunner': {
      const at = lower.indexOf('-appvscript');
      const end = lower.indexOf('-appvscriptrunnerparameters');
      return run('scriptrunner runs a command line (-appvscript)', at < 0 ? [] : from.slice(at + 1, end > at ? end : undefined));
    }
    case 'syncappvpublishingserver':
    case 'syncappvpublishingserver.vbs': {
      // (Its words are put after `Sync-AppvPublishingServer` in a PowerShell line: `"n; Remove-Item x"`.)
      const line = from.slice(1).join(' ');
      const problem = 'SyncAppvPublishingServer runs its words as a PowerShell line';
      return line === '' || line.includes(EXPANDED) ? { problem } : { powershellLine: line, problem };
    }
    case 'winrs':
      // (`-r:HOST` is a Domain part: powershell-hosts.ts.)
      return run('winrs runs a command line on another machine (WinRM)', from.slice(afterOptions(from, 1, [])));
    case 'cscript':
    case 'wscript':
      // (SyncAppvPublishingServer.vbs and winrm.vbs run a line: windows-proxy-runners.ts. Their
      // switches are `//X`, which MSYS passes as `/X`: a word with `/` first is no script.)
      return hostedRunner(from, lower) ?? scripts(program, from, '/', false);
    case 'mshta':
      return scripts(program, from, '-', false);
    case 'powershell_ise':
      return scripts(program, from, '-', true);
  }
  // (`sc` is Set-Content's alias in Windows PowerShell 5.1; PowerShell 6 and later removed it, so
  // there `sc` is sc.exe, the service controller: both are read.)
  const sc = base.toLowerCase();
  if ((sc === 'sc.exe' || sc === 'sc') && lower.some((w) => w === 'create' || w === 'config' || w === 'failure')) {
    // (`failure … command= LINE`: the line the system runs when the service fails.)
    const option = lower.includes('failure') ? 'command=' : 'binpath=';
    const at = lower.findIndex((w) => w.startsWith(option));
    const path = at < 0 ? undefined : lower[at] === option ? from[at + 1] : from[at]?.slice(option.length);
    return run('sc.exe creates or changes a service, whose program the system runs', [path]);
  }
  return proxyRunner(program, from, lower) ?? (CODE_HOST_PROGRAMS.has(program) ? windowsCodeHost(program, from) : registryWrite(name, program, words, dynamic));
}

const RUNNER_PROGRAMS: ReadonlySet<string> = new Set([
  'wmic', 'forfiles', 'schtasks', 'runas', 'conhost', 'pcalua', 'wt', 'rundll32', 'scriptrunner', 'syncappvpublishingserver', 'winrs', 'cscript', 'wscript', 'mshta', 'powershell_ise',
  'syncappvpublishingserver.vbs', ...PROXY_RUNNER_PROGRAMS,
]);

/** The first letters of the runners' names, either case (a cheap test before any copy of the name). */
const FIRST_LETTERS = firstLetters([...RUNNER_PROGRAMS, ...CODE_HOST_PROGRAMS, ...REGISTRY_RUNNER_PROGRAMS, 'sc']);

/** Whether `base` may name a Windows runner: its first letter is one of theirs. */
export function mayBeWindowsRunner(base: string): boolean {
  return mayStartOneOf(FIRST_LETTERS, base.charCodeAt(0));
}

/** Whether a bash line reads a program (lower case, without `.exe`) as a Windows runner, code host (windows-code-hosts.ts) or registry writer (registry-writes.ts). */
export function startsWindowsCode(program: string, base: string): boolean {
  return isWindowsRunnerProgram(program, base) || CODE_HOST_PROGRAMS.has(program) || REGISTRY_RUNNER_PROGRAMS.has(program);
}

/** Whether a program (lower case, without `.exe`; `base` as written) is a Windows runner: bash on Windows runs them too. */
export function isWindowsRunnerProgram(program: string, base: string): boolean {
  return RUNNER_PROGRAMS.has(program) || (base.length === 6 && base.toLowerCase() === 'sc.exe');
}
