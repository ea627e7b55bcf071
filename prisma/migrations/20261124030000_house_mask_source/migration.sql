-- House-Lock: where each keep mask came from (drawn | model | pixels; docs/decisions/013-house-lock.md)
ALTER TABLE "generation_areas" ADD COLUMN     "house_mask_source" TEXT;
