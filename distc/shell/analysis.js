// What the shell analysis (analyze.ts) finds in a line: the parts decide.ts checks, and why the
// analysis is incomplete.
export {};
//# sourceMappingURL=analysis.js.map