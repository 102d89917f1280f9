import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrganizerEventView } from '@cantina/contract';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { PublicEventDto } from './dto/event-views.dto';
import { UpdateEventDto } from './dto/update-event.dto';
import { EventSettingsService } from './event-settings.service';
import { Authorize } from './identity/access';

/** Cantina addition for the organizer: change what the event will be, until it starts. */
@ApiTags('events')
@Authorize('organizer')
@Controller('v1/events/:id')
export class EventSettingsController {
  constructor(private readonly settings: EventSettingsService) {}

  @Patch()
  @ApiOperation({
    summary: 'Change the name, set, day or settings (organizer, until the event starts; 409 already-started after).',
    description:
      'The fields given replace the stored ones, checked by the same rules as create; `maxPlayers` never below ' +
      'the players already in (409 conflict).',
  })
  @ApiOkResponse({ type: PublicEventDto, description: 'The organizer view (join code and settings included).' })
  update(@Param('id', RowIdParamPipe) id: string, @Body() dto: UpdateEventDto): Promise<OrganizerEventView> {
    return this.settings.update(id, dto);
  }
}
