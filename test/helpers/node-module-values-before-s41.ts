// node-module-values.ts nodeModuleAsValue as it was before session 41 (a regex match per word of
// the code), kept as the reference its scan is compared with.
/** An expression that gives child_process or fs: `require("fs")`, `await import("node:child_process")`, `process.getBuiltinModule("fs")`. */
const MODULE = /(?:\brequire|\bimport|\bprocess\s*\.\s*getBuiltinModule)\s*\(\s*(['"`])(?:node:)?(?:child_process|fs|fs\/promises)\1\s*\)/g;

/** ESM imports binding the module whole: `import cp from "child_process"`, `import * as cp from …`, `import cp, { x } from …`. */
const MODULE_IMPORT = /\bimport\s+(?:\*\s*as\s+)?([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*(['"])(?:node:)?(?:child_process|fs|fs\/promises)\2/g;

/** What comes before a module expression that binds it to a name: `const cp = `, `let cp = await `. */
const BOUND_BEFORE = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?$/;

/** A member read after the module (`.execSync`, `?.writeFileSync`), not `.then(m => …)`, which passes it on. */
const MEMBER_AFTER = /^\s*\??\.\s*(?!then\b|call\b|apply\b|bind\b)[A-Za-z_$]/;

/** A maximal run of identifier characters: a name is used where one is the name. */
const WORD = /[\w$]+/g;
/** Characters before or after a name that make it no use of the binding (a member, a string, a path). */
const NOT_BEFORE_USE = '.\'"`:/';
const NOT_AFTER_USE = '\'"`/';

/** Why the code uses child_process or fs as a value, or undefined when it reads only their members. */
export function nodeModuleAsValueBefore(code: string): string | undefined {
  const names: string[] = [];
  for (const m of code.matchAll(MODULE)) {
    const end = m.index + m[0].length;
    if (MEMBER_AFTER.test(code.slice(end, end + 40))) continue;
    const before = code.slice(Math.max(0, m.index - 60), m.index);
    const bound = BOUND_BEFORE.exec(before);
    if (bound !== null) names.push(bound[1]!);
    // (Destructured: `const { execSync } = require(…)`, its names read as calls.)
    else if (!/\}\s*=\s*(?:await\s+)?$/.test(before)) return `the code given to the interpreter uses ${m[0]} as a value, which reaches its functions unnamed`;
  }
  for (const m of code.matchAll(MODULE_IMPORT)) names.push(m[1]!);
  if (names.length === 0) return undefined;
  // Each use of a bound name as a value, in one pass over the code's words (a regex per name read
  // the whole code once per name: 400 imports took 1.6 ms).
  const boundNames = new Set(names);
  const asValue = new Set<string>();
  for (const t of code.matchAll(WORD)) {
    const name = t[0];
    if (!boundNames.has(name) || asValue.has(name)) continue;
    const end = t.index + name.length;
    // (Not the module's own name in its string: `require("fs")`, `"node:fs"`.)
    if (t.index > 0 && NOT_BEFORE_USE.includes(code[t.index - 1]!)) continue;
    if (end < code.length && NOT_AFTER_USE.includes(code[end]!)) continue;
    const after = code.slice(end, end + 40);
    // (The binding itself: `cp =`, `import cp from`, `* as cp`.)
    if (/^\s*=[^=>]/.test(after) || /^\s*(?:,\s*\{[^}]*\}\s*)?from\b/.test(after) || MEMBER_AFTER.test(after)) continue;
    asValue.add(name);
  }
  for (const name of names) {
    if (asValue.has(name)) return `the code given to the interpreter uses ${name} (child_process or fs) as a value, which reaches its functions unnamed`;
  }
  return undefined;
}
