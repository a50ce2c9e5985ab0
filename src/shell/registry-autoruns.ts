// Registry writes that store a command line or a code path Windows runs later (LOLBAS M–Z):
// the Run/RunOnce keys (at the next logon, as schtasks /create), Provisioning\Commands
// (provlaunch), Image File Execution Options (a Debugger runs instead of the program), a COM
// class's InprocServer32/LocalServer32/ScriptletURL (any client of the class loads it: slmgr.vbs,
// xwizard, verclsid), WAB's DLLPath, Winlogon's Shell/Userinit and Active Setup. Such a write is
// never allowed; a value the line gives is read as a stored line for deny rules. `reg import`,
// `reg restore|load`, `regedit FILE` and `regini FILE` write keys a file names: never allowed.
// (The verbs' shell\…\command keys and HKCU\Environment are registry-writes.ts's.)

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
    const at = words.findIndex((w, k) => k > 0 && !dynamic[k] && AUTORUN_KEY.test(w.replace(/^-[a-z]+:/is, '')) && REGISTRY_PATH.test(w.replace(/^-[a-z]+:/is, '')));
    if (at < 0) return undefined;
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
    if (words[keyAt] === undefined || !AUTORUN_KEY.test(words[keyAt]!)) return undefined;
    const d = lower.indexOf('/d');
    return stored(d > 0 ? words[d + 1] : undefined, d > 0 && dynamic[d + 1] === true);
  }
  // (regedit and regini import the keys a file names; a bare `regedit` opens the editor.)
  return words.length > 1 ? { problem: `${words[0]} writes the registry keys a file names, which may store a command line Windows runs` } : undefined;
}
