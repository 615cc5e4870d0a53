import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { FeedbackPage } from './feedback-page';

const describedBy = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Feedback in Hindi', () => {
  it('shows the page and its messages in Hindi', async () => {
    stubApi({ '/api/feedback': () => Response.json({}, { status: 201 }) });
    renderPage({
      path: '/feedback',
      element: <FeedbackPage />,
      wrapper: InHindi,
    });
    expect(screen.getByRole('heading', { name: 'फ़ीडबैक' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('संदेश'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'फ़ीडबैक भेजें' }));
    await waitFor(() => expect(describedBy('संदेश का प्रकार')).toBe('कृपया संदेश का प्रकार चुनें।'));
    expect(describedBy('संदेश')).toBe('संदेश कम से कम 10 अक्षरों का होना चाहिए।');
  });
});
