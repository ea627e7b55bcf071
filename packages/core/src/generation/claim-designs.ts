import type { ProgressStore } from '../ports/progress.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { hashClaimToken, isUuid } from './design-access.ts';

/**
 * A visitor who signs in takes over the generations made in this browser (POST /api/me/claim): only those
 * whose claim token matches and that no one owns yet (checked in the repository's transaction). Anything
 * else is ignored, without saying why. Answers the ids moved; their images are then the user's alone (the
 * caller forgets cached ownership).
 */
export class ClaimDesigns {
  constructor(private readonly d: { generations: Pick<GenerationRepository, 'claim'>; progress: Pick<ProgressStore, 'delete'> }) {}

  async claim(userId: string, items: { generationId: string; token: string }[]): Promise<string[]> {
    const requests = items
      .filter((i) => isUuid(i.generationId))
      .map((i) => ({ generationId: i.generationId.toLowerCase(), tokenHash: hashClaimToken(i.token) }));
    const claimed = await this.d.generations.claim(userId, requests);
    // the cached progress carries the owner: drop it so progress is read again from the database
    for (const id of claimed) await this.d.progress.delete(id);
    return claimed;
  }
}
