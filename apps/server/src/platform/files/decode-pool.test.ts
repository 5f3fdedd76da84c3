import { describe, expect, it } from 'vitest';
import { createFairPool } from './decode-pool';

/** A task that runs until it is finished by hand, noting when it started. */
function controlledTasks() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<void>((resolve) => {
      started.push(name);
      finishers.set(name, resolve);
    });
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  /** Finishes a running task and lets the pool hand its place on. */
  const finish = async (name: string) => {
    finishers.get(name)!();
    await turn();
    await turn();
  };
  return { started, task, finish, turn };
}

describe('the fair pool of image decodes', () => {
  it('runs no more tasks at once than it has places', async () => {
    const pool = createFairPool(2);
    const { started, task, finish, turn } = controlledTasks();
    const all = ['a', 'b', 'c'].map((name) => pool.run('one', task(name)));
    await turn();
    expect(started).toEqual(['a', 'b']);
    expect(pool.state()).toEqual({ running: 2, waiting: { one: 1 } });
    await finish('a');
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('b');
    await finish('c');
    await Promise.all(all);
    expect(pool.state()).toEqual({ running: 0, waiting: {} });
  });

  it('takes turns between senders, so one sender’s burst cannot starve another’s single task', async () => {
    const pool = createFairPool(1);
    const { started, task, finish, turn } = controlledTasks();
    const all = [
      pool.run('A', task('A1')),
      ...['A2', 'A3', 'A4', 'A5'].map((name) => pool.run('A', task(name))),
      pool.run('B', task('B1')),
      pool.run('C', task('C1')),
      pool.run('C', task('C2')),
    ];
    await turn();
    expect(started).toEqual(['A1']);
    expect(pool.state().waiting).toEqual({ A: 4, B: 1, C: 2 });
    for (const name of ['A1', 'A2', 'B1', 'C1', 'A3', 'C2', 'A4', 'A5']) await finish(name);
    await Promise.all(all);
    // B and C waited for one of A's tasks each, not for all of A's burst.
    expect(started).toEqual(['A1', 'A2', 'B1', 'C1', 'A3', 'C2', 'A4', 'A5']);
  });

  it('hands the place on when a task fails', async () => {
    const pool = createFairPool(1);
    const failing = pool.run('A', () => Promise.reject(new Error('broken image')));
    const next = pool.run('B', () => Promise.resolve('decoded'));
    await expect(failing).rejects.toThrow('broken image');
    await expect(next).resolves.toBe('decoded');
    expect(pool.state()).toEqual({ running: 0, waiting: {} });
  });
});
