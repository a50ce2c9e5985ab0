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

/** ssh's `-o` keywords that load a library into ssh here (`PKCS11Provider=LIB`): what they load, or undefined. */
export function sshLoadsCode(option: string): string | undefined {
  const m = /^\s*"?(pkcs11provider|securitykeyprovider)"?(?:\s*=\s*|\s+)\S/i.exec(option);
  return m === null ? undefined : `a library (${m[1]})`;
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
