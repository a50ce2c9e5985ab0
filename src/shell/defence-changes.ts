// Commands that turn off or loosen what the system checks (session 45, policy): Microsoft
// Defender's settings and exclusions, the firewall, boot-time code signing (bcdedit), the audit
// and event logs, trusted root certificates, the security services, script-type and format
// data loaded from a file (Update-TypeData/-FormatData: a types file's ScriptMethod and
// ScriptProperty run whenever an object of the type is touched, later, under commands the rules
// allowed). None of them runs a command the rules could see, yet each changes what later runs or
// what is checked, and no Shell rule can allow one narrowly: where Shell deny or ask rules exist,
// the line asks (WrittenCode's stored code, as a write to a startup file does). Reading the
// settings (Get-MpPreference, `netsh advfirewall show`, `bcdedit /enum`, `auditpol /get`) stays
// allowed, and so do the execution policy (Set-ExecutionPolicy, `-ExecutionPolicy Bypass`: no
// security boundary, and an everyday install step) and Unblock-File.

import { nameMemo } from './name-memo.js';

/** Cmdlets (lower case) each of whose uses changes a defence. */
const CHANGING_CMDLETS: ReadonlySet<string> = new Set([
  'set-mppreference', 'add-mppreference', 'remove-mppreference',
  'set-netfirewallprofile', 'set-netfirewallrule', 'new-netfirewallrule', 'enable-netfirewallrule', 'disable-netfirewallrule', 'remove-netfirewallrule',
  'set-netfirewallsetting', 'copy-netfirewallrule', 'rename-netfirewallrule',
  'clear-eventlog', 'remove-eventlog', 'limit-eventlog', 'set-processmitigation', 'enable-psremoting',
]);

/** Services that defend the machine or record what happens on it (lower case). */
const SECURITY_SERVICES = /^(?:windefend|wdnissvc|wdnisdrv|wdfilter|wdboot|sense|mpssvc|bfe|eventlog|wscsvc|securityhealthservice|sgrmbroker|mdcoresvc)$/i;

/** Security services' display names, as Stop-Service -DisplayName and `net stop` take them. */
const SECURITY_DISPLAY_NAME = /defender|firewall|antivirus|antimalware|event ?log|security|threat|sense/i;
/** Defender's processes. */
const DEFENCE_PROCESSES = /^(?:msmpeng|nissrv|mpdefendercoreservice|securityhealthservice|mssense|senseir|sensecncproxy|mpcmdrun)(?:\.exe)?$/i;

/**
 * Whether Stop-/Suspend-/Set-/Remove-Service acts on a security service, or on one the line does
 * not name (a service from the pipeline or -InputObject, a wildcard: `Stop-Service Win*` is WinDefend too).
 */
function changesSecurityService(words: readonly string[]): boolean {
  let named = false;
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (SECURITY_SERVICES.test(w) || /[*?[]/.test(w) || (words[k - 1]!.toLowerCase().startsWith('-d') && SECURITY_DISPLAY_NAME.test(w))) return true;
    const lower = w.toLowerCase();
    if (lower.startsWith('-inputobject')) return true;
    // (A positional name, or -Name's / -DisplayName's value.)
    if (!w.startsWith('-') && (k === 1 || !words[k - 1]!.startsWith('-') || /^-(?:n|na|nam|name|servicename|d|di|dis|disp|displ|displa|display|displayn|displayna|displaynam|displayname)$/i.test(words[k - 1]!))) named = true;
    if (/^-(?:name|servicename|displayname):/i.test(w)) named = true;
  }
  return !named;
}

/** bcdedit's switches that only read or export the store. */
const BCDEDIT_READS = /^[/-](?:enum|v|\?|export)$/i;

/** Registry writers (lower case): a write to Defender's or the firewall's keys (their policies, exclusions) changes them as their cmdlets do. */
const REGISTRY_WRITERS = ['reg', 'regedit', 'set-itemproperty', 'new-itemproperty', 'new-item', 'set-item', 'remove-itemproperty', 'remove-item', 'rename-itemproperty', 'copy-itemproperty', 'move-itemproperty'];
const DEFENCE_KEY = /windows defender|windowsfirewall|firewallpolicy|microsoft antimalware/i;

/** Every name defenceChange reads (lower case), for mayChangeDefence. */
const NAMES: ReadonlySet<string> = new Set([
  ...CHANGING_CMDLETS, 'update-typedata', 'update-formatdata', 'stop-service', 'suspend-service', 'set-service', 'remove-service', 'netsh', 'bcdedit', 'auditpol',
  'wevtutil', 'vssadmin', 'wbadmin', 'certutil', 'sc', 'import-certificate', 'import-pfxcertificate', 'disable-windowsoptionalfeature', 'uninstall-windowsfeature', 'stop-process', 'net', 'net1', 'taskkill', 'tskill', 'pskill',
  'remove-windowsfeature', 'invoke-cimmethod', 'set-ciminstance', 'new-ciminstance', 'invoke-wmimethod', 'set-wmiinstance', 'wmic', ...REGISTRY_WRITERS,
]);

/** The name as defenceChange reads it: its last segment, lower case, without `.exe`. */
export function defenceProgram(raw: string): string {
  return raw.replace(/^.*[\\/]/, '').replace(/\.exe$/i, '').toLowerCase();
}

