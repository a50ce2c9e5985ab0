/**
 * The only accepted value, "disable", prevents users from enabling bypass mode (--yolo, --allow-all, --allow-all-tools, --allow-all-paths, --allow-all-urls, /yolo, /allow-all).
 */
export type DisableBypassPermissionsMode = "disable";
/**
 * A permission rule: Selector or Selector(specifier) with selector Shell, Bash, PowerShell, Read, Edit, Write or Domain, e.g. "Shell(rm -rf *)", "Read(~/.ssh/**)", "Domain(*.example.com)". The grammar is checked by the policy engine, not by this schema.
 */
export type PermissionRule = string;
/**
 * A list of permission rules. Order and duplicates do not matter.
 */
export type PermissionRuleList = PermissionRule[];
/**
 * A model selection: "auto" selects a model automatically for new sessions; any other value names a specific model and version.
 */
export type Model = string;
/**
 * Source of an additional marketplace, discriminated by source: github, git or directory.
 */
export type ExtraMarketplaceSource = GitHubMarketplaceSource | GitMarketplaceSource | DirectoryMarketplaceSource;
/**
 * A marketplace source or source pattern, discriminated by source: github, git, url, npm, file, directory, hostPattern or pathPattern.
 */
export type MarketplaceSource = GitHubMarketplaceSource | GitMarketplaceSource | UrlMarketplaceSource | NpmMarketplaceSource | FileMarketplaceSource | DirectoryMarketplaceSource | HostPatternMarketplaceSource | PathPatternMarketplaceSource;
/**
 * The marketplaces plugins may be installed from. An empty array is a complete lockdown.
 */
export type StrictKnownMarketplaces = MarketplaceSource[];
/**
 * disabled: no remote control of sessions on this device; requireSSO: only clients SSO-authorized for a listed organization; enabled: unrestricted.
 */
export type RemoteControlMode = "disabled" | "requireSSO" | "enabled";
/**
 * Organization logins.
 *
 * Items: Organization login.
 */
export type OrganizationList = string[];
/**
 * A tool-server matcher with exactly one of serverName, serverUrl or serverCommand.
 */
export type McpMatcher = McpServerNameMatcher | McpServerUrlMatcher | McpServerCommandMatcher;
/**
 * A list of tool-server matchers.
 */
export type McpMatcherList = McpMatcher[];
/**
 * Filesystem paths (should be absolute), compared by exact string.
 *
 * Items: A filesystem path.
 */
export type SandboxPathList = string[];
/**
 * Host names or IP addresses.
 *
 * Items: A host name, IP address or host pattern.
 */
export type HostList = string[];
/**
 * Enterprise managed settings document (managed-settings.json) for AI coding-assistant clients. Every key is optional; a key that is present constrains the clients, an absent key leaves the client's ordinary behaviour. Keys marked overridable accept the team override wrapper {"overridable": VALUE}.
 */
export interface ManagedSettings {
    /**
     * Permission rules (deny, ask, allow) and the bypass-mode switch.
     */
    permissions?: Permissions;
    /**
     * Default model for new conversations: "auto" or a specific model id. Users can still pick another model per conversation. Overridable by teams.
     */
    model?: Model | OverridableModel;
    /**
     * Required plugin states by PLUGIN-NAME@MARKETPLACE-NAME key: true requires the plugin enabled, false requires it disabled. Team files may add entries.
     */
    enabledPlugins?: EnabledPlugins;
    /**
     * Additional plugin marketplaces by name. Team files may add entries.
     */
    extraKnownMarketplaces?: ExtraKnownMarketplaces;
    /**
     * Restricts plugin installation to marketplaces matching one of these sources. An empty array is a complete lockdown; an absent key is no restriction.
     */
    strictKnownMarketplaces?: StrictKnownMarketplaces;
    /**
     * OpenTelemetry export settings (command-line and editor clients).
     */
    telemetry?: Telemetry;
    /**
     * Restricts remote control of sessions hosted on this device.
     */
    remoteControl?: RemoteControl;
    /**
     * Allowlist of tool (MCP) servers: when set, only servers matching at least one entry run. An empty array blocks every server except built-in default servers. Overridable by teams.
     */
    allowedMcpServers?: McpMatcherList | OverridableMcpMatcherList;
    /**
     * Denylist of tool (MCP) servers: a server matching any entry is blocked even if it is also allowed. First-party built-in servers are exempt. Overridable by teams.
     */
    deniedMcpServers?: McpMatcherList | OverridableMcpMatcherList;
    /**
     * Minimum local sandbox restrictions (restrictions, never defaults).
     */
    sandbox?: SandboxSettings;
}
/**
 * Permission rules and the bypass-mode switch. Precedence: deny over ask over allow.
 */
