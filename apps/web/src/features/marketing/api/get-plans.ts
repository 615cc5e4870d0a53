import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface PlanFeature {
  name: string;
  description?: string | null;
  included: boolean;
}

/** A purchasable plan (spec §3). Prices are in USD; INR is derived from an exchange rate. */
export interface Plan {
  id: string;
  name: string;
  price: number;
  /** Set when the server already quotes the INR price. */
  price_inr?: number | null;
  credits: number;
  max_children: number;
  max_stories: number;
  duration_days?: number | null;
  features: PlanFeature[];
}

export async function getPlans(): Promise<Plan[]> {
  const data = await apiClient.get<unknown>('/payments/plans');
  return Array.isArray(data) ? (data as Plan[]) : [];
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'plans'],
    queryFn: getPlans,
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
