import type { ChildInput } from '@littlestar/shared/children';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastTexts } from '@/test-utils/render-page';
import { ChildDetailsForm, emptyChildDetails } from './child-details-form';

function renderForm({
  mode = 'create',
  initialValues = emptyChildDetails,
  onSubmit = vi.fn((_input: ChildInput) => Promise.resolve()),
}: {
  mode?: 'create' | 'edit';
  initialValues?: ChildInput;
  onSubmit?: (input: ChildInput) => Promise<void>;
} = {}) {
  render(
    <>
      <Toaster />
      <ChildDetailsForm
        mode={mode}
        initialValues={initialValues}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={onSubmit}
      />
    </>,
  );
  return { onSubmit };
}

describe('ChildDetailsForm', () => {
  beforeAll(() => {
    // Radix's slider measures itself, with a ResizeObserver where the page has one.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => void toast.dismiss());

  it('sends the age as a number and the chosen pronouns', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Maya ' },
    });
    const age = screen.getByRole('slider', { name: 'Age' });
    expect(age.getAttribute('aria-valuenow')).toBe('5');
    fireEvent.keyDown(age, { key: 'ArrowRight' });
    fireEvent.keyDown(age, { key: 'ArrowRight' });
    expect(age.getAttribute('aria-valuenow')).toBe('7');
    fireEvent.click(screen.getByRole('radio', { name: 'they/them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Maya',
        name_devanagari: null,
        age: 7,
        pronouns: 'they/them',
      }),
    );
  });

  it("starts from the child's values, with she/her and 5 as the defaults of a new one", () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'she/her' }).checked).toBe(true);
    expect(screen.getByRole('slider', { name: 'Age' }).getAttribute('aria-valuetext')).toBe(
      '5 years',
    );
  });

  it("asks for the child's name under the field, and the edit form says so in a toast", async () => {
    const { onSubmit } = renderForm({
      mode: 'edit',
      initialValues: { name: 'Arjun', age: 6, pronouns: 'he/him' },
    });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'he/him' }).checked).toBe(true);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Please enter your child's name")).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(toastTexts()).toEqual(['Please fill in all required fields']));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Arjun' } });
    await waitFor(() => expect(screen.queryByText("Please enter your child's name")).toBeNull());
  });

  it('disables every control while saving', async () => {
    let finish: (() => void) | undefined;
    renderForm({
      initialValues: { name: 'Maya', age: 5, pronouns: 'she/her' },
      onSubmit: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    // The button says so as the submit starts; the controls lock once the values are checked.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).disabled).toBe(true),
    );
    expect(screen.getByRole('slider', { name: 'Age' }).hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByRole<HTMLFieldSetElement>('group', { name: 'Pronouns' }).disabled).toBe(
      true,
    );
    finish?.();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('takes the name in Devanagari for books in Hindi, and only in Devanagari', async () => {
    const { onSubmit } = renderForm({
      mode: 'edit',
      initialValues: { name: 'Aarav', name_devanagari: null, age: 4, pronouns: 'he/him' },
    });
    const hindiName = screen.getByRole('textbox', { name: 'Name in Hindi (Devanagari), optional' });
    expect(hindiName.getAttribute('lang')).toBe('hi');
    fireEvent.change(hindiName, { target: { value: 'Aarav' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Please write the name in Devanagari letters only (for example: आरव)',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(hindiName, { target: { value: ' आरव ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Aarav',
        name_devanagari: 'आरव',
        age: 4,
        pronouns: 'he/him',
      }),
    );
  });
});
