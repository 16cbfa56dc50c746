import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ReplyProfile, ResumeFacts } from '../engines/index.js';
import { UserProfileEntity } from './user-profile.entity.js';

/** Reads this service's copy of a user's profile (written by the event handlers in profiles.controller.ts). */
@Injectable()
export class ProfilesRepository {
  constructor(@InjectRepository(UserProfileEntity) private readonly profiles: Repository<UserProfileEntity>) {}

  find(userId: string): Promise<UserProfileEntity | null> {
    return this.profiles.findOneBy({ userId });
  }

  static resumeFacts(p: UserProfileEntity | null): ResumeFacts | null {
    return p?.hasResume ? { skills: p.skills, titles: p.titles, experienceLevel: p.experienceLevel } : null;
  }

  static replyProfile(p: UserProfileEntity | null): ReplyProfile {
    return {
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      location: p?.location ?? null,
      skills: p?.hasResume ? p.skills : [],
      experienceLevel: p?.hasResume ? p.experienceLevel : null,
      titles: p?.hasResume ? p.titles : [],
      matches: (p?.matches ?? []).map((m) => ({ title: m.title, code: m.code })),
    };
  }

  /** The O*NET code of one of the user's matches named like `careerPath`, if any. */
  static matchCode(p: UserProfileEntity | null, careerPath: string): string | null {
    const key = careerPath.trim().toLowerCase();
    return p?.matches.find((m) => m.title.trim().toLowerCase() === key)?.code ?? null;
  }
}
