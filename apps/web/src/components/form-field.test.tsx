import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '@/lib/use-zod-form';
import { FormSelectField, FormTextareaField } from './form-field';

/** A form shaped like the story forms: a required select and an optional textarea. */
const storyLikeSchema = z.object({
  theme: z.enum(['adventure', 'magic'], { error: 'Please select a story theme' }),
  moral: z
    .string()
    .trim()
    .transform((moral) => moral || undefined),
});

function StoryLikeForm({
  onSubmit,
}: {
  onSubmit: (values: z.output<typeof storyLikeSchema>) => void;
}) {
  // No default theme: the select starts on its placeholder, which no enum value matches.
  const form = useZodForm(storyLikeSchema, { defaultValues: { moral: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <FormSelectField
        label="Theme"
        placeholder="Select a theme"
        options={[
          { value: 'adventure', label: 'Adventure' },
          { value: 'magic', label: 'Magic' },
        ]}
        {...form.field('theme')}
      />
      <FormTextareaField label="Moral (optional)" {...form.field('moral')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSelectField and FormTextareaField with useZodForm', () => {
  it('say the select is required under it, clear it once chosen, and hand over the output', async () => {
    const onSubmit = vi.fn();
    render(<StoryLikeForm onSubmit={onSubmit} />);
    const theme = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Theme' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please select a story theme')).toBeTruthy();
    expect(theme.getAttribute('aria-invalid')).toBe('true');
    const describedBy = theme.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Please select a story theme',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(theme, { target: { value: 'magic' } });
    await waitFor(() => expect(screen.queryByText('Please select a story theme')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Moral (optional)' }), {
      target: { value: '  Be kind  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { theme: 'magic', moral: 'Be kind' },
        expect.anything(),
      ),
    );
  });
});
