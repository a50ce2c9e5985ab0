import { type AllowIndexes } from '../compile/compile.js';
import { type PathIndex } from '../paths/path-index.js';
import { PathView } from '../paths/path-view.js';
import type { Part } from '../policy/types.js';
import type { RuleKind } from '../rules/types.js';
import type { SubjectScope } from '../shell/subject.js';
import type { Outcome } from './outcome.js';
/** A part's reason where no source declares an allow list: this, its type, its text quoted, NOT_ALLOWED. */
export declare const NO_ALLOW_LIST = "no managed source declares an allow list, so ";
export declare const NOT_ALLOWED = " is not allowed";
/** The checks every part gets after its own restrict match; returns whether allow rules still matter. */
export declare function afterRestrict(o: Outcome, kind: RuleKind, p: Part, scope: SubjectScope, notAllowable: string | undefined): boolean;
/**
 * `record[kind]` by named loads: a keyed load that sees several names (read and edit decisions
 * alike) goes megamorphic, a generic stub call each time.
 */
export declare function ofKind<T>(record: Readonly<Record<RuleKind, T>>, kind: RuleKind): T;
/** The allow result of one declaring source: the lowest allowing rule id, or -1. */
export declare function allowResult(o: Outcome, a: AllowIndexes, p: Part, kind: RuleKind, lowest: number): void;
/** (Indexed loops: `for...of` over the frozen id lists measured slower here.) */
export declare function restrictRules(o: Outcome, ids: readonly number[], p: Part): void;
/**
 * A Read or Edit part: the path, and with a `resolveSymlink` hook its target too, and the path the
 * kernel opens when a link comes before a `..` (`link/../x`, `/proc/self/root/../x`).
 */
export declare function checkPath(o: Outcome, kind: 'read' | 'edit', text: string, p: Part, scope: SubjectScope, top?: boolean): void;
/** Spellings of one path followed one after another at most. */
export declare const MAX_ALIAS_CHAIN = 4;
/**
 * An Edit operation of a file whose text says where later commands connect (`~/.curlrc`, `.npmrc`,
 * `.git/config`, `/etc/hosts`, a shell's startup file: traffic-settings-files.ts) may send later
 * traffic to any host, as the shell's writes of one do: an unknown host, which asks where Domain
 * deny or ask rules exist (beyond semantics 4.2, which decides an Edit by its path rules alone).
 */
export declare function checkTrafficEdit(o: Outcome, normalized: string, p: Part): void;
/**
 * A disk device (`/dev/sda`, `/dev/mapper/root`; src/paths/host-disk.ts) holds the bytes of every
 * file: reading or writing it reads or writes everything below `/`, as `grep -r x /` does, so a
 * deny or ask rule of its kind there asks (the files it reaches are not known, so none denies).
 */
export declare function checkDiskDevice(o: Outcome, kind: 'read' | 'edit', index: PathIndex, text: string, p: Part): void;
/** The automounted server of a path's view on darwin and linux (`/net/HOST/…`): a Domain part for deny and ask rules. */
export declare function checkAutomount(o: Outcome, v: PathView, p: Part): void;
export declare function checkUrl(o: Outcome, url: string, p: Part, scope?: SubjectScope, dynamic?: boolean): void;
