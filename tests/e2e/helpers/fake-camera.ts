// Chromium's fake camera fed with a QR code: the door's scanner reads it as a phone's camera would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserType, LaunchOptions, Page } from '@playwright/test';

/**
 * A one-frame Y4M video (Chromium's fake camera loops it): the PNG's pixels, decoded by the
 * browser, scaled 1.5 times onto a white 640x480 frame. Chromium reads 4:2:0, so luma carries
 * the code and both chroma planes are neutral.
 */
export async function y4mFromPng(page: Page, png: Buffer): Promise<Buffer> {
  const { width, height, gray } = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const values: number[] = [];
    for (let i = 0; i < data.length; i += 4) values.push(Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!));
    return { width: canvas.width, height: canvas.height, gray: values };
  }, `data:image/png;base64,${png.toString('base64')}`);
  const [W, H, scale] = [640, 480, 1.5];
  const luma = Buffer.alloc(W * H, 235);
  const left = Math.floor((W - width * scale) / 2);
  const top = Math.floor((H - height * scale) / 2);
  for (let y = 0; y < Math.floor(height * scale); y++) {
    for (let x = 0; x < Math.floor(width * scale); x++) {
      luma[(top + y) * W + left + x] = 16 + Math.round((gray[Math.floor(y / scale) * width + Math.floor(x / scale)]! * 219) / 255);
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1\nFRAME\n`), luma, chroma]);
}


/** The check-in PNG attached to a raw .eml (nodemailer's base64 part), if any. */
export function qrOfEml(eml: string): Buffer | undefined {
  const part = /Content-Type: image\/png[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(eml);
  return part ? Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64') : undefined;
}

/**
 * A phone (390 px) whose camera sees `png`: a browser of its own launched with Chromium's fake
 * camera fed the code; `use` gets a page on `baseURL` with the camera allowed. Closed afterwards.
 */
export async function withCameraPhone(
  chromium: BrowserType<Browser>,
  launchOptions: LaunchOptions,
  baseURL: string | undefined,
  page: Page,
  png: Buffer,
  use: (phone: Page) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'woop-fake-camera-'));
  const video = path.join(dir, 'qr.y4m');
  writeFileSync(video, await y4mFromPng(page, png));
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    await use(await context.newPage());
    await context.close();
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
