-- House-Lock: the fidelity check stored with each design image (docs/decisions/013-house-lock.md)
ALTER TABLE "generation_areas" ADD COLUMN     "house_kept" DOUBLE PRECISION,
ADD COLUMN     "house_first" DOUBLE PRECISION,
ADD COLUMN     "house_visible" DOUBLE PRECISION,
ADD COLUMN     "house_action" TEXT,
ADD COLUMN     "house_source" TEXT,
ADD COLUMN     "mask_key" TEXT;
