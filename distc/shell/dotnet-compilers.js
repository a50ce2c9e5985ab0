// The .NET Framework's compilers (csc, vbc, jsc, ilasm; LOLBAS: "compile attacker code"): their
// sources are Read parts and their output an Edit part, so that written-code.ts sees a program
// compiled from a file the line wrote (`Set-Content a.cs …; csc a.cs; .\a.exe` asks, as gcc's
// does). The output is `/out:F` (ilasm `/output=F`), else any source's name with `.exe`
// (`.dll` for `/t:library` or ilasm's `/dll`, `.netmodule` for `/t:module`). A response file
// (`@F`) holds options not read here, and an analyzer (`/analyzer:`) is code the compiler loads:
// both are problems. Other option values that look like paths are possible paths.
import { possiblePaths } from './possible-paths.js';
/** csc's and vbc's options naming assemblies and modules whose code the output carries or loads. */
const LINKED_CODE = /^[-/](?:r|reference|addmodule|link|l):(.+)$/is;
const isOption = (w) => /^[-/]/.test(w);
/** The extension csc's `/target:` (`/t:`) gives its output; ilasm's `/dll`. */
function outputExtension(program, options) {
    for (const o of options) {
        const t = /^[-/]t(?:arget)?:(\w+)$/i.exec(o)?.[1]?.toLowerCase();
        if (t === 'library')
            return '.dll';
        if (t === 'module')
            return '.netmodule';
        if (program === 'ilasm' && /^[-/]dll$/i.test(o))
            return '.dll';
    }
    return '.exe';
}
/** The output named by an option: csc's `/out:F`, ilasm's `/output=F` (any prefix of three letters or more). */
function namedOutput(program, option) {
    const m = program === 'ilasm' ? /^[-/]out(?:p(?:ut?)?)?[=:](.+)$/is.exec(option) : /^[-/]out:(.+)$/is.exec(option);
    return m?.[1];
}
function dotnetCompilerTouches(words, dynamic, t) {
    const program = words[0].toLowerCase().replace(/\.exe$/, '');
    const options = [];
    let output;
    const sources = [];
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        const d = dynamic[k] === true;
        if (!d && w.startsWith('@'))
            t.problem(`${program} reads options from a response file (${w}), which the analysis does not read`);
        else if (!d && /^[-/]a(?:nalyzer)?:/i.test(w))
            t.problem(`${program} loads an analyzer (${w}), whose code runs`);
        else if (!d && isOption(w)) {
            const named = namedOutput(program, w);
            if (named !== undefined)
                output = { path: named, dynamic: false };
            else
                options.push(w);
            // (Assemblies and modules it links or loads at run time hold code too: `/r:b.dll`, `/r:A=b.dll,c.dll`.)
            const linked = LINKED_CODE.exec(w)?.[1];
            if (linked !== undefined)
                for (const f of linked.split(/[,;]/))
                    if (f !== '')
                        t.read(f.replace(/^[^=]*=/, ''), false);
        }
        else {
            t.read(w, d);
            sources.push({ path: w, dynamic: d });
        }
    }
    if (output !== undefined)
        t.edit(output.path, output.dynamic);
    else {
        // (Written in the working directory: a source's name, its extension replaced; csc names an
        // exe after the source with Main, so every source's name may be the output.)
        const extension = outputExtension(program, options);
        for (const source of sources) {
            const base = source.path.slice(Math.max(source.path.lastIndexOf('/'), source.path.lastIndexOf('\\')) + 1);
            if (source.dynamic)
                t.edit(source.path, true);
            else
                t.edit(base.replace(/\.[^.]*$/, '') + extension, false);
        }
    }
    // (Other values that look like paths: `/reference:`, `/resource:`, `/keyfile:`, `/doc:`, `/pdb:`.)
    possiblePaths([program, ...options], options.map(() => false).concat(false), 'powershell', t);
}
/** The compilers read here, with their reader (file-arguments.ts). */
export const DOTNET_COMPILERS = ['csc', 'vbc', 'jsc', 'ilasm'].map((n) => [n, dotnetCompilerTouches]);
//# sourceMappingURL=dotnet-compilers.js.map