import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrganizerEventView, RotatedOrganizerToken } from '@cantina/contract';
import { RowIdParamPipe } from '../common/id-param.pipe';
import { Authorize } from './identity/access';
import { PublicEventDto, RotatedOrganizerTokenDto } from './dto/event-views.dto';
import { RegistrationControlService } from './registration-control.service';

/** Cantina additions for the organizer: who may still get into the event. */
@ApiTags('events')
@Authorize('organizer')
@Controller('v1/events/:id')
export class RegistrationControlController {
  constructor(private readonly control: RegistrationControlService) {}

  @Post('registration/close')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stop joins with the join code (409 registration-closed); the organizer can still add players.',
  })
  @ApiOkResponse({ type: PublicEventDto, description: 'The organizer view (join code and settings included).' })
  close(@Param('id', RowIdParamPipe) id: string): Promise<OrganizerEventView> {
    return this.control.setRegistrationOpen(id, false);
  }

  @Post('registration/open')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept joins with the join code again (while the event is in registration).' })
  @ApiOkResponse({ type: PublicEventDto, description: 'The organizer view (join code and settings included).' })
  open(@Param('id', RowIdParamPipe) id: string): Promise<OrganizerEventView> {
    return this.control.setRegistrationOpen(id, true);
  }

  @Post('join-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Draw a new join code; the old one no longer opens the event.' })
  @ApiOkResponse({ type: PublicEventDto, description: 'The organizer view with the new join code.' })
  rotateJoinCode(@Param('id', RowIdParamPipe) id: string): Promise<OrganizerEventView> {
    return this.control.rotateJoinCode(id);
  }

  @Post('organizer-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Issue a new organizer token (shown once); the old one stops working at once.' })
  @ApiOkResponse({ type: RotatedOrganizerTokenDto })
  rotateOrganizerToken(@Param('id', RowIdParamPipe) id: string): Promise<RotatedOrganizerToken> {
    return this.control.rotateOrganizerToken(id);
  }
}
