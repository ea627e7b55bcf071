-- AlterTable
ALTER TABLE "styles" ADD COLUMN     "base_style" TEXT;
