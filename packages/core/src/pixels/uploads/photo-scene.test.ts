import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { groundRegion } from './photo-region.ts';
import { readScene, sceneMeasures } from './photo-scene.ts';

// What the restyle reads in a photo before designing (issue 46): the fixture photographs (fixtures/README.md)
// at 512 px (a pebble shore is a fine grain: much smaller and it is a blur). The keep mask does not enter the reading (it is the ground grid and the picture round it), so
// the homeowner's brush stands in for it here: nothing kept.

const read = async (file: string) => {
  const photo = await sharp(readFileSync(new URL(`./fixtures/${file}`, import.meta.url)))
    .resize(512, 512, { fit: 'inside' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const none = await sharp({ create: { width: info.width, height: info.height, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  return readScene(sceneMeasures(await groundRegion(photo, data, info.width, info.height, none)));
};

describe('reading a photo before designing it', () => {
  it.each([
    ['building-lawn.jpg', 'lawn', false],
    ['castle-lawn.jpg', 'lawn', false],
    ['meadow-mountains-wide.jpg', 'meadow', false],
    ['dry-path-snow.jpg', 'meadow', false],
    ['storm-road-dusk.jpg', 'meadow', false],
    ['forest-path-tall.jpg', 'forest_floor', true],
    ['sunset-hill-dusk.jpg', 'dry', false],
    ['dusk-shore.jpg', 'gravel', false],
    ['snow-field-cars.jpg', 'snow', false],
    ['leuven-lane.jpg', 'paving', false],
    ['leuven-street.jpg', 'paving', false],
    ['jetty-deck.jpg', 'paving', false],
  ] as const)('%s: %s ground, shade %s', async (file, ground, shade) => {
    expect(await read(file)).toEqual({ ground, shade });
  });
});
