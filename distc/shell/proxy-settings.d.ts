import type { UrlRef } from './arguments.js';
import type { FileTouches } from './file-touches.js';
import { type Reader } from './host-options.js';
import type { RegistryWrite, UnreadableRegistryWrite } from './registry-writes.js';
/**
 * `pip|npm|pnpm|yarn config set KEY VALUE` (npm's `KEY=VALUE`), `conda config --set KEY VALUE`: a
 * proxy or a trusted host written without a scheme (`global.proxy h:8080`); URLs (`registry
 * https://h`) are read as any word of theirs is. A key, or a host key's value, from an expansion may be one.
 */
export declare function packageConfigHosts(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare const PROXY_SETTING_READERS: readonly [string, Reader][];
/**
 * The hosts a registry or WSMan write stores for later traffic: Internet Settings' ProxyServer and
 * AutoConfigURL (`reg add … /v ProxyServer /d h:80`, `Set-ItemProperty HKCU:\…\Internet Settings
 * ProxyServer h:80`), WinRM's TrustedHosts (`Set-Item WSMan:\localhost\Client\TrustedHosts h`).
 * `name` is a cmdlet's canonical name or a program as written.
 */
export declare function storedProxyHosts(name: string, words: readonly string[], dynamic: readonly boolean[], text: string, registryWrite: RegistryWrite | UnreadableRegistryWrite | undefined): readonly UrlRef[];
