// What a registry write (read by registry-writes.ts) means, by the kind of key it writes:
// - a verb's command key, `…\shell\<verb>\command`, holds a line a verb runs (LOLBAS's UAC
//   bypasses: HKCU\Software\Classes\ms-settings, mscfile, exefile, Folder…, which ComputerDefaults,
//   fodhelper, eventvwr, sdclt then run elevated);
// - HKCU\Environment's windir or systemroot (which the SilentCleanup task expands) or
//   UserInitMprLogonScript (run at logon);
// - autorun keys (LOLBAS M–Z): Run/RunOnce (at the next logon, as schtasks /create),
//   Provisioning\Commands (provlaunch), Image File Execution Options (a Debugger runs instead of
//   the program), a COM class's InprocServer32/LocalServer32/ScriptletURL (any client of the class
//   loads it: slmgr.vbs, xwizard, verclsid), WAB's DLLPath, Winlogon's Shell/Userinit, Active
//   Setup; and keys that run only one of their values (cmd's Command Processor\AutoRun, run before
//   every `cmd /c`; Windows NT\…\Windows Load/Run; the screen saver; the Startup folder's location).
// Such a write is never allowed; its value, when the line gives it, is read as a stored line for
// deny rules (as schtasks /tr's is). A key renamed is read by its new name.

import type { NativeRun } from './powershell-native.js';
import { HIVE_COPY, hiveReads } from './registry-hive-files.js';
import { isCommandVariable, isRiskyVariable } from './command-variables.js';
import { readRegistryWrite, REGISTRY_PATH, REGISTRY_PROGRAMS, type RegistryWrite, type UnreadableRegistryWrite } from './registry-writes.js';

/** The programs a bash line runs that windows-runners.ts reads here (reg import, regedit FILE: autorunWrite's; ntdsutil's hive copy). */
export const REGISTRY_RUNNER_PROGRAMS: ReadonlySet<string> = new Set(['reg', 'setx', 'ntdsutil']);

/** What a registry write stores: why it is never allowed, and the line Windows runs later when the line gives it. */
export interface StoredRegistryLine {
  readonly problem: string;
  readonly line?: string;
}

/** A verb's command key (`…\shell\open\command`), by either separator. */
const COMMAND_KEY = /[\\/]shell[\\/][^\\/]+[\\/]command[\\/]*$/i;
/** A key at or above a verb's command key: a location from which a relative `command` is one. */
const SHELL_KEY = /(?:^|[\\/])shell(?:[\\/][^\\/]+(?:[\\/]command)?)?[\\/]*$/i;
/** Value names a command key's line is in (fodhelper's, sdclt's); `(default)` is only the registry's. */
const COMMAND_VALUES = /^(?:DelegateExecute|IsolatedCommand|\(default\))$/i;
/** HKCU\Environment (also a user's through HKU, and the volatile one Windows also merges into every new process's), in reg's and PowerShell's spellings. */
const ENVIRONMENT_KEY = /^(?:(?:Microsoft\.PowerShell\.Core\\)?Registry::)?(?:HKCU:?|HKEY_CURRENT_USER|(?:HKU:?|HKEY_USERS)[\\/]+[^\\/]+)[\\/]+(?:Volatile )?Environment[\\/]*$/i;
/** Variables an elevated task expands from the user's environment, the logon script's, and the .NET profiler's (a DLL every .NET process loads). */
const ELEVATED_VARIABLES = /^(?:windir|systemroot|UserInitMprLogonScript|CORE?(?:CLR)?_(?:ENABLE_PROFILING|PROFILER(?:_PATH(?:_32|_64)?)?))$/i;

