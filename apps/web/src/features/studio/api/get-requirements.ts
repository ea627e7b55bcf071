import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequirementsResponse } from '@landscape/contract';
import { requirementsResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/requirements: the suggested prompts per area that admins manage in /requirements-admin.

export const getRequirements = (): Promise<RequirementsResponse> => apiRequest('/api/requirements', requirementsResponseSchema);

export const getRequirementsQueryOptions = () => queryOptions({ queryKey: ['requirements'], queryFn: getRequirements, staleTime: 60_000, retry: 1 });

export const useRequirements = () => useQuery(getRequirementsQueryOptions());
