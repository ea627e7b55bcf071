-- House-Lock: where each design's keep mask came from (drawn | model | pixels | user), docs/decisions/013-house-lock.md
ALTER TABLE "generation_areas" ADD COLUMN     "house_mask_source" TEXT;
