import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';

/** When a render thread draws (RENDER_PRIORITY): only when nothing else wants the CPU, below the event loop, or as it. */
export type RenderPriority = 'idle' | 'low' | 'normal';

/** The Linux nice increment each render thread takes (piscina's niceIncrement, per thread on Linux). */
export function niceOf(priority: RenderPriority): number {
  // idle: 19 too, what is left where SCHED_IDLE cannot be set (under SCHED_IDLE the nice value is not used)
  return priority === 'normal' ? 0 : priority === 'low' ? 10 : 19;
}

/**
 * Puts the calling thread under Linux's SCHED_IDLE policy (util-linux's `chrt`; Node has no call for it): it
 * runs only on CPU time no other thread of the machine wants, and any other thread that wakes takes the core
 * from it at once. A nice value alone is not enough: the kernel's scheduler (EEVDF) lets a niced thread finish
 * its time slice before a woken event loop runs, and 200 polls wake the event loop hundreds of times.
 * Answers whether it was set (false off Linux, or without `chrt`).
 */
export function runOnlyWhenIdle(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // /proc/thread-self is "<pid>/task/<tid>": the thread's own id, which chrt takes as a pid
    const tid = readlinkSync('/proc/thread-self').split('/').at(-1)!;
    execFileSync('chrt', ['--idle', '--pid', '0', tid], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
