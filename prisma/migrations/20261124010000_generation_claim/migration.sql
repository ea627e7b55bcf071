-- AlterTable
ALTER TABLE "generations" ADD COLUMN     "claim_hash" TEXT;
