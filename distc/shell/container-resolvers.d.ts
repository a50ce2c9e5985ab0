import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** docker, podman, nerdctl: `--add-host`, `--dns`, `--dns-search` of run, create, build. */
export declare function containerResolverHosts(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** dockerd: its mirrors, insecure registries, DNS servers and proxies; `--config-file` not read; URLs as any command's. */
export declare const dockerDaemonHosts: Reader;
export {};
