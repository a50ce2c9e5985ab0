// Files a PowerShell command runs besides those it names (written-code.ts compares them with the
// files the line writes): Start-Process's file by position, the module files Import-Module finds
// from a path or name without them (`Import-Module .\m` loads m.psm1, m.psd1, m.dll, or the
// directory m's module), a manifest's neighbours (its RootModule, NestedModules, ScriptsToProcess),
// and the modules PowerShell loads by itself for a command it does not know (from the Modules
// directories of PSModulePath: `…\Modules\NAME\[VERSION\]NAME.psm1`).

/** Start-Process's parameters (with common ones and aliases): which take no value, and which name the file. */
const START_PROCESS_SWITCHES = ['wait', 'nonewwindow', 'nnw', 'passthru', 'usenewenvironment', 'loaduserprofile', 'lup', 'verbose', 'vb', 'debug', 'db', 'whatif', 'wi', 'confirm', 'cf'];
const START_PROCESS_FILE = ['filepath', 'pspath', 'path'];
const START_PROCESS_VALUED = ['argumentlist', 'args', 'credential', 'workingdirectory', 'redirectstandarderror', 'redirectstandardinput', 'redirectstandardoutput',
  'rse', 'rsi', 'rso', 'verb', 'windowstyle', 'environment', 'erroraction', 'ea', 'warningaction', 'wa', 'informationaction', 'infa', 'errorvariable', 'ev',
  'warningvariable', 'wv', 'informationvariable', 'iv', 'outvariable', 'ov', 'outbuffer', 'ob', 'pipelinevariable', 'pv', 'progressaction', 'proga'];

/** What a Start-Process parameter (a unique prefix, as PowerShell binds it) is; 'unknown' where it may be more than one kind. */
function startProcessParameter(word: string): 'switch' | 'file' | 'valued' | 'unknown' {
  const p = word.slice(1).toLowerCase();
  const kinds = new Set<string>();
  for (const [kind, names] of [['switch', START_PROCESS_SWITCHES], ['file', START_PROCESS_FILE], ['valued', START_PROCESS_VALUED]] as const) {
    if (names.includes(p)) return kind;
    if (names.some((n) => n.startsWith(p))) kinds.add(kind);
  }
  return kinds.size === 1 ? ([...kinds][0] as 'switch' | 'file' | 'valued') : 'unknown';
}

/**
 * Start-Process's file where it may be (its word's index, its path): `-FilePath F` (`-f:F`), else its first word by position
 * after the parameters and their values (`-WindowStyle Hidden x.ps1`: x.ps1). A parameter that
 * may or may not take a value (`-p`, one the analysis does not know) gives both readings.
 */
export function startedFiles(words: readonly string[]): { readonly at: number; readonly path: string }[] {
  const files: { at: number; path: string }[] = [];
  const add = (k: number, path = words[k]!): void => void files.push({ at: k, path });
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (!w.startsWith('-') || w.length < 2) {
      add(k);
      return files;
    }
    const colon = w.indexOf(':');
    const kind = startProcessParameter(colon < 0 ? w : w.slice(0, colon));
    if (colon > 0) {
      if (kind === 'file') add(k, w.slice(colon + 1));
      continue;
    }
    if (kind === 'switch') continue;
    if (k + 1 < words.length && kind !== 'valued') add(k + 1);
    if (kind === 'file') return files;
    k++;
  }
  return files;
}

/** The extensions Import-Module tries after a path without one (and a manifest's). */
const MODULE_EXTENSIONS = ['.psd1', '.psm1', '.cdxml', '.xaml', '.dll'];
const MODULE_FILE = /\.(?:psd1|psm1|cdxml|xaml|dll|ps1)$/i;

/** What `Import-Module PATH` (or NAME) loads besides PATH: files by name, and a directory every file below which it may load (lower case; '' the working directory). */
export function importedModule(path: string): { readonly files: readonly string[]; readonly tree: string } | undefined {
  // (Win32 drops a segment's trailing dots and blanks: `.\\M.` and `'.\\M. '` open the directory or file M,
  // `M.\\x` is below M. A segment of dots only (`...`) is read as `..`: where it leads is not placed.)
  const segments = path.split(/[\\/]+/).map(win32Segment).filter((s) => s !== '' && s !== '.');
  const last = segments[segments.length - 1] ?? '';
  if (MODULE_FILE.test(last)) {
    // (A manifest loads the files it names, from its own directory.)
    return /\.psd1$/i.test(last) ? { files: [], tree: (segments[segments.length - 2] ?? '').toLowerCase() } : undefined;
  }
  if (last === '..' || last === '') return { files: [], tree: '' };
  // (Import-Module tries PATH + each extension as written, `M..psm1` for `.\\M.`, and by Win32's reading `M.psm1`.)
  const trimmed = withoutWin32End(path);
  const files = MODULE_EXTENSIONS.map((e) => path + e);
  if (trimmed !== path && trimmed !== '') files.push(...MODULE_EXTENSIONS.map((e) => trimmed + e));
  return { files, tree: last.toLowerCase() };
}

/** A path segment as Win32 opens it: trailing dots and blanks dropped (`M.` is M), `.` and `..` kept, a segment of dots only `..`. */
function win32Segment(segment: string): string {
  if (segment === '.' || segment === '..') return segment;
  const trimmed = withoutWin32End(segment);
  return trimmed === '' && segment.includes('.') ? '..' : trimmed;
}

/** The text without its trailing dots and blanks (by hand: a regex `[. ]+$` is quadratic on a long run of dots before another character). */
export function withoutWin32End(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 32)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** Stands for a module file written below a Modules directory (no file's last segment: `<` is no name's on Windows). */
export const MODULE_WRITTEN = '<a module below a Modules directory>';
/** `…\Modules\NAME\[VERSION\]FILE.psm1` (either separator, any case). */
const MODULE_LAYOUT = /(?:^|[\\/])modules[\\/][^\\/]+[\\/](?:[^\\/]+[\\/])?[^\\/]+\.(?:psd1|psm1|cdxml|xaml|dll)$/i;

/** Whether a written path is a module PowerShell may load by itself for a command it does not know. */
export function writesModule(path: string): boolean {
  return path.length > 12 && MODULE_LAYOUT.test(path);
}
