import { paymentMessages, type Plan } from '@littlestar/shared/payments';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOST_POPULAR, PlanCard } from './plan-card';

const feature = (name: string, included: boolean) => ({ name, description: '', included });

function createTestPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'starter',
    name: 'Starter',
    description: 'One little star.',
    credits: 5,
    max_children: 1,
    max_stories: 4,
    duration_days: 30,
    features: [feature('PDF download', true), feature('Priority support', false)],
    price: 4.99,
    price_usd_cents: 499,
    price_inr_paise: 39_900,
    is_popular: false,
    ...overrides,
  };
}

const plans = [
  createTestPlan(),
  createTestPlan({ id: 'standard', name: 'Standard', is_popular: true, price_inr_paise: 79_900 }),
  createTestPlan({ id: 'premium', name: 'Premium', price_inr_paise: 159_900 }),
];

describe('PlanCard', () => {
  it("marks only the popular plan (Standard) 'Most Popular'", () => {
    render(
      <>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} currency="INR" onChoose={() => undefined} />
        ))}
      </>,
    );
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    const standard = screen.getByRole('group', { name: 'Standard' });
    expect(within(standard).getByText('Most Popular')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Premium' })).queryByText('Most Popular'),
    ).toBeNull();
  });

  it('says the shared text, which it repeats to keep zod out of the landing page', () => {
    expect(MOST_POPULAR).toBe(paymentMessages.mostPopular);
  });

  it('shows the price, allowances and which features are included', () => {
    render(<PlanCard plan={plans[1]!} currency="INR" onChoose={() => undefined} />);
    expect(screen.getByText('₹799')).toBeTruthy();
    expect(screen.getByText('5 credits')).toBeTruthy();
    expect(screen.getByText('Up to 1 child')).toBeTruthy();
    expect(screen.getByText('Up to 4 stories')).toBeTruthy();
    expect(screen.getByText('Valid for 30 days')).toBeTruthy();
    const features = within(screen.getByRole('list', { name: 'Features' })).getAllByRole(
      'listitem',
    );
    expect(features.map((item) => item.textContent)).toEqual([
      'Included: PDF download',
      'Not included: Priority support',
    ]);
  });

  it('chooses the plan from its button, which is disabled while busy', () => {
    const onChoose = vi.fn();
    const { rerender } = render(<PlanCard plan={plans[0]!} currency="USD" onChoose={onChoose} />);
    expect(screen.getByText('$4.99')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Starter' }));
    expect(onChoose).toHaveBeenCalledWith(plans[0]);

    rerender(<PlanCard plan={plans[0]!} currency="USD" onChoose={onChoose} isBusy />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Choose Starter' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
