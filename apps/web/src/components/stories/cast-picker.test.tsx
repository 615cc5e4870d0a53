import { castMessages } from '@littlestar/shared/cast';
import type { StoryInput } from '@littlestar/shared/stories';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestStory } from '@/test-utils/test-story';
import type { CastChildChoice } from './cast-picker';
import { StoryForm, storyFormValues } from './story-form';

const choices: CastChildChoice[] = [
  { id: 'child-2', name: 'Sam' },
  { id: 'child-3', name: 'Leo' },
];

function renderForm(
  options: { cast?: Parameters<typeof StoryForm>[0]['cast']; story?: boolean } = {},
) {
  const onSubmit = vi.fn((_input: StoryInput) => Promise.resolve());
  render(
    <StoryForm
      defaultValues={storyFormValues(
        options.story ? createTestStory({ theme: 'courage', setting: 'forest' }) : undefined,
      )}
      submitLabel="Create Story"
      busyLabel="Saving Story..."
      onSubmit={onSubmit}
      {...(options.cast ? { cast: options.cast } : {})}
    />,
  );
  return onSubmit;
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const button = (name: string) => screen.getByRole('button', { name });

function fillStory() {
  fireEvent.change(field('Story Title'), { target: { value: 'Maya and the Moon' } });
  fireEvent.change(field('Theme'), { target: { value: 'courage' } });
  fireEvent.change(field('Setting'), { target: { value: 'forest' } });
}

const sent = (onSubmit: ReturnType<typeof renderForm>) =>
  JSON.parse(JSON.stringify(onSubmit.mock.calls[0]?.[0])) as Record<string, unknown>;

describe('the story form’s cast (product.md#cast)', () => {
  it('is not offered where the form has no cast (the demo)', () => {
    renderForm();
    expect(screen.queryByText('Who else is in this story?')).toBeNull();
  });

  it('sends nothing of a cast when the parent ignores it', async () => {
    const onSubmit = renderForm({ cast: { choices } });
    expect(screen.getByRole('group', { name: 'Who else is in this story?' })).toBeTruthy();
    fillStory();
    fireEvent.click(button('Create Story'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent(onSubmit)).toEqual({
      title: 'Maya and the Moon',
      theme: 'courage',
      setting: 'forest',
    });
  });

  it('sends an empty cast once the parent has added and removed a companion', async () => {
    // A second submit on the create page updates the story it saved: a cast left out there
    // would keep the companion the parent has just taken out.
    const onSubmit = renderForm({ cast: { choices } });
    fillStory();
    fireEvent.click(button('Add one of your children'));
    fireEvent.change(field('Companion 1: which child'), { target: { value: 'child-2' } });
    fireEvent.click(button('Remove Sam'));
    fireEvent.click(button('Create Story'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent(onSubmit)).toMatchObject({ cast: [] });
  });

  it('adds a sibling and a pet described in words, and sends them in order', async () => {
    const onSubmit = renderForm({ cast: { choices } });
    fillStory();
    fireEvent.click(button('Add one of your children'));
    expect(field('Companion 1: which child').value).toBe('child-2');
    fireEvent.change(field('Companion 1: which child'), { target: { value: 'child-3' } });
    fireEvent.click(button('Add a pet or grown-up'));
    fireEvent.change(field('Companion 2: name'), { target: { value: ' Biscuit ' } });
    fireEvent.change(field('Companion 2: who they are'), { target: { value: 'cat' } });
    fireEvent.change(field('Fur colour (optional)'), { target: { value: 'ginger' } });
    // A pet has no skin tone to choose.
    expect(screen.queryByLabelText('Skin tone (optional)')).toBeNull();
    fireEvent.click(button('Create Story'));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent(onSubmit).cast).toEqual([
      { child_id: 'child-3' },
      { name: 'Biscuit', kind: 'cat', colour: 'ginger' },
    ]);
  });

  it('offers hair and skin for a grown-up, and never the same child twice', () => {
    renderForm({ cast: { choices } });
    fireEvent.click(button('Add one of your children'));
    fireEvent.click(button('Add one of your children'));
    const options = (name: string) =>
      Array.from(field(name).querySelectorAll('option'), (option) => option.textContent);
    expect(options('Companion 1: which child')).toEqual(['Sam']);
    expect(options('Companion 2: which child')).toEqual(['Leo']);
    // Both children are in: only a pet or grown-up can be added now.
    expect(screen.queryByRole('button', { name: 'Add one of your children' })).toBeNull();
    fireEvent.click(button('Add a pet or grown-up'));
    fireEvent.change(field('Companion 3: who they are'), { target: { value: 'grandma' } });
    expect(field('Hair colour (optional)')).toBeTruthy();
    expect(field('Skin tone (optional)')).toBeTruthy();
    // Three companions: nothing more can be added.
    expect(screen.queryByRole('button', { name: 'Add a pet or grown-up' })).toBeNull();
    expect(screen.getByText(`${castMessages.tooMany}.`)).toBeTruthy();
  });

  it('says a companion needs a name, tied to the field, and moves the focus there', async () => {
    const onSubmit = renderForm({ cast: { choices } });
    fillStory();
    fireEvent.click(button('Add a pet or grown-up'));
    fireEvent.click(button('Create Story'));
    const message = await screen.findByText(castMessages.nameRequired);
    expect(field('Companion 1: name').getAttribute('aria-describedby')).toBe(message.id);
    // The focus moves once the form has settled after the check (an effect), on a busy
    // machine a moment after the message shows.
    await waitFor(() => expect(document.activeElement).toBe(field('Companion 1: name')));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field('Companion 1: name'), { target: { value: 'Rex' } });
    await waitFor(() => expect(screen.queryByText(castMessages.nameRequired)).toBeNull());
  });

  it("starts from a saved story's cast, and taking everyone out sends an empty cast", async () => {
    const onSubmit = renderForm({
      story: true,
      cast: {
        choices,
        saved: [
          { child_id: 'child-2', name: 'Sam' },
          { name: 'Biscuit', kind: 'dog', colour: 'golden' },
        ],
      },
    });
    expect(field('Companion 1: which child').value).toBe('child-2');
    expect(field('Companion 2: name').value).toBe('Biscuit');
    fireEvent.click(button('Remove Biscuit'));
    fireEvent.click(button('Remove Sam'));
    expect(screen.queryByLabelText('Companion 1: which child')).toBeNull();
    fireEvent.click(button('Create Story'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent(onSubmit).cast).toEqual([]);
  });
});
