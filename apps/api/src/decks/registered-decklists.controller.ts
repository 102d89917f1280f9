import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RegisteredDecklists } from '@cantina/contract';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { Authorize } from '../events/identity/access';
import { RegisteredDecklistsQuery } from './registered-decklists.query';
import { RegisteredDecklistsService } from './registered-decklists.service';

@ApiTags('decks')
@Controller('v1/events/:id/decks')
export class RegisteredDecklistsController {
  constructor(private readonly decklists: RegisteredDecklistsService) {}

  @Get()
  @Authorize('organizer')
  @ApiOperation({
    summary: 'Every player with their registered deck or null, in join order (organizer; Cantina addition).',
    description: 'One page of at most 256 players (`offset`, `limit`); `total` counts every player of the event.',
  })
  @ApiOkResponse({ schema: { example: { total: 2, offset: 0, players: [] } } })
  list(
    @Param('id', RowIdParamPipe) id: string,
    @Query() query: RegisteredDecklistsQuery,
  ): Promise<RegisteredDecklists> {
    return this.decklists.page(id, query.offset, query.limit);
  }
}
