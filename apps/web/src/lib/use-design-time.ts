import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@landscape/contract';
import { clientConfigQueryOptions } from './client-config.ts';

export type DesignTime = NonNullable<ClientConfig['designTime']>;

/** Seconds per design of the configured image model (its range and the server's measured median); null until known. */
export function useDesignTime(): DesignTime | null {
  const config = useQuery(clientConfigQueryOptions());
  return config.data?.designTime ?? null;
}

/** Seconds a run of `designs` designs is expected to take: the measured median per design, else the middle of the model's range. */
export function estimateSeconds(designs: number, time: DesignTime | null, fallback: number): number {
  if (!time) return fallback;
  const perDesign = time.measured ?? (time.low + time.high) / 2;
  return Math.max(3, Math.ceil(perDesign * Math.max(1, designs)));
}

/** The range the studio states: the configured model's, or one true for every model until the config is read. */
export function designSeconds(time: DesignTime | null): { low: number; high: number } {
  return time ? { low: time.low, high: time.high } : { low: 2, high: 30 };
}
