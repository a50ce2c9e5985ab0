// Files a PowerShell command runs besides those it names (written-code.ts compares them with the
// files the line writes): Start-Process's file by position, the module files Import-Module finds
// from a path or name without them (`Import-Module .\m` loads m.psm1, m.psd1, m.dll, or the
// directory m's module), a manifest's neighbours (its RootModule, NestedModules, ScriptsToProcess),
// and the modules PowerShell loads by itself for a command it does not know (from the Modules
// directories of PSModulePath: `…\Modules\NAME\[VERSION\]NAME.psm1`).

/** Start-Process's switches (no value): a word after one may be its -FilePath by position. */
const START_PROCESS_SWITCHES = /^-(?:wait|nonewwindow|nonew|passthru|usenewenvironment|usenew|loaduserprofile|loaduser|lup)$/i;

/** Where Start-Process's file is (`-FilePath F`, `-f:F`, or the first word by position); -1 if none. */
export function startedFileAt(words: readonly string[]): number {
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (/^-f(?:i(?:l(?:e(?:p(?:a(?:th?)?)?)?)?)?)?$/i.test(w)) return k + 1 < words.length ? k + 1 : -1;
    if (!w.startsWith('-') && (k === 1 || START_PROCESS_SWITCHES.test(words[k - 1]!) || /^-[a-z]+:/i.test(words[k - 1]!))) return k;
  }
  return -1;
}

/** The extensions Import-Module tries after a path without one (and a manifest's). */
const MODULE_EXTENSIONS = ['.psd1', '.psm1', '.cdxml', '.xaml', '.dll'];
const MODULE_FILE = /\.(?:psd1|psm1|cdxml|xaml|dll|ps1)$/i;

/** What `Import-Module PATH` (or NAME) loads besides PATH: files by name, and a directory every file below which it may load (lower case; '' the working directory). */
export function importedModule(path: string): { readonly files: readonly string[]; readonly tree: string } | undefined {
  const segments = path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  const last = segments[segments.length - 1] ?? '';
  if (MODULE_FILE.test(last)) {
    // (A manifest loads the files it names, from its own directory.)
    return /\.psd1$/i.test(last) ? { files: [], tree: (segments[segments.length - 2] ?? '').toLowerCase() } : undefined;
  }
  if (last === '..') return { files: [], tree: '' };
  return { files: MODULE_EXTENSIONS.map((e) => path + e), tree: last.toLowerCase() };
}

/** Stands for a module file written below a Modules directory (no file's last segment: `<` is no name's on Windows). */
export const MODULE_WRITTEN = '<a module below a Modules directory>';
/** `…\Modules\NAME\[VERSION\]FILE.psm1` (either separator, any case). */
const MODULE_LAYOUT = /(?:^|[\\/])modules[\\/][^\\/]+[\\/](?:[^\\/]+[\\/])?[^\\/]+\.(?:psd1|psm1|cdxml|xaml|dll)$/i;

/** Whether a written path is a module PowerShell may load by itself for a command it does not know. */
export function writesModule(path: string): boolean {
  return path.length > 12 && MODULE_LAYOUT.test(path);
}
