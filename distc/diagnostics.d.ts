export type Severity = 'error' | 'warning' | 'info';
export interface Diagnostic {
    severity: Severity;
    code: DiagnosticCode;
    message: string;
    /** The file (or MDM map name) the problem is in. */
    file?: string;
    line?: number;
    column?: number;
    /** RFC 6901 pointer to the offending value ("" = the whole document). */
    pointer?: string;
    /** What to do about it. */
    hint?: string;
}
/** Every code we emit, with its default severity and a standing hint. */
export declare const DIAGNOSTIC_CODES: {
    readonly 'json-syntax': {
        readonly severity: "error";
        readonly hint: "The file must be strict JSON (RFC 8259).";
    };
    readonly 'json-comment': {
        readonly severity: "error";
        readonly hint: "Remove the comment: managed settings are strict JSON, not JSONC.";
    };
    readonly 'json-trailing-comma': {
        readonly severity: "error";
        readonly hint: "Remove the comma before the closing bracket.";
    };
    readonly 'json-duplicate-key': {
        readonly severity: "warning";
        readonly hint: "Keep one of the two entries; the last one wins.";
    };
    readonly 'json-bom': {
        readonly severity: "warning";
        readonly hint: "Save the file as UTF-8 without a byte order mark.";
    };
    readonly 'invalid-encoding': {
        readonly severity: "error";
        readonly hint: "Save the file as UTF-8.";
    };
    readonly 'empty-document': {
        readonly severity: "error";
        readonly hint: "An empty file is not a policy; write {} for \"no settings\".";
    };
    readonly 'not-an-object': {
        readonly severity: "error";
        readonly hint: "The top level of managed settings must be a JSON object.";
    };
    readonly 'unknown-key': {
        readonly severity: "warning";
        readonly hint: "Check the spelling against schema/managed-settings.schema.json; unknown keys are ignored.";
    };
    readonly 'misnamed-rule-list': {
        readonly severity: "error";
        readonly hint: "Name the list deny or ask, under permissions.";
    };
    readonly 'invalid-type': {
        readonly severity: "error";
        readonly hint: undefined;
    };
    readonly 'invalid-value': {
        readonly severity: "error";
        readonly hint: undefined;
    };
    readonly 'missing-property': {
        readonly severity: "error";
        readonly hint: undefined;
    };
    readonly 'invalid-matcher': {
        readonly severity: "error";
        readonly hint: "Give each entry exactly one of serverName, serverUrl or serverCommand.";
    };
    readonly 'invalid-regex': {
        readonly severity: "error";
        readonly hint: "Write a JavaScript regular expression without lookaround, backreferences or \\b; it is matched against the whole host or path.";
    };
    readonly 'marketplace-blocked': {
        readonly severity: "warning";
        readonly hint: "Add the marketplace to strictKnownMarketplaces, or remove the entry that needs it.";
    };
    readonly 'invalid-rule': {
        readonly severity: "error";
        readonly hint: "Write Selector or Selector(specifier) with Shell, Bash, PowerShell, Read, Edit, Write or Domain.";
    };
    readonly 'mdm-value-not-json': {
        readonly severity: "error";
        readonly hint: "Each MDM value is decoded as JSON: strings need quotes (\"\\\"auto\\\"\"), booleans are true/false in lower case.";
    };
    readonly 'mdm-path-conflict': {
        readonly severity: "error";
        readonly hint: "Set a key either whole or by its sub-keys, not both.";
    };
    readonly 'file-unreadable': {
        readonly severity: "error";
        readonly hint: undefined;
    };
    readonly 'untrusted-file': {
        readonly severity: "error";
        readonly hint: "The managed file must be a regular file owned by root and not group- or world-writable (chown root; chmod 644).";
    };
    readonly 'restricted-mode': {
        readonly severity: "error";
        readonly hint: "Fix the errors above; until then every permission operation asks, bypass is disabled, only built-in MCP servers run, marketplaces are locked down, remote control is disabled, content capture is locked and the sandbox is enforced with every capability off.";
    };
    readonly 'team-mapping-missing-file': {
        readonly severity: "error";
        readonly hint: "Create the team file under teams/ or remove the mapping.";
    };
    readonly 'team-file-unmapped': {
        readonly severity: "warning";
        readonly hint: "Map the file to a team slug in team-mappings.json or delete it.";
    };
    readonly 'team-key-not-overridable': {
        readonly severity: "warning";
        readonly hint: "Wrap the enterprise value as {\"overridable\": VALUE} to let teams change it; until then the team value is ignored.";
    };
    readonly 'team-key-not-allowed': {
        readonly severity: "warning";
        readonly hint: "Team files may set only the seven overridable keys and the additive keys enabledPlugins and extraKnownMarketplaces.";
    };
    readonly 'team-slug-unmapped': {
        readonly severity: "warning";
        readonly hint: "Check the slug against team-mappings.json; a user in no mapped team gets the enterprise defaults.";
    };
    readonly 'team-conflict': {
        readonly severity: "warning";
        readonly hint: "Make the teams agree on the entry, or set it in the enterprise file; until then the entry is left out.";
    };
    readonly 'team-entry-dropped': {
        readonly severity: "warning";
        readonly hint: "A user in several teams gets only the deny, ask and denied-server entries every one of those teams lists; add the entry to each team file (or to the enterprise file) if it must always apply.";
    };
    readonly 'team-value-ignored': {
        readonly severity: "warning";
        readonly hint: "A team can change only keys the enterprise marks {\"overridable\": VALUE}, and can only add enabledPlugins and extraKnownMarketplaces entries.";
    };
};
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
export declare function diagnostic(code: DiagnosticCode, message: string, where?: Omit<Diagnostic, 'severity' | 'code' | 'message'> & {
    severity?: Severity;
}): Diagnostic;
export declare function hasErrors(diagnostics: readonly Diagnostic[]): boolean;
