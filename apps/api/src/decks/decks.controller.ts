import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { findFormat, findGame, isoDay, parseDeckList, validateDeck, type DeckValidationResult } from '@cantina/games';
import { DeckCheckInputsService } from '../cards/deck-check-inputs.service';
import { ProblemException } from '../common/problem.exception';
import { ValidateDeckBodyPipe } from './validate-deck-body.pipe';
import { ValidateDeckDto } from './validate-deck.dto';

/** The checked body; an interface, so the global ValidationPipe leaves it to `ValidateDeckBodyPipe`. */
type ValidateDeckRequest = Pick<ValidateDeckDto, 'game' | 'format' | 'deck' | 'pool' | 'set' | 'date'>;

@ApiTags('decks')
@Controller('v1/decks')
export class DecksController {
  constructor(private readonly deckChecks: DeckCheckInputsService) {}

  @Post('validate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a deck against a format (and a pool for sealed/draft); no token needed.' })
  @ApiBody({ type: ValidateDeckDto })
  @ApiOkResponse({
    schema: {
      example: {
        valid: false,
        errors: [{ code: 'deck-too-small', message: '…', cards: [], params: { min: 50, actual: 47 } }],
      },
    },
  })
  async validate(@Body(ValidateDeckBodyPipe) dto: ValidateDeckRequest): Promise<DeckValidationResult> {
    const game = findGame(dto.game);
    if (!game) throw new ProblemException(400, 'unknown-game', `There is no game "${dto.game}".`);
    if (!findFormat(game.id, dto.format)) {
      throw new ProblemException(400, 'unknown-format', `"${dto.format}" is not a format of ${game.id}.`);
    }
    const parsed = parseDeckList(dto.deck);
    if (!parsed.ok) {
      throw new ProblemException(
        400,
        'validation-failed',
        `The deck is malformed: ${parsed.problems.map((p) => `${p.path} ${p.message}`).join('; ')}.`,
        parsed.problems.map((p) => ({ ...p, path: `deck.${p.path}` })),
      );
    }
    return validateDeck({
      game: game.id,
      format: dto.format,
      deck: parsed.deck,
      pool: dto.pool,
      set: dto.set,
      date: dto.date ?? isoDay(new Date()),
      ...(await this.deckChecks.forGame(game.id)),
    });
  }
}
