import sharp from 'sharp';
const [f, top, height] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
for (const d of ['base', 'after']) {
  const img = sharp(`/tmp/wt16-shots-${d}/${f}`); const m = await img.metadata();
  await img.extract({ left: 0, top, width: m.width, height: Math.min(height, m.height - top) }).toFile(`/tmp/wt16-crop-${d}-${f}`);
}
