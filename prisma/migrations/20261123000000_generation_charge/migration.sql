-- AlterTable
ALTER TABLE "generations" ADD COLUMN     "charged_on" DATE,
ADD COLUMN     "charged_to" TEXT,
ADD COLUMN     "settings" JSONB;