export interface Permissions {
    /**
     * "disable" prevents users from enabling bypass (allow-all) mode. Overridable by teams.
     */
    disableBypassPermissionsMode?: DisableBypassPermissionsMode | OverridableDisableBypassPermissionsMode;
    /**
     * Rules whose matching operations are blocked for all users, whatever ask or allow rules say. Overridable by teams.
     */
    deny?: PermissionRuleList | OverridablePermissionRuleList;
    /**
     * Rules whose matching operations require fresh one-time human approval every time (no bypass, auto-approval, hook or saved grant satisfies them). Overridable by teams.
     */
    ask?: PermissionRuleList | OverridablePermissionRuleList;
    /**
     * Rules whose matching operations proceed without a prompt. Across sources the effective allowlist is the intersection of the declared lists. Overridable by teams.
     */
    allow?: PermissionRuleList | OverridablePermissionRuleList;
    /**
     * Legacy location of the default model, read only when no source sets the top-level model. New configurations use the top-level model key. Not overridable.
     */
    model?: Model;
}
/**
 * Team override wrapper for permissions.disableBypassPermissionsMode.
 */
export interface OverridableDisableBypassPermissionsMode {
    /**
     * The enterprise default, used when no applicable team file sets permissions.disableBypassPermissionsMode.
     */
    overridable: DisableBypassPermissionsMode;
}
/**
 * Team override wrapper for permissions.deny, permissions.ask or permissions.allow.
 */
export interface OverridablePermissionRuleList {
    /**
     * The enterprise default rule list, used when no applicable team file sets this key.
     */
    overridable: PermissionRuleList;
}
/**
 * Team override wrapper for model: the enterprise default, replaced for members of a team whose team file sets model.
 */
export interface OverridableModel {
    /**
     * The enterprise default model, used when no applicable team file sets model.
     */
    overridable: Model;
}
/**
 * Object whose keys are PLUGIN-NAME@MARKETPLACE-NAME and whose values are the required state: true requires the plugin enabled, false requires it disabled.
 */
export interface EnabledPlugins {
    /**
     * true: the plugin must be enabled; false: the plugin must be disabled.
     */
    [k: string]: boolean | undefined;
}
/**
 * Object of named marketplace definitions added to the clients' known marketplaces.
 */
export interface ExtraKnownMarketplaces {
    /**
     * The marketplace definition for this name.
     */
    [k: string]: ExtraKnownMarketplace | undefined;
}
/**
 * One additional marketplace: where it comes from and whether it updates automatically.
 */
export interface ExtraKnownMarketplace {
    /**
     * Where the marketplace comes from.
     */
    source: ExtraMarketplaceSource;
    /**
     * true requires clients to refresh the marketplace periodically and update its plugins; false requires automatic updates to stay disabled; omitted leaves the client default or user setting. Users cannot override a defined value.
     */
    autoUpdate?: boolean;
}
/**
 * A marketplace in a GitHub repository.
 */
export interface GitHubMarketplaceSource {
    /**
     * Source type: a GitHub repository.
     */
    source: "github";
    /**
     * Repository as OWNER/REPO.
     */
    repo: string;
    /**
     * Branch, tag or commit SHA.
     */
    ref?: string;
    /**
     * Subdirectory of the repository holding the marketplace.
     */
    path?: string;
}
/**
 * A marketplace in any Git repository.
 */
