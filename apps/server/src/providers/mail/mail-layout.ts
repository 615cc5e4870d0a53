import { escapeHtml, type MailMessage } from './mail-provider.js';

export interface MailContent {
  to: string;
  subject: string;
  /** 'Hi Asha,' — optional. */
  greeting?: string;
  /** A picture above the paragraphs (a gifted book's cover), in the HTML part only. */
  image?: { url: string; alt: string };
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, a bare link in text. */
  action: { label: string; url: string };
  /** Small print under the button (e.g. 'If you did not ask for this…'). */
  footnote?: string;
  replyTo?: string;
}

const BRAND_PINK = '#d63384';

/**
 * Every mail Littlestar sends has this one layout: greeting, paragraphs, one button, small
 * print and the signature, as plain text and as simple inline-styled HTML (what mail clients
 * render reliably). Everything is escaped here, so callers pass plain text.
 */
export function composeMail(content: MailContent): MailMessage {
  const { greeting, paragraphs, action, footnote, image } = content;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    ...(footnote ? [footnote, ''] : []),
    '— Littlestar',
  ].join('\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#fdf2f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${BRAND_PINK}">Littlestar</p>
${image ? `<p style="margin:0 0 24px;text-align:center"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="280" style="max-width:100%;height:auto;border-radius:8px"></p>` : ''}
${[...(greeting ? [greeting] : []), ...paragraphs].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${BRAND_PINK};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
${footnote ? `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(footnote)}</p>` : ''}
<p style="margin:0;font-size:14px;color:#6b7280">— Littlestar</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
