import sharp from 'sharp';
const files = process.argv.slice(2);
const tiles = await Promise.all(files.map(f => sharp(f).resize(384,384).png().toBuffer()));
const cols = 3, rows = Math.ceil(tiles.length/cols);
await sharp({ create: { width: cols*388, height: rows*388, channels: 3, background: '#fff' } }).composite(tiles.map((t,i)=>({input:t,left:(i%cols)*388,top:Math.floor(i/cols)*388}))).png().toFile('/tmp/sheet.png');
