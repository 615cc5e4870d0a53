import { leaveMessages } from '@littlestar/shared/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeAnswer } from '@/test-utils/fake-api';
import { DeleteAccountDialog } from './delete-account-dialog';

function renderDialog(options: { methods: string[]; deleteAnswers: (() => FakeAnswer)[] }) {
  const bodies: unknown[] = [];
  const answers = [...options.deleteAnswers];
  const fetchMock = stubApi({
    '/api/auth/list-accounts': () => options.methods.map((providerId) => ({ providerId })),
    '/api/me': (_url, init) => {
      expect(init?.method).toBe('DELETE');
      bodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
      return answers.shift()?.() ?? new Response(null, { status: 204 });
    },
  });
  const onDeleted = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DeleteAccountDialog open onOpenChange={onOpenChange} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return { bodies, fetchMock, onDeleted, onOpenChange };
}

const confirmButton = () => screen.getByRole('button', { name: 'Delete my account' });

describe('DeleteAccountDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after a wrong password gives the focus back to the password, selected to retype', async () => {
    renderDialog({
      methods: ['credential'],
      deleteAnswers: [
        () => Response.json({ detail: leaveMessages.wrongPassword }, { status: 403 }),
      ],
    });
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    fireEvent.change(password, { target: { value: 'not my password' } });
    confirmButton().focus();
    fireEvent.click(confirmButton());

    expect((await screen.findByRole('alert')).textContent).toBe(leaveMessages.wrongPassword);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.selectionStart).toBe(0);
    expect(password.selectionEnd).toBe('not my password'.length);
  });

  it('says what goes and what stays, and deletes with the password', async () => {
    const { bodies, onDeleted } = renderDialog({
      methods: ['credential'],
      deleteAnswers: [
        () => Response.json({ detail: leaveMessages.wrongPassword }, { status: 403 }),
      ],
    });
    const dialog = screen.getByRole('alertdialog', { name: leaveMessages.deleteTitle });
    expect(dialog.textContent).toContain(leaveMessages.deleteGoes);
    expect(dialog.textContent).toContain(leaveMessages.deleteStays);

    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'not my password' } });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(leaveMessages.wrongPassword);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(bodies).toEqual([
      { password: 'not my password' },
      { password: 'correct horse battery' },
    ]);
  });

  it('asks for the password before sending anything', async () => {
    const { fetchMock } = renderDialog({ methods: ['credential'], deleteAnswers: [] });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(leaveMessages.passwordRequired);
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toEqual([]);
  });

  it('tells a Google account to sign in again instead of asking for a password', async () => {
    const { bodies, onDeleted } = renderDialog({
      methods: ['google'],
      deleteAnswers: [() => Response.json({ detail: leaveMessages.signInAgain }, { status: 403 })],
    });
    expect(await screen.findByText(leaveMessages.googleNote)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(leaveMessages.signInAgain);
    expect(bodies).toEqual([{}]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('cannot be closed while the deletion runs', async () => {
    const { onOpenChange } = renderDialog({
      methods: ['credential'],
      deleteAnswers: [() => new Promise<Response>(() => {})],
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(confirmButton());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
