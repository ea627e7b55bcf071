-- AlterTable: a design (one generation_areas row) is public at /d/:id from shared_at until its owner stops sharing it
ALTER TABLE "generation_areas" ADD COLUMN     "shared_at" TIMESTAMP(3);
