import type { FileTouches } from './file-touches.js';
/** Docker Hub: an image without a registry, and `login` without a server. */
export declare const DOCKER_HUB: string[];
/** Every URL these tables give (decide/table-targets.ts parses each once). */
export declare const REGISTRY_URLS: readonly string[];
/**
 * The default registry of a package manager whose line fetches without naming one. The
 * subcommand is the first word that is no option, or the one after it when an option word before
 * may have taken it as its value (`pip --log f install x`).
 */
export declare function defaultRegistries(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
