import { createHash } from 'node:crypto';
import type { AreaId, GenerateResponse } from '@landscape/contract';
import { buildPlan, buildPrompt, sceneFromAddress, summarizePlan } from '@landscape/design';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage/storage.port.ts';
import { storageKeys } from '../storage/keys.ts';
import type { ImageModel } from '../image-model/image-model.port.ts';
import { promptForStyle, type StyleCatalog } from '../generation/style-catalog.ts';
import { userFacingError } from '../generation/generation.service.ts';
import type { PreparedImage } from './upload-image.ts';
import { UploadImagery } from './upload.imagery.ts';

export interface TransformInput {
  photo: PreparedImage;
  style: string;
  area: AreaId;
  wishes: string;
  /** How much the model may change: 'strict' keeps the structure (smart transform), a number is denoising strength. */
  preservation: 'strict' | 'balanced' | number;
  width: number;
  height: number;
  userId: string;
  clientIp: string | null;
  signal: AbortSignal;
  log: Logger;
}

const PRESERVE_WORDS = {
  strict: 'Change only the ground surfaces and plantings; every building, window, fence, car and the camera stay exactly as photographed.',
  balanced: 'Keep the buildings and the camera as photographed; the garden may be reshaped freely.',
};

/**
 * Pro design: redesign a homeowner's own photo. The photo is the original of a generation owned by
 * the user (an Asset row each for the original and the render), the plan is built for the chosen
 * style, and the configured image model draws it: Gemini edits the photo with the plan's prompt;
 * the offline renderer repaints the photo's ground (uploads/photo-restyle.ts).
 */
export class TransformService {
  constructor(
    private readonly d: { db: Database; storage: Storage; imageModel: ImageModel; styles: StyleCatalog },
  ) {}

  async transform(input: TransformInput): Promise<GenerateResponse> {
    const prisma = this.d.db.prisma;
    const style = await this.d.styles.resolve(input.style);
    if (!style) throw new Error(`style '${input.style}' cannot be drawn`);
    const generation = await prisma.generation.create({
      data: {
        address: 'Uploaded photo',
        kind: 'upload',
        styles: [input.style],
        userId: input.userId,
        clientIp: input.clientIp,
        status: 'processing',
        areas: { create: [{ area: input.area, style: input.style, prompt: input.wishes, status: 'processing', startedAt: new Date(), attempts: 1 }] },
      },
      include: { areas: true },
    });
    const row = generation.areas[0]!;
    const fail = async (message: string) => {
      await prisma.generationArea.update({ where: { id: row.id }, data: { status: 'failed', error: message, finishedAt: new Date() } });
      await prisma.generation.update({ where: { id: generation.id }, data: { status: 'failed' } });
      return { success: false, error: message, detail: message, generation_id: generation.id, style: input.style } satisfies GenerateResponse;
    };
    try {
      const property = await new UploadImagery(input.photo, input.area).fetch();
      const originalKey = storageKeys.original(generation.id, input.area, 'jpg');
      await this.store(originalKey, property.data, property.contentType, 'original', generation.id, input.userId, input.photo);

      const seed = createHash('sha256').update(`${generation.id}:${input.style}`).digest().readUInt32BE(0);
      // No scene behind a photo: a neutral lot gives the plan its sizes; the photo gives the look.
      const lot = sceneFromAddress(`upload ${generation.id}`);
      const plan = buildPlan({ area: input.area, style: style.drawAs, wishes: input.wishes, scene: lot, seed });
      const preserve = typeof input.preservation === 'number' ? (input.preservation <= 0.5 ? 'strict' : 'balanced') : input.preservation;
      const prompt = `${promptForStyle(buildPrompt(plan), style)}\n${PRESERVE_WORDS[preserve]}`;
      const out = await this.d.imageModel.generate(
        { area: input.area, style: input.style, original: { data: property.data, contentType: property.contentType }, scene: null, plan, prompt, view: property.angle, width: input.width, height: input.height },
        { signal: input.signal },
      );
      const renderKey = storageKeys.render(generation.id, input.area, input.style, out.contentType === 'image/jpeg' ? 'jpg' : out.contentType === 'image/webp' ? 'webp' : 'png');
      await this.store(renderKey, out.image, out.contentType, 'render', generation.id, input.userId);
      const summary = summarizePlan(plan);
      await prisma.generationArea.update({
        where: { id: row.id },
        data: {
          status: 'completed',
          angle: property.angle,
          originalKey,
          renderKey,
          plan: { seed, prompt, summary } as object,
          model: out.model,
          preservationStrength: out.preservationStrength,
          finishedAt: new Date(),
        },
      });
      await prisma.generation.update({ where: { id: generation.id }, data: { status: 'completed' } });
      return {
        success: true,
        images: [originalKey, renderKey],
        style: input.style,
        generation_id: generation.id,
        analysis_mode: false,
        data: { model: out.model, style: input.style, preservation_strength: out.preservationStrength, plan: null, design: summary as never },
      };
    } catch (err) {
      input.log.warn({ err, generationId: generation.id }, 'photo transform failed');
      return fail(userFacingError(err) === 'Rendering failed' ? 'Transformation failed' : userFacingError(err));
    }
  }

  private async store(key: string, data: Buffer, contentType: string, kind: string, generationId: string, userId: string, size?: { width: number; height: number }) {
    await this.d.storage.put(key, data, contentType);
    await this.d.db.prisma.asset.upsert({
      where: { key },
      create: { key, kind, contentType, bytes: data.length, width: size?.width ?? null, height: size?.height ?? null, generationId, userId },
      update: { contentType, bytes: data.length },
    });
  }
}
