// How PowerShell binds the words of a file cmdlet (reference E.11): named parameters first,
// wherever they stand, then the positional words to the positional parameters still unbound, in
// position order. So a value parameter's value is never a path (`gc -Tail 5`), a positional word
// after a named -Path is the destination (`Copy-Item C:\Windows\x -Path a` writes C:\Windows\x),
// and a cmdlet left without a path takes its paths from the pipeline (`gci C:\Secrets | gc -Tail
// 5`): unknown. A parameter the table does not know is a problem: its value may be a path.

import type { FileTouches } from './file-touches.js';
import { hostUrl } from './host-options.js';
import { urlsIn } from './url-words.js';

/** What a parameter holds. */
export type ParameterKind =
  /** The paths it reads or writes (-Path, -LiteralPath and their aliases). */
  | 'path'
  /** A copy's or move's target. */
  | 'destination'
  /** A name below the path (New-Item -Name) or beside it (Rename-Item -NewName): written. */
  | 'name'
  /** Another file it reads (Send-MailMessage -Attachments), a directory read whole, another it writes. */
  | 'read' | 'tree' | 'write'
  /** A name a path is made of below the tree it reads (Import-LocalizedData -FileName, -UICulture). */
  | 'segment'
  /** A value that is no file. */
  | 'value'
  /** A value choosing a parameter set without paths (-InputObject, Get-WinEvent -LogName). */
  | 'set'
  /** A host it connects to. */
  | 'host'
  /** A command line it runs (Start-BitsTransfer -NotifyCmdLine). */
  | 'runs'
  /** A command it runs by name, unless a script block (Trace-Command -Command NAME -ArgumentList …). */
  | 'command'
  /** A command's name, or a script it reads when it looks like a path (Get-Command C:\x.ps1). */
  | 'script'
  | 'switch' | 'recurse';

/** A parameter: what it holds, and the name it is bound by (every path parameter is `path`, in one parameter set or another). */
export interface Parameter { readonly kind: ParameterKind; readonly id: string }

export interface CmdletParameters {
  /** Its positional parameters (ids), in position order. */
  readonly positions: readonly string[];
  /** Its parameters by lower-case name and alias, without the dash. */
  readonly named: ReadonlyMap<string, Parameter>;
  /** Paths may come from the pipeline (a -LiteralPath alias PSPath bound by property name). */
  readonly pipeline: boolean;
}

const COMMON: Partial<Record<ParameterKind, string>> = {
  switch: 'verbose vb debug db whatif wi confirm cf usetransaction usetx',
  value: 'erroraction ea warningaction wa informationaction infa progressaction proga errorvariable ev warningvariable wv '
    + 'informationvariable iv outvariable ov outbuffer ob pipelinevariable pv',
};
/** The provider cmdlets' filters (Get-Content, Remove-Item, …). */
const ITEM = 'filter include exclude credential';
const PATHS = 'path literalpath pspath lp';

/** A cmdlet's parameters: names by kind, blank-separated, a parameter's aliases joined by `/` (`totalcount/first/head`). */
export function cmdlet(positions: string, kinds: Partial<Record<ParameterKind, string>>, pipeline = true): CmdletParameters {
  const named = new Map<string, Parameter>();
  for (const table of [COMMON, kinds]) {
    for (const [kind, names] of Object.entries(table) as [ParameterKind, string][]) {
      for (const aliases of names.split(' ')) {
        const all = aliases.split('/');
        const id = kind === 'path' || kind === 'destination' ? kind : all[0]!;
        for (const n of all) named.set(n, { kind, id });
      }
    }
  }
  return { positions: positions.split(' '), named, pipeline };
}

const CONTENT_WRITER = cmdlet('path value', { path: PATHS, value: `value encoding stream ${ITEM}`, switch: 'passthru nonewline asbytestream force' });
// (-Value is a link's target, written through it later; a file's content read so too: doubt adds a path.)
const NEW_ITEM = cmdlet('path', { path: 'path', name: 'name', write: 'value/target', value: 'itemtype/type credential', switch: 'force' });

