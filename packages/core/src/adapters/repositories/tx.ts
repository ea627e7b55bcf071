import type { Prisma } from '../../generated/prisma/client.ts';

/** A Prisma transaction client: repository methods that must share a transaction take one. */
export type Tx = Prisma.TransactionClient;
