import { expect, readMail, signInThroughApi, test } from '../fixtures.js';

test('a parent sends a suggestion: it is checked, thanked, and mailed to support', async ({
  page,
}) => {
  const user = await signInThroughApi(page, 'feedback');
  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByLabel('Message Type')).toHaveAccessibleDescription(
    'Please select a message type.',
  );
  await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(
    'Message must be at least 10 characters.',
  );

  await page.getByLabel('Message Type').selectOption({ label: 'Suggestion' });
  const message = `A pirate theme, please! (${user.email})`;
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(
    page.getByText("Thank you for your feedback! We'll get back to you soon."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const mail = await readMail((candidate) => (candidate.text ?? '').includes(message));
  expect(mail.subject).toMatch(/^Suggestion from /);
  expect(mail.replyTo?.text).toBe(user.email);
});

test.describe(() => {
  // The refused request is a 503, which the browser notes in the console.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('a message that cannot be sent says so and stays on the form', async ({ page }) => {
    await signInThroughApi(page, 'feedback-down');
    await page.route('**/api/feedback', (route) =>
      route.fulfill({ status: 503, json: { detail: 'Service unavailable' } }),
    );
    await page.goto('/feedback');
    await page.getByLabel('Message Type').selectOption({ label: 'Complaint' });
    await page.getByLabel('Message', { exact: true }).fill('The PDF did not download.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(
      page.getByText('Failed to submit feedback. Please try again later.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'The PDF did not download.',
    );
  });
});
