/** The network modules (any of them named in a statement that imports). */
export declare const PYTHON_NETWORK_MODULE_NAMES: string;
export declare function importsNetworkModule(code: string): boolean;
