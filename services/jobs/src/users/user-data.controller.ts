import { Controller, Get } from '@nestjs/common';
import { USER_DATA_EXPORT_PATH, type ServiceUserData } from '@pathwise/contracts';
import { CurrentUserId } from '@pathwise/platform';
import { TrackingService } from '../tracking/tracking.service.js';
import { UserProfilesService } from './user-profiles.service.js';

/** The account export's share of this service (DECISIONS.md): everything it holds for the caller, and only that. */
@Controller()
export class UserDataController {
  constructor(
    private readonly tracking: TrackingService,
    private readonly profiles: UserProfilesService,
  ) {}

  @Get(USER_DATA_EXPORT_PATH)
  async export(@CurrentUserId() userId: string): Promise<ServiceUserData> {
    const [savedJobs, applications, profile] = await Promise.all([
      this.tracking.listSaved(userId),
      this.tracking.listApplications(userId),
      this.profiles.find(userId),
    ]);
    return {
      service: 'jobs',
      data: {
        savedJobs,
        applications,
        profile: profile
          ? {
              location: profile.location,
              resumeSkills: profile.skills,
              experienceLevel: profile.experienceLevel,
              careerMatches: profile.matches,
            }
          : null,
      },
    };
  }
}
