import v8 from 'node:v8';
import vm from 'node:vm';

/*
 * A full garbage collection on request, for after work that leaves much garbage at once (a
 * large report file). V8 collects an old generation lazily, when it has grown past a limit
 * it sets from the machine's memory, or after some seconds of idleness: on a server with
 * gigabytes free, the garbage of one large export was still there when the next began,
 * and the process grew by 50–150 MB an export (bench/results/export-postgres-findings.md).
 * Node gives `gc` only with --expose-gc; set at run time, it is read from a new context
 * (as Jest does for --logHeapUsage).
 */

let collect: (() => void) | undefined;

let scheduled = false;

/** A full collection once the current work is done; several asked for meanwhile make one. */
export function collectGarbageSoon(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    collectGarbage();
  });
}

export function collectGarbage(): void {
  if (!collect) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (typeof exposed === 'function') collect = exposed;
    else {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    }
  }
  collect();
}
