import { LineValues } from './line-values.js';
export { changesGlobbing } from './glob-options.js';
/** The analysis as a line's settings reach it. */
export interface SettingsReader {
    globbingMayChange: boolean;
    values: LineValues | undefined;
}
/** A bash line's text: the settings it may change, for the commands read after. */
export declare function bashLineSettings(a: SettingsReader, text: string): void;
