// Generates the placeholder photographs and sponsor wordmarks the site ships with, into src/assets/.
// The real event photos and sponsor logos are not ours to publish, so the repository carries
// intentional-looking stand-ins: SVG compositions (felt gradients, cards, chips, suits, warm light)
// rendered to JPEG/PNG with sharp. Deterministic: the same seed always gives the same picture.
// Run once after changing it: `node scripts/make-placeholder-images.ts`, then commit src/assets/.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const out = join(import.meta.dirname, '..', 'src', 'assets');

// Small deterministic PRNG (mulberry32) so reruns produce byte-identical images.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUITS = ['♠', '♥', '♦', '♣'];
const FELTS = [
  ['#1f6b48', '#0b3322', '#04140d'],
  ['#22704f', '#0d3a27', '#050f0a'],
  ['#1a5e5a', '#0a302e', '#041312'],
  ['#3a2a1c', '#1d140d', '#080504'],
  ['#5a1a22', '#2a0b10', '#0c0305'],
];
const CHIP_COLOURS = ['#c8a04a', '#b3262f', '#1d3f8f', '#f1efe8', '#111111', '#2e7d4f'];

function chip(x: number, y: number, r: number, colour: string, tilt: number): string {
  // A casino chip seen at an angle: an ellipse with edge inserts and an inner ring.
  const ry = r * tilt;
  const edge = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `<ellipse cx="${x + Math.cos(a) * r * 0.86}" cy="${y + Math.sin(a) * ry * 0.86}" rx="${r * 0.12}" ry="${ry * 0.12}" fill="#f5f1e6" opacity="0.9"/>`;
  }).join('');
  return `<g>
    <ellipse cx="${x}" cy="${y + r * 0.12}" rx="${r}" ry="${ry}" fill="#000" opacity="0.35"/>
    <ellipse cx="${x}" cy="${y}" rx="${r}" ry="${ry}" fill="${colour}"/>
    ${edge}
    <ellipse cx="${x}" cy="${y}" rx="${r * 0.62}" ry="${ry * 0.62}" fill="none" stroke="#f5f1e6" stroke-opacity="0.55" stroke-width="${r * 0.05}"/>
  </g>`;
}

function stack(x: number, y: number, r: number, count: number, colour: string, tilt: number): string {
  let s = '';
  for (let i = 0; i < count; i++) s += chip(x, y - i * r * 0.16, r, colour, tilt);
  return s;
}

function card(x: number, y: number, w: number, angle: number, suit: string, rank: string): string {
  const h = w * 1.4;
  const red = suit === '♥' || suit === '♦';
  const ink = red ? '#b3262f' : '#15171a';
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${-w / 2 + w * 0.04}" y="${-h / 2 + w * 0.06}" width="${w}" height="${h}" rx="${w * 0.08}" fill="#000" opacity="0.35"/>
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.08}" fill="#f7f4ec"/>
    <text x="${-w / 2 + w * 0.1}" y="${-h / 2 + w * 0.3}" font-family="DejaVu Serif" font-weight="bold" font-size="${w * 0.24}" fill="${ink}">${rank}</text>
    <text x="0" y="${w * 0.18}" text-anchor="middle" font-family="DejaVu Sans" font-size="${w * 0.6}" fill="${ink}">${suit}</text>
  </g>`;
}

function cardBack(x: number, y: number, w: number, angle: number): string {
  const h = w * 1.4;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${-w / 2 + w * 0.04}" y="${-h / 2 + w * 0.06}" width="${w}" height="${h}" rx="${w * 0.08}" fill="#000" opacity="0.35"/>
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.08}" fill="#f7f4ec"/>
    <rect x="${-w / 2 + w * 0.07}" y="${-h / 2 + w * 0.07}" width="${w * 0.86}" height="${h - w * 0.14}" rx="${w * 0.05}" fill="#7a1822"/>
    <rect x="${-w / 2 + w * 0.13}" y="${-h / 2 + w * 0.13}" width="${w * 0.74}" height="${h - w * 0.26}" rx="${w * 0.04}" fill="none" stroke="#c8a04a" stroke-width="${w * 0.02}"/>
  </g>`;
}

interface SceneOptions {
  width: number;
  height: number;
  seed: number;
  // 'table': cards and chips on felt; 'room': a wide room of tables under warm lights; 'hero': a dark,
  // moody close-up with room on the left for the headline.
  kind: 'table' | 'room' | 'hero';
}

