import type { Grammar } from './wrapper-specs.js';
/** The tool whose grammar reads the words from `word` on, when `name word` is another spelling of it. */
export declare function respelledTool(name: string, word: string): string | undefined;
/** Tools that name another tool's command (`k3s kubectl …`): looked up with their next word. */
export declare const RESPELLING_TOOLS: readonly string[];
export declare const REMOTE_RUNNERS: Readonly<Record<string, Grammar>>;
/** The options these tools take before their subcommand (tool-options.ts). */
export declare const REMOTE_TOOL_OPTIONS: Readonly<Record<string, Grammar>>;
