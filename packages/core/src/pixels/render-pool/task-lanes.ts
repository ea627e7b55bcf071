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

/**
 * The lanes, in the order they are served: what a model call or a request waits to start on; the rest of a
 * design's work; work nobody waits for (a delivered design's growth stages), which never holds up a design.
 */
export type Lane = 'first' | 'rest' | 'later';

/** What a queued task carries for the lanes (piscina's queue options). */
export interface LaneOptions {
  lane: Lane;
}

export function laneOptions(task: RenderTask, later = false): { [queueOptionsSymbol]: LaneOptions } {
  return { [queueOptionsSymbol]: { lane: later ? 'later' : FIRST_LANE.has(task) ? 'first' : 'rest' } };
}

function laneOf(task: Task): Lane {
  return (task[queueOptionsSymbol] as LaneOptions | null)?.lane ?? 'rest';
}

export class LaneTaskQueue implements TaskQueue {
  private readonly lanes: Record<Lane, Task[]> = { first: [], rest: [], later: [] };

  get size(): number {
    return this.lanes.first.length + this.lanes.rest.length + this.lanes.later.length;
  }

  push(task: Task): void {
    this.lanes[laneOf(task)].push(task);
  }

  /** A task given back to the line (a worker that could not take it) goes to the front of its lane. */
  unshift(task: Task): void {
    this.lanes[laneOf(task)].unshift(task);
  }

  shift(): Task | null {
    return this.lanes.first.shift() ?? this.lanes.rest.shift() ?? this.lanes.later.shift() ?? null;
  }

  remove(task: Task): void {
    for (const lane of Object.values(this.lanes)) {
      const i = lane.indexOf(task);
      if (i >= 0) {
        lane.splice(i, 1);
        return;
      }
    }
  }
}