/** Keys whose values Windows runs or loads, in reg's and PowerShell's spellings (either separator). */
const AUTORUN_KEY = new RegExp([
  String.raw`[\\/]CurrentVersion[\\/](?:Policies[\\/]Explorer[\\/])?Run(?:Once)?(?:Ex)?(?:[\\/]|$)`,
  String.raw`[\\/]CurrentVersion[\\/]RunServices(?:Once)?(?:[\\/]|$)`,
  String.raw`[\\/]Provisioning[\\/]Commands(?:[\\/]|$)`,
  String.raw`[\\/]Image File Execution Options(?:[\\/]|$)`,
  String.raw`[\\/]SilentProcessExit(?:[\\/]|$)`,
  String.raw`[\\/]CLSID[\\/][^\\/]+[\\/](?:InprocServer32|LocalServer32|InprocHandler32|ScriptletURL|TreatAs)(?:[\\/]|$)`,
  String.raw`[\\/]WAB[\\/]DLLPath(?:[\\/]|$)`,
  String.raw`[\\/]Winlogon(?:[\\/]|$)`,
  String.raw`[\\/]Active Setup[\\/]Installed Components(?:[\\/]|$)`,
  // (Session 43: services' ImagePath/ServiceDll/FailureCommand, Session Manager's BootExecute,
  // AppCertDlls, KnownDlls and system environment, LSA's and print monitors' DLLs, netsh helpers,
  // time providers, the policies' Shell, AeDebug's debugger, shims, Office's test DLL.)
  String.raw`[\\/](?:CurrentControlSet|ControlSet\d+)[\\/](?:Services|Control[\\/](?:Session Manager|Lsa|Print|SafeBoot|NetworkProvider|Terminal Server))(?:[\\/]|$)`,
  String.raw`[\\/]CurrentVersion[\\/]Policies[\\/]System(?:[\\/]|$)`,
  String.raw`[\\/]Microsoft[\\/]Netsh(?:[\\/]|$)`,
  String.raw`[\\/]Windows NT[\\/]CurrentVersion[\\/](?:AeDebug|AppCompatFlags[\\/](?:Custom|InstalledSDB))(?:[\\/]|$)`,
  String.raw`[\\/]Windows Error Reporting[\\/]Hangs(?:[\\/]|$)`,
  String.raw`[\\/]Office test(?:[\\/]|$)`,
  String.raw`[\\/]Explorer[\\/]ShellServiceObject(?:s|DelayLoad)(?:[\\/]|$)`,
].join('|'), 'i');

/** Keys of which one value is run or loaded, and that value's name. */
const AUTORUN_VALUE_KEYS: readonly (readonly [RegExp, RegExp])[] = [
  [/[\\/]Microsoft[\\/]Command Processor$/i, /^AutoRun$/i],
  [/[\\/]Windows NT[\\/]CurrentVersion[\\/]Windows$/i, /^(?:Load|Run|AppInit_DLLs)$/i],
  [/[\\/]Control Panel[\\/]Desktop$/i, /^SCRNSAVE\.EXE$/i],
  [/[\\/]Explorer[\\/](?:User )?Shell Folders$/i, /^(?:Common )?Startup$/i],
];

/** A key that is a verb's command key, or a relative `command` (the location may be a `shell\<verb>` key). */
function isCommandKey(key: string): boolean {
  return COMMAND_KEY.test(key) || /^(?:\.[\\/])?command[\\/]*$/i.test(key);
}

/** The write stores a verb's command line: a command key, a command key's value, or `command` below a shell key. */
function writesCommandKey(w: RegistryWrite): boolean {
  if (w.by === 'reg') return isCommandKey(w.keys[0]!);
  if (w.by !== 'item') return false;
  return w.keys.some((k) => isCommandKey(k) || COMMAND_VALUES.test(k)) || (w.keys.some((k) => SHELL_KEY.test(k)) && w.keys.some((k) => /^command$/i.test(k)));
}

/** The location moves into a shell key (`HKCU:\…\shell[\verb[\command]]`, or a relative `shell\verb\command`: `cd src/shell` stays a directory). */
function movesIntoShellKey(w: RegistryWrite): boolean {
  return w.by === 'location' && w.keys.some((k) => (REGISTRY_PATH.test(k) && SHELL_KEY.test(k)) || COMMAND_KEY.test(k));
}

/** The write sets an elevated variable in HKCU\Environment. */
function writesElevatedVariable(w: RegistryWrite): boolean {
  return w.by !== 'location' && w.keys.some((k) => ENVIRONMENT_KEY.test(k)) && (w.anyName || w.names.some((n) => ELEVATED_VARIABLES.test(n)));
}

/** The write is to an autorun key, or to the run value of a key that runs one (any value when the name is unknown or the whole key moves). */
function writesAutorunKey(w: RegistryWrite): boolean {
  if (w.by === 'setx') return false;
  // (An item cmdlet's words name a key only on a registry drive or through the provider.)
  const keys = w.by === 'reg' ? w.keys : w.keys.filter((k) => REGISTRY_PATH.test(k));
  const anyValue = w.anyName || w.wholeKey;
  return keys.some((key) => AUTORUN_KEY.test(key) || AUTORUN_VALUE_KEYS.some(([k, v]) => k.test(key) && (anyValue || w.names.some((n) => v.test(n)))));
}

/** What a write stores: why it is never allowed, and the line when the line gives it. */
function stored(w: RegistryWrite, problem: string): StoredRegistryLine {
  return w.value === undefined || w.value === '' || w.valueDynamic ? { problem } : { line: w.value, problem };
}

/** The kinds of key windows-runners.ts reads as storing a line Windows runs (verbs' command keys, HKCU\Environment), in order. */
const RUNNER_KEYS: readonly (readonly [(w: RegistryWrite) => boolean, string, boolean])[] = [
  [movesIntoShellKey, 'the line moves into a registry shell key, where a relative write stores a command line', false],
  [writesCommandKey, 'the line writes a registry key whose value is a command line Windows runs later (a verb\'s shell\\…\\command key)', true],
  [writesElevatedVariable, 'the line sets windir or systemroot in the user\'s environment, which elevated tasks expand, or UserInitMprLogonScript, a logon script', true],
];

