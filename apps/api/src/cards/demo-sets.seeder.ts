import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CardSetsService } from './card-sets.service';

/**
 * Imports the bundled demo sets (one invented set per game) on start when they are missing, so a
 * fresh install can run a whole event offline. An advisory lock keeps two starting nodes apart.
 */
@Injectable()
export class DemoSetsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSets');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly sets: CardSetsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const dir = this.config.demoSetsDir;
    if (!existsSync(dir)) {
      this.logger.warn(`no demo sets at ${dir}`);
      return;
    }
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    await this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('cantina:demo-sets'))`);
      for (const file of files) {
        const set = JSON.parse(await readFile(join(dir, file), 'utf8')) as { game: string; code: string };
        const [{ present }] = await manager.query(
          `SELECT count(*)::int AS present FROM card_sets WHERE game = $1 AND code = $2`,
          [set.game, set.code],
        );
        if (present === 0) {
          await this.sets.importWith(manager, set, 'cantina', true);
          this.logger.log(`seeded demo set ${set.game}/${set.code}`);
        }
      }
    });
  }
}
