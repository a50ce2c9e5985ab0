// The script file Start-Job, Start-ThreadJob and Invoke-Command run, read as `& FILE` is. Named
// by -FilePath (Invoke-Command's alias -PSPath), by Start-Job's -LiteralPath (aliases -PSPath,
// -LP), or by position: without a script block, a positional word is the script file
// (`Start-Job C:\x.ps1`, `Invoke-Command HOST C:\x.ps1` after the computer name), so one from an
// expansion may name any script. Only -FilePath was read: `Start-Job -LiteralPath C:\Secrets\x.ps1`
// and `Start-Job C:\Secrets\x.ps1` were allowed beside a Read deny on C:\Secrets. Start-Job
// -DefinitionName runs a stored scheduled job: never allowed.
/** A parameter's name without its dash and `:VALUE`, in lower case; undefined for no parameter. */
function parameterName(word) {
    const m = /^[-\u2013\u2014\u2015]([a-z][a-z0-9]*)(?::|$)/i.exec(word);
    return m === null ? undefined : m[1].toLowerCase();
}
/** A parameter naming the script file: -FilePath, -PSPath, -LiteralPath, -LP, or a prefix PowerShell takes. */
function namesScriptFile(name) {
    return 'filepath'.startsWith(name) || 'literalpath'.startsWith(name) || name === 'lp' || (name.length >= 3 && 'pspath'.startsWith(name));
}
/** -ScriptBlock (Invoke-Command's alias -Command): the code is given, no file is run. */
function namesScriptBlock(name) {
    return 'scriptblock'.startsWith(name) || (name.length >= 4 && 'command'.startsWith(name));
}
const COMMON_VALUES = 'erroraction ea warningaction wa informationaction infa progressaction proga errorvariable ev warningvariable wv '
    + 'informationvariable iv outvariable ov outbuffer ob pipelinevariable pv';
const SESSION_VALUES = 'computername cn hostname connectionuri uri cu session credential port configurationname applicationname sessionoption '
    + 'authentication certificatethumbprint vmid vmguid vmname containerid username user keyfilepath identityfilepath subsystem connectingtimeout '
    + 'sshconnection options throttlelimit sessionname jobname';
/** The parameters that take a value (a word after them is theirs, not a position's), by cmdlet. */
const VALUES = new Map([
    ['Start-Job', `name credential argumentlist args initializationscript inputobject psversion type definitionname definitionpath workingdirectory authentication ${COMMON_VALUES}`],
    ['Start-ThreadJob', `name argumentlist initializationscript inputobject throttlelimit streaminghost ${COMMON_VALUES}`],
    ['Invoke-Command', `argumentlist args inputobject ${SESSION_VALUES} ${COMMON_VALUES}`],
].map(([k, v]) => [k, v.split(' ')]));
/** Whether `name` (a parameter as written, maybe a prefix) takes a value; a switch or an unknown parameter takes none, so the word after it is still read. */
function takesValue(values, name) {
    return values.some((v) => v.startsWith(name));
}
/** The script file a job or remote command runs: files read, or a problem when an expansion may name it. */
export function jobScript(name, words, dynamic) {
    const values = VALUES.get(name);
    if (values === undefined)
        return undefined;
    const positional = [];
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        const p = dynamic[k] ? undefined : parameterName(w);
        if (p === undefined) {
            positional.push(k);
            continue;
        }
        const attached = w.includes(':');
        const at = attached ? k : k + 1;
        if (namesScriptFile(p)) {
            const file = attached ? w.slice(w.indexOf(':') + 1) : words[at];
            if (file === undefined || dynamic[at])
                return { problem: `the script file ${name} runs is named by an expansion` };
            return { reads: [file] };
        }
        if (namesScriptBlock(p))
            return undefined;
        // (Start-Job -DefinitionName runs a scheduled job's stored definition, code this line does not show.)
        if (name === 'Start-Job' && p.length >= 4 && ('definitionname'.startsWith(p) || 'definitionpath'.startsWith(p))) {
            return { problem: 'Start-Job runs a scheduled job definition stored earlier, code this line does not show' };
        }
        if (!attached && takesValue(values, p))
            k++;
    }
    // (A script block in a position is the code run; otherwise a positional word is the file.)
    if (positional.some((k) => words[k].startsWith('{')))
        return undefined;
    if (positional.length === 0)
        return undefined;
    // (Deny rules still see the literal words beside one from an expansion.)
    const reads = positional.filter((k) => !dynamic[k]).map((k) => words[k]);
    if (reads.length < positional.length)
        return { reads, problem: `the script file ${name} runs may be named by an expansion` };
    // (Start-Job's first position is also -DefinitionName: a word no path may be a stored job's name.)
    if (name === 'Start-Job' && !/[\\/.]/.test(reads[0]))
        return { reads, problem: `Start-Job ${reads[0]} may run a scheduled job definition stored earlier, code this line does not show` };
    return { reads };
}
//# sourceMappingURL=powershell-job-scripts.js.map