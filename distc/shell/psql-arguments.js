// The arguments of psql's meta-commands (`\c DB USER HOST`, `\echo …`) as psql's lexer
// (psqlscanslash.l) reads them, for sql-clients.ts.
/**
 * A meta-command's arguments as psql's lexer reads them (`\c`'s): a word ends at a blank outside
 * quotes, and quotes may open anywhere in it (`"evil".com`, `evi""l.com`, `'evil'.com` are all
 * evil.com); `''` and `""` inside quotes are a quote. psql substitutes an unquoted `:name`
 * (`:'name'`, `:"name"`, `:{?name}`) and runs a backtick command: such a word is unknown.
 */
export function psqlArguments(rest) {
    const args = [];
    let i = 0;
    for (;;) {
        while (i < rest.length && /\s/.test(rest[i]))
            i++;
        if (i >= rest.length)
            return args;
        const start = i;
        let value = '';
        while (i < rest.length && !/\s/.test(rest[i])) {
            const c = rest[i];
            if (c === "'" || c === '"' || c === '`') {
                let text = '';
                let j = i + 1;
                for (; j < rest.length; j++) {
                    if (rest[j] !== c)
                        text += rest[j];
                    else if (c !== '`' && rest[j + 1] === c)
                        text += rest[++j];
                    else
                        break;
                }
                // (An open quote, or a backtick command's output: not known.)
                value = j >= rest.length || c === '`' || value === undefined ? undefined : value + text;
                i = j + 1;
            }
            else if (c === ':' && /[A-Za-z0-9_'"{]/.test(rest[i + 1] ?? '')) {
                value = undefined;
                i++;
            }
            else {
                if (value !== undefined)
                    value += c;
                i++;
            }
        }
        args.push({ raw: rest.slice(start, i), value });
    }
}
/** The shell commands of a meta-command's unquoted backticks (psql runs each, to take its output as an argument). */
export function psqlBacktickCommands(rest) {
    const commands = [];
    for (let i = 0; i < rest.length; i++) {
        const c = rest[i];
        if (c !== "'" && c !== '"' && c !== '`')
            continue;
        let j = rest.indexOf(c, i + 1);
        if (j < 0)
            j = rest.length;
        if (c === '`')
            commands.push(rest.slice(i + 1, j));
        i = j;
    }
    return commands;
}
//# sourceMappingURL=psql-arguments.js.map