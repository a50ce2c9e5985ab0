// ssh's `-o` options (also given to scp and sftp) that name a command line: ProxyCommand,
// LocalCommand and KnownHostsCommand run on this machine, RemoteCommand on the remote one.

/** ssh's `-o KEYWORD=VALUE` (or `KEYWORD VALUE`): the command line of the keywords whose value ssh runs. */
export function sshCommandOption(option: string): string | undefined {
  return commandOption(option)?.line;
}

/** The command line of `-o RemoteCommand=…`, which runs on the remote host (where ssh's command runs). */
export function sshRemoteCommandOption(option: string): string | undefined {
  const o = commandOption(option);
  return o !== undefined && o.keyword === 'remotecommand' ? o.line : undefined;
}

/** The command line of `-o ProxyCommand=…`, `LocalCommand`, `KnownHostsCommand`: run on this machine. */
export function sshLocalCommandOption(option: string): string | undefined {
  const o = commandOption(option);
  return o !== undefined && o.keyword !== 'remotecommand' ? o.line : undefined;
}

function commandOption(option: string): { readonly keyword: string; readonly line: string } | undefined {
  let text = option.trimStart();
  // (ssh reads a quoted keyword too: `"ProxyCommand" CMD`.)
  const quoted = text.startsWith('"');
  if (quoted) text = text.slice(1);
  const keyword = /^(?:proxycommand|localcommand|knownhostscommand|remotecommand)/i.exec(text)?.[0];
  if (keyword === undefined) return undefined;
  let rest = text.slice(keyword.length);
  if (quoted) {
    if (!rest.startsWith('"')) return undefined;
    rest = rest.slice(1);
  }
  const gap = rest.length - rest.trimStart().length;
  rest = rest.trimStart();
  if (rest.startsWith('=')) rest = rest.slice(1).trimStart();
  else if (gap === 0) return undefined;
  return rest === '' ? undefined : { keyword: keyword.toLowerCase(), line: rest };
}
