import { type Decider, type EffectiveSandbox } from './types.js';
export interface RenderHeader {
    /** "name (channel)" of each managed source, in precedence order. */
    readonly managed: readonly string[];
    /** The user file, or undefined when none was given. */
    readonly user?: string;
}
export declare function decidedByText(list: readonly Decider[]): string;
export declare function renderEffectiveSandbox(effective: EffectiveSandbox, header: RenderHeader): string;
