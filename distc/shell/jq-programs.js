// The files jq's and yq's programs open beyond their operands, which the file table
// (file-commands.ts) does not see: jq's `import "M" as x;` and `include "M";` load modules (and
// JSON data: `import "M" as $x;`) from a search path the program itself may name (`{search:
// "/etc"}`), and `modulemeta` loads the module its input names; mikefarah's yq has `load("F")`,
// `load_str`, `load_xml`, `load_props`, `load_base64`, and `-s`/`--split-exp EXPR` writes a file
// for each document, named by its expression. A program from a file (`-f`, `--from-file`) may do
// any of these, as awk's and sed's may. Each is a problem: which file is opened is not known.
/** jq's module directives and builtin (gojq, jaq and python's yq, xq, tomlq run jq programs too). */
const JQ_MODULES = /\b(?:import|include)\s*"|\bmodulemeta\b/;
/** mikefarah's yq operators that read a file. */
const YQ_LOADS = /\bload(?:_str|_xml|_props|_base64)?\s*\(/;
/**
 * The first letter of a short-option cluster that takes a value (the rest of the cluster is the
 * value: yq's `-ojson` is no `-s`), or '' when none does. jq's are `-f` and `-L`; yq's, both
 * tools', also mikefarah's `-o`, `-p`, `-I` and `-s`.
 */
function valueLetter(w, letters) {
    if (w.length < 2 || w[0] !== '-' || w[1] === '-')
        return '';
    for (let k = 1; k < w.length; k++)
        if (letters.includes(w[k]))
            return w[k];
    return '';
}
function programTouches(words, dynamic, t, yq) {
    const tool = words[0] ?? 'jq';
    let ended = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        // (A program from an expansion is an operand the file table keeps as unknown.)
        if (dynamic[i])
            continue;
        const letter = ended ? '' : valueLetter(w, yq ? 'fLopIs' : 'fL');
        if (!ended && w === '--')
            ended = true;
        else if (letter === 'f' || (!ended && /^--from-file(?:=|$)/.test(w)))
            t.problem(`${tool} runs a program from a file, which is not analyzed (it may load modules or files)`);
        else if (letter === 's' || (!ended && yq && /^--split-exp(?:=|$)/.test(w)))
            t.problem(`${tool} ${w.slice(0, 20)} may write a file for each document, named by its expression`);
        else if (JQ_MODULES.test(w))
            t.problem(`${tool}'s program loads a module or data file (import, include, modulemeta) from a search path it may name`);
        else if (yq && YQ_LOADS.test(w))
            t.problem(`${tool}'s program loads a file (load, load_str, load_xml, load_props, load_base64)`);
    }
}
export function jqProgramTouches(words, dynamic, t) {
    programTouches(words, dynamic, t, false);
}
export function yqProgramTouches(words, dynamic, t) {
    programTouches(words, dynamic, t, true);
}
/** The readers by command name (option-command-lines.ts adds them to whatever else reads the command). */
export const JQ_PROGRAM_READERS = [
    ['jq', jqProgramTouches], ['gojq', jqProgramTouches], ['jaq', jqProgramTouches],
    ['yq', yqProgramTouches], ['xq', yqProgramTouches], ['tomlq', yqProgramTouches],
];
//# sourceMappingURL=jq-programs.js.map