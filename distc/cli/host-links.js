// The CLI decides for this machine's files: it follows symbolic links as realpath(3) does, the
// resolver a client embedding the library is told to pass (README, "resolveSymlink"), so that
// `ws/link -> /etc/passwd` meets the rules on /etc/passwd. `--no-resolve-symlinks` turns it off
// (a pipeline deciding about paths of another machine); a context naming another platform than
// this one's never uses it, and neither does Windows (the engine asks about `/c/x` forms).
import fs from 'node:fs';
import nodePath from 'node:path';
export const LINK_OPTIONS = { 'no-resolve-symlinks': { type: 'boolean', default: false } };
export const LINK_USAGE = `  --no-resolve-symlinks  do not follow symbolic links on this machine (by default, on linux and
                  darwin, a path is also checked where its links lead, as realpath(3) gives it)`;
const HOST = process.platform === 'darwin' ? 'darwin' : process.platform === 'win32' ? 'win32' : 'linux';
/**
 * realpath(3), and for a dangling link where it leads (writing through it creates its target);
 * undefined for a path that does not exist (yet); any other failure is the engine's to report.
 */
function realpath(path) {
    try {
        return fs.realpathSync.native(path);
    }
    catch (error) {
        if (isMissing(error))
            return danglingTarget(path);
        throw error;
    }
}
/**
 * The target of a dangling link, one hop, absolute: the engine checks it in its turn (through
 * realpath again); undefined where the path is no link. (A `..` in it is left for the engine,
 * which cannot place it: the kernel reads it after the links before it.)
 */
function danglingTarget(path) {
    let text;
    try {
        text = fs.readlinkSync(path);
    }
    catch (error) {
        // EINVAL: not a link.
        if (isMissing(error) || error.code === 'EINVAL')
            return undefined;
        throw error;
    }
    if (text.startsWith('/'))
        return text;
    const dir = fs.realpathSync.native(nodePath.dirname(path));
    return `${dir === '/' ? '' : dir}/${text}`;
}
function isMissing(error) {
    const code = error.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}
/** The default context with this machine's resolver, unless turned off or on Windows. */
export function withHostLinks(context, off) {
    return off === true || HOST === 'win32' || context.resolveSymlink !== undefined ? context : { ...context, resolveSymlink: realpath };
}
/** A request's context: the resolver only where it names this machine's platform (or none). */
export function forThisMachine(context) {
    if (context.resolveSymlink !== realpath || context.platform === undefined || context.platform === HOST)
        return context;
    const { resolveSymlink: _, ...rest } = context;
    return rest;
}
//# sourceMappingURL=host-links.js.map