import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import { renderPage } from '@/test-utils/render-page';
import { createTestDemoChild, createTestDemoStory } from '@/test-utils/test-demo';
import { DemoCreateStoryPage } from './demo-create-story-page';

const refusal =
  'You have already made your free story with Zoe. Add your own child to make more stories.';

function renderForm(
  create: () => Response | object,
  {
    user = createTestUser(),
    generate = () => ({
      success: true,
      story: createTestDemoStory({ id: 'free-1', free: true, status: 'generating' }),
    }),
  }: { user?: ReturnType<typeof createTestUser>; generate?: () => Response | object } = {},
) {
  const fetchMock = stubApi({
    '/api/demo/children/demo-1': () => createTestDemoChild(),
    '/api/demo/children/demo-1/stories': (_url, init) => (init?.method === 'POST' ? create() : []),
    '/api/demo/stories/free-1/generate': generate,
  });
  const page = renderPage({
    path: '/demo/child/:childId/create-story',
    element: <DemoCreateStoryPage />,
    initialEntry: '/demo/child/demo-1/create-story',
    routes: [{ path: '/demo/child/:childId/stories', element: <p>Demo shelf</p> }],
    wrapper: ({ children }) => <FakeAuthProvider initialUser={user}>{children}</FakeAuthProvider>,
  });
  return { fetchMock, ...page };
}

const fill = () => {
  fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'adventure' } });
  fireEvent.change(screen.getByLabelText('Setting'), { target: { value: 'forest' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
};

describe('Creating the free demo story', () => {
  it('starts with the title "{name}\'s Adventure" and warns the details cannot be edited', async () => {
    renderForm(() => ({}));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Story Title').value).toBe("Zoe's Adventure"),
    );
    expect(screen.getByTestId('demo-edit-warning').textContent).toContain(
      'Story details cannot be edited in the free trial.',
    );
  });

  it('confirms that the story is free, then starts it and goes to the demo shelf', async () => {
    const { router } = renderForm(() =>
      Response.json(createTestDemoStory({ id: 'free-1', free: true, title: "Zoe's Adventure" }), {
        status: 201,
      }),
    );
    await screen.findByDisplayValue("Zoe's Adventure");
    fill();
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Ready to Create Your Story?' }),
    );
    expect(dialog.getByText(/This story is free: it uses no credits/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Create Free Story' }));
    await screen.findByText('Demo shelf');
    expect(router.state.location.pathname).toBe('/demo/child/demo-1/stories');
  });

  it("shows the server's refusal of a second free story, with a way to add their own child", async () => {
    renderForm(() => Response.json({ detail: refusal, code: 'free_story_used' }, { status: 409 }));
    await screen.findByDisplayValue("Zoe's Adventure");
    fill();
    const alert = within(await screen.findByTestId('demo-refusal'));
    expect(alert.getByText(refusal)).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Add Your Own Child' }).getAttribute('href')).toBe(
      '/create-child',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says before the parent tries that an unverified address must be verified first', async () => {
    renderForm(() => ({}), {
      user: createTestUser({ email: 'sam@example.com', email_verified: false }),
    });
    const notice = await screen.findByTestId('verify-email-notice');
    expect(notice.textContent).toContain(
      'Verify your e-mail address to make your free story. We sent a link to sam@example.com.',
    );
    expect(within(notice).getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it("shows the server's 403 beside 'Send again' instead of starting the story", async () => {
    const detail =
      'Please verify your e-mail address to make your free story. We sent you a link; you can send it again.';
    const { router } = renderForm(
      () =>
        Response.json(createTestDemoStory({ id: 'free-1', free: true, title: "Zoe's Adventure" }), {
          status: 201,
        }),
      { generate: () => Response.json({ detail, code: 'verification_required' }, { status: 403 }) },
    );
    await screen.findByDisplayValue("Zoe's Adventure");
    expect(screen.queryByTestId('verify-email-notice')).toBeNull();
    fill();
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Ready to Create Your Story?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Create Free Story' }));
    const notice = await screen.findByTestId('verify-email-notice');
    expect(notice.textContent).toContain(detail);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/demo/child/demo-1/create-story');
  });
});
