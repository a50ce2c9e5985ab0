// Registry writes that store a command line or a code path Windows runs later (LOLBAS M–Z):
// the Run/RunOnce keys (at the next logon, as schtasks /create), Provisioning\Commands
// (provlaunch), Image File Execution Options (a Debugger runs instead of the program), a COM
// class's InprocServer32/LocalServer32/ScriptletURL (any client of the class loads it: slmgr.vbs,
// xwizard, verclsid), WAB's DLLPath, Winlogon's Shell/Userinit and Active Setup. Such a write is
// never allowed; a value the line gives is read as a stored line for deny rules. `reg import`,
// `reg restore|load`, `regedit FILE` and `regini FILE` write keys a file names: never allowed.
// Some keys run only one of their values (cmd's Command Processor\AutoRun, run before every
// `cmd /c`; Windows NT\…\Windows Load/Run; the screen saver; the Startup folder's location).
// Keys are read in one spelling (registry-paths.ts); a key renamed is read by its new name.
// (The verbs' shell\…\command keys and HKCU\Environment are registry-writes.ts's.)

import { registryKeyPath, UNREADABLE_KEY } from './registry-paths.js';

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
].join('|'), 'i');

/** Keys of which one value is run or loaded, and that value's name. */
const AUTORUN_VALUE_KEYS: readonly (readonly [RegExp, RegExp])[] = [
  [/[\\/]Microsoft[\\/]Command Processor$/i, /^AutoRun$/i],
  [/[\\/]Windows NT[\\/]CurrentVersion[\\/]Windows$/i, /^(?:Load|Run|AppInit_DLLs)$/i],
  [/[\\/]Control Panel[\\/]Desktop$/i, /^SCRNSAVE\.EXE$/i],
  [/[\\/]Explorer[\\/](?:User )?Shell Folders$/i, /^(?:Common )?Startup$/i],
];

/** Cmdlets that move or copy a whole key, values and all. */
const KEY_MOVERS: ReadonlySet<string> = new Set(['Copy-Item', 'Move-Item', 'Rename-Item']);

/** Whether `key` is an autorun key, or one whose run value is `valueNamed` (undefined: any value may be written). */
function isAutorunKey(key: string, valueNamed: ((pattern: RegExp) => boolean) | undefined): boolean {
  if (AUTORUN_KEY.test(key)) return true;
  for (const [k, v] of AUTORUN_VALUE_KEYS) if (k.test(key) && (valueNamed === undefined || valueNamed(v))) return true;
  return false;
}

/** The key `Rename-Item KEY -NewName NAME` (or `Rename-Item KEY NAME`) leaves: KEY's parent's NAME. */
function renamedKey(words: readonly string[], keys: readonly string[]): string | undefined {
  let newName: string | undefined;
  const positional: number[] = [];
  for (let k = 1; k < words.length; k++) {
    const m = /^-(ne[a-z]*)(:?)(.*)$/is.exec(words[k]!);
    if (m !== null && 'newname'.startsWith(m[1]!.toLowerCase())) newName = m[2] === ':' ? m[3] : words[++k];
    else if (!words[k]!.startsWith('-')) positional.push(k);
  }
  const key = keys.find((w) => REGISTRY_PATH.test(w));
  newName ??= positional.length > 1 ? words[positional[1]!] : undefined;
  return key === undefined || newName === undefined ? undefined : key.replace(/[^\\]*$/, () => newName!);
}

/** A path on a registry drive or through the Registry provider. */
const REGISTRY_PATH = /^(?:HK[A-Z_]+:|(?:Microsoft\.PowerShell\.Core\\)?Registry::)/i;

/** The PowerShell cmdlets that write a key or value (canonical names), and the location setters. */
const ITEM_WRITERS: ReadonlySet<string> = new Set(['Set-ItemProperty', 'New-ItemProperty', 'Set-Item', 'New-Item', 'Copy-Item', 'Move-Item', 'Rename-Item', 'Copy-ItemProperty', 'Move-ItemProperty', 'Rename-ItemProperty', 'Set-Location', 'Push-Location']);

/** The programs (lower case, without `.exe`) read here. */
const REGISTRY_PROGRAMS: ReadonlySet<string> = new Set(['reg', 'regedit', 'regedt32', 'regini']);
/** Their first letter, either case (a cheap test before lower-casing a name). */
const REGISTRY_FIRST_LETTERS: ReadonlySet<number> = new Set([...REGISTRY_PROGRAMS].flatMap((p) => [p.charCodeAt(0), p.toUpperCase().charCodeAt(0)]));

/** What a registry write stores: why it is never allowed, and the command line it stores when the line gives one. */
export interface AutorunWrite {
  readonly problem: string;
  readonly line?: string;
}

