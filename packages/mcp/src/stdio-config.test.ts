import { describe, expect, it } from 'vitest';
import { readSettings } from './stdio-config.ts';

// `pnpm mcp` reads two settings; a missing or wrong one stops it with a line saying what to do.

describe('the settings of pnpm mcp', () => {
  it('calls the local studio unless told otherwise, with the token it is given', () => {
    expect(readSettings({ LANDSCAPE_STUDIO_TOKEN: 'lsat_abc' })).toEqual({ url: 'http://localhost:8080', token: 'lsat_abc' });
    expect(readSettings({ LANDSCAPE_STUDIO_URL: 'https://studio.example', LANDSCAPE_STUDIO_TOKEN: 'lsat_abc' })).toEqual({
      url: 'https://studio.example',
      token: 'lsat_abc',
    });
  });

  it('says what is missing or wrong', () => {
    expect(readSettings({})).toEqual({ problems: expect.stringMatching(/^LANDSCAPE_STUDIO_TOKEN is not set: make an access token in the studio/) });
    expect(readSettings({ LANDSCAPE_STUDIO_TOKEN: 'eyJhbGciOi' })).toEqual({
      problems: expect.stringMatching(/not a studio access token \(they start with lsat_\)/),
    });
    expect(readSettings({ LANDSCAPE_STUDIO_URL: 'ftp://x', LANDSCAPE_STUDIO_TOKEN: 'lsat_a' })).toEqual({
      problems: expect.stringMatching(/must be the studio’s http\(s\) address/),
    });
  });
});
