// Code a PowerShell pipeline gives Invoke-Expression (`'rm -rf x' | iex`, `echo 'rm -rf x' | iex`,
// `$x = 'rm -rf x'; $x | iex`): iex without a command runs each string it receives as code. Where
// the line shows those strings (piped-text.ts; a variable the line sets to string literals,
// powershell-variables.ts), they are read as lines, as `iex 'rm -rf x'` reads its own, so deny
// rules see what runs. The iex still asks (powershell-native.ts expressionCode): the analysis
// does not tell that nothing else reaches it.
import { resolvedCmdletName } from './powershell-aliases.js';
import { lineValues, variablePartName } from './powershell-variables.js';
import { wordValue } from './words.js';
/** Values of the piped variable read, at most (as powershell-variable-readings.ts). */
const MAX_VALUES = 4;
/** Reads the code pipeline member `node` receives when it is Invoke-Expression without a command. */
export function readPipedCode(a, node, piped, line, depth) {
    for (const code of pipedCode(node, piped, line))
        a.flow.isolated(() => a.line(code, 'powershell', depth + 1));
}
/** The texts `node` runs as code from its input (none when it is not a bare iex, or they are not known). */
function pipedCode(node, piped, line) {
    if (node.type !== 'simple' || node.words.length !== 1)
        return [];
    const name = wordValue(node.words[0]);
    if (name.dynamic || resolvedCmdletName(name.value.replace(/\.$/, '')) !== 'Invoke-Expression')
        return [];
    if (piped.literal)
        return [piped.text];
    // (A variable alone: `$x | iex`.)
    const variable = variablePartName(piped.text.trim());
    const set = variable === undefined ? undefined : lineValues(line, variable);
    if (set?.kind !== 'known' || set.values.length > MAX_VALUES)
        return [];
    return set.values.map((value) => value.join('\n'));
}
//# sourceMappingURL=powershell-piped-code.js.map