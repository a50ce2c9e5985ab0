// Maven's exec plugin runs a program its properties name: `mvn exec:exec -Dexec.executable=rm
// -Dexec.args="-rf x"` (a red-team review; it ran `rm -rf x` unseen beside `Shell(*)`). The
// properties are read wherever they are given, whatever the goals (an execution the pom binds
// reads them too): the program and its arguments as a command line. (`exec:java` runs a class in
// the JVM: not a command. An executable configured in the pom is not read, as npm's scripts.)
import { quoted } from './tmux-arguments.js';
const DEFINE = '--define';
/** A `-D` word's property (`-Dk=v`, `-D k=v`, `--define k=v`, `--define=k=v`), the index of the last word it took. */
function definition(words, i) {
    const w = words[i];
    if (w === '-D' || w === DEFINE)
        return i + 1 < words.length ? { text: words[i + 1], end: i + 1 } : undefined;
    if (w.startsWith('-D'))
        return { text: w.slice(2), end: i };
    if (w.startsWith(`${DEFINE}=`))
        return { text: w.slice(DEFINE.length + 1), end: i };
    return undefined;
}
/**
 * Whether a word from an expansion may define an exec property (`-Dexec.executable=$X`, `-D$K=rm`,
 * `$MVN_ARGS`). (The words an expansion inside another word may split into follow that word, as
 * for svn's options: not read as options, so `-Drevision=$V` stays allowed.)
 */
function mayDefineExec(word, afterDefine, afterExpansion) {
    if (afterDefine)
        return true;
    if (afterExpansion)
        return false;
    if (word.startsWith('-D') || word.startsWith(DEFINE)) {
        const name = word.slice(0, word.indexOf('=') >>> 0);
        return name.includes('exec.') || /[$`]/.test(name);
    }
    return !word.startsWith('-');
}
/**
 * The words of `exec.args` as the exec plugin splits them (plexus translateCommandline): on
 * blanks, with single or double quotes around a part; undefined when a quote is not closed.
 */
export function mavenExecArguments(text) {
    const out = [];
    let word = '';
    let inWord = false;
    let quote = '';
    for (const c of text) {
        if (quote !== '') {
            if (c === quote)
                quote = '';
            else
                word += c;
        }
        else if (c === '"' || c === "'") {
            quote = c;
            inWord = true;
        }
        else if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
            if (inWord)
                out.push(word);
            word = '';
            inWord = false;
        }
        else {
            word += c;
            inWord = true;
        }
    }
    if (quote !== '')
        return undefined;
    if (inWord)
        out.push(word);
    return out;
}
/** mvn: `-Dexec.executable=PROG` with `-Dexec.args=ARGS` runs PROG ARGS (the last definition of each wins, as Maven sets them in order). */
export function mavenTouches(words, dynamic, t) {
    let executable;
    let args = '';
    for (let i = 1; i < words.length; i++) {
        if (dynamic[i]) {
            const afterDefine = (words[i - 1] === '-D' || words[i - 1] === DEFINE) && !dynamic[i - 1];
            if (mayDefineExec(words[i], afterDefine, dynamic[i - 1] === true))
                t.problem('an argument of mvn comes from an expansion: it may define exec.executable, a program the exec plugin runs');
            continue;
        }
        const d = definition(words, i);
        if (d === undefined)
            continue;
        if (dynamic[d.end])
            continue;
        i = d.end;
        const eq = d.text.indexOf('=');
        const name = eq < 0 ? d.text : d.text.slice(0, eq);
        const value = eq < 0 ? 'true' : d.text.slice(eq + 1);
        if (name === 'exec.executable')
            executable = value;
        else if (name === 'exec.args')
            args = value;
    }
    if (executable === undefined)
        return;
    const argWords = mavenExecArguments(args);
    if (argWords === undefined) {
        t.problem('the exec.args of mvn has a quote not closed: its words are not read');
        return;
    }
    t.run([executable, ...argWords].map(quoted).join(' '), false);
}
//# sourceMappingURL=maven-exec.js.map