function scene({ width: W, height: H, seed, kind }: SceneOptions): string {
  const r = rng(seed);
  const felt = FELTS[seed % FELTS.length]!;
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  let body = '';

  if (kind === 'room') {
    // Rows of oval tables receding towards a warm back wall, pendant lights above.
    body += `<rect width="${W}" height="${H * 0.45}" fill="url(#wall)"/>`;
    for (let i = 0; i < 5; i++) {
      const lx = W * (0.1 + i * 0.2 + (r() - 0.5) * 0.05);
      body += `<circle cx="${lx}" cy="${H * 0.12}" r="${W * 0.09}" fill="url(#lamp)"/>`;
      body += `<rect x="${lx - 1}" y="0" width="2" height="${H * 0.1}" fill="#3b3020"/>`;
    }
    const rows = [
      { y: 0.55, s: 0.55, n: 4 },
      { y: 0.78, s: 1, n: 2 },
    ];
    for (const row of rows) {
      for (let i = 0; i < row.n; i++) {
        const cx = W * ((i + 0.5) / row.n) + (r() - 0.5) * W * 0.04;
        const cy = H * row.y;
        const rx = (W / row.n) * 0.4;
        const ry = rx * 0.32;
        body += `<ellipse cx="${cx}" cy="${cy + ry * 0.25}" rx="${rx * 1.04}" ry="${ry * 1.1}" fill="#000" opacity="0.5"/>`;
        body += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a2416"/>`;
        body += `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.88}" ry="${ry * 0.82}" fill="url(#felt)"/>`;
        for (let k = 0; k < 3; k++) {
          body += stack(cx + (k - 1) * rx * 0.35, cy + ry * 0.1, rx * 0.06, 2 + Math.floor(r() * 4), pick(CHIP_COLOURS), 0.45);
        }
      }
    }
  } else {
    const cards = kind === 'hero' ? 5 : 2 + Math.floor(r() * 4);
    const x0 = kind === 'hero' ? 0.58 : 0.2;
    const span = kind === 'hero' ? 0.34 : 0.6;
    const w = Math.min(W, H) * (kind === 'hero' ? 0.2 : 0.22);
    for (let i = 0; i < cards; i++) {
      const x = W * (x0 + (span * (i + 0.5)) / cards);
      const y = H * (0.42 + (r() - 0.5) * 0.12);
      const rank = pick(['A', 'K', 'Q', 'J', '10', '9', '7']);
      body += r() < 0.2 && kind !== 'hero' ? cardBack(x, y, w, (r() - 0.5) * 40) : card(x, y, w, (r() - 0.5) * 30, pick(SUITS), rank);
    }
    const stacks = kind === 'hero' ? 4 : 2 + Math.floor(r() * 4);
    for (let i = 0; i < stacks; i++) {
      const x = W * (kind === 'hero' ? 0.55 + r() * 0.4 : 0.1 + r() * 0.8);
      const y = H * (0.72 + r() * 0.18);
      body += stack(x, y, Math.min(W, H) * 0.07, 2 + Math.floor(r() * 7), pick(CHIP_COLOURS), 0.42);
    }
    // A large faint suit as a watermark gives each frame its own character.
    body += `<text x="${W * (0.15 + r() * 0.7)}" y="${H * 0.9}" text-anchor="middle" font-family="DejaVu Sans" font-size="${H * 0.9}" fill="#ffffff" opacity="0.04">${pick(SUITS)}</text>`;
  }

  const lightX = kind === 'hero' ? 0.72 : 0.3 + r() * 0.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="bg" cx="${lightX}" cy="0.35" r="0.85">
      <stop offset="0" stop-color="${felt[0]}"/><stop offset="0.55" stop-color="${felt[1]}"/><stop offset="1" stop-color="${felt[2]}"/>
    </radialGradient>
    <radialGradient id="felt" cx="0.5" cy="0.4" r="0.7">
      <stop offset="0" stop-color="#2a8a5c"/><stop offset="1" stop-color="#0d3d28"/>
    </radialGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#140d07"/><stop offset="1" stop-color="#3a2614"/>
    </linearGradient>
    <radialGradient id="lamp"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.85"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow" cx="${lightX}" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#ffcf7a" stop-opacity="0.22"/><stop offset="1" stop-color="#ffcf7a" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${body}
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

async function photo(name: string, options: SceneOptions, quality = 78): Promise<void> {
  const file = join(out, name);
  await sharp(Buffer.from(scene(options))).jpeg({ quality, mozjpeg: true }).toFile(file);
}

// Typographic wordmark standing in for a sponsor's logo: transparent PNG, dark ink (shown on white tiles).
function wordmark(name: string, tagline: string, style: number): string {
  const W = 600;
  const H = 240;
  const serif = style % 2 === 0;
  const ink = ['#0b3322', '#15171a', '#1d3f8f', '#7a1822', '#3a2a1c'][style % 5]!;
  const accent = ['#b08a3a', '#2e7d4f', '#b3262f', '#1d3f8f'][style % 4]!;
  const marks = [
    `<circle cx="70" cy="120" r="42" fill="${accent}"/><path d="M48 140 L70 92 L92 140 Z" fill="#fff"/>`,
    `<rect x="30" y="80" width="80" height="80" rx="14" fill="${accent}"/><rect x="52" y="102" width="36" height="36" fill="#fff"/>`,
    `<path d="M30 160 L70 78 L110 160 Z" fill="${accent}"/><circle cx="70" cy="132" r="14" fill="#fff"/>`,
    `<circle cx="70" cy="120" r="42" fill="none" stroke="${accent}" stroke-width="12"/><circle cx="70" cy="120" r="14" fill="${accent}"/>`,
  ];
  const fontSize = name.length > 16 ? 40 : name.length > 11 ? 48 : 58;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${marks[style % marks.length]}
    <text x="134" y="${tagline ? 124 : 138}" font-family="${serif ? 'DejaVu Serif' : 'DejaVu Sans'}" font-weight="bold" font-size="${fontSize}" fill="${ink}" letter-spacing="${serif ? 0 : -1}">${name}</text>
    ${tagline ? `<text x="136" y="164" font-family="DejaVu Sans" font-size="22" fill="${ink}" letter-spacing="5">${tagline.toUpperCase()}</text>` : ''}
  </svg>`;
}

// Keep in step with src/content/sponsors.json (the logo files it names).
const SPONSOR_MARKS: [file: string, name: string, tagline: string][] = [
  ['bayou-minerals', 'Bayou Minerals', 'Royalties'],
  ['gulfline-supply', 'Gulfline', 'Supply Chain'],
  ['calcasieu-midstream', 'Calcasieu', 'Midstream'],
  ['landgrid-data', 'LandGrid', 'Land Data'],
  ['wellsight-analytics', 'WellSight', 'Analytics'],
  ['pelican-properties', 'Pelican', 'Properties'],
  ['forecastiq', 'ForecastIQ', 'Software'],
  ['redfish-energy-investors', 'Redfish', 'Energy Investors'],
  ['nordsee-energie', 'Nordsee Energie', 'Europe'],
  ['sabine-energy-capital', 'Sabine', 'Energy Capital'],
  ['crescent-energy-capital', 'Crescent', 'Energy Capital'],
  // The 13th sponsor (an energy partners firm) deliberately has no logo: the site shows its name.
  ['delta-energy-llc', 'Delta Energy', 'LLC'],
];

await mkdir(join(out, 'gallery'), { recursive: true });
await mkdir(join(out, 'sponsors'), { recursive: true });

await photo('hero.jpg', { width: 1920, height: 1080, seed: 7, kind: 'hero' }, 74);
await photo('venue.jpg', { width: 1200, height: 800, seed: 3, kind: 'room' });
await photo('about-table.jpg', { width: 1200, height: 800, seed: 11, kind: 'table' });
for (let i = 1; i <= 9; i++) {
  await photo(`gallery/2025-${String(i).padStart(2, '0')}.jpg`, { width: 1200, height: 800, seed: 100 + i, kind: i % 4 === 0 ? 'room' : 'table' }, 72);
}
for (let i = 1; i <= 16; i++) {
  await photo(`gallery/2024-${String(i).padStart(2, '0')}.jpg`, { width: 1200, height: 800, seed: 200 + i, kind: i % 5 === 0 ? 'room' : 'table' }, 72);
}
for (const [i, [file, name, tagline]] of SPONSOR_MARKS.entries()) {
  // Trimmed to the ink plus a small margin, so tiles can centre and scale the mark itself.
  const trimmed = await sharp(Buffer.from(wordmark(name, tagline, i))).trim().png().toBuffer();
  const png = await sharp(trimmed)
    .extend({ top: 12, bottom: 12, left: 12, right: 12, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(join(out, 'sponsors', `${file}.png`), png);
}
console.log(`Placeholder images written to ${out}`);
