// Types for tr46 6.x (the package ships none). Only what src/rules uses.
declare module 'tr46' {
  export interface Tr46Options {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    transitionalProcessing?: boolean;
    verifyDNSLength?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  /** UTS #46 ToASCII; `null` when the input is rejected (tr46 gives no reason). */
  export function toASCII(domainName: string, options?: Tr46Options): string | null;
  export function toUnicode(domainName: string, options?: Tr46Options): { domain: string; error: boolean };
}
