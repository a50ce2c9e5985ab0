// The I/O edge of loading: reading a managed file and checking that it can be trusted.
import { lstatSync } from 'node:fs';
import { diagnostic } from '../diagnostics.js';
import { loadSettingsBytes, restrictedSource } from './load.js';
import { readRegularFile } from './read-file.js';
/**
 * The file trust check (POSIX): a regular file (or, with `isDirectory`, a directory), not a
 * symlink, owned by root, not group- or world-writable. Returns the problems found; none means trusted. On Windows the check does
 * not apply and one warning says so.
 */
export function checkTrust(path, platform = process.platform, isDirectory = false) {
    if (platform === 'win32') {
        return [diagnostic('untrusted-file', `${path}: the ownership check is POSIX-only and was not made on Windows`, { file: path, severity: 'warning', hint: 'Restrict write access to the file with an ACL (Administrators and SYSTEM only).' })];
    }
    let stats;
    try {
        stats = lstatSync(path);
    }
    catch (error) {
        return [diagnostic('file-unreadable', `${path}: ${error.message}`, { file: path })];
    }
    return trustProblems(path, { isSymbolicLink: stats.isSymbolicLink(), isFile: isDirectory ? stats.isDirectory() : stats.isFile(), uid: stats.uid, mode: stats.mode }, isDirectory);
}
/** The pure half of the check, so every rule is testable without root. */
export function trustProblems(path, facts, isDirectory = false) {
    const problems = [];
    if (facts.isSymbolicLink)
        problems.push('it is a symbolic link');
    else if (!facts.isFile)
        problems.push(isDirectory ? 'it is not a directory' : 'it is not a regular file');
    if (facts.uid !== 0)
        problems.push(`it is owned by uid ${facts.uid}, not root`);
    if (facts.mode & 0o020)
        problems.push('it is group-writable');
    if (facts.mode & 0o002)
        problems.push('it is world-writable');
    return problems.map((p) => diagnostic('untrusted-file', `${path} cannot be trusted: ${p}`, { file: path, pointer: '' }));
}
/** Reads and loads a managed file. An unreadable or untrusted file is restricted mode. */
export function loadSettingsFile(path, options = {}) {
    const file = options.file ?? path;
    if (options.checkTrust) {
        const problems = checkTrust(path);
        if (problems.some((d) => d.severity === 'error'))
            return restrictedSource(file, options, problems, 'the file failed the trust check');
    }
    const read = readRegularFile(path);
    if (!read.ok) {
        const d = diagnostic('file-unreadable', read.message, { file, pointer: '' });
        return restrictedSource(file, options, [d], 'the file cannot be read');
    }
    return loadSettingsBytes(read.bytes, { ...options, file });
}
//# sourceMappingURL=file.js.map