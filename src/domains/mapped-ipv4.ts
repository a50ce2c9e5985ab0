// The IPv4 address an IPv6 host stands for, in the canonical form the WHATWG URL serializer
// writes: an IPv4-mapped address (`[::ffff:7f00:1]` → `127.0.0.1`) reaches the IPv4 host itself,
// and an address in the NAT64 well-known prefix (`[64:ff9b::102:304]` → `1.2.3.4`, RFC 6052)
// reaches it through the network's NAT64 gateway. Deny and ask rules on one spelling must catch
// the other; allow rules never follow this (deny reads wider than allow).
//
// (The effective sandbox keeps its own reading, src/sandbox/hosts.ts: there the OS enforces the
// host list, and a NAT64 address is another destination.)
const EMBEDDED = /^\[(?:::ffff|64:ff9b:):([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/;

export function mappedIPv4(host: string): string | undefined {
  if (host.charCodeAt(0) !== 91 /* [ */ || !(host.startsWith('[::ffff:') || host.startsWith('[64:ff9b::'))) return undefined;
  const mapped = EMBEDDED.exec(host);
  if (mapped === null) return undefined;
  const hi = parseInt(mapped[1] as string, 16);
  const lo = parseInt(mapped[2] as string, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}
