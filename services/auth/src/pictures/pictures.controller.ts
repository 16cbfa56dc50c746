import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { MAX_PROFILE_PICTURE_BYTES, PictureMessages, PlaceholderParams, type User } from '@pathwise/contracts';
import { AllowAnonymous, createZodDto, CurrentUserId, readUploadedFile } from '@pathwise/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { placeholderAvatarSvg } from './placeholder-avatar.js';
import { PicturesService } from './pictures.service.js';

const FIELD = 'profilePicture';

export class PlaceholderParamsDto extends createZodDto(PlaceholderParams) {}

@Controller('api')
export class PicturesController {
  constructor(private readonly pictures: PicturesService) {}

  @Post('profile/picture')
  async upload(@CurrentUserId() userId: string, @Req() req: FastifyRequest): Promise<User> {
    const { bytes } = await readUploadedFile(req, {
      field: FIELD,
      maxBytes: MAX_PROFILE_PICTURE_BYTES,
      missing: PictureMessages.missing,
      tooLarge: PictureMessages.tooLarge,
    });
    return this.pictures.replace(userId, bytes);
  }

  /** Picture ids change on every upload, so responses can be cached for good. */
  @Get('profile/picture/:pictureId')
  @AllowAnonymous()
  async serve(@Param('pictureId') pictureId: string, @Res() reply: FastifyReply) {
    const picture = await this.pictures.find(pictureId);
    void reply
      .header('content-type', picture.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${picture.id}"`)
      .header('x-content-type-options', 'nosniff')
      .send(picture.content);
  }

  @Get('placeholder/:w/:h')
  @AllowAnonymous()
  placeholder(@Param() { w, h }: PlaceholderParamsDto, @Res() reply: FastifyReply) {
    void reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(placeholderAvatarSvg(w, h));
  }
}
