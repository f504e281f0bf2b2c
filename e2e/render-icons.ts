/**
 * Renders the PWA icons (public/icons/*.png) from the logo SVG in headless Chromium.
 * Run after changing the logo: `npx tsx e2e/render-icons.ts`. The PNGs are committed.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

const out = (name: string) => fileURLToPath(new URL(`../public/icons/${name}`, import.meta.url));

const ring = (size: number, scale: number) => {
  const c = size / 2;
  const r = size * 0.3 * scale;
  const w = size * 0.078 * scale;
  const wave = size * 0.05 * scale;
  // A sine of one and a half periods across the ring: the resonance wave.
  const span = r * 1.5;
  const points = Array.from({ length: 61 }, (_, i) => {
    const t = i / 60;
    return `${(c - span / 2 + t * span).toFixed(2)},${(c - Math.sin(t * Math.PI * 3) * wave * 2).toFixed(2)}`;
  });
  const d = `M${points.join(' L')}`;
  return `
    <defs>
      <linearGradient id="s" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f0a45c"/><stop offset=".3" stop-color="#c5e65c"/>
        <stop offset=".5" stop-color="#5ce6b4"/><stop offset=".7" stop-color="#5c8ef0"/>
        <stop offset="1" stop-color="#e65cc8"/>
      </linearGradient>
      <radialGradient id="g" cx=".5" cy=".4" r=".7">
        <stop offset="0" stop-color="#1d2146"/><stop offset="1" stop-color="#0b0d1a"/>
      </radialGradient>
    </defs>
    <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="url(#s)" stroke-width="${w}"/>
    <path d="${d}" fill="none" stroke="#eef0ff" stroke-width="${w * 0.64}" stroke-linecap="round" stroke-linejoin="round"/>`;
};

function svg(size: number, maskable: boolean): string {
  const background = maskable
    ? `<rect width="${size}" height="${size}" fill="url(#g)"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#g)"/>`;
  // Maskable icons keep the mark inside the central 80 % safe zone.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}${ring(size, maskable ? 0.78 : 1)}</svg>`;
}

const ICONS = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
  { name: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(icon.size, icon.maskable)}</body></html>`,
    );
    await writeFile(out(icon.name), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
