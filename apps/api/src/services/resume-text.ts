// Bounded résumé text extraction. unpdf and mammoth run in a worker thread with a memory cap, one file at
// a time, and each file gets a time limit: a file that takes too long is stored without its text (the
// worker is stopped and a fresh one starts for the next file); a Word file whose entries really unpack to
// more than 50 MB (whatever its directory claims), a file that needs more memory than the cap, or one that
// cannot be parsed is refused. Nothing a job seeker uploads can hang the API or take its memory.
import { Worker } from 'node:worker_threads';

export interface ResumeTextLimits {
  /** Longest time one file may take (ms). */
  timeoutMs: number;
}

export const DEFAULT_TEXT_LIMITS: ResumeTextLimits = { timeoutMs: 10_000 };
/** Heap cap of the extraction worker. */
export const WORKER_MEMORY_MB = 256;

export type TextOutcome =
  | { kind: 'text'; text: string }
  | { kind: 'timeout' }
  /** The worker ran out of its memory cap: the file unpacks to far more than a résumé. */
  | { kind: 'too_big' }
  | { kind: 'unreadable'; error: string };

const workerUrl = new URL('./resume-text.worker.mjs', import.meta.url);

let worker: Worker | null = null;
let nextId = 1;
/** Files wait for the one before them: the worker handles one at a time. */
let queue: Promise<unknown> = Promise.resolve();

function spawn(): Worker {
  const w = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB, maxYoungGenerationSizeMb: 32 } });
  // An idle worker never keeps the process alive.
  w.unref();
  w.on('exit', () => {
    if (worker === w) worker = null;
  });
  return w;
}

function stop(w: Worker): void {
  if (worker === w) worker = null;
  void w.terminate();
}

function runOne(kind: 'pdf' | 'docx', data: Buffer, limits: ResumeTextLimits): Promise<TextOutcome> {
  const w = (worker ??= spawn());
  const id = nextId++;
  return new Promise<TextOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: TextOutcome, kill: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      if (kill) stop(w);
      else w.unref();
      resolve(outcome);
    };
    const onMessage = (m: { id: number; ok: boolean; tooBig?: boolean; text?: string; error?: string }) => {
      if (m.id !== id) return;
      if (m.ok) finish({ kind: 'text', text: m.text ?? '' }, false);
      else finish(m.tooBig ? { kind: 'too_big' } : { kind: 'unreadable', error: m.error ?? 'unknown' }, false);
    };
    const onError = (error: Error & { code?: string }) => {
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'too_big' } : { kind: 'unreadable', error: error.message }, true);
    };
    const onExit = () => finish({ kind: 'unreadable', error: 'the extraction worker stopped' }, true);
    const timer = setTimeout(() => finish({ kind: 'timeout' }, true), limits.timeoutMs);
    w.on('message', onMessage);
    w.on('error', onError);
    w.on('exit', onExit);
    w.ref();
    w.postMessage({ id, kind, data });
  });
}

/** The raw text of a PDF or Word file, within the limits. */
export function extractWithin(kind: 'pdf' | 'docx', data: Buffer, limits: ResumeTextLimits = DEFAULT_TEXT_LIMITS): Promise<TextOutcome> {
  const run = queue.then(() => runOne(kind, data, limits));
  queue = run.catch(() => undefined);
  return run;
}
