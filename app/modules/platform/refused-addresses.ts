// The addresses a request this server makes for a user may not reach (outbound-fetch.server.ts): every range that is
// not the public internet — this host, private networks, link-local (a cloud's metadata service), shared address space,
// documentation, benchmarking, multicast and reserved ranges, and their IPv6 forms (RFC 6890's special-purpose
// registries). An IPv4 address written in IPv6 (mapped, translated, NAT64, 6to4) is judged as the IPv4 address it
// carries; any other IPv6 address must be global unicast.
import { BlockList, isIPv4, isIPv6 } from "node:net";

const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
// IPv6: only global unicast (2000::/3) is reached, less its special-purpose blocks; everything outside it (loopback,
// unique-local, link-local, multicast, local-use NAT64 64:ff9b:1::/48, SRv6 5f00::/16…) is refused by default.
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["3fff::", 20],
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

/** True for an address a user's URL may not make this server reach. */
export function isRefusedAddress(address: string): boolean {
  if (isIPv4(address)) return refused.check(address, "ipv4");
  if (!isIPv6(address)) return true;
  const carried = carriedIPv4(address);
  if (carried) return refused.check(carried, "ipv4");
  return !globalUnicast.check(address, "ipv6") || refused.check(address, "ipv6");
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped or -compatible (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4. */
function carriedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (!groups) return null;
  const isZero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const lastTwo = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  if (isZero(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return lastTwo(groups[6] ?? 0, groups[7] ?? 0);
  // SIIT's IPv4-translated addresses, ::ffff:0:a.b.c.d.
  if (isZero(0, 4) && groups[4] === 0xffff && groups[5] === 0) return lastTwo(groups[6] ?? 0, groups[7] ?? 0);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && isZero(2, 6)) return lastTwo(groups[6] ?? 0, groups[7] ?? 0);
  if (groups[0] === 0x2002) return lastTwo(groups[1] ?? 0, groups[2] ?? 0);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail read as two groups); null if it is not one. */
function expandIPv6(address: string): number[] | null {
  let text = address.split("%")[0] ?? "";
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16));
}
