import { useLocale } from 'use-intl';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * '12 Mar 2025, 3:04 pm' (en-IN; hi-IN writes the month in Hindi) in the browser's time zone;
 * an unreadable value is shown as is.
 */
export function formatDateTime(iso: string, locale = 'en-IN'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(date);
}

/** `formatDateTime` in the interface's locale (`en-IN` or `hi-IN`). */
export function useFormatDateTime(): (iso: string) => string {
  const locale = useLocale();
  return (iso) => formatDateTime(iso, locale);
}
