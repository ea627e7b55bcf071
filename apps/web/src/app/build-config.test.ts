import { describe, expect, it } from 'vitest';
import config from '../../vite.config.ts';

// The studio is React: React DOM renders it in production as in the component tests (decision 018).
describe('the studio build', () => {
  it('resolves react and react-dom to themselves: no alias to another renderer', () => {
    const alias = config.resolve?.alias;
    const entries = Array.isArray(alias) ? alias : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));
    const renamed = entries.filter(({ find }) =>
      ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'].some((id) =>
        typeof find === 'string' ? find === id : find.test(id),
      ),
    );
    expect(renamed).toEqual([]);
  });
});
