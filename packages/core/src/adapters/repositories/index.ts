import type { Database } from '../db/client.ts';
import { AccessTokenRepository } from './access-token.repository.ts';
import { AssetRepository } from './asset.repository.ts';
import { FeedbackRepository } from './feedback.repository.ts';
import { GenerationRepository } from './generation.repository.ts';
import { NotificationRepository } from './notification.repository.ts';
import { RequirementRepository } from './requirement.repository.ts';
import { StyleRepository } from './style.repository.ts';
import { UsageRepository } from './usage.repository.ts';
import { UserRepository } from './user.repository.ts';

// One repository per aggregate; together they own every database call of the application.

export interface Repositories {
  generations: GenerationRepository;
  usage: UsageRepository;
  assets: AssetRepository;
  users: UserRepository;
  styles: StyleRepository;
  requirements: RequirementRepository;
  feedback: FeedbackRepository;
  accessTokens: AccessTokenRepository;
  notifications: NotificationRepository;
}

export function createRepositories(db: Database): Repositories {
  const usage = new UsageRepository(db);
  return {
    generations: new GenerationRepository(db, usage),
    usage,
    assets: new AssetRepository(db),
    users: new UserRepository(db),
    styles: new StyleRepository(db),
    requirements: new RequirementRepository(db),
    feedback: new FeedbackRepository(db),
    accessTokens: new AccessTokenRepository(db),
    notifications: new NotificationRepository(db),
  };
}

export * from './access-token.repository.ts';
export * from './asset.repository.ts';
export * from './feedback.repository.ts';
export * from './generation.repository.ts';
export * from './generation-records.ts';
export * from './notification.repository.ts';
export * from './requirement.repository.ts';
export * from './style.repository.ts';
export * from './usage.repository.ts';
export * from './user.repository.ts';
export type { Tx } from './tx.ts';