/** Whether a command's resolved or written name may be one defenceChange reads (memoized: every command asks). */
export const mayChangeDefence: (name: string) => boolean = nameMemo((name) => NAMES.has(defenceProgram(name)), false);

/** Why the command `name` (resolved; `program`: its written name, lower case, without `.exe`) with `words` changes a defence, or undefined. */
export function defenceChange(name: string, program: string, words: readonly string[]): string | undefined {
  const cmdlet = name.toLowerCase();
  if (CHANGING_CMDLETS.has(cmdlet) || CHANGING_CMDLETS.has(program)) return `${words[0]} changes what Windows checks (Defender, the firewall, the event log, exploit mitigations, remoting)`;
  if (REGISTRY_WRITERS.includes(cmdlet) || REGISTRY_WRITERS.includes(program)) {
    return words.some((w) => DEFENCE_KEY.test(w)) ? `${words[0]} writes Defender's or the firewall's registry keys` : undefined;
  }
  const lower = words.map((w) => w.toLowerCase());
  const has = (w: string): boolean => lower.includes(w);
  // (Defender's and the firewall's settings through WMI/CIM: MSFT_MpPreference, MSFT_NetFirewallProfile.)
  if (lower.some((w) => w.includes('msft_mppreference') || w.includes('msft_netfirewall'))) return `${words[0]} changes Defender's or the firewall's settings through WMI`;
  switch (cmdlet === program ? program : cmdlet) {
    case 'update-typedata':
    case 'update-formatdata':
      // (A file's type or format data holds script blocks that run later; no words reloads what is loaded; -TypeName's block is read.)
      return words.length > 1 && !lower.some((w) => w.startsWith('-typename') || w.startsWith('-membertype') || w.startsWith('-typedata') || w.startsWith('-remove'))
        ? `${words[0]} loads type or format data from a file, whose script blocks run later when objects of its types are used` : undefined;
    case 'stop-service':
    case 'suspend-service':
    case 'set-service':
    case 'remove-service':
      return changesSecurityService(words) ? `${words[0]} stops or changes a service that defends or audits the machine, or one it does not name` : undefined;
    case 'stop-process':
      return words.some((w, k) => k > 0 && DEFENCE_PROCESSES.test(w)) ? `${words[0]} stops Defender's processes` : undefined;
  }
  switch (program) {
    case 'netsh':
      // (netsh takes a unique prefix of a context's name: `netsh adv set allp state off`, `netsh a s a state off`.)
      return lower.some((w, k) => k > 0 && w !== '' && ('advfirewall'.startsWith(w) || 'firewall'.startsWith(w))) && !lower.some((w) => /^(?:show|dump|help|\?)$/.test(w)) ? 'netsh changes the firewall' : undefined;
    case 'net':
    case 'net1':
      return lower.some((w) => /^(?:stop|pause)$/.test(w)) && words.some((w, k) => k > 1 && (SECURITY_SERVICES.test(w) || SECURITY_DISPLAY_NAME.test(w))) ? `${program} stops a service that defends or audits the machine` : undefined;
    case 'taskkill':
    case 'tskill':
    case 'pskill':
      return words.some((w, k) => k > 0 && DEFENCE_PROCESSES.test(w)) ? `${program} stops Defender's processes` : undefined;
    case 'bcdedit':
      return words.length > 1 && !lower.slice(1).every((w) => BCDEDIT_READS.test(w) || !/^[/-]/.test(w)) ? 'bcdedit changes the boot configuration (code signing, recovery, debugging)' : undefined;
    case 'auditpol':
      return lower.some((w) => /^[/-](?:set|clear|remove|restore)\b/.test(w)) ? 'auditpol changes what the system audits' : undefined;
    case 'wevtutil':
      return lower.some((w) => /^(?:cl|clear-log|sl|set-log|um|uninstall-manifest)$/.test(w)) ? 'wevtutil clears or changes an event log' : undefined;
    case 'vssadmin':
    case 'wbadmin':
      return lower.some((w) => /^(?:delete|resize)$/.test(w)) ? `${program} deletes the system's shadow copies or backups` : undefined;
    case 'certutil':
      return lower.some((w) => /^[/-](?:addstore|importpfx|installcert)$/.test(w)) && lower.some((w) => /^(?:root|authroot|trustedpublisher|ca|disallowed)$/.test(w)) ? 'certutil adds a certificate the system trusts' : undefined;
    case 'sc':
      return lower.some((w) => /^(?:stop|config|delete|pause|sdset|failure)$/.test(w)) && words.some((w, k) => k > 1 && SECURITY_SERVICES.test(w)) ? 'sc.exe stops or changes a service that defends or audits the machine' : undefined;
  }
  if ((cmdlet === 'import-certificate' || cmdlet === 'import-pfxcertificate') && lower.some((w) => /cert:[\\/]+(?:currentuser|localmachine)[\\/]+(?:root|authroot|trustedpublisher|ca)\b/.test(w))) return `${words[0]} adds a certificate the system trusts`;
  if ((cmdlet === 'disable-windowsoptionalfeature' || cmdlet === 'uninstall-windowsfeature' || cmdlet === 'remove-windowsfeature') && lower.some((w) => w.includes('defender'))) return `${words[0]} removes Microsoft Defender`;
  return undefined;
}
