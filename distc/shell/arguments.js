// Arguments that name URLs and files, for commands whose meaning we know: URL arguments of network
// tools are Domain operations (semantics 4.1), parts of the command that must be allowed like any
// other part (network-arguments.ts reads them); file arguments are file-arguments.ts.
export { derivedPaths } from './file-arguments.js';
//# sourceMappingURL=arguments.js.map