// (Get-Command and Get-Help read the script a path-looking name gives: its text, its comment help.)
const COMMAND_LOOKUP = cmdlet('name argumentlist', { script: 'name', value: 'verb noun module/pssnapin fullyqualifiedmodule commandtype/type totalcount '
  + 'argumentlist/args parametername parametertype fuzzyminimumdistance', switch: 'syntax showcommandinfo all listimported usefuzzymatching useabbreviationexpansion' }, false);
const HELP = cmdlet('name', { script: 'name', value: 'path category parameter component functionality role', switch: 'full detailed examples online showwindow' }, false);
const MARKDOWN_READER = cmdlet('path', { path: PATHS, set: 'inputobject', switch: 'asvt100encodedstring usebrowser' });
const CERTIFICATE_FILE = cmdlet('path certstorelocation', { path: `filepath ${PATHS}`, value: 'certstorelocation password', switch: 'exportable nopromptforpassword' }, false);
/** A catalog's own file, and the tree it hashes. */
const FILE_CATALOG = (catalog: 'read' | 'write') => cmdlet('catalogfilepath path', {
  [catalog]: 'catalogfilepath', tree: 'path', value: 'catalogversion filestoskip', switch: 'detailed',
}, false);

const SAVE_PACKAGE = cmdlet('name path', { path: PATHS, host: 'proxy', value: 'name minimumversion maximumversion requiredversion repository credential proxycredential inputobject',
  switch: 'force allowprerelease acceptlicense' }, false);
const NEW_SESSION_CONFIGURATION_VALUES = 'schemaversion guid author description companyname copyright sessiontype transcriptdirectory runasvirtualaccountgroups '
  + 'userdrivemaximumsize groupmanagedserviceaccount scriptstoprocess roledefinitions requiredgroups languagemode executionpolicy powershellversion '
  + 'modulestoimport visiblealiases visiblecmdlets visiblefunctions visibleexternalcommands visibleproviders aliasdefinitions functiondefinitions '
  + 'variabledefinitions environmentvariables typestoprocess formatstoprocess assembliestoload';
const UPDATE_TYPE_DATA_VALUES = 'membertype membername value secondvalue typeconverter typeadapter serializationmethod targettypefordeserialization '
  + 'serializationdepth defaultdisplayproperty inheritpropertyserializationset stringserializationsource defaultdisplaypropertyset '
  + 'defaultkeypropertyset propertyserializationset';
const SET_PSREADLINE_VALUES = 'editmode continuationprompt historysavestyle addtohistoryhandler commandvalidationhandler maximumhistorycount '
  + 'maximumkillringcount bellstyle completionqueryitems worddelimiters extrapromptlinecount colors ansiescapetimeout '
  + 'dingtone dingduration prompttext vimodeindicator vimodechangehandler predictionsource predictionviewstyle';

