import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  LinkedinRequest,
  MAX_RESUME_BYTES,
  type OkResponse,
  type Resume,
  type ResumeAnalysisResponse,
  ResumeMatchRequest,
  type ResumeMatchResponse,
  ResumeMessages,
} from '@pathwise/contracts';
import {
  ApiError,
  createZodDto,
  CurrentIdentity,
  CurrentUserId,
  type Identity,
  readUploadedFile,
} from '@pathwise/platform';
import type { FastifyRequest } from 'fastify';
import { ResumeService } from './resume.service.js';

const FIELD = 'resume';
const PDF_MAGIC = Buffer.from('%PDF-');
/** Where the header may start: PDF readers (pdf.js, Acrobat) accept it anywhere in the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;

/** A PDF judged by its bytes: the `%PDF-` header within the first 1024 bytes. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_MAGIC) !== -1;
}

export class LinkedinDto extends createZodDto(LinkedinRequest) {}
export class ResumeMatchDto extends createZodDto(ResumeMatchRequest) {}

@Controller('api/resume')
export class ResumeController {
  constructor(private readonly resumes: ResumeService) {}

  /** Premium rewrite suggestions go to premium users only, by the plan of the signed identity. */
  @Get()
  get(@CurrentUserId() userId: string, @CurrentIdentity() identity: Identity): Promise<Resume | null> {
    return this.resumes.get(userId, identity.plan);
  }

  /** multipart/form-data with the PDF in field `resume`; judged by its bytes, not its name or declared type. */
  @Post('upload')
  async upload(
    @CurrentUserId() userId: string,
    @CurrentIdentity() identity: Identity,
    @Req() req: FastifyRequest,
  ): Promise<ResumeAnalysisResponse> {
    const { bytes, fileName } = await readUploadedFile(req, {
      field: FIELD,
      maxBytes: MAX_RESUME_BYTES,
      missing: ResumeMessages.noFile,
      tooLarge: ResumeMessages.tooLarge,
    });
    if (!looksLikePdf(bytes)) {
      throw ApiError.badRequest(ResumeMessages.invalidType, { [FIELD]: ResumeMessages.invalidType });
    }
    return this.resumes.upload(userId, cleanFileName(fileName), bytes, identity.plan);
  }

  @Post('linkedin')
  @HttpCode(200)
  linkedin(
    @CurrentUserId() userId: string,
    @CurrentIdentity() identity: Identity,
    @Body() body: LinkedinDto,
  ): Promise<ResumeAnalysisResponse> {
    return this.resumes.submitLinkedin(userId, body.linkedinUrl, identity.plan);
  }

  /** Beyond the spec (Jobscan's core feature): the current resume matched against a pasted job description. */
  @Post('match')
  @HttpCode(200)
  match(@CurrentUserId() userId: string, @Body() body: ResumeMatchDto): Promise<ResumeMatchResponse> {
    return this.resumes.matchJob(userId, body.jobDescription);
  }

  @Delete()
  async remove(@CurrentUserId() userId: string): Promise<OkResponse> {
    await this.resumes.delete(userId);
    return { ok: true };
  }
}

/** The name as shown back to the user: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'resume.pdf';
}
