/**
 * Draws the placeholder project illustrations in src/assets/projects and the
 * Open Graph image in public/. They stand in until the owner supplies real
 * photographs of finished jobs: replace the files, keep the names.
 * Run: npx tsx scripts/make-placeholder-images.ts
 */
import sharp from "sharp";

const W = 1600;
const H = 1000;

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;

const brick = (x: number, y: number, w: number, h: number, colour: string) => {
  let rows = "";
  for (let r = 0; r < h / 24; r++) {
    rows += `<line x1="${x}" y1="${y + r * 24}" x2="${x + w}" y2="${y + r * 24}" stroke="#00000022" stroke-width="2"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>${rows}`;
};

const sash = (x: number, y: number, w: number, h: number) => {
  const panes: string[] = [];
  for (let c = 1; c < 3; c++)
    panes.push(
      `<line x1="${x + (w * c) / 3}" y1="${y}" x2="${x + (w * c) / 3}" y2="${y + h}" stroke="#f4f1ea" stroke-width="6"/>`,
    );
  for (const r of [1, 2, 4, 5])
    panes.push(
      `<line x1="${x}" y1="${y + (h * r) / 6}" x2="${x + w}" y2="${y + (h * r) / 6}" stroke="#f4f1ea" stroke-width="6"/>`,
    );
  return `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" fill="#f4f1ea"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#5d7a91"/>${panes.join("")}<rect x="${x - 4}" y="${y + h / 2 - 6}" width="${w + 8}" height="12" fill="#f4f1ea"/><rect x="${x - 30}" y="${y + h + 12}" width="${w + 60}" height="22" fill="#e8e2d4"/>`;
};

const scenes: Record<string, (variant: number) => string> = {
  "victorian-house-extension": (v) =>
    sky(["#9cc3e6", "#f2c48d", "#b7d3ea"][v] ?? "#9cc3e6", "#eef3f7") +
    brick(200, 260, 700, 640, "#b5653f") +
    `<polygon points="170,270 550,80 930,270" fill="#4b4f57"/>` +
    sash(290, 360, 150, 240) +
    sash(620, 360, 150, 240) +
    `<rect x="900" y="560" width="560" height="340" fill="#d9e4ec" stroke="#2f3a45" stroke-width="10"/>` +
    `<line x1="1040" y1="560" x2="1040" y2="900" stroke="#2f3a45" stroke-width="8"/><line x1="1180" y1="560" x2="1180" y2="900" stroke="#2f3a45" stroke-width="8"/><line x1="1320" y1="560" x2="1320" y2="900" stroke="#2f3a45" stroke-width="8"/>` +
    `<rect x="880" y="540" width="600" height="26" fill="#2f3a45"/><rect x="0" y="900" width="${W}" height="100" fill="#7c9a5b"/>`,
  "sash-window-restoration": (v) =>
    sky(["#e9e4da", "#d8cfc0", "#efe9df"][v] ?? "#e9e4da", "#d6cdbd") +
    brick(0, 0, W, H, ["#c79a6b", "#b98a5c", "#cfa375"][v] ?? "#c79a6b") +
    sash(560 - v * 60, 140, 420 + v * 40, 640),
  "loft-conversion": (v) =>
    sky(["#a8c9e8", "#c8d9ea", "#f0c9a0"][v] ?? "#a8c9e8", "#f1f5f8") +
    brick(250, 420, 1100, 480, "#a9583a") +
    `<polygon points="220,430 800,120 1380,430" fill="#4a4e55"/>` +
    `<rect x="600" y="190" width="520" height="200" fill="#3c4047"/><rect x="650" y="230" width="420" height="130" fill="#cfe0ec" stroke="#f4f1ea" stroke-width="10"/>` +
    sash(420, 540, 150, 230) +
    sash(1030, 540, 150, 230) +
    `<rect x="0" y="900" width="${W}" height="100" fill="#8a8f96"/>`,
};

for (const [name, draw] of Object.entries(scenes)) {
  for (const v of [0, 1, 2]) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${draw(v)}</svg>`;
    await sharp(Buffer.from(svg))
      .jpeg({ quality: 82 })
      .toFile(`src/assets/projects/${name}-${v + 1}.jpg`);
  }
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${sky("#1d3557", "#2b4a73").replace(`width="${W}" height="${H}"`, 'width="1200" height="630"')}<text x="80" y="300" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#ffffff">London Building Services</text><text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#f4a06b">Extensions · Conversions · Roofing · Renovation</text></svg>`;
await sharp(Buffer.from(og)).jpeg({ quality: 85 }).toFile("public/og-image.jpg");
console.log("placeholder images written");
