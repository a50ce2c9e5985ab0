import type { DecisionContext, Operation } from '../policy/types.js';
import { type SubjectRequest } from './subject-requests.js';
import { readContext } from '../policy/context-input.js';
export { readContext };
export declare const OPS: readonly ["shell", "read", "edit", "fetch"];
export type Request = {
    operation: Operation;
    context: DecisionContext | undefined;
    id?: unknown;
};
export declare function readRequest(v: unknown): Request | {
    subject: SubjectRequest;
} | {
    error: string;
};
/** The request's context over the default one (members of the request win). */
export declare function mergeContext(base: DecisionContext, own: DecisionContext | undefined): DecisionContext;
