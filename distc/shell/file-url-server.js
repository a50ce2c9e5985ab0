// A `file:` URL names a host only as a UNC path: `file://h/x` and `file:////h/x` are `\\h\x` on
// Windows (pip, Python's url2pathname, Git for Windows, the browsers), which reaches h over SMB.
import { fileUrlPath } from './file-touches.js';
import { hostUrl } from './host-options.js';
/** The server a `file:` URL reaches over SMB (`file://h/x`, `file:////h/x`), unless this machine. */
export function fileUrlServer(url, t) {
    const path = fileUrlPath(url);
    if (path === undefined) {
        t.problem(`a file: URL the analysis cannot read (${url.slice(0, 80)})`);
        return;
    }
    const server = /^[\\/]{2}([^\\/]+)/.exec(path)?.[1];
    if (server !== undefined && !/^(?:localhost|127(?:\.\d{1,3}){3}|\.|\?)$/i.test(server))
        t.url(hostUrl('tcp', server), false);
}
//# sourceMappingURL=file-url-server.js.map