import type { TrainingStatus } from '@littlestar/shared/children';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChildCard } from './child-card';
import { createTestChild } from '@/test-utils/test-child';

function renderCard(overrides: Parameters<typeof createTestChild>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ChildCard child={createTestChild(overrides)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('article', { name: 'Arjun' }));
}

describe('ChildCard', () => {
  it.each<[TrainingStatus, string, string, boolean, boolean]>([
    [
      'not_started',
      'Not Started',
      'Child Profile created. Please upload images and start training.',
      true,
      false,
    ],
    [
      'queued',
      'Queued',
      'Child Profile created. Please wait for some time. We will mail you once it is ready.',
      false,
      false,
    ],
    [
      'training',
      'Training',
      'Child Profile created. Please wait for some time. We will mail you once it is ready.',
      false,
      false,
    ],
    ['completed', 'Ready', 'Child Profile created. You can now add and view stories.', true, true],
    [
      'failed',
      'Failed',
      'Child Profile created. Please try updating the profile again.',
      true,
      false,
    ],
  ])('%s: label, guidance and buttons', (status, label, guidance, canEdit, canView) => {
    const card = renderCard({ training_status: status });
    expect(card.getByText(label)).toBeTruthy();
    expect(card.getByText(guidance)).toBeTruthy();
    expect(card.getByText('6 years old')).toBeTruthy();

    const edit = card.queryByRole('link', { name: 'Edit Profile' });
    expect(edit?.getAttribute('href') ?? null).toBe(canEdit ? '/child/child-1/edit' : null);

    // Every status can be deleted, from a button of its own (keyboard reachable).
    expect(card.getByRole('button', { name: 'Delete Arjun' }).tagName).toBe('BUTTON');

    if (canView) {
      expect(card.getByRole('link', { name: 'View Stories' }).getAttribute('href')).toBe(
        '/child/child-1/stories',
      );
      expect(card.getByRole('button', { name: 'Look & feel of Arjun' })).toBeTruthy();
    } else {
      expect(card.getByRole<HTMLButtonElement>('button', { name: 'View Stories' }).disabled).toBe(
        true,
      );
      expect(card.queryByRole('button', { name: 'Look & feel of Arjun' })).toBeNull();
    }
  });

  it('draws a default avatar by pronouns, or shows the photo', () => {
    const card = renderCard({ pronouns: 'they/them' });
    expect(document.querySelector('[data-avatar="neutral"]')).toBeTruthy();
    expect(card.queryByRole('img')).toBeNull();
  });

  it('shows the photo and training notes when there are some', () => {
    const card = renderCard({
      imageUrl: '/api/files/avatar.jpg',
      training_warnings: ['image_2.jpg: no face was found.'],
    });
    expect(card.getByRole('img', { name: 'Photo of Arjun' }).getAttribute('src')).toBe(
      '/api/files/avatar.jpg',
    );
    expect(card.getByRole('list', { name: 'Photo notes' }).textContent).toBe(
      'image_2.jpg: no face was found.',
    );
  });
});