/** The file cmdlets' parameters (canonical names). */
export const CMDLET_PARAMETERS: ReadonlyMap<string, CmdletParameters> = new Map([
  ['Get-Content', cmdlet('path', { path: PATHS, value: `readcount totalcount/first/head tail/last delimiter encoding stream ${ITEM}`, switch: 'wait raw asbytestream force' })],
  ['Set-Content', CONTENT_WRITER], ['Add-Content', CONTENT_WRITER],
  ['Clear-Content', cmdlet('path', { path: PATHS, value: `stream ${ITEM}`, switch: 'force' })],
  ['Out-File', cmdlet('path encoding', { path: `filepath ${PATHS}`, value: 'encoding width inputobject', switch: 'append force noclobber nonewline' }, false)],
  ['New-Item', NEW_ITEM], ['mkdir', NEW_ITEM],
  ['Remove-Item', cmdlet('path', { path: PATHS, value: `stream ${ITEM}`, switch: 'force', recurse: 'recurse' })],
  ['Move-Item', cmdlet('path destination', { path: PATHS, destination: 'destination', value: ITEM, switch: 'force passthru' })],
  ['Copy-Item', cmdlet('path destination', { path: PATHS, destination: 'destination', value: `fromsession tosession ${ITEM}`, switch: 'force passthru container', recurse: 'recurse' })],
  ['Rename-Item', cmdlet('path newname', { path: PATHS, name: 'newname', value: 'credential', switch: 'force passthru' })],
  ['Get-FileHash', cmdlet('path algorithm', { path: PATHS, value: 'algorithm', set: 'inputstream' })],
  ['Format-Hex', cmdlet('path', { path: PATHS, value: 'encoding count offset', set: 'inputobject', switch: 'raw' })],
  ['Import-Csv', cmdlet('path delimiter', { path: PATHS, value: 'delimiter header encoding', switch: 'useculture' })],
  ['Select-String', cmdlet('pattern path', { path: PATHS, value: 'pattern include exclude encoding context culture', set: 'inputobject',
    switch: 'simplematch casesensitive quiet list noemphasis notmatch allmatches raw' })],
  ['Select-Xml', cmdlet('xpath path', { path: PATHS, value: 'xpath namespace', set: 'xml content' })],
  ['Import-PowerShellDataFile', cmdlet('path', { path: PATHS, switch: 'skiplimitcheck' })],
  ['Import-Clixml', cmdlet('path', { path: PATHS, value: 'skip first', switch: 'includetotalcount' })],
  ['Invoke-Item', cmdlet('path', { path: PATHS, value: ITEM })],
  // (Windows PowerShell's -Path puts the files on the clipboard for any program to paste: a read. Its first position is text.)
  ['Set-Clipboard', cmdlet('value', { path: PATHS, value: 'value', switch: 'append passthru ashtml' }, false)],
  ['Export-Csv', cmdlet('path delimiter', { path: PATHS, value: 'delimiter inputobject encoding quotefields usequotes',
    switch: 'force noclobber append useculture notypeinformation nti includetypeinformation iti noheader' }, false)],
  ['Export-Clixml', cmdlet('path', { path: PATHS, value: 'inputobject depth encoding', switch: 'force noclobber' }, false)],
  ['Tee-Object', cmdlet('path', { path: `filepath ${PATHS}`, value: 'inputobject encoding', set: 'variable', switch: 'append' }, false)],
  ['Start-Transcript', cmdlet('path', { path: `${PATHS} outputdirectory`, switch: 'append force noclobber includeinvocationheader useminimalheader' }, false)],
  ['Expand-Archive', cmdlet('path destination', { path: PATHS, destination: 'destinationpath', switch: 'force passthru' })],
  ['Compress-Archive', cmdlet('path destination', { path: PATHS, destination: 'destinationpath', value: 'compressionlevel', switch: 'update force passthru' })],
  ['Unblock-File', cmdlet('path', { path: PATHS })],
  ['Get-AuthenticodeSignature', cmdlet('path', { path: `filepath ${PATHS}`, value: 'sourcepathorextension', set: 'content' })],
  // (Attribute, ACL and metadata writers: the item's property, or its security descriptor.)
  ['Set-ItemProperty', cmdlet('path name value', { path: PATHS, value: `name value type/propertytype ${ITEM}`, set: 'inputobject', switch: 'passthru force' })],
  ['Clear-ItemProperty', cmdlet('path name', { path: PATHS, value: `name ${ITEM}`, switch: 'passthru force' })],
  ['Set-Acl', cmdlet('path aclobject', { path: PATHS, value: 'aclobject securitydescriptor centralaccesspolicy filter include exclude', set: 'inputobject',
    switch: 'passthru clearcentralaccesspolicy' })],
  // (Attachments: -Attachments, alias PSPath, or strings from the pipeline; the server is powershell-hosts.ts's.)
  ['Send-MailMessage', cmdlet('to subject body', { path: 'attachments/pspath', host: 'smtpserver/computername',
    value: 'to subject body from cc bcc port credential priority encoding/be deliverynotificationoption/dno replyto', switch: 'bodyashtml/bah usessl' })],
  // (Either end may be a URL: a host. -NotifyCmdLine runs a program when the transfer ends;
  // -ProxyList names the proxies the transfer goes through.)
  ['Start-BitsTransfer', cmdlet('path destination', { path: 'source', destination: 'destination', runs: 'notifycmdline', host: 'proxylist',
    value: 'transfertype authentication credential description displayname priority proxyauthentication proxybypass proxycredential proxyusage '
      + 'retryinterval retrytimeout transferpolicy customheaders httpmethod maxdownloadtime securityflags certstorelocation certstorename certhash notifyflags aclflags',
    switch: 'asynchronous suspended dynamic usestoredcredential customheaderswriteonly' })],
  ['Get-WinEvent', cmdlet('logname', { path: 'path/pspath', set: 'logname listlog listprovider providername filterhashtable filterxml',
    value: 'maxevents computername/cn credential filterxpath', switch: 'force oldest' })],
  // (Reads BASEDIRECTORY\CULTURE\FILENAME.psd1, or FILENAME itself when it has an extension.)
  ['Import-LocalizedData', cmdlet('bindingvariable uiculture', { tree: 'basedirectory', segment: 'uiculture filename', value: 'bindingvariable/variable supportedcommand' }, false)],
  ['Get-Command', COMMAND_LOOKUP], ['Get-Help', HELP], ['help', HELP],
  ['ConvertFrom-Markdown', MARKDOWN_READER], ['Show-Markdown', MARKDOWN_READER],
  ['Test-Json', cmdlet('json schema', { path: PATHS, read: 'schemafile', value: 'json schema options' }, false)],
  // (CMS messages: the content given inline, or a file's.)
  ['Get-CmsMessage', cmdlet('path', { path: PATHS, set: 'content' }, false)],
  ['Unprotect-CmsMessage', cmdlet('path to', { path: PATHS, set: 'content eventlogrecord', value: 'to', switch: 'includecontext' }, false)],
  ['Protect-CmsMessage', cmdlet('to path outfile', { path: PATHS, write: 'outfile', set: 'content', value: 'to' }, false)],
  ['Get-PfxCertificate', CERTIFICATE_FILE], ['Get-PfxData', CERTIFICATE_FILE], ['Import-Certificate', CERTIFICATE_FILE], ['Import-PfxCertificate', CERTIFICATE_FILE],
  ['Test-ModuleManifest', cmdlet('path', { path: PATHS })],
  ['Test-ScriptFileInfo', cmdlet('path', { path: PATHS })],
  ['Import-Counter', cmdlet('path', { path: PATHS, value: 'starttime endtime counter maxsamples', set: 'listset', switch: 'summary' })],
  ['New-FileCatalog', FILE_CATALOG('write')], ['Test-FileCatalog', FILE_CATALOG('read')],
  // (Review findings, 2026-11-26: files these known cmdlets read or write were no parts.)
  ['Export-Alias', cmdlet('path name', { path: PATHS, value: 'name as description scope', switch: 'passthru append force noclobber' }, false)],
  ['Get-Acl', cmdlet('path', { path: PATHS, value: ITEM, set: 'inputobject', switch: 'audit allcentralaccesspolicies' })],
  // (A module or script saved below -Path: NAME\VERSION\…; -Proxy is a host.)
  ['Save-Module', SAVE_PACKAGE], ['Save-Script', SAVE_PACKAGE],
  // (-FilePath writes the trace; -Command runs a command by name, position 1 beside -Expression's script block.)
  ['Trace-Command', cmdlet('name command option', { path: 'filepath/pspath/path', command: 'command', value: 'name option listeneroption inputobject argumentlist/args expression',
    switch: 'force debugger pshost' }, false)],
  ['Export-PSSession', cmdlet('session path commandname formattypename', { path: 'outputmodule/pspath/modulename',
    value: 'session commandname/name formattypename encoding argumentlist/args commandtype/type module fullyqualifiedmodule certificate', switch: 'force allowclobber' }, false)],
  ['New-PSSessionConfigurationFile', cmdlet('path', { path: 'path', value: NEW_SESSION_CONFIGURATION_VALUES, switch: 'full runasvirtualaccount mountuserdrive' }, false)],
  // (The module's directory is read whole and uploaded; the repository is a registered name.)
  ['Publish-Module', cmdlet('name', { path: `${PATHS}`, value: 'name requiredversion nugetapikey repository credential formatversion releasenotes tags licenseuri iconuri projecturi exclude',
    switch: 'force allowprerelease skipautomatictags' }, false)],
  ['Set-AuthenticodeSignature', cmdlet('path certificate', { path: `filepath ${PATHS}`, host: 'timestampserver', set: 'content',
    value: 'certificate includechain hashalgorithm sourcepathorextension', switch: 'force' }, false)],
  // (Every line typed later is appended to -HistorySavePath.)
  ['Set-PSReadLineOption', cmdlet('editmode', { write: 'historysavepath', value: SET_PSREADLINE_VALUES,
    switch: 'historynoduplicates historysearchcursormovestoend showtooltips historysearchcasesensitive terminateorphanedconsoleapps' }, false)],
  ['Update-Help', cmdlet('module sourcepath uiculture', { tree: `sourcepath ${PATHS}`, value: 'module fullyqualifiedmodule uiculture credential scope', switch: 'usedefaultcredentials recurse force' }, false)],
  // (Runs the test scripts below -Path; -Configuration and -Container are not read: problems.)
  ['Invoke-Pester', cmdlet('path', { path: 'path/script', read: 'codecoverage', write: 'outputfile codecoverageoutputfile',
    value: 'excludepath tagfilter/tags/tag excludetagfilter/excludetag fullnamefilter/testname output outputformat codecoverageoutputfileencoding codecoverageoutputfileformat pesteroption show',
    switch: 'ci passthru enableexit strict quiet' }, false)],
  // (Types and formats files define members and views whose script blocks run later, whenever an object is shown or used.)
  // (-TypeName and -TypeData choose the sets that define members on the line, without a file; their script blocks are read as code.)
  ['Update-TypeData', cmdlet('appendpath', { path: 'appendpath/path/pspath prependpath', set: 'typename typedata', value: UPDATE_TYPE_DATA_VALUES, switch: 'force' })],
  ['Update-FormatData', cmdlet('appendpath', { path: 'appendpath/path/pspath prependpath' })],
  ['Import-Module', cmdlet('path', { path: 'name', value: 'prefix function cmdlet variable alias argumentlist args minimumversion version maximumversion '
    + 'requiredversion fullyqualifiedname scope pssession cimsession cimresourceuri cimnamespace assembly moduleinfo',
  switch: 'global force passthru ascustomobject disablenamechecking noclobber skipeditioncheck usewindowspowershell' })],
]);

