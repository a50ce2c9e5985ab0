// ssh's `-o` options (also given to scp and sftp) that name a command line ssh runs on this
// machine, not the remote one: ProxyCommand, LocalCommand, KnownHostsCommand.

/** ssh's `-o KEYWORD=VALUE` (or `KEYWORD VALUE`): the command line of the keywords whose value ssh runs here. */
export function sshCommandOption(option: string): string | undefined {
  const text = option.trimStart();
  const keyword = /^(?:proxycommand|localcommand|knownhostscommand)/i.exec(text)?.[0];
  if (keyword === undefined) return undefined;
  let rest = text.slice(keyword.length);
  const gap = rest.length - rest.trimStart().length;
  rest = rest.trimStart();
  if (rest.startsWith('=')) rest = rest.slice(1).trimStart();
  else if (gap === 0) return undefined;
  return rest === '' ? undefined : rest;
}
