import { queueOptionsSymbol, type TaskQueue } from 'piscina';
import type { RenderTask } from './render-tasks.ts';

/**
 * The render pool's waiting line (piscina's `taskQueue`). Tasks that something outside is waiting to
 * start on go first: the plan and its drawing that an image-model call is sent with (nine calls of one
 * request start together instead of behind the scores of the first answers), and the upload checks a
 * request is answered after. Everything else (drawing, House-Lock's scores and repairs, previews) waits
 * in order of arrival. Nothing is starved for long: first-lane tasks are short and come once per design.
 */
export const FIRST_LANE: ReadonlySet<RenderTask> = new Set<RenderTask>(['plan', 'planView', 'original', 'upload', 'userMask']);

/** A task waiting in piscina's line. */
type Task = Parameters<TaskQueue['push']>[0];

/** What a queued task carries for the lanes (piscina's queue options). */
export interface LaneOptions {
  first: boolean;
}

export function laneOptions(task: RenderTask): { [queueOptionsSymbol]: LaneOptions } {
  return { [queueOptionsSymbol]: { first: FIRST_LANE.has(task) } };
}

function isFirst(task: Task): boolean {
  return (task[queueOptionsSymbol] as LaneOptions | null)?.first === true;
}

export class LaneTaskQueue implements TaskQueue {
  private readonly first: Task[] = [];
  private readonly rest: Task[] = [];

  get size(): number {
    return this.first.length + this.rest.length;
  }

  push(task: Task): void {
    (isFirst(task) ? this.first : this.rest).push(task);
  }

  /** A task given back to the line (a worker that could not take it) goes to the front of its lane. */
  unshift(task: Task): void {
    (isFirst(task) ? this.first : this.rest).unshift(task);
  }

  shift(): Task | null {
    return this.first.shift() ?? this.rest.shift() ?? null;
  }

  remove(task: Task): void {
    for (const lane of [this.first, this.rest]) {
      const i = lane.indexOf(task);
      if (i >= 0) {
        lane.splice(i, 1);
        return;
      }
    }
  }
}