/** What binding a cmdlet's words finds. */
export interface CmdletBinding<W> {
  readonly paths: W[];
  destination: W | undefined;
  readonly names: W[];
  readonly reads: W[];
  readonly trees: W[];
  /** Names a path below a tree is made of. */
  readonly segments: W[];
  readonly writes: W[];
  readonly hosts: W[];
  readonly runs: W[];
  /** Commands run by name (a script block is read where it stands). */
  readonly commands: W[];
  /** URLs given where a path may be (Start-BitsTransfer's ends). */
  readonly urls: W[];
  /** Parameters the table does not know. */
  readonly unknown: string[];
  recursive: boolean;
  /**
   * -Filter or -Include was bound: the provider applies it to a container path's children
   * (`Get-Content dir -Filter *.pem` may read dir's .pem files), so a path may stand for files below it.
   */
  filtered: boolean;
  /** No path was bound, nor a set without one: the paths come from the pipeline. */
  pipeline: boolean;
}

/** A command name that is a script's path: a separator or a PowerShell script's extension. */
const SCRIPT_PATH = /[\\/]|\.ps[dm]?1$/i;
/** A wildcard pattern of command names (`Get-*`, `*`): looked up on PATH and in the session, no file read here. */
const COMMAND_PATTERN = /^[\w*?[\].-]+$/;

