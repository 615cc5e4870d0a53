import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { FeedbackPage } from './feedback-page';

function renderFeedbackPage(answer: () => Response) {
  const fetchMock = stubApi({ '/api/feedback': answer });
  const page = renderPage({
    path: '/feedback',
    element: <FeedbackPage />,
    initialEntry: '/feedback',
    routes: [{ path: '/', element: <h1>Home</h1> }],
  });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => (typeof init?.body === 'string' ? init.body : ''));
  return { ...page, sent };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
const describedBy = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Feedback', () => {
  it("says what is missing in the spec's words and sends nothing", async () => {
    const { sent } = renderFeedbackPage(() => Response.json({}, { status: 201 }));
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'Too short' } });
    submit();
    await waitFor(() => expect(describedBy('Message Type')).toBe('Please select a message type.'));
    expect(describedBy('Message')).toBe('Message must be at least 10 characters.');
    expect(sent()).toEqual([]);
  });

  it('sends the type capitalised and the message trimmed, thanks the parent and goes home', async () => {
    const { sent, router } = renderFeedbackPage(() =>
      Response.json({ id: 'f-1', created_at: '2026-11-23T10:00:00.000Z' }, { status: 201 }),
    );
    fireEvent.change(await screen.findByLabelText('Message Type'), {
      target: { value: 'Suggestion' },
    });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: '  A pirate theme, please!  ' },
    });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent()).toEqual(['{"type":"Suggestion","message":"A pirate theme, please!"}']);
    // Sonner shows a toast a task after it is asked for, here after the move home.
    await waitFor(() =>
      expect(toastTexts()).toContain("Thank you for your feedback! We'll get back to you soon."),
    );
  });

  it('says the message failed and keeps it for another try', async () => {
    const { router } = renderFeedbackPage(() =>
      Response.json({ detail: 'Too many requests' }, { status: 429 }),
    );
    fireEvent.change(await screen.findByLabelText('Message Type'), {
      target: { value: 'Complaint' },
    });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'The PDF did not download.' },
    });
    submit();
    await waitFor(() =>
      expect(toastTexts()).toContain('Failed to submit feedback. Please try again later.'),
    );
    expect(router.state.location.pathname).toBe('/feedback');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(
      'The PDF did not download.',
    );
  });
});
