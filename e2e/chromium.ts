import fs from 'node:fs';

/** The system Chromium the browser tests drive (Debian's `chromium` package by default). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const hasChromium = fs.existsSync(chromiumPath);

/** Flags for a headless Chromium on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