/** The parameter a name or unambiguous prefix (`-Dest`, `-lit`) stands for; undefined when none or ambiguous. */
export function cmdletParameter(spec: CmdletParameters, name: string): Parameter | undefined {
  const exact = spec.named.get(name);
  if (exact !== undefined || name === '') return exact;
  let found: Parameter | undefined;
  for (const [n, p] of spec.named) {
    if (!n.startsWith(name)) continue;
    // (Parameters of one kind: PowerShell may find the prefix ambiguous and run nothing.)
    if (found !== undefined && found.kind !== p.kind) return undefined;
    found = p;
  }
  return found;
}

/** The words of a cmdlet (after its name) bound as PowerShell binds them. */
export function bindCmdlet<W extends { readonly word: string; readonly dynamic: boolean }>(
  spec: CmdletParameters, words: readonly string[], dynamic: readonly boolean[], word: (k: number, text?: string) => W,
): CmdletBinding<W> {
  const b: CmdletBinding<W> = { paths: [], destination: undefined, names: [], reads: [], trees: [], segments: [], writes: [], hosts: [], runs: [], commands: [], urls: [], unknown: [], recursive: false, filtered: false, pipeline: false };
  const positional: number[] = [];
  const bound = new Set<string>();
  const bind = (kind: ParameterKind, w: W): void => {
    if ((kind === 'path' || kind === 'destination') && !w.dynamic && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(w.word)) b.urls.push(w);
    else if (kind === 'path') b.paths.push(w);
    else if (kind === 'destination') b.destination = w;
    else if (kind === 'name') b.names.push(w);
    else if (kind === 'read') b.reads.push(w);
    else if (kind === 'tree') b.trees.push(w);
    else if (kind === 'segment') b.segments.push(w);
    else if (kind === 'write') b.writes.push(w);
    else if (kind === 'host') b.hosts.push(w);
    else if (kind === 'runs') b.runs.push(w);
    else if (kind === 'command' && !w.word.startsWith('{')) b.commands.push(w);
    else if (kind === 'script' && (SCRIPT_PATH.test(w.word) || (w.dynamic && !COMMAND_PATTERN.test(w.word)))) b.reads.push(w);
  };
  let ended = false;
  for (let k = 1; k < words.length; k++) {
    const w = words[k] ?? '';
    const dyn = dynamic[k] ?? false;
    // (`-Recurse:$false` keeps its name when its value is an expansion; `--` ends the parameters.)
    if (!ended && !dyn && w === '--') {
      ended = true;
      continue;
    }
    if (ended || (dyn && !/^-[A-Za-z]+:/.test(w)) || w.length < 2 || w[0] !== '-') {
      positional.push(k);
      continue;
    }
    const colon = w.indexOf(':');
    const name = (colon < 0 ? w.slice(1) : w.slice(1, colon)).toLowerCase();
    const p = cmdletParameter(spec, name);
    const kind = p?.kind;
    if (kind === 'switch') continue;
    if (kind === 'recurse') {
      // (`-Recurse:$false` counts as recursive: doubt adds a path.)
      b.recursive = true;
      continue;
    }
    if (p === undefined) b.unknown.push(w);
    else bound.add(p.id);
    if (p?.id === 'filter' || p?.id === 'include') b.filtered = true;
    if (kind === 'set') bound.add('set');
    // The value: after the colon, or the next word (for an unknown parameter, a possible path).
    const at = colon < 0 ? k + 1 : k;
    if (at >= words.length) continue;
    if (colon < 0) k++;
    const value = colon < 0 ? word(at) : word(at, w.slice(colon + 1));
    bind(kind ?? 'path', value);
  }
  let next = 0;
  for (const k of positional) {
    while (next < spec.positions.length && bound.has(spec.positions[next]!)) next++;
    // (A positional word past its positions fails to bind; read as a path: doubt adds one.)
    const id = next < spec.positions.length ? spec.positions[next++]! : 'path';
    const kind = id === 'path' || id === 'destination' ? id : spec.named.get(id)?.kind ?? 'value';
    bind(kind, word(k));
    bound.add(id);
    if (kind === 'set') bound.add('set');
  }
  b.pipeline = spec.pipeline && !bound.has('path') && !bound.has('set');
  return b;
}

