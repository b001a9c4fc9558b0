import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * The guard for every request the server makes to a URL someone else named (SSRF): a member's web
 * push endpoint (server/platform/push.ts) and an affiliate network's postback URL (decision 051).
 * Such a request goes to the public internet only: never to this machine, the private network it
 * sits in, a cloud's metadata address or any other reserved range.
 *
 * Two checks, both needed. `isLocalHost` judges the URL's host as written (a literal address is
 * connected to without any DNS lookup, so only this check sees it). `publicOnlyLookup` is the
 * request's `lookup`: a name's DNS answer is checked when the socket connects, and the socket
 * connects to the very address checked, so a second answer (DNS rebinding) never gets a say.
 */

/**
 * Ranges no public service lives in. Two lists: BlockList checks an IPv4 address against IPv6
 * rules in its mapped form (::ffff:a.b.c.d), so one list would let an IPv6 rule catch every IPv4
 * address; an IPv4-mapped IPv6 address is checked against the IPv4 rules by the same mapping.
 */
const RESERVED_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  RESERVED_V4.addSubnet(net, prefix, 'ipv4');
const RESERVED_V6 = new BlockList();
for (const [net, prefix] of [
  // Every IPv6 form that carries an IPv4 address and may lead to it (decision 035): a public service
  // has a plain IPv6 (or IPv4) address, so these ranges are refused whole rather than decoded.
  ['::', 96], // ::, ::1 and the IPv4-compatible ::a.b.c.d ('[::127.0.0.1]' is written [::7f00:1])
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT), '[::ffff:0:7f00:1]'
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48], // NAT64
  ['2001::', 23], // IETF protocol assignments, Teredo 2001::/32 among them ('[2001::a9fe:a9fe]')
  ['2002::', 16], // 6to4: 2002:AABB:CCDD:: is the IPv4 address AA.BB.CC.DD ('[2002:7f00:1::]')
  ['100::', 64],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  RESERVED_V6.addSubnet(net, prefix, 'ipv6');

/** Names that only a local resolver answers (cloud metadata 'metadata.google.internal', mDNS, home networks). */
const LOCAL_SUFFIXES = ['.internal', '.local', '.localdomain', '.home.arpa', '.lan', '.intranet', '.corp', '.private'];

/** True for an address in a private, loopback, link-local, documentation, multicast or other reserved range. */
export function isReservedAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return RESERVED_V4.check(address, 'ipv4');
  if (version === 6) return RESERVED_V6.check(address, 'ipv6') || RESERVED_V4.check(address, 'ipv6');
  return false;
}

/**
 * True when a URL's host (`URL.hostname`, IPv6 in brackets or not) names this machine or a local
 * network: a literal reserved address, `localhost` and its subdomains, a name of one label
 * ("redis", "metadata") or of a suffix only a local resolver answers. The WHATWG URL parser has
 * already turned '2130706433' and '0x7f.1' into 127.0.0.1.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (isIP(host)) return isReservedAddress(host);
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return true;
  return LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

export type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup's shape with `all: true`; the tests' stand-in for DNS takes its place. */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export type PublicLookup = (
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
) => void;

/**
 * dns.lookup (every address of the name), refusing a name whose answer holds a reserved address (a
 * name pointed at the inside) with an error of `code` that names `subject` and the host. Given to
 * http(s).request as `lookup`.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
  refusal: { code: string; subject: string; resolve?: Resolve | undefined },
): void {
  const resolve = refusal.resolve ?? (dns.lookup as Resolve);
  resolve(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as LookupAddress[];
    if (!list.length || list.some((a) => isReservedAddress(a.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${refusal.subject} ${hostname} resolves to a reserved address`);
      refused.code = refusal.code;
      return callback(refused, '');
    }
    if ((options as LookupAllOptions).all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}
