import type { Page } from '@playwright/test';

interface Cue {
  start: number;
  end: number;
  text: string;
}

const timestamp = (seconds: number) => {
  const whole = Math.max(0, seconds);
  const minutes = Math.floor(whole / 60);
  const rest = (whole - minutes * 60).toFixed(3).padStart(6, '0');
  return `00:${String(minutes).padStart(2, '0')}:${rest}`;
};

/**
 * The demo's on-screen captions: each is drawn over the page (so it is in the video) and
 * kept as a WebVTT cue (so the landing page offers it as a captions track too).
 */
export class Captions {
  private readonly cues: Cue[] = [];

  constructor(
    private readonly page: Page,
    private readonly clock: () => number,
  ) {}

  /** Shows `text` from now until the next caption (or the end). */
  async show(text: string): Promise<void> {
    const now = this.clock();
    const previous = this.cues.at(-1);
    if (previous && previous.end === Infinity) previous.end = now;
    this.cues.push({ start: now, end: Infinity, text });
    await this.draw();
  }

  /** Draws the current caption again: a full page load removes it. */
  async draw(): Promise<void> {
    const text = this.cues.at(-1)?.text ?? '';
    // Styles are set through the DOM, which the page's Content-Security-Policy allows.
    await this.page.evaluate((caption) => {
      let box = document.getElementById('demo-caption');
      if (!box) {
        box = document.createElement('div');
        box.id = 'demo-caption';
        Object.assign(box.style, {
          position: 'fixed',
          left: '0',
          right: '0',
          bottom: '24px',
          margin: '0 auto',
          width: 'fit-content',
          zIndex: '2147483647',
          maxWidth: '90%',
          padding: '10px 26px',
          borderRadius: '999px',
          background: 'rgba(32, 12, 28, 0.86)',
          color: '#fff',
          font: '700 24px/1.3 "Baloo 2", system-ui, sans-serif',
          textAlign: 'center',
          boxShadow: '0 8px 30px rgba(0,0,0,0.25)',
          pointerEvents: 'none',
        });
        document.body.append(box);
      }
      box.textContent = caption;
    }, text);
  }

  /** A screenshot of the page without the caption over it (for the poster). */
  async screenshotWithout(): Promise<Buffer> {
    const box = this.page.locator('#demo-caption');
    await box.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
    const picture = await this.page.screenshot();
    await box.evaluate((element: HTMLElement) => (element.style.visibility = 'visible'));
    return picture;
  }

  /** The cues as a WebVTT file, the last one ending at `end`. */
  toVtt(end: number): string {
    const lines = ['WEBVTT', ''];
    this.cues.forEach((cue, index) => {
      lines.push(
        String(index + 1),
        `${timestamp(cue.start)} --> ${timestamp(Math.min(cue.end, end))}`,
      );
      lines.push(cue.text, '');
    });
    return lines.join('\n');
  }
}
