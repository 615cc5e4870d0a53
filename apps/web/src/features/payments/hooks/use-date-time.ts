import { useFormatter } from 'use-intl';

/**
 * '12 Mar 2025, 3:04 pm' in the interface's locale (en-IN or hi-IN) and the browser's time
 * zone; an unreadable value is shown as is.
 */
export function useDateTime() {
  const format = useFormatter();
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  };
}