/**
 * A host parameter's value: a list (`a,b`; BITS also splits its proxy list at `;` and blanks) of
 * URLs and of hosts without a scheme (`evil.com:8080`, which -Proxy and -ProxyList take too).
 */
function hostList(value: string, t: FileTouches): void {
  for (const item of value.split(/[,;\s]+/)) {
    if (item.includes('://')) urlsIn(item, t);
    else if (item !== '') t.url(hostUrl('tcp', item.replace(/:\d+$/, '')), false);
  }
}

/** What a cmdlet's binding names beside its files: URLs, command lines, parameters not known. */
export function cmdletExtras(name: string, b: CmdletBinding<{ readonly word: string; readonly dynamic: boolean }>, t: FileTouches): void {
  for (const u of b.urls) urlsIn(u.word, t);
  for (const r of b.runs) {
    t.problem(`${name} runs the program its ${r.dynamic ? 'expansion' : r.word} names when it ends`);
    if (!r.dynamic) t.run(r.word.replaceAll(',', ' '), false);
  }
  for (const c of b.commands) t.problem(`${name} runs the command ${c.dynamic ? 'an expansion' : c.word} names, with arguments the analysis does not read`);
  for (const h of b.hosts) {
    if (h.dynamic) t.url(h.word, true);
    else hostList(h.word, t);
  }
  for (const u of b.unknown) t.problem(`${name} has no parameter ${u} the analysis knows: its value may be a path`);
  if (name === 'Expand-Archive') expandArchive(b, t);
  if (name === 'Import-LocalizedData') localizedData(b, t);
}