/** What a write to a verb's command key or HKCU\Environment stores (`name` the cmdlet's canonical name, `program` lower case without `.exe`), or undefined: none read. */
export function registryWrite(name: string, program: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined {
  const write = keyWrite(name, program, words, dynamic);
  // (A copy of a key's values out of the registry reads its hive's file, `reg save HKLM\SAM x`; so does a read of a key in SAM or SECURITY.)
  const hives = hiveReads(name, program, words, dynamic);
  return hives.length === 0 ? write : { ...write, possibleReads: { paths: hives, why: HIVE_COPY } };
}

function keyWrite(name: string, program: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined {
  const w = readRegistryWrite(REGISTRY_PROGRAMS.has(program) ? program : name, words, dynamic);
  if (w === undefined) return undefined;
  if ('problem' in w) return { problem: w.problem };
  // (An item cmdlet's -Path takes wildcards: `Set-ItemProperty HKCU:\\…\\CurrentVersion\\R?n -Name x -Value …` wrote the Run key, allowed; session 45.)
  if (w.by === 'item' && words.some((k) => REGISTRY_PATH.test(k.replace(/^-[a-z]+:/i, '')) && /[*?[]/.test(k))) return { problem: 'the line writes a registry key named by a wildcard, which may be any key (an autorun key, the user\'s environment)' };
  for (const [writes, problem, storesValue] of RUNNER_KEYS) if (writes(w)) return storesValue ? stored(w, problem) : { problem };
  return environmentWrite(w);
}

/**
 * Windows' own variables that choose what later programs run or load, beside bash's (isRiskyVariable):
 * the extensions a bare name runs by, PowerShell's module path (a module's commands load by name) and
 * execution policy, the shell programs start with `%COMSPEC% /c`, the profile, data and temporary
 * directories tools find their configuration and scripts in.
 */
const WINDOWS_PROGRAM_VARIABLES: ReadonlySet<string> = new Set([
  'PATHEXT', 'PSMODULEPATH', 'PSEXECUTIONPOLICYPREFERENCE', 'COMSPEC', 'USERPROFILE', 'HOMEDRIVE', 'HOMEPATH', 'APPDATA', 'LOCALAPPDATA', 'PROGRAMDATA', 'TEMP', 'TMP',
  // (Where scripts find installed programs, `& "$env:ProgramFiles\Git\bin\git.exe"`; session 45.)
  'PROGRAMFILES', 'PROGRAMFILES(X86)', 'PROGRAMW6432', 'COMMONPROGRAMFILES', 'COMMONPROGRAMFILES(X86)', 'COMMONPROGRAMW6432', 'SYSTEMDRIVE', 'ALLUSERSPROFILE', 'PUBLIC',
]);

/**
 * A persistent write of the user's environment (setx, `reg add HKCU\Environment`, Set-ItemProperty
 * HKCU:\Environment) of a variable that changes what later commands run (PATH, PSModulePath,
 * NODE_OPTIONS, GIT_SSH_COMMAND…): every program started after reads it, and no Edit rule covers a
 * search path or an option variable, so it asks. A command variable's known value is read as the
 * line it stores (`setx GIT_SSH_COMMAND "rm -rf x"` meets Shell(rm *)).
 */
function environmentWrite(w: RegistryWrite): NativeRun | undefined {
  if (w.by === 'location' || !w.keys.some((k) => ENVIRONMENT_KEY.test(k))) return undefined;
  const names = w.names.map((n) => n.toUpperCase());
  if (!w.anyName && !w.wholeKey && !names.some((n) => WINDOWS_PROGRAM_VARIABLES.has(n) || isRiskyVariable(n))) return undefined;
  const problem = 'the line sets a variable of the user\'s environment that changes which program or code later commands run (PATH, PSModulePath, NODE_OPTIONS…)';
  return names.some((n) => isCommandVariable(n)) ? stored(w, problem) : { problem };
}

/** What a command's registry write (readRegistryWrite's reading of it, read once for this and proxy-settings.ts) stores in an autorun key, if anything. */
export function autorunWrite(w: RegistryWrite | UnreadableRegistryWrite | undefined): StoredRegistryLine | undefined {
  if (w === undefined) return undefined;
  if ('problem' in w) return { problem: w.problem };
  if (!writesAutorunKey(w)) return undefined;
  if (w.by === 'location') return { problem: 'the line moves into a registry key whose values Windows runs, where a relative write stores a command line' };
  return stored(w, 'the line writes a registry value Windows runs or loads later (Run, RunOnce, Provisioning\\Commands, Image File Execution Options, a COM server…)');
}
