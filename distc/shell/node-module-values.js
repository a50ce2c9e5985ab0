// node code that takes child_process or fs as a value (inline-code.ts reads their calls by the
// function's name): `Object.values(require("child_process"))[0]("rm x")`, `for (k in cp)`,
// `Object.assign(globalThis, cp)`, `with (cp)`, `f(cp)` reach the functions unnamed. The module
// must be used only as `MODULE.name` (or destructured), directly or through a name bound to it.
/** An expression that gives child_process or fs: `require("fs")`, `await import("node:child_process")`, `process.getBuiltinModule("fs")`. */
const MODULE = /(?:\brequire|\bimport|\bprocess\s*\.\s*getBuiltinModule)\s*\(\s*(['"`])(?:node:)?(?:child_process|fs|fs\/promises)\1\s*\)/g;
/** ESM imports binding the module whole: `import cp from "child_process"`, `import * as cp from …`, `import cp, { x } from …`. */
const MODULE_IMPORT = /\bimport\s+(?:\*\s*as\s+)?([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*(['"])(?:node:)?(?:child_process|fs|fs\/promises)\2/g;
/** What comes before a module expression that binds it to a name: `const cp = `, `let cp = await `. */
const BOUND_BEFORE = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?$/;
/** A member read after the module (`.execSync`, `?.writeFileSync`), not `.then(m => …)`, which passes it on. */
const MEMBER_AFTER = /^\s*\??\.\s*(?!then\b|call\b|apply\b|bind\b)[A-Za-z_$]/;
/** A character of a maximal run of identifier characters (`[\w$]`): a name is used where one is the name. */
function isWordCode(c) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36;
}
/** Characters before or after a name that make it no use of the binding (a member, a string, a path). */
const NOT_BEFORE_USE = '.\'"`:/';
const NOT_AFTER_USE = '\'"`/';
/** Why the code uses child_process or fs as a value, or undefined when it reads only their members. */
export function nodeModuleAsValue(code) {
    const names = [];
    for (const m of code.matchAll(MODULE)) {
        const end = m.index + m[0].length;
        if (MEMBER_AFTER.test(code.slice(end, end + 40)))
            continue;
        const before = code.slice(Math.max(0, m.index - 60), m.index);
        const bound = BOUND_BEFORE.exec(before);
        if (bound !== null)
            names.push(bound[1]);
        // (Destructured: `const { execSync } = require(…)`, its names read as calls.)
        else if (!/\}\s*=\s*(?:await\s+)?$/.test(before))
            return `the code given to the interpreter uses ${m[0]} as a value, which reaches its functions unnamed`;
    }
    for (const m of code.matchAll(MODULE_IMPORT))
        names.push(m[1]);
    if (names.length === 0)
        return undefined;
    // Each use of a bound name as a value, in one pass over the code's words (a regex per name read
    // the whole code once per name: 400 imports took 1.6 ms).
    const boundNames = new Set(names);
    // (A word is made a string only when a bound name is that long: a match object per word of
    // 400 imports was a fifth of the decision.)
    const lengths = new Set(names.map((n) => n.length));
    const asValue = new Set();
    for (let start = 0; start < code.length;) {
        if (!isWordCode(code.charCodeAt(start))) {
            start++;
            continue;
        }
        let end = start + 1;
        while (end < code.length && isWordCode(code.charCodeAt(end)))
            end++;
        const at = start;
        start = end;
        if (!lengths.has(end - at))
            continue;
        const name = code.slice(at, end);
        if (!boundNames.has(name) || asValue.has(name))
            continue;
        // (Not the module's own name in its string: `require("fs")`, `"node:fs"`.)
        if (at > 0 && NOT_BEFORE_USE.includes(code[at - 1]))
            continue;
        if (end < code.length && NOT_AFTER_USE.includes(code[end]))
            continue;
        const after = code.slice(end, end + 40);
        // (The binding itself: `cp =`, `import cp from`, `* as cp`.)
        if (/^\s*=[^=>]/.test(after) || /^\s*(?:,\s*\{[^}]*\}\s*)?from\b/.test(after) || MEMBER_AFTER.test(after))
            continue;
        asValue.add(name);
    }
    for (const name of names) {
        if (asValue.has(name))
            return `the code given to the interpreter uses ${name} (child_process or fs) as a value, which reaches its functions unnamed`;
    }
    return undefined;
}
//# sourceMappingURL=node-module-values.js.map