import sharp from 'sharp';
const files = process.argv.slice(3);
const out = process.argv[2];
const size = 384;
const cols = 3;
const rows = Math.ceil(files.length / cols);
const composites = await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(size, size).png().toBuffer(), left: (i % cols) * size, top: Math.floor(i / cols) * size })));
await sharp({ create: { width: cols * size, height: rows * size, channels: 3, background: '#fff' } }).composite(composites).png().toFile(out);
