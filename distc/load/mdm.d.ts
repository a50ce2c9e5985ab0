import { type Diagnostic } from '../diagnostics.js';
import { type NodeLocation, type ReplacedValue } from './json-parse.js';
import { type LoadedSettings, type LoadOptions } from './load.js';
export declare function splitDotPath(path: string): string[];
/**
 * An MDM export file's text: a JSON object of dot paths to the strings MDM stores. Diagnostics
 * inside a value are placed in this text.
 */
export declare function loadMdmExportText(text: string, given?: LoadOptions): LoadedSettings;
/**
 * The export file an MDM map was read from: its text and the locations of its members, so that
 * positions inside a value are given in the file (a value's string token is on one line).
 */
export interface MdmExport {
    text: string;
    locations: ReadonlyMap<string, NodeLocation>;
    /** Values repeated keys of the export replaced, at their settings' pointers. */
    replaced?: readonly ReplacedValue[];
    /** The export's own warnings (a repeated key), at their settings' pointers. */
    diagnostics?: readonly Diagnostic[];
}
/**
 * Loads an MDM flat map. Positions inside a value are mapped onto the value's string token in
 * `exported`; without it a diagnostic has no line or column (a line and column inside a decoded
 * value, labelled with the file, would point at the wrong place): its pointer and message name it.
 */
export declare function loadSettingsMdm(map: Readonly<Record<string, unknown>>, options?: LoadOptions, exported?: MdmExport): LoadedSettings;
