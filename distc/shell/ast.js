// The shell syntax tree the parsers produce and the analysis reads. Plain data; offsets are
// UTF-16 code units into the command line. Both the bash-family parser (bash-parse.ts) and the
// PowerShell parser (powershell-parse.ts) produce it, so the analysis has one input type.
export {};
//# sourceMappingURL=ast.js.map