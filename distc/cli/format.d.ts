import { type Diagnostic } from '../diagnostics.js';
export declare const FORMATS: readonly ["text", "json", "sarif", "github"];
export type Format = (typeof FORMATS)[number];
export declare function formatDiagnostics(diagnostics: readonly Diagnostic[], format: Format, version: string): string;
export declare function formatText(diagnostics: readonly Diagnostic[]): string;
export declare function summary(diagnostics: readonly Diagnostic[], files: number): string;
