// Diagnostics: the one shape every stage reports problems in.
// Lines and columns are 1-based; columns count UTF-16 code units (JavaScript string
// indices), which is also SARIF's default column kind.
/** Every code we emit, with its default severity and a standing hint. */
export const DIAGNOSTIC_CODES = {
    'json-syntax': { severity: 'error', hint: 'The file must be strict JSON (RFC 8259).' },
    'json-comment': { severity: 'error', hint: 'Remove the comment: managed settings are strict JSON, not JSONC.' },
    'json-trailing-comma': { severity: 'error', hint: 'Remove the comma before the closing bracket.' },
    'json-duplicate-key': { severity: 'warning', hint: 'Keep one of the two entries; the last one wins.' },
    'json-bom': { severity: 'warning', hint: 'Save the file as UTF-8 without a byte order mark.' },
    'invalid-encoding': { severity: 'error', hint: 'Save the file as UTF-8.' },
    'empty-document': { severity: 'error', hint: 'An empty file is not a policy; write {} for "no settings".' },
    'not-an-object': { severity: 'error', hint: 'The top level of managed settings must be a JSON object.' },
    'unknown-key': { severity: 'warning', hint: 'Check the spelling against schema/managed-settings.schema.json; unknown keys are ignored.' },
    'misnamed-rule-list': { severity: 'error', hint: 'Name the list deny or ask, under permissions.' },
    'invalid-type': { severity: 'error', hint: undefined },
    'invalid-value': { severity: 'error', hint: undefined },
    'missing-property': { severity: 'error', hint: undefined },
    'invalid-matcher': { severity: 'error', hint: 'Give each entry exactly one of serverName, serverUrl or serverCommand.' },
    'invalid-regex': { severity: 'error', hint: 'Write a JavaScript regular expression without lookaround, backreferences or \\b; it is matched against the whole host or path.' },
    'marketplace-blocked': { severity: 'warning', hint: 'Add the marketplace to strictKnownMarketplaces, or remove the entry that needs it.' },
    'invalid-rule': { severity: 'error', hint: 'Write Selector or Selector(specifier) with Shell, Bash, PowerShell, Read, Edit, Write or Domain.' },
    'mdm-value-not-json': { severity: 'error', hint: 'Each MDM value is decoded as JSON: strings need quotes ("\\"auto\\""), booleans are true/false in lower case.' },
    'mdm-path-conflict': { severity: 'error', hint: 'Set a key either whole or by its sub-keys, not both.' },
    'file-unreadable': { severity: 'error', hint: undefined },
    'untrusted-file': { severity: 'error', hint: 'The managed file must be a regular file owned by root and not group- or world-writable (chown root; chmod 644).' },
    'restricted-mode': { severity: 'error', hint: 'Fix the errors above; until then every permission operation asks, bypass is disabled, only built-in MCP servers run, marketplaces are locked down, remote control is disabled, content capture is locked and the sandbox is enforced with every capability off.' },
    'team-mapping-missing-file': { severity: 'error', hint: 'Create the team file under teams/ or remove the mapping.' },
    'team-file-unmapped': { severity: 'warning', hint: 'Map the file to a team slug in team-mappings.json or delete it.' },
    'team-key-not-overridable': { severity: 'warning', hint: 'Wrap the enterprise value as {"overridable": VALUE} to let teams change it; until then the team value is ignored.' },
    'team-key-not-allowed': { severity: 'warning', hint: 'Team files may set only the seven overridable keys and the additive keys enabledPlugins and extraKnownMarketplaces.' },
    'team-slug-unmapped': { severity: 'warning', hint: 'Check the slug against team-mappings.json; a user in no mapped team gets the enterprise defaults.' },
    'team-conflict': { severity: 'warning', hint: 'Make the teams agree on the entry, or set it in the enterprise file; until then the entry is left out.' },
    'team-entry-dropped': { severity: 'warning', hint: 'A user in several teams gets only the deny, ask and denied-server entries every one of those teams lists; add the entry to each team file (or to the enterprise file) if it must always apply.' },
    'team-value-ignored': { severity: 'warning', hint: 'A team can change only keys the enterprise marks {"overridable": VALUE}, and can only add enabledPlugins and extraKnownMarketplaces entries.' },
};
export function diagnostic(code, message, where = {}) {
    const { severity, hint, ...rest } = where;
    const d = { severity: severity ?? DIAGNOSTIC_CODES[code].severity, code, message, ...rest };
    const h = hint ?? DIAGNOSTIC_CODES[code].hint;
    if (h !== undefined)
        d.hint = h;
    return d;
}
export function hasErrors(diagnostics) {
    return diagnostics.some((d) => d.severity === 'error');
}
//# sourceMappingURL=diagnostics.js.map