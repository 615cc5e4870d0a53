import type { StoryInput } from '@littlestar/shared/stories';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestStory } from '@/test-utils/test-story';
import { StoryForm, storyFormValues } from './story-form';

function renderForm(onSubmit = vi.fn((_input: StoryInput) => Promise.resolve())) {
  render(
    <StoryForm
      defaultValues={storyFormValues()}
      submitLabel="Create Story"
      busyLabel="Saving Story..."
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('StoryForm', () => {
  it("says what is missing in the spec's words, each message tied to its field", async () => {
    const onSubmit = renderForm();
    fireEvent.change(field('Story Title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));

    const title = await screen.findByText('Please enter a story title');
    expect(screen.getByText('Please select a story theme')).toBeTruthy();
    expect(screen.getByText('Please select a story setting')).toBeTruthy();
    expect(field('Story Title').getAttribute('aria-invalid')).toBe('true');
    expect(field('Story Title').getAttribute('aria-describedby')).toBe(title.id);
    expect(field('Theme').getAttribute('aria-describedby')).toBe(
      screen.getByText('Please select a story theme').id,
    );
    expect(field('Setting').getAttribute('aria-describedby')).toBe(
      screen.getByText('Please select a story setting').id,
    );
    // The optional fields have nothing to say.
    expect(field('Conflict (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // The first field to fix has the focus.
    expect(document.activeElement).toBe(field('Story Title'));

    // A fixed field loses its message as soon as it is fixed.
    fireEvent.change(field('Story Title'), { target: { value: 'Maya and the Moon' } });
    await waitFor(() => expect(screen.queryByText('Please enter a story title')).toBeNull());
    expect(screen.getByText('Please select a story theme')).toBeTruthy();
  });

  it('shows themes and settings capitalised and sends them lowercase, leaving out blank extras', async () => {
    const onSubmit = renderForm();
    const themes = Array.from(field('Theme').querySelectorAll('option'), (o) => o.textContent);
    expect(themes).toEqual([
      'Select a theme',
      'Adventure',
      'Friendship',
      'Courage',
      'Learning',
      'Family',
      'Magic',
      'Nature',
      'Space',
    ]);
    expect(Array.from(field('Setting').querySelectorAll('option'), (o) => o.textContent)).toContain(
      'Magical Kingdom',
    );
    expect(field('Moral of the Story (optional)').tagName).toBe('TEXTAREA');
    expect(field('Moral of the Story (optional)').getAttribute('rows')).toBe('2');

    fireEvent.change(field('Story Title'), { target: { value: '  Maya and the Moon ' } });
    fireEvent.change(field('Theme'), { target: { value: 'courage' } });
    fireEvent.change(field('Setting'), { target: { value: 'magical kingdom' } });
    fireEvent.change(field('Conflict (optional)'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(JSON.parse(JSON.stringify(onSubmit.mock.calls[0]?.[0]))).toEqual({
      title: 'Maya and the Moon',
      theme: 'courage',
      setting: 'magical kingdom',
    });
  });

  it('gives the focus to the first choice to make when the title is already there', async () => {
    renderForm();
    fireEvent.change(field('Story Title'), { target: { value: 'Maya and the Moon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    await screen.findByText('Please select a story theme');
    // The choices are not locked while the form is only being checked, so the focus lands.
    expect(field('Theme').disabled).toBe(false);
    expect(document.activeElement).toBe(field('Theme'));
  });

  it('disables every field while saving, and says so on the button', async () => {
    let finish = () => {};
    renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    fireEvent.change(field('Story Title'), { target: { value: 'Maya and the Moon' } });
    fireEvent.change(field('Theme'), { target: { value: 'space' } });
    fireEvent.change(field('Setting'), { target: { value: 'space' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving Story...' });
    expect(busy.disabled).toBe(true);
    // The button says so as the submit starts; the fields lock once the values are checked.
    for (const name of ['Story Title', 'Theme', 'Setting', 'Conflict (optional)']) {
      await waitFor(() => expect(field(name).matches(':disabled'), name).toBe(true));
    }
    finish();
    expect(await screen.findByRole('button', { name: 'Create Story' })).toBeTruthy();
    expect(field('Story Title').matches(':disabled')).toBe(false);
  });

  it("starts from a saved story's details when editing", () => {
    render(
      <StoryForm
        defaultValues={storyFormValues(
          createTestStory({
            title: 'Ocean Friends',
            theme: 'friendship',
            setting: 'ocean',
            moral: 'Share',
          }),
        )}
        submitLabel="Update Story"
        busyLabel="Updating Story..."
        onSubmit={() => Promise.resolve()}
      />,
    );
    expect(field('Story Title').value).toBe('Ocean Friends');
    expect(field('Theme').value).toBe('friendship');
    expect(field('Setting').value).toBe('ocean');
    expect(field('Conflict (optional)').value).toBe('');
    expect(field('Moral of the Story (optional)').value).toBe('Share');
  });
});
