import { Inject, Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { APP_CONFIG, type AppConfig, type TrustProxy } from '../config/app-config';

type TrustFn = (address: string, hop: number) => boolean;

function compileTrust(trust: TrustProxy): TrustFn {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * The client address of a raw request (the socket.io handshake), with the same TRUST_PROXY rule
 * Express applies to `req.ip`; IPv6 clients count per /64, as the HTTP limiter counts them.
 */
@Injectable()
export class ClientAddresses {
  private readonly trust: TrustFn;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.trust = compileTrust(config.trustProxy);
  }

  of(request: IncomingMessage): string {
    return normalizeIp(proxyAddr(request, this.trust));
  }
}
