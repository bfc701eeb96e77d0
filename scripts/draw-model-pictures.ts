/**
 * Draws the demo catalogue's pictures: a side view of each model's body type in the model's own
 * colour, as a small SVG under adapters/react-ui/public/images/models/{id}.svg (Vite copies the
 * folder into the build, the BFF serves it with the portal). Make and model are never written into
 * the picture: the portal names them in the alt text. Run it after changing the catalogue:
 *
 *   node scripts/draw-model-pictures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../adapters/sql/seed/catalogue-data.ts';

type BodyType = 'Limousine' | 'Kombi' | 'SUV' | 'Kleinwagen' | 'Van' | 'Cabrio';

type Body = {
  /** The body's outline, front to the left, wheels standing on y = 308. */
  readonly shell: string;
  /** The glass, drawn over the shell. */
  readonly glass: readonly string[];
  readonly wheels: readonly [number, number];
  readonly wheelY: number;
  readonly wheelRadius: number;
  readonly headlight: readonly [x: number, y: number];
  readonly taillight: readonly [x: number, y: number];
  /** Where the door line runs. */
  readonly doorLine: string;
};

// biome-ignore format: the outlines read best as one path a line
const BODIES: Record<BodyType, Body> = {
  Kleinwagen: {
    shell: 'M112,272 L110,234 Q112,212 138,207 L208,197 Q252,150 302,138 L468,136 Q504,138 518,170 L530,214 Q535,242 530,272 Z',
    glass: ['M224,197 Q264,158 306,150 L370,150 L370,197 Z', 'M382,150 L462,149 Q490,152 502,196 L382,197 Z'],
    wheels: [192, 450], wheelY: 270, wheelRadius: 38,
    headlight: [114, 222], taillight: [520, 204],
    doorLine: 'M376,200 L376,262',
  },
  Limousine: {
    shell: 'M60,272 L58,236 Q60,214 88,208 L196,196 Q248,150 300,140 L406,140 Q446,143 490,192 L566,204 Q587,210 589,236 L587,272 Z',
    glass: ['M214,195 Q258,157 305,151 L344,151 L344,195 Z', 'M356,151 L400,151 Q432,154 468,194 L356,195 Z'],
    wheels: [166, 482], wheelY: 270, wheelRadius: 38,
    headlight: [62, 222], taillight: [578, 214],
    doorLine: 'M350,198 L350,262',
  },
  Kombi: {
    shell: 'M60,272 L58,236 Q60,214 88,208 L190,196 Q245,148 300,138 L540,136 Q566,138 576,170 L587,212 Q591,240 587,272 Z',
    glass: ['M210,195 Q255,156 305,149 L348,149 L348,195 Z', 'M360,149 L452,149 L452,195 L360,195 Z', 'M464,148 L535,148 Q552,152 560,194 L464,195 Z'],
    wheels: [166, 482], wheelY: 270, wheelRadius: 38,
    headlight: [62, 222], taillight: [578, 196],
    doorLine: 'M354,198 L354,262',
  },
  SUV: {
    shell: 'M64,268 L62,220 Q64,196 92,190 L190,180 Q235,126 285,116 L520,114 Q552,116 564,150 L578,196 Q584,230 580,268 Z',
    glass: ['M208,178 Q248,132 292,126 L352,126 L352,178 Z', 'M364,126 L450,126 L450,178 L364,178 Z', 'M462,125 L515,125 Q538,129 548,176 L462,178 Z'],
    wheels: [168, 480], wheelY: 266, wheelRadius: 42,
    headlight: [66, 204], taillight: [570, 182],
    doorLine: 'M358,182 L358,256',
  },
  Van: {
    shell: 'M56,268 L54,204 Q56,172 90,152 L150,112 Q170,96 210,94 L560,92 Q584,94 588,120 L590,232 Q592,252 588,268 Z',
    glass: ['M106,170 L162,122 Q180,108 215,106 L298,106 L298,170 Z', 'M312,106 L440,106 L440,170 L312,170 Z', 'M454,106 L570,106 L572,170 L454,170 Z'],
    wheels: [156, 488], wheelY: 266, wheelRadius: 40,
    headlight: [58, 212], taillight: [580, 190],
    doorLine: 'M305,174 L305,254',
  },
  Cabrio: {
    shell: 'M72,274 L70,244 Q72,226 98,222 L232,212 L268,176 L278,178 L254,212 L486,210 Q560,212 576,226 Q586,244 583,274 Z',
    glass: ['M246,210 L270,184 L274,186 L254,210 Z'],
    wheels: [172, 482], wheelY: 272, wheelRadius: 36,
    headlight: [74, 232], taillight: [572, 222],
    doorLine: 'M330,216 L330,262',
  },
};