export interface GitMarketplaceSource {
    /**
     * Source type: a Git repository.
     */
    source: "git";
    /**
     * Clone URL of the repository (scheme URL or scp form user@host:path).
     */
    url: string;
    /**
     * Branch, tag or commit SHA.
     */
    ref?: string;
    /**
     * Subdirectory of the repository holding the marketplace.
     */
    path?: string;
}
/**
 * A marketplace read from a local directory.
 */
export interface DirectoryMarketplaceSource {
    /**
     * Source type: a local directory.
     */
    source: "directory";
    /**
     * Path of the marketplace directory.
     */
    path: string;
}
/**
 * A marketplace fetched from a URL.
 */
export interface UrlMarketplaceSource {
    /**
     * Source type: a URL.
     */
    source: "url";
    /**
     * Absolute URL of the marketplace.
     */
    url: string;
    /**
     * HTTP headers sent when fetching the marketplace.
     */
    headers?: HttpHeaders;
}
/**
 * HTTP headers: header name to value.
 */
export interface HttpHeaders {
    /**
     * Header value.
     */
    [k: string]: string | undefined;
}
/**
 * A marketplace published as an npm package.
 */
export interface NpmMarketplaceSource {
    /**
     * Source type: an npm package.
     */
    source: "npm";
    /**
     * Package name.
     */
    package: string;
}
/**
 * A marketplace read from a local file.
 */
export interface FileMarketplaceSource {
    /**
     * Source type: a local file.
     */
    source: "file";
    /**
     * Path of the marketplace file.
     */
    path: string;
}
/**
 * Allows every marketplace whose host fully matches a regular expression.
 */
export interface HostPatternMarketplaceSource {
    /**
     * Source type: a host pattern.
     */
    source: "hostPattern";
    /**
     * Regular expression that must match the whole marketplace host (github sources have host github.com). Checked for safety by the policy engine.
     */
    hostPattern: string;
}
/**
 * Allows every local (file or directory) marketplace whose path fully matches a regular expression.
 */
export interface PathPatternMarketplaceSource {
    /**
     * Source type: a path pattern.
     */
    source: "pathPattern";
    /**
     * Regular expression that must match the whole local marketplace path. Checked for safety by the policy engine.
     */
    pathPattern: string;
}
/**
 * OpenTelemetry export to the administrator's collector.
 */
export interface Telemetry {
    /**
     * Turns telemetry export on or off.
     */
    enabled?: boolean;
    /**
     * Collector address (absolute URL).
     */
    endpoint?: string;
    /**
     * OTLP transport protocol.
     */
    protocol?: "http/json" | "http/protobuf";
    /**
     * Include prompt and response content in exported telemetry.
     */
    captureContent?: boolean;
    /**
     * true prevents users from changing captureContent.
     */
    lockCaptureContent?: boolean;
    /**
     * Telemetry service name label.
     */
    serviceName?: string;
    /**
     * Resource attributes attached to all telemetry.
     */
    resourceAttributes?: ResourceAttributes;
    /**
     * HTTP headers sent with each telemetry request.
     */
    headers?: HttpHeaders;
}
/**
 * OpenTelemetry resource attributes: attribute name to string value.
 */
export interface ResourceAttributes {
    /**
     * Attribute value.
     */
    [k: string]: string | undefined;
}
/**
 * Whether sessions hosted on this device may be remote-controlled. Does not affect sessions hosted on other devices. When mode is requireSSO, serviceDotComOrganizations or githubDotComOrganizations is required.
 */
export interface RemoteControl {
    /**
     * Remote-control mode.
     */
    mode: RemoteControlMode;
    /**
     * Organizations whose SSO authorization permits remote control in requireSSO mode.
     */
    serviceDotComOrganizations?: OrganizationList;
    /**
     * Alias of serviceDotComOrganizations (the name used in real files); both are accepted.
     */
    githubDotComOrganizations?: OrganizationList;
}
/**
 * Matches any server by its exact user-assigned label (no wildcards). The only matcher for in-memory servers.
 */
