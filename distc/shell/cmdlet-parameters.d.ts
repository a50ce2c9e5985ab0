import type { FileTouches } from './file-touches.js';
/** What a parameter holds. */
export type ParameterKind = 
/** The paths it reads or writes (-Path, -LiteralPath and their aliases). */
'path'
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
 | 'script' | 'switch' | 'recurse';
/** A parameter: what it holds, and the name it is bound by (every path parameter is `path`, in one parameter set or another). */
export interface Parameter {
    readonly kind: ParameterKind;
    readonly id: string;
}
export interface CmdletParameters {
    /** Its positional parameters (ids), in position order. */
    readonly positions: readonly string[];
    /** Its parameters by lower-case name and alias, without the dash. */
    readonly named: ReadonlyMap<string, Parameter>;
    /** Paths may come from the pipeline (a -LiteralPath alias PSPath bound by property name). */
    readonly pipeline: boolean;
}
/** A cmdlet's parameters: names by kind, blank-separated, a parameter's aliases joined by `/` (`totalcount/first/head`). */
export declare function cmdlet(positions: string, kinds: Partial<Record<ParameterKind, string>>, pipeline?: boolean): CmdletParameters;
/** The file cmdlets' parameters (canonical names). */
export declare const CMDLET_PARAMETERS: ReadonlyMap<string, CmdletParameters>;
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
/** The parameter a name or unambiguous prefix (`-Dest`, `-lit`) stands for; undefined when none or ambiguous. */
export declare function cmdletParameter(spec: CmdletParameters, name: string): Parameter | undefined;
/** The words of a cmdlet (after its name) bound as PowerShell binds them. */
export declare function bindCmdlet<W extends {
    readonly word: string;
    readonly dynamic: boolean;
}>(spec: CmdletParameters, words: readonly string[], dynamic: readonly boolean[], word: (k: number, text?: string) => W): CmdletBinding<W>;
/** What a cmdlet's binding names beside its files: URLs, command lines, parameters not known. */
export declare function cmdletExtras(name: string, b: CmdletBinding<{
    readonly word: string;
    readonly dynamic: boolean;
}>, t: FileTouches): void;
