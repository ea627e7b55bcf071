import { describe, expect, it } from 'vitest';
import { capFeedback, feedbackStatus } from './feedback-rules.ts';

describe('feedback limits', () => {
  it('needs at least 10 characters, not counting surrounding spaces', () => {
    expect(feedbackStatus('too short').valid).toBe(false);
    expect(feedbackStatus('   123456789   ').valid).toBe(false);
    expect(feedbackStatus('1234567890').valid).toBe(true);
    expect(feedbackStatus('').tooShort).toBe(true);
  });

  it('turns the counter red under 10, amber at 500, neutral between', () => {
    expect(feedbackStatus('short').tone).toBe('error');
    expect(feedbackStatus('a'.repeat(10)).tone).toBe('normal');
    expect(feedbackStatus('a'.repeat(499)).tone).toBe('normal');
    expect(feedbackStatus('a'.repeat(500)).tone).toBe('warning');
  });

  it('accepts exactly 500 characters and caps input there', () => {
    expect(feedbackStatus('a'.repeat(500)).valid).toBe(true);
    expect(capFeedback('a'.repeat(650))).toHaveLength(500);
    expect(capFeedback('hello')).toBe('hello');
  });

  it('never splits an emoji when capping', () => {
    const capped = capFeedback('a' + '🌿'.repeat(300));
    expect(capped.length).toBe(499);
    expect(capped.endsWith('🌿')).toBe(true);
  });
});
