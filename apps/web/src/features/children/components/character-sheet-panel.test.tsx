import {
  characterSheetMessages,
  type CharacterSheet,
  type Child,
} from '@littlestar/shared/children';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { ChildrenPage } from '../pages/children-page';
import { CHARACTER_SHEET_POLL_MS, childrenPollMs } from '@/lib/children-query';
import { formatNextRedraw } from '../utils/next-redraw';

const SHEET_URL = '/api/files/children/child-1/character/sheet-1.png?sig=a';
const NEW_SHEET_URL = '/api/files/children/child-1/character/sheet-2.png?sig=b';

const sheet = (overrides: Partial<NonNullable<CharacterSheet>> = {}): CharacterSheet => ({
  status: 'ready',
  drawn_at: '2026-01-02T10:00:00.000Z',
  next_redraw_at: null,
  ...overrides,
});

const readyChild = (overrides: Partial<Child> = {}) =>
  createTestChild({
    training_status: 'completed',
    imageUrl: SHEET_URL,
    character_sheet: sheet(),
    ...overrides,
  });

/**
 * GET /api/children answers `child` as it now is; POST …/character-sheet answers `redraw`
 * (by default the 202 of a drawing that began); PATCH …/likeness saves the look.
 */
function fakeServer(child: Child, redraw?: () => Response) {
  const server = { child, calls: [] as string[] };
  stubApi({
    '/api/children': () => [server.child],
    '/api/children/child-1/character-sheet': (_url, init) => {
      server.calls.push(`${init?.method} character-sheet`);
      if (redraw) return redraw();
      server.child = {
        ...server.child,
        character_sheet: sheet({
          status: 'drawing',
          next_redraw_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
        }),
      };
      return Response.json(server.child, { status: 202 });
    },
    '/api/children/child-1/likeness': (_url, init) => {
      server.calls.push(`${init?.method} likeness`);
      const changes = JSON.parse(init?.body as string) as Child['likeness'];
      server.child = { ...server.child, likeness: { ...server.child.likeness, ...changes } };
      return server.child;
    },
  });
  return server;
}

async function openLookAndFeel() {
  const rendered = renderPage({ path: '/children', element: <ChildrenPage /> });
  fireEvent.click(await screen.findByRole('button', { name: 'Look & feel of Arjun' }));
  const dialog = within(await screen.findByRole('dialog', { name: "Arjun's look & feel" }));
  return { ...rendered, dialog };
}

describe('the character sheet in Look & feel', () => {
  it('shows nothing new where pictures are drawn offline', async () => {
    fakeServer(readyChild({ imageUrl: '/api/files/avatar.jpg', character_sheet: null }));
    const { dialog } = await openLookAndFeel();
    expect(dialog.getByRole('button', { name: 'Save Look' })).toBeTruthy();
    expect(dialog.queryByRole('img', { name: "Arjun's character sheet" })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Draw a new picture' })).toBeNull();
    expect(screen.queryByTestId('character-sheet')).toBeNull();
  });

  it('says the picture comes with the first story while there is none', async () => {
    fakeServer(readyChild({ imageUrl: null, character_sheet: sheet({ status: 'none' }) }));
    const { dialog } = await openLookAndFeel();
    expect(screen.getByTestId('character-sheet').textContent).toContain(
      'is drawn with the first story',
    );
    expect(dialog.queryByRole('button', { name: 'Draw a new picture' })).toBeNull();
  });

  it('shows the sheet, asks for a new picture and shows it once drawn', async () => {
    const server = fakeServer(readyChild());
    const { dialog, queryClient } = await openLookAndFeel();
    const picture = dialog.getByRole<HTMLImageElement>('img', { name: "Arjun's character sheet" });
    expect(picture.getAttribute('src')).toBe(SHEET_URL);
    expect(screen.getByTestId('character-sheet').textContent).toContain(
      "This is how Arjun appears in every story's pictures. If it doesn't look like Arjun, adjust the look below and ask for a new picture — once a day.",
    );

    const button = dialog.getByRole<HTMLButtonElement>('button', { name: 'Draw a new picture' });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await dialog.findByText('Drawing a new picture…')).toBeTruthy();
    expect(server.calls).toEqual(['POST character-sheet']);
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('character-sheet').getAttribute('aria-busy')).toBe('true');

    // The list polls while a sheet is drawing; here the next answer is asked for at once.
    expect(childrenPollMs([server.child])).toBe(CHARACTER_SHEET_POLL_MS);
    server.child = {
      ...server.child,
      imageUrl: NEW_SHEET_URL,
      character_sheet: sheet({
        drawn_at: '2026-01-03T10:00:00.000Z',
        next_redraw_at: server.child.character_sheet?.next_redraw_at ?? null,
      }),
    };
    await queryClient.refetchQueries();
    expect(await dialog.findByText("Here is Arjun's new picture.")).toBeTruthy();
    expect(dialog.getByRole('img', { name: "Arjun's character sheet" }).getAttribute('src')).toBe(
      NEW_SHEET_URL,
    );
    expect(button.disabled).toBe(true);
    expect(dialog.getByText(/^You can ask for another new picture after /)).toBeTruthy();
    expect(childrenPollMs([server.child])).toBe(false);
  });

  it('keeps the button off until a day has passed, and says when', async () => {
    const next = new Date(Date.now() + 5 * 3600_000);
    fakeServer(readyChild({ character_sheet: sheet({ next_redraw_at: next.toISOString() }) }));
    const { dialog } = await openLookAndFeel();
    const button = dialog.getByRole<HTMLButtonElement>('button', { name: 'Draw a new picture' });
    expect(button.disabled).toBe(true);
    const note = `You can ask for another new picture after ${formatNextRedraw(next, new Date())}.`;
    expect(dialog.getByText(note)).toBeTruthy();
    // Said to screen readers with the button.
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(note);
  });

  it("shows the server's reason when it refuses", async () => {
    const server = fakeServer(readyChild(), () =>
      Response.json(
        { detail: characterSheetMessages.oncePerDay },
        { status: 429, headers: { 'retry-after': '3600' } },
      ),
    );
    const { dialog } = await openLookAndFeel();
    fireEvent.click(dialog.getByRole('button', { name: 'Draw a new picture' }));
    await waitFor(() => expect(toastTexts()).toEqual([characterSheetMessages.oncePerDay]));
    expect(server.calls).toEqual(['POST character-sheet']);
    expect(dialog.queryByText('Drawing a new picture…')).toBeNull();
  });

  it('saves a changed look before the new picture is drawn from it', async () => {
    const server = fakeServer(readyChild());
    const { dialog } = await openLookAndFeel();
    const hairColours = within(dialog.getByRole('radiogroup', { name: 'Hair colour' }));
    fireEvent.click(hairColours.getAllByRole('radio', { checked: false })[0]!);
    expect(dialog.getByText('Your changes to the look are saved first.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Draw a new picture' }));
    expect(await dialog.findByText('Drawing a new picture…')).toBeTruthy();
    expect(server.calls).toEqual(['PATCH likeness', 'POST character-sheet']);
  });
});
