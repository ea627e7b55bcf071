import { describe, expect, it } from 'vitest';
import { addressLooksGood, addressProblem } from './address.ts';

describe('address hint and validation (product §5)', () => {
  it('looks good over 5 characters with a comma or a space', () => {
    expect(addressLooksGood('1 Main St')).toBe(true);
    expect(addressLooksGood('Paris,FR')).toBe(true);
  });

  it('does not look good when short or a single word', () => {
    expect(addressLooksGood('1 Mai')).toBe(false);
    expect(addressLooksGood('Amphitheatre')).toBe(false);
    expect(addressLooksGood('  ab   ')).toBe(false);
  });

  it('asks for an address when nothing was typed, and refuses blanks', () => {
    expect(addressProblem('')).toBe('errors.addressRequired');
    expect(addressProblem('   ')).toBe('errors.addressEmpty');
    expect(addressProblem('1 Main St')).toBeNull();
  });
});
