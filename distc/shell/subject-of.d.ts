import type { Simple } from './runs.js';
import type { CommandSubject, MayRun, SubjectScope } from './subject.js';
export declare function subjectOf(c: Simple, source: string, scope: SubjectScope, exactAllowOnly: boolean, inert?: boolean, mayRun?: MayRun | undefined): CommandSubject;
