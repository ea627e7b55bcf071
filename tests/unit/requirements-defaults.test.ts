import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REQUIREMENTS } from '../../apps/api/src/routes/requirements/defaults.ts';

// The seeded suggested prompts are the studio's own English suggestions, so the studio can show them
// translated (apps/web/src/features/studio/utils/prompts.ts localizedChips).
describe('default suggested prompts', () => {
  it('are the English suggestions of the studio, area by area', () => {
    const en = JSON.parse(readFileSync(fileURLToPath(new URL('../../apps/web/src/locales/en/studio.json', import.meta.url)), 'utf8')).suggestions;
    expect(DEFAULT_REQUIREMENTS).toEqual({ front_yard: en.front_yard, backyard: en.back_yard, walkway: en.walkway });
  });
});
