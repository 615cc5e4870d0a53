import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InHindi } from '@/test-utils/in-hindi';
import { useZodForm } from './use-zod-form';

const schema = z.object({ email: z.string().email('Please enter a valid email address') });

async function submitEmpty(wrapper?: ({ children }: { children: ReactNode }) => ReactNode) {
  const { result } = renderHook(
    () => {
      const form = useZodForm(schema, { defaultValues: { email: 'nope' } });
      // Read while rendering, as a form's fields do, so the hook follows the errors.
      return { form, error: form.field('email').error };
    },
    wrapper ? { wrapper } : {},
  );
  await act(() => result.current.form.handleSubmit(() => undefined)());
  return result.current.error;
}

describe('useZodForm', () => {
  it("says the schema's English message on an English page", async () => {
    expect(await submitEmpty()).toBe('Please enter a valid email address');
  });

  it('says it in Hindi on a Hindi page', async () => {
    const message = await submitEmpty(InHindi);
    expect(message).toMatch(/[\u0900-\u097F]/);
  });
});
