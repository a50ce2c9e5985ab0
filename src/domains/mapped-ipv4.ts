// The IPv4 address an IPv4-mapped IPv6 host stands for (`[::ffff:7f00:1]` → `127.0.0.1`), in the
// canonical form the WHATWG URL serializer writes. Such a host reaches the IPv4 address, so deny
// and ask rules on one spelling must catch the other.
export function mappedIPv4(host: string): string | undefined {
  if (host.charCodeAt(0) !== 91 /* [ */ || !host.startsWith('[::ffff:')) return undefined;
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(host);
  if (mapped === null) return undefined;
  const hi = parseInt(mapped[1] as string, 16);
  const lo = parseInt(mapped[2] as string, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}