export interface McpServerNameMatcher {
    /**
     * Exact server label.
     */
    serverName: string;
}
/**
 * Matches remote (HTTP or server-sent events) servers by URL; never local servers.
 */
export interface McpServerUrlMatcher {
    /**
     * Server URL pattern; * stands for whole host labels (subdomains) or a path prefix. Compared after canonicalization.
     */
    serverUrl: string;
}
/**
 * Matches local standard-input/output servers by exact command and arguments; never remote servers.
 */
export interface McpServerCommandMatcher {
    /**
     * The command followed by each argument; no wildcards or expansion.
     *
     * @minItems 1
     *
     * Items: Command or argument, compared exactly.
     */
    serverCommand: [string, ...string[]];
}
/**
 * Team override wrapper for allowedMcpServers or deniedMcpServers.
 */
export interface OverridableMcpMatcherList {
    /**
     * The enterprise default matcher list, used when no applicable team file sets this key.
     */
    overridable: McpMatcherList;
}
/**
 * Minimum local sandbox restrictions. Force-on keys (enabled, failIfUnavailable, sandboxMcpServers, sandboxLspServers): true enforces, false or absent leaves the user's setting. Capability keys: false prohibits, true or absent leaves the user's setting.
 */
export interface SandboxSettings {
    /**
     * Force-on: true requires sandboxing by default; users cannot disable it by option, slash command or project setting.
     */
    enabled?: boolean;
    /**
     * Force-on: with enabled true, blocks model and tool execution when the sandbox cannot be validated, compiled or enforced. Does not enable sandboxing by itself.
     */
    failIfUnavailable?: boolean;
    /**
     * Capability: false prevents running individual commands outside the sandbox and disabling sandboxing from a bypass prompt.
     */
    allowBypass?: boolean;
    /**
     * Capability: false stops the runtime adding the current working directory to the read/write paths.
     */
    addCurrentWorkingDirectory?: boolean;
    /**
     * Force-on: true requires local tool servers started in the session to run sandboxed.
     */
    sandboxMcpServers?: boolean;
    /**
     * Force-on: true requires language servers started in the session to run sandboxed.
     */
    sandboxLspServers?: boolean;
    /**
     * Capability: false stops injection of a token for authenticated Git HTTPS operations in the sandbox.
     */
    gitAuth?: boolean;
    /**
     * Capability: false stops injection of a token for the platform command-line tool in the sandbox.
     */
    ghAuth?: boolean;
    /**
     * Capability: false stops automatic access to development-tool configuration, caches, registries and toolchains.
     */
    allowDevToolAccess?: boolean;
    /**
     * Filesystem, network and Seatbelt restrictions.
     */
    userPolicy?: SandboxUserPolicy;
}
/**
 * Filesystem, network and Seatbelt restrictions applied to the user's sandbox policy.
 */
export interface SandboxUserPolicy {
    /**
     * Filesystem restrictions.
     */
    filesystem?: SandboxFilesystemPolicy;
    /**
     * Network restrictions.
     */
    network?: SandboxNetworkPolicy;
    /**
     * macOS Seatbelt restrictions.
     */
    seatbelt?: SandboxSeatbeltPolicy;
}
/**
 * Filesystem restrictions of the sandbox.
 */
export interface SandboxFilesystemPolicy {
    /**
     * A user read/write path stays available only if its exact string appears in every managed source that sets this list. An empty list removes all user read/write grants.
     */
    readwritePaths?: SandboxPathList;
    /**
     * A user read-only path stays available only if its exact string appears in every managed source that sets this list. An empty list removes all user read-only grants.
     */
    readonlyPaths?: SandboxPathList;
    /**
     * Paths added to the user's denied paths.
     */
    deniedPaths?: SandboxPathList;
}
/**
 * Network restrictions of the sandbox.
 */
