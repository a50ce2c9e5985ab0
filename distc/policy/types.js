// The engine's plain types: operations in, decisions out. The decision is an ordered enum
// (Codex execpolicy style): a stricter decision always wins when parts are combined.
/** Ordered from least to most restrictive; combining parts keeps the maximum. */
export const DECISIONS = ['unmanaged', 'allow', 'ask', 'deny'];
export const REASON_CODES = [
    /** A deny rule matched a part. */
    'deny-rule',
    /** An ask rule matched a part. */
    'ask-rule',
    /** A source could not be read at all: every permission operation asks. */
    'restricted-mode',
    /** A source has an unreadable deny or ask rule of this kind: every operation of the kind asks. */
    'unreadable-rule',
    /** The command could not be fully understood, so it can never be allowed. */
    'incomplete-analysis',
    /** A source that declares an allow list has no allow rule for a part. */
    'no-allow-in-source',
    /** A part cannot be allowed whatever the rules say (userinfo in a URL, an 8.3 short name...). */
    'not-allowable',
    /** Every part is allowed by every source that declares an allow list. */
    'allow-rule',
    /** Managed rules exist, nothing decided: the managed default is to ask. */
    'default-ask',
    /** No managed permission rules at all: the client's ordinary permission flow applies. */
    'no-managed-rules',
];
//# sourceMappingURL=types.js.map