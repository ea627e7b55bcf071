import type { AreaId } from '@landscape/contract';

// GET /api/site/picture?address=&area=: the picture a first design of the address is drawn on (decision 047),
// shown to ask "Is this your home?". An image the browser loads itself; nothing is stored or charged.

export const sitePictureUrl = (address: string, area: AreaId) =>
  `/api/site/picture?address=${encodeURIComponent(address.trim())}&area=${encodeURIComponent(area)}`;
