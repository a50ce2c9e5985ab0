// More Windows built-ins that run what their command line names (a LOLBAS review, l2 F1, F2,
// F4): the Time Travel Debugging tracers (tttracer, TTDInject /Launch), Pcwrun, Runexehelper,
// wlrmdr -u, OpenWith /c (opens a file with its associated program: an .hta runs), winrm invoke
// (WMI's Win32_Process.Create, as wmic process call create), and the scripts cscript or wscript
// run that are such runners (SyncAppvPublishingServer.vbs, winrm.vbs). Each is never allowed; the
// line it names is read for deny rules, as windows-runners.ts does for pcalua. wmic's global
// switches name files: /output: and /record: are written, /node:@F is read, and a /format: that is
// no built-in format is an XSL stylesheet whose script wmic runs.
import { EXPANDED, run, valueOf } from './windows-runners.js';
/** The runners read here (lower case, without `.exe`). */
export const PROXY_RUNNER_PROGRAMS = ['tttracer', 'ttdinject', 'pcwrun', 'runexehelper', 'wlrmdr', 'openwith', 'winrm'];
/** tttracer's options that take a value (lower case): the program follows its options. */
const TTTRACER_VALUED = ['-out', '-attach', '-maxfile', '-onlaunch', '-cmdlinefilter', '-module', '-timeout', '-ring', '-maxconcurrentrecordings'];
/** What one of PROXY_RUNNER_PROGRAMS runs (`from`: its words, an expansion as EXPANDED), or undefined: none. */
export function proxyRunner(program, from, lower) {
    switch (program) {
        case 'tttracer': {
            let i = 1;
            while (i < from.length && /^[-/]/.test(from[i]))
                i += TTTRACER_VALUED.includes(lower[i].replace(/^\//, '-')) ? 2 : 1;
            return run('tttracer runs the program it records', from.slice(i));
        }
        case 'ttdinject':
            return run('TTDInject runs the program its /Launch names', [valueOf(from, ['/launch', '-launch'], 7)]);
        case 'pcwrun':
            return run('Pcwrun runs the program it is given', from.slice(1));
        case 'runexehelper':
            return run('Runexehelper runs the program it is given', from.slice(1));
        case 'wlrmdr':
            return run('wlrmdr runs the program its -u names', [valueOf(from, ['-u', '/u'], 2)]);
        case 'openwith': {
            const files = from.slice(1).filter((w) => !w.startsWith('/'));
            const problem = 'OpenWith opens its file with the program associated with it, which may run it (.hta, .js)';
            return files.includes(EXPANDED) ? { problem } : { problem, reads: files };
        }
        case 'winrm':
            return winrm(from, lower);
    }
    return undefined;
}
/** `winrm invoke ACTION RESOURCE @{CommandLine="…"}` (`i`): a WMI method, Win32_Process.Create runs the line. */
function winrm(from, lower) {
    const operation = lower.findIndex((w, k) => k > 0 && !/^[-/]/.test(w));
    if (operation < 0 || (from[operation] !== EXPANDED && lower[operation] !== 'invoke' && lower[operation] !== 'i'))
        return undefined;
    const problem = 'winrm invoke calls a WMI method, which may run a command line (Win32_Process Create, a service\'s PathName)';
    const text = from.slice(operation + 1).join(' ');
    const line = /(?:CommandLine|PathName)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^;}\s]+))/i.exec(text);
    return run(problem, line === null ? [] : [line[1] ?? line[2] ?? line[3]]);
}
/** The runner a script host's script is, by its name (`cscript //nologo C:\…\winrm.vbs invoke …`): its words from the script on, or undefined. */
export function hostedRunner(from, lower) {
    const at = lower.findIndex((w, k) => k > 0 && !w.startsWith('//'));
    if (at < 0)
        return undefined;
    const script = lower[at].replace(/^.*[\\/]/, '');
    if (script === 'winrm.vbs')
        return winrm(from.slice(at), lower.slice(at));
    if (script !== 'syncappvpublishingserver.vbs')
        return undefined;
    // (Its words are put after `Sync-AppvPublishingServer` in a PowerShell line: `"n; Remove-Item x"`.)
    const line = from.slice(at + 1).join(' ');
    const problem = 'SyncAppvPublishingServer.vbs runs its words as a PowerShell line';
    return line === '' || line.includes(EXPANDED) ? { problem } : { powershellLine: line, problem };
}
/** wmic's built-in output formats (`/format:csv`, `/format:table:"sortby=Name"`): no stylesheet of the line's. */
const WMIC_FORMATS = new Set(['table', 'list', 'csv', 'hform', 'htable', 'texttable', 'textvaluelist', 'value', 'mof', 'rawxml', 'xml', 'htable-sortby',
    'htable-sortby.xsl', 'texttablewsys', 'wmiclimofformat', 'wmiclitableformat', 'wmiclitableformatnosys', 'wmiclivalueformat', 'wmiclicsvformat', 'textvaluelist.xsl']);
/**
 * wmic's switches that name files (`/output:F`, `/append:F`, `/record:F`, `/node:@F`, `/format:F`),
 * as `//x` (Git Bash) too; undefined where none does. A /format: that is no built-in name is a
 * stylesheet (a file, share or URL) whose script wmic runs: never allowed.
 */
export function wmicSwitches(from) {
    const reads = [];
    const writes = [];
    let problem;
    for (let k = 1; k < from.length; k++) {
        const m = /^\/{1,2}(output|append|record|node|format|translate):(.*)$/is.exec(from[k]);
        if (m === null)
            continue;
        const name = m[1].toLowerCase();
        const value = m[2].replace(/^"(.*)"$/s, '$1');
        if (value === '')
            continue;
        if (name === 'output' || name === 'append') {
            if (!/^(?:stdout|clipboard)$/i.test(value))
                writes.push(value);
        }
        else if (name === 'record')
            writes.push(value);
        else if (name === 'node' && value.startsWith('@'))
            reads.push(value.slice(1));
        else if (name === 'format' && !WMIC_FORMATS.has(value.toLowerCase().replace(/:.*$/s, ''))) {
            problem = `wmic /format: runs the script of the stylesheet ${value.slice(0, 80)}`;
            if (!/^[A-Za-z][A-Za-z0-9+.-]+:\/\//.test(value))
                reads.push(value);
        }
    }
    if (reads.length === 0 && writes.length === 0 && problem === undefined)
        return undefined;
    return { reads, writes, ...(problem === undefined ? {} : { problem }) };
}
//# sourceMappingURL=windows-proxy-runners.js.map