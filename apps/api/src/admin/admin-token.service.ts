import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { hashToken, newToken } from '../common/tokens';

/**
 * The admin token (card-set import) comes from CANTINA_ADMIN_TOKEN; without it one is generated at
 * first start, kept in `<DATA_DIR>/admin-token` and printed once (contract: "Conventions").
 */
@Injectable()
export class AdminTokenService implements OnModuleInit {
  private readonly logger = new Logger('AdminToken');
  private hash = '';

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    this.hash = hashToken(this.config.adminToken ?? (await this.storedOrNewToken()));
  }

  isAdmin(token: string | undefined): boolean {
    if (!token || !this.hash) return false;
    return timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(this.hash));
  }

  private async storedOrNewToken(): Promise<string> {
    const file = join(this.config.dataDir, 'admin-token');
    if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
    const token = newToken();
    await mkdir(this.config.dataDir, { recursive: true });
    await writeFile(file, `${token}\n`, { mode: 0o600 });
    this.logger.warn(`Generated the admin token (shown once, kept in ${file}): ${token}`);
    return token;
  }
}
