import { describe, expect, it } from 'vitest';
import { dwellingOf } from './dwelling.ts';

describe('the kind of home an address names', () => {
  it('finds the unit of a home in a building, however it is written', () => {
    for (const [address, unit] of [
      ['1420 Maple Ave Apt 4B, Sacramento, CA 95814', 'Apt 4B'],
      ['1420 Maple Ave, Apt. 12, Sacramento, CA', 'Apt. 12'],
      ['500 Market St Suite 200, Portland, OR', 'Suite 200'],
      ['77 Elm Rd Unit C, Boston, MA', 'Unit C'],
      ['9 Oak St #12, Denver, CO', '#12'],
      ['9 Oak St # 4B, Denver, CO', '# 4B'],
      ['12 High St, Ste 3-A, Austin, TX', 'Ste 3-A'],
      ['Flat 2, 10 King St, London', 'Flat 2'],
    ] as const)
      expect(dwellingOf(address), address).toEqual({ kind: 'unit', unit });
  });

  it('knows a building named as one', () => {
    expect(dwellingOf('1 Harbor View Condominiums, Miami, FL')).toEqual({ kind: 'building', name: 'Condominiums' });
    expect(dwellingOf('The Pearl Lofts, 1200 NW Marshall St, Portland, OR')).toEqual({ kind: 'building', name: 'Lofts' });
  });

  it('takes a street address of a house as a house: a Florida "FL", a saint\'s "Ste" or a "Unity Rd" is no unit', () => {
    for (const address of [
      '5 Willow Court, Austin, TX',
      '1 SE 3rd Ave, Miami, FL 33133',
      '12 Main St, Ste Genevieve, MO 63670',
      '400 Pine St, Seattle, WA',
      '214 Juniper Lane, Santa Rosa, CA 95404',
      '88 Unity Rd, Portland, OR',
    ])
      expect(dwellingOf(address), address).toEqual({ kind: 'house' });
  });
});
