import type { ResolvedSource } from '../compose/resolved.js';
export declare const SUBJECT_OPS: readonly ["mcp", "marketplace", "plugin", "remote-control", "bypass"];
export type SubjectOp = (typeof SUBJECT_OPS)[number];
export interface SubjectRequest {
    readonly op: SubjectOp;
    readonly value: Readonly<Record<string, unknown>>;
    readonly id?: unknown;
}
/** Checks the members of a subject request; the engines check the values themselves. */
export declare function readSubjectRequest(op: SubjectOp, v: Record<string, unknown>): SubjectRequest | {
    error: string;
};
/** An engine for one kind of subject request: compiled once, then asked per request. */
export type SubjectAnswerer = (request: SubjectRequest) => Record<string, unknown>;
export interface SubjectEngines {
    answer(request: SubjectRequest): Record<string, unknown>;
}
/** Builds each engine on first use. */
export declare function subjectEngines(sources: readonly ResolvedSource[]): SubjectEngines;
