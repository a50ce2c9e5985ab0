// A simple command as the analysis reads it (analyze.ts), and as the commands it runs are made
// of its words (runs.ts: wrappers, runners, `find -exec`).
export {};
//# sourceMappingURL=simple.js.map