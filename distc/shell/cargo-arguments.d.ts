import type { FileTouches } from './file-touches.js';
export declare function cargoTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
type TomlValue = string | readonly string[] | true;
/**
 * `KEY=VALUE` as cargo reads a `--config` setting: a dotted key of bare or quoted parts, and a
 * string, an array of strings, or a number or boolean (`true` here); undefined when the text is
 * anything else (an escape, a multi-line string, an inline table).
 */
export declare function tomlSetting(text: string): {
    key: string;
    value: TomlValue;
} | undefined;
export {};
