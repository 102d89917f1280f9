import { Injectable, Logger } from '@nestjs/common';
import type { OrganizerEventView } from '@cantina/contract';
import type { UpdateEventDto } from './dto/update-event.dto';
import { EventEntity } from './entities/event.entity';
import { PlayerEntity } from './entities/player.entity';
import { chosenSettings, maxPlayersOf, type StoredEventSettings } from './event-settings';
import { EventViewsService } from './event-views.service';
import { EventWriter } from './write/event-writer';

/** The organizer's changes to an event before it starts (libs/events `update-settings` decides). */
@Injectable()
export class EventSettingsService {
  private readonly logger = new Logger('EventSettings');

  constructor(
    private readonly views: EventViewsService,
    private readonly writer: EventWriter,
  ) {}

  async update(eventId: string, dto: UpdateEventDto): Promise<OrganizerEventView> {
    await this.writer.write(eventId, async (write) => {
      const stored = write.row.settings;
      const settings: StoredEventSettings = {
        ...stored,
        ...chosenSettings(dto.settings ?? {}),
        // As on create: the top-level `date` wins over `settings.date`.
        date: dto.date ?? dto.settings?.date ?? stored.date,
      };
      const playerCount = await write.manager.count(PlayerEntity, { where: { eventId } });
      await write.apply({
        type: 'update-settings',
        maxPlayers: maxPlayersOf(settings),
        decklists: settings.decklists,
        playerCount,
      });
      await write.manager.update(
        EventEntity,
        { id: eventId },
        {
          settings,
          ...(dto.name !== undefined ? { name: dto.name.trim() } : {}),
          ...(dto.set !== undefined ? { setCode: dto.set } : {}),
        },
      );
    });
    this.logger.log({ eventId }, 'event settings changed');
    return this.views.organizerView(eventId);
  }
}