/** Paints a subscription fleet is seen in; each model keeps its own. */
const PAINTS = [
  '#1f4e79',
  '#b3261e',
  '#2e7d32',
  '#e9ecef',
  '#9aa3ad',
  '#263238',
  '#f2b705',
  '#5e35b1',
  '#00838f',
  '#e8710a',
  '#6d4c41',
  '#455a64',
] as const;

const paintOf = (id: string): string => {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PAINTS[hash % PAINTS.length] as string;
};

const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r + 6}" fill="#1b1f24"/>` +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#2b2f35"/>` +
  `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.6)}" fill="#c9ced6"/>` +
  `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.18)}" fill="#6b7280"/>`;

export const pictureOf = (cartype: string, paint: string): string => {
  const body = BODIES[(cartype in BODIES ? cartype : 'Limousine') as BodyType];
  const [front, rear] = body.wheels;
  const ground = body.wheelY + body.wheelRadius;
  // The portal's <img alt> names the car; the drawing itself says nothing (aria-hidden) and holds no text.
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" aria-hidden="true">',
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#f4f6f9"/><stop offset="1" stop-color="#e3e8ee"/>',
    '</linearGradient></defs>',
    '<rect width="640" height="360" fill="url(#s)"/>',
    `<ellipse cx="320" cy="${ground + 2}" rx="290" ry="12" fill="#000" fill-opacity=".14"/>`,
    `<path d="${body.shell}" fill="${paint}" stroke="#000" stroke-opacity=".28" stroke-width="3" stroke-linejoin="round"/>`,
    ...body.glass.map(
      (d) => `<path d="${d}" fill="#9fb3c8" stroke="#000" stroke-opacity=".3" stroke-width="2"/>`,
    ),
    `<path d="${body.doorLine}" stroke="#000" stroke-opacity=".22" stroke-width="2"/>`,
    `<rect x="${body.headlight[0]}" y="${body.headlight[1]}" width="22" height="9" rx="4" fill="#fff6c4"/>`,
    `<rect x="${body.taillight[0]}" y="${body.taillight[1]}" width="10" height="14" rx="3" fill="#d32f2f"/>`,
    wheel(front, body.wheelY, body.wheelRadius),
    wheel(rear, body.wheelY, body.wheelRadius),
    '</svg>',
    '',
  ].join('');
};

/**
 * Cars of the demo subscriptions whose model the shop no longer offers: /mycars shows them by the
 * deal's product id (adapters/sql/seed.ts), so they get a picture too.
 */
const FORMER_MODELS: readonly (readonly [id: string, cartype: BodyType])[] = [
  ['volkswagen-id-4-pro', 'SUV'],
  ['opel-corsa-e', 'Kleinwagen'],
  ['bmw-i4-edrive40', 'Limousine'],
  ['hyundai-kona-elektro', 'SUV'],
  ['kia-niro-ev', 'SUV'],
];

export const DRAWN_MODELS: readonly (readonly [id: string, cartype: string])[] = [
  ...CATALOGUE.map(([id, , , , , , cartype]) => [id, cartype] as const),
  ...FORMER_MODELS,
];

if (import.meta.main) {
  const folder = join(import.meta.dirname, '..', 'adapters', 'react-ui', 'public', 'images', 'models');
  mkdirSync(folder, { recursive: true });
  for (const [id, cartype] of DRAWN_MODELS) {
    writeFileSync(join(folder, `${id}.svg`), pictureOf(cartype, paintOf(id)));
  }
  console.log(`${DRAWN_MODELS.length} pictures in ${folder}`);
}
