// when-changed runs a command whenever a file changes, in two forms: `when-changed [-vr1sq] FILE
// CMD…` and `when-changed [-vr1sq] FILE… -c CMD…` (the words after the first `-c`); either way
// the words joined, by a shell. Read by its own scanner because the second form has any number of
// files before `-c`, which a grammar would read as the command.
export function scanWhenChanged(words, dynamic) {
    const options = [];
    let i = 1;
    for (; i < words.length && !dynamic[i] && /^-[vr1sq]+$/.test(words[i]); i++)
        options.push(words[i]);
    const c = words.indexOf('-c', i);
    const inner = c >= 0 ? c + 1 : i + 1;
    // (An expansion may be `-c`, or hold it.)
    const problem = dynamic.slice(i).some(Boolean) ? 'an argument of when-changed comes from an expansion' : undefined;
    return { inner: inner < words.length ? inner : undefined, assignments: [], options, values: [], startsShell: false, problem };
}
//# sourceMappingURL=watch-runners.js.map