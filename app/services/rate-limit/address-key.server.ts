import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client address is counted under. One IPv6 customer gets a whole /64 from their
 * provider and may use any address in it, so an IPv6 address counts by its first 64 bits; an
 * IPv4 address written as IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part stands for two groups; only the first four groups matter here.
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes(".") ? 1 : 0);
  const groups = ip.includes("::") ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}