/** A culture's or file's name that stays one name below the base directory. */
const ONE_SEGMENT = /^[\w.-]*$/;

/**
 * Import-LocalizedData without -BaseDirectory reads below the current location (the script's
 * directory in a script): CULTURE\FILENAME.psd1 for each parent culture, FILENAME.psd1, and
 * FILENAME itself when it has an extension (`-FileName a.pem`). The tree is read whole, as a
 * -BaseDirectory is. A name with a separator, `..` or an expansion may leave it: a problem.
 */
function localizedData(b: CmdletBinding<{ readonly word: string; readonly dynamic: boolean }>, t: FileTouches): void {
  if (b.trees.length === 0) t.read('.', false, 'tree');
  for (const s of b.segments) {
    if (s.dynamic || !ONE_SEGMENT.test(s.word) || s.word.includes('..')) {
      t.problem(`Import-LocalizedData reads a file below its base directory named by ${s.dynamic ? 'an expansion' : s.word}, which may name another directory`);
    }
  }
}

/**
 * Expand-Archive reads the archive (file-options.ts boundOptions reads its paths as files, not
 * trees) and writes below its destination: -DestinationPath, or a folder named as the archive in
 * the current location (`.\app` for `app.zip`; unknown name: the current location).
 */
function expandArchive(b: CmdletBinding<{ readonly word: string; readonly dynamic: boolean }>, t: FileTouches): void {
  if (b.destination !== undefined) {
    t.edit(b.destination.word, b.destination.dynamic, 'tree');
    return;
  }
  const archive = b.paths.length === 1 && !b.paths[0]!.dynamic ? b.paths[0]!.word : undefined;
  const stem = archive?.replace(/^.*[\\/:]/, '').replace(/\.zip$/i, '');
  // (A wildcard, `.`, `..`: the folder's name is not known.)
  const known = stem !== undefined && stem !== '' && stem !== '.' && stem !== '..' && !/[*?[\]`]/.test(stem);
  t.edit(known ? `.\\${stem}` : '.', false, 'tree');
}
