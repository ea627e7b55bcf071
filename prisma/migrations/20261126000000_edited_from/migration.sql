-- Change just this: an edited design names the design it was made from (docs/decisions/019-targeted-edits.md)
ALTER TABLE "generation_areas" ADD COLUMN     "edited_from" TEXT;

-- CreateIndex
CREATE INDEX "generation_areas_edited_from_idx" ON "generation_areas"("edited_from");
