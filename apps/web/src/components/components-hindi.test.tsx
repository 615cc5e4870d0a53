import type { Plan } from '@littlestar/shared/payments';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { Pager } from './pager';
import { PlanCard } from './plan-card';

const plan: Plan = {
  id: 'standard',
  name: 'Standard',
  description: '',
  credits: 12,
  max_children: 1,
  max_stories: 10,
  duration_days: 90,
  features: [{ name: 'PDF download', description: '', included: true }],
  price: 9.99,
  price_usd_cents: 999,
  price_inr_paise: 79_900,
  is_popular: true,
};

describe('the shared components in Hindi', () => {
  it('shows a plan card in Hindi, with its counts', () => {
    const onChoose = vi.fn();
    render(<PlanCard plan={plan} currency="INR" onChoose={onChoose} />, { wrapper: InHindi });
    expect(screen.getByText('सबसे लोकप्रिय')).toBeTruthy();
    expect(screen.getByText('12 क्रेडिट')).toBeTruthy();
    expect(screen.getByText('1 बच्चे तक')).toBeTruthy();
    expect(screen.getByText('10 कहानियों तक')).toBeTruthy();
    expect(screen.getByText('90 दिन के लिए मान्य')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Standard चुनें' }));
    expect(onChoose).toHaveBeenCalledWith(plan);
  });

  it('pages and asks before deleting in Hindi', () => {
    const pager = render(
      <Pager page={2} total={12} pageSize={5} onPageChange={() => undefined} />,
      { wrapper: InHindi },
    );
    expect(screen.getByText('पेज 2 / 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeTruthy();
    pager.unmount();

    render(
      <ConfirmDeleteDialog
        open
        onOpenChange={() => undefined}
        trigger={<button type="button">x</button>}
        title="t"
        description="d"
        isPending={false}
        onConfirm={() => undefined}
      />,
      { wrapper: InHindi },
    );
    expect(screen.getByRole('button', { name: 'मिटाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
