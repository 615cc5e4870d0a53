import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { RedeemPage } from './redeem-page';

const CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345';
const render = () => renderPage({ path: '/redeem', element: <RedeemPage /> });

/** The JSON bodies sent to the redemption endpoint. */
const redemptions = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input]) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return href.endsWith('/gift-codes/redeem');
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    );

async function submit(code: string) {
  fireEvent.change(await screen.findByLabelText('Gift code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('RedeemPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds the credits and says from whom, with the new balance', async () => {
    const fetchMock = stubApi({
      '/api/gift-codes/redeem': () => ({ credits: 15, from_name: 'Asha', total_credits: 17 }),
    });
    render();
    await submit(CODE.toLowerCase());
    expect(
      await screen.findByText('15 credits added to your account: a gift from Asha.'),
    ).toBeTruthy();
    expect(screen.getByText('Your balance is now 17 credits.')).toBeTruthy();
    expect(redemptions(fetchMock)).toEqual([{ code: CODE.toLowerCase() }]);
  });

  it("says the server's reason for a refused code, and checks the shape before asking", async () => {
    const fetchMock = stubApi({
      '/api/gift-codes/redeem': () =>
        Response.json(
          { detail: 'This gift code has already been redeemed.', code: 'gift_code_redeemed' },
          { status: 409 },
        ),
    });
    render();
    await submit('not a code');
    expect(await screen.findByText(/A gift code has 28 letters and digits/)).toBeTruthy();
    expect(redemptions(fetchMock)).toEqual([]);

    await submit(CODE);
    expect(await screen.findByText('This gift code has already been redeemed.')).toBeTruthy();
    expect(screen.queryByText(/A gift code has 28 letters and digits/)).toBeNull();
  });
});
