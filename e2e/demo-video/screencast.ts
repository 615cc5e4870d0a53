import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import type { CDPSession, Page } from '@playwright/test';

const FRAMES_PER_SECOND = 20;

/**
 * Records a page to WebM through Chromium's screencast and Debian's ffmpeg. (Playwright's
 * own recorder needs its downloaded ffmpeg build, which this machine cannot fetch.) Chromium
 * sends a frame only when the page changes, so each frame is repeated until the next one
 * arrives, by the frames' own timestamps: the video keeps real time even on a busy machine.
 */
export class Screencast {
  private session?: CDPSession;
  private encoder?: ChildProcessWithoutNullStreams;
  private lastFrame?: Buffer;
  private startedAt = 0;
  private framesWritten = 0;
  private stderr = '';

  constructor(
    private readonly page: Page,
    private readonly size: { width: number; height: number },
  ) {}

  /** Seconds since recording started, by the clock the frames carry. */
  get elapsedSeconds(): number {
    return this.startedAt ? Date.now() / 1000 - this.startedAt : 0;
  }

  async start(outputFile: string): Promise<void> {
    this.encoder = spawn(
      'ffmpeg',
      [
        ...['-loglevel', 'error', '-y'],
        ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(FRAMES_PER_SECOND)],
        ...['-i', 'pipe:0'],
        ...['-vf', `scale=${this.size.width}:${this.size.height},format=yuv420p`],
        // VP9 at a constant quality: screen pictures compress well, so a minute stays small.
        ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1'],
        ...['-deadline', 'good', '-cpu-used', '4', '-an', outputFile],
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.encoder.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.session = await this.page.context().newCDPSession(this.page);
    this.session.on('Page.screencastFrame', (frame) => {
      void this.session?.send('Page.screencastFrameAck', { sessionId: frame.sessionId });
      this.push(Buffer.from(frame.data, 'base64'), frame.metadata.timestamp ?? Date.now() / 1000);
    });
    this.startedAt = Date.now() / 1000;
    await this.session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 90,
      maxWidth: this.size.width,
      maxHeight: this.size.height,
    });
  }

  private push(frame: Buffer, timestamp: number): void {
    this.fillUntil(timestamp);
    this.lastFrame = frame;
  }

  /** Repeats the last frame until the video reaches `timestamp`. */
  private fillUntil(timestamp: number): void {
    const due = Math.round((timestamp - this.startedAt) * FRAMES_PER_SECOND);
    if (!this.lastFrame || !this.encoder) return;
    for (; this.framesWritten < due; this.framesWritten += 1) {
      this.encoder.stdin.write(this.lastFrame);
    }
  }

  /** Stops, writes the last frame up to now and waits for the encoder to finish the file. */
  async stop(): Promise<void> {
    await this.session?.send('Page.stopScreencast');
    await this.session?.detach();
    this.fillUntil(Date.now() / 1000);
    const encoder = this.encoder;
    if (!encoder) return;
    encoder.stdin.end();
    const [code] = (await once(encoder, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${this.stderr}`);
  }
}
