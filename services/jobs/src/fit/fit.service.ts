import { Injectable } from '@nestjs/common';
import type { JobFitResponse } from '@pathwise/contracts';
import { In } from 'typeorm';
import { DataSource } from 'typeorm';
import { JobListingEntity } from '../listings/job-listing.entity.js';
import { isListingId } from '../listings/listing-id.js';
import { loadReferenceData } from '../reference/reference-data.js';
import { UserProfilesService } from '../users/user-profiles.service.js';
import { jobFit } from './fit-engine.js';

/** The tools O*NET flags as hot in any occupation: what listings most often ask for beyond their own occupation's. */
const HOT_TOOLS = [
  ...new Set(loadReferenceData().occupations.flatMap((o) => o.tools.filter((t) => t.hot).map((t) => t.name))),
];

@Injectable()
export class FitService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: UserProfilesService,
  ) {}

  /** Each asked listing's fit to the caller; no resume analysis yet: no scores (the screen asks for a resume). */
  async fit(userId: string, jobIds: string[]): Promise<JobFitResponse> {
    const profile = await this.profiles.find(userId);
    if (!profile?.hasResume) return { hasResume: false, fits: [] };
    const ids = jobIds.filter(isListingId);
    const listings = ids.length ? await this.dataSource.getRepository(JobListingEntity).findBy({ id: In(ids) }) : [];
    const { byCode } = loadReferenceData();
    const byId = new Map(listings.map((l) => [l.id, l]));
    return {
      hasResume: true,
      fits: ids
        .map((id) => byId.get(id))
        .filter((l): l is JobListingEntity => Boolean(l))
        .map((l) => jobFit(profile, l, l.occupationCode ? byCode.get(l.occupationCode) : undefined, HOT_TOOLS)),
    };
  }
}
