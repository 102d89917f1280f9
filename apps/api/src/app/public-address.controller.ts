import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Inject } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ServerAddress } from '@cantina/contract';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { serverAddress } from './public-address';

/** Where phones can reach this server, so the join QR never points at localhost. */
@ApiTags('server')
@Controller('v1/server')
export class PublicAddressController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  @Get('address')
  @ApiOperation({
    summary: "PUBLIC_URL when configured, and this server's LAN URLs (private IPv4 ranges first).",
  })
  @ApiOkResponse({ schema: { example: { publicUrl: null, lanUrls: ['http://192.168.1.20:3000'] } } })
  address(): ServerAddress {
    return serverAddress({
      interfaces: networkInterfaces(),
      publicUrl: this.config.publicUrl,
      protocol: this.config.tls ? 'https' : 'http',
      port: this.listeningPort(),
    });
  }

  /** The port actually bound (PORT=0 picks a free one), else the configured one. */
  private listeningPort(): number {
    const bound = this.adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null | undefined;
    return bound && typeof bound === 'object' ? bound.port : this.config.port;
  }
}
