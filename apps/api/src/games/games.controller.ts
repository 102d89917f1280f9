import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GameView } from '@cantina/contract';
import { GAMES } from '@cantina/games';

@ApiTags('games')
@Controller('v1/games')
export class GamesController {
  @Get()
  @ApiOperation({ summary: 'The four games and their formats.' })
  @ApiOkResponse({
    schema: { example: [{ id: 'swu', name: 'Star Wars: Unlimited', formats: [{ id: 'swu-draft', kind: 'draft' }] }] },
  })
  list(): GameView[] {
    return GAMES.map((game) => ({
      id: game.id,
      name: game.name,
      formats: game.formats.map(({ id, name, kind, multiplayer, deckless }) => ({
        id,
        name,
        kind,
        multiplayer,
        deckless,
      })),
    }));
  }
}
