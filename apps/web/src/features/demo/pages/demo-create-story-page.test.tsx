import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestDemoChild, createTestDemoStory } from '@/test-utils/test-demo';
import { DemoCreateStoryPage } from './demo-create-story-page';

const refusal =
  'You have already made your free story with Zoe. Add your own child to make more stories.';

function renderForm(create: () => Response | object) {
  const fetchMock = stubApi({
    '/api/demo/children/demo-1': () => createTestDemoChild(),
    '/api/demo/children/demo-1/stories': (_url, init) => (init?.method === 'POST' ? create() : []),
    '/api/demo/stories/free-1/generate': () => ({
      success: true,
      story: createTestDemoStory({ id: 'free-1', free: true, status: 'generating' }),
    }),
  });
  const page = renderPage({
    path: '/demo/child/:childId/create-story',
    element: <DemoCreateStoryPage />,
    initialEntry: '/demo/child/demo-1/create-story',
    routes: [{ path: '/demo/child/:childId/stories', element: <p>Demo shelf</p> }],
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
    renderForm(() => Response.json({ detail: refusal }, { status: 409 }));
    await screen.findByDisplayValue("Zoe's Adventure");
    fill();
    const alert = within(await screen.findByTestId('demo-refusal'));
    expect(alert.getByText(refusal)).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Add Your Own Child' }).getAttribute('href')).toBe(
      '/create-child',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