export interface SandboxNetworkPolicy {
    /**
     * false blocks outbound network access.
     */
    allowOutbound?: boolean;
    /**
     * false prevents local network access.
     */
    allowLocalNetwork?: boolean;
    /**
     * Exact host names, exact IP addresses, *.domain for subdomains, or * for all; a non-empty list blocks non-matching hosts.
     */
    allowedHosts?: HostList;
    /**
     * Host names or IP addresses to block; takes precedence over allowedHosts; blocking a domain also blocks its subdomains.
     */
    blockedHosts?: HostList;
    /**
     * Upstream HTTP proxy for sandboxed traffic.
     */
    proxy?: SandboxProxy;
}
/**
 * Upstream HTTP proxy for sandboxed traffic. Not a complete egress boundary: some applications ignore it.
 */
export interface SandboxProxy {
    /**
     * Proxy URL (absolute).
     */
    url: string;
}
/**
 * macOS Seatbelt restrictions of the sandbox.
 */
export interface SandboxSeatbeltPolicy {
    /**
     * false prevents sandboxed processes from accessing the macOS keychain.
     */
    keychainAccess?: boolean;
}
/**
 * The server source does not constrain this key for the team's members (other channels still do).
 */
export type Unmanaged = "unmanaged";
/**
 * A team settings file (teams/<file>.json, server channel only). It may set, in the plain value syntax, the keys the enterprise file marks overridable, or the string "unmanaged" to lift the server source's control of that key for the team's members; it may also add enabledPlugins and extraKnownMarketplaces entries. A team value for a key the enterprise did not wrap is ignored with a warning.
 */
export interface TeamSettings {
    /**
     * Team values for the overridable permission keys.
     */
    permissions?: TeamPermissions;
    /**
     * Team default model for new conversations, or "unmanaged".
     */
    model?: Model | Unmanaged;
    /**
     * Plugin requirements added on top of the enterprise ones (an enterprise false cannot be changed by a team).
     */
    enabledPlugins?: EnabledPlugins;
    /**
     * Marketplaces added on top of the enterprise ones (an enterprise marketplace name cannot be changed by a team).
     */
    extraKnownMarketplaces?: ExtraKnownMarketplaces;
    /**
     * Team tool-server allowlist replacing the enterprise default, or "unmanaged".
     */
    allowedMcpServers?: McpMatcherList | Unmanaged;
    /**
     * Team tool-server denylist replacing the enterprise default, or "unmanaged".
     */
    deniedMcpServers?: McpMatcherList | Unmanaged;
}
/**
 * Team values for the overridable permission keys.
 */
export interface TeamPermissions {
    /**
     * "disable" keeps bypass mode disabled for the team, "unmanaged" lifts the server source's control.
     */
    disableBypassPermissionsMode?: DisableBypassPermissionsMode | Unmanaged;
    /**
     * Team deny rules replacing the enterprise default, or "unmanaged".
     */
    deny?: PermissionRuleList | Unmanaged;
    /**
     * Team ask rules replacing the enterprise default, or "unmanaged".
     */
    ask?: PermissionRuleList | Unmanaged;
    /**
     * Team allow rules replacing the enterprise default, or "unmanaged".
     */
    allow?: PermissionRuleList | Unmanaged;
}
/**
 * Team slugs, at least one, without duplicates.
 *
 * @minItems 1
 */
export type TeamSlugList = [TeamSlug, ...TeamSlug[]];
/**
 * A team slug (letters, digits, '_', '.', '-').
 */
export type TeamSlug = string;
/**
 * team-mappings.json (server channel only): maps each team settings file in teams/ to the team slugs it applies to. One file may serve several teams; a user's applicable team files are those mapped to any of the user's team slugs.
 */
export interface TeamMappings {
    /**
     * The team slugs this team settings file applies to.
     */
    [k: string]: TeamSlugList | undefined;
}