const STORED = 'the line writes a registry value Windows runs or loads later (Run, RunOnce, Provisioning\\Commands, Image File Execution Options, a COM server…)';

/** The value of `-Value` (any prefix of two letters or more, `-Value:X` too), or undefined. */
function valueParameter(words: readonly string[]): string | undefined {
  for (let k = 1; k < words.length; k++) {
    const m = /^-(va[a-z]*)(:?)(.*)$/is.exec(words[k]!);
    if (m === null || !'value'.startsWith(m[1]!.toLowerCase())) continue;
    return m[2] === ':' ? m[3] : words[k + 1];
  }
  return undefined;
}

function stored(value: string | undefined, dynamic: boolean): AutorunWrite {
  return value === undefined || value === '' || dynamic ? { problem: STORED } : { problem: STORED, line: value };
}

/** What command `name` (a cmdlet's canonical name, or a program's) stores in an autorun key, if anything. */
export function autorunWrite(name: string, words: readonly string[], dynamic: readonly boolean[]): AutorunWrite | undefined {
  if (ITEM_WRITERS.has(name)) {
    // (Any word may be the key: `-Path P`, positional, `-Path:P`, `-Destination D`.)
    const keys = words.map((w, k) => (k > 0 && !dynamic[k] ? registryKeyPath(w.replace(/^-[a-z]+:/is, '')) : ''));
    if (keys.includes(UNREADABLE_KEY)) return { problem: 'the line writes a registry key whose `..` climbs above its hive' };
    const renamed = name === 'Rename-Item' ? renamedKey(words, keys) : undefined;
    if (renamed !== undefined) keys.push(renamed);
    // (Which value is written: any word may name it, `-Name N`, `-NewName N`, by position; a moved key's are all.)
    const valueNamed = KEY_MOVERS.has(name) || dynamic.some((d, k) => k > 0 && d) ? undefined : (v: RegExp) => keys.some((w) => v.test(w));
    if (!keys.some((w) => REGISTRY_PATH.test(w) && isAutorunKey(w, valueNamed))) return undefined;
    if (name === 'Set-Location' || name === 'Push-Location') return { problem: 'the line moves into a registry key whose values Windows runs, where a relative write stores a command line' };
    const v = valueParameter(words);
    const vAt = v === undefined ? -1 : words.indexOf(v);
    // (Set-ItemProperty KEY NAME VALUE takes the value by position too.)
    const positional = words.map((w, k) => [w, k] as const).filter(([w, k]) => k > 0 && !w.startsWith('-') && !/^-[a-z]+$/i.test(words[k - 1] ?? ''));
    const value = v ?? (name === 'Set-ItemProperty' ? positional[2]?.[0] : undefined);
    const valueAt = v !== undefined ? vAt : positional[2]?.[1] ?? -1;
    return stored(value, valueAt >= 0 && dynamic[valueAt] === true);
  }
  // (Every command of a line comes here: most are no registry program in any case.)
  if (!REGISTRY_PROGRAMS.has(name) && !REGISTRY_FIRST_LETTERS.has(name.charCodeAt(0))) return undefined;
  const program = name.toLowerCase();
  if (!REGISTRY_PROGRAMS.has(program)) return undefined;
  // (`-d`, and MSYS's `//d` from Git Bash, are `/d`.)
  const lower = words.map((w) => w.toLowerCase().replace(/^(?:\/\/?|-)(?=[a-z])/, '/'));
  const verb = lower[1];
  if (program === 'reg') {
    if (verb === 'import' || verb === 'restore' || verb === 'load') return { problem: `reg ${verb} writes the keys a file names, which may store a command line Windows runs` };
    if (verb !== 'add' && verb !== 'copy') return undefined;
    const keyAt = verb === 'add' ? 2 : 3;
    if (dynamic[keyAt]) return { problem: `reg ${verb} writes a key named by an expansion` };
    if (words[keyAt] === undefined) return undefined;
    const key = registryKeyPath(words[keyAt]!);
    if (key === UNREADABLE_KEY) return { problem: `reg ${verb} writes a key whose \`..\` climbs above its hive` };
    // (reg copy copies every value; reg add writes `/v NAME`, `/ve` the default value.)
    const v = lower.indexOf('/v');
    const valueNamed = verb === 'copy' || (v > 0 && dynamic[v + 1]) ? undefined : (p: RegExp) => v > 0 && p.test(words[v + 1] ?? '');
    if (!isAutorunKey(key, valueNamed)) return undefined;
    const d = lower.indexOf('/d');
    return stored(d > 0 ? words[d + 1] : undefined, d > 0 && dynamic[d + 1] === true);
  }
  // (regedit and regini import the keys a file names; a bare `regedit` opens the editor.)
  return words.length > 1 ? { problem: `${words[0]} writes the registry keys a file names, which may store a command line Windows runs` } : undefined;
}
