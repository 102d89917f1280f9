import type { ServerAddress } from '@cantina/contract';

/** One entry of `os.networkInterfaces()` (only the fields the choice reads). */
export interface InterfaceAddress {
  address: string;
  family: string | number;
  internal: boolean;
}

export type NetworkInterfaces = Record<string, readonly InterfaceAddress[] | undefined>;

/** Virtual bridges and tunnels phones on the store's Wi-Fi cannot reach (Docker, libvirt, VMs, VPNs). */
const VIRTUAL_INTERFACE =
  /^(docker|br-|veth|virbr|vmnet|vboxnet|cni|flannel|cali|kube|podman|lxc|lxd|tailscale|zt|tun|tap|wg|utun)/i;

function ipv4Octets(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** Lower is better: 192.168/16, then 10/8, then 172.16/12, then any other routable address. */
function rank([a, b]: number[]): number {
  if (a === 192 && b === 168) return 0;
  if (a === 10) return 1;
  if (a === 172 && b >= 16 && b <= 31) return 2;
  return 3;
}

/** Unusable for a phone: loopback, link-local (169.254/16), unspecified (0/8), multicast and above. */
function unreachable([a, b]: number[]): boolean {
  return a === 127 || a === 0 || (a === 169 && b === 254) || a >= 224;
}

/**
 * The IPv4 addresses phones on the same network may reach, best first: non-internal, not link-local,
 * not on a recognisable virtual bridge, private ranges first (stable within a rank).
 */
export function lanAddresses(interfaces: NetworkInterfaces): string[] {
  const found: { address: string; rank: number }[] = [];
  for (const [name, addresses] of Object.entries(interfaces)) {
    if (VIRTUAL_INTERFACE.test(name)) continue;
    for (const entry of addresses ?? []) {
      // Node 18.0-18.3 reported `family` as a number.
      if (entry.internal || (entry.family !== 'IPv4' && entry.family !== 4)) continue;
      const octets = ipv4Octets(entry.address);
      if (!octets || unreachable(octets)) continue;
      if (!found.some((other) => other.address === entry.address))
        found.push({ address: entry.address, rank: rank(octets) });
    }
  }
  return found.sort((x, y) => x.rank - y.rank).map((entry) => entry.address);
}

export interface ServerAddressInput {
  interfaces: NetworkInterfaces;
  /** `PUBLIC_URL`, already validated (an origin without a trailing slash). */
  publicUrl: string | undefined;
  protocol: 'http' | 'https';
  port: number;
}

/** What `GET /api/v1/server/address` answers. */
export function serverAddress({ interfaces, publicUrl, protocol, port }: ServerAddressInput): ServerAddress {
  const defaultPort = protocol === 'https' ? 443 : 80;
  const portPart = port === defaultPort ? '' : `:${port}`;
  return {
    publicUrl: publicUrl ?? null,
    lanUrls: lanAddresses(interfaces).map((address) => `${protocol}://${address}${portPart}`),
  };
}
