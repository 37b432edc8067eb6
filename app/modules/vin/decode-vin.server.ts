import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { VinDecode } from "#app/db/vin-decode.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { LruCache } from "#app/lib/lru-cache.ts";
import { SingleFlight } from "#app/lib/single-flight.ts";
import type { VinDecoderQuestion, VinDecoderReply, VinDecoderWorkerData } from "./vin-decoder.worker.ts";

export interface VinDecoder {
  /** What NHTSA's vPIC data says about a normalized VIN that passed `vinProblem` (the caller checks). */
  decode(vin: string, yearHint?: number | null): Promise<VinDecode>;
  /** Unpacks the database into DATA_DIR when needed and starts the worker, so a first VIN waits for neither. */
  warmUp(): Promise<void>;
  /** Ends the worker; a later call starts another. */
  close(): Promise<void>;
}

export interface CreateVinDecoderOptions {
  /** DATA_DIR: the database is unpacked into its `vpic` folder. */
  dataDir: string;
  logger?: Logger;
}

// Its own small module, run by Node as it is (not the bundled server, which would cost the worker ~120 MB); found
// through package.json's `#app/*` imports, so the same path serves the sources and the production build.
const decoderWorkerUrl = new URL(import.meta.resolve("#app/modules/vin/vin-decoder.worker.ts"));
const answerTimeoutMs = 5_000;
/** Unpacking and indexing the database on a first start takes ~0.6 s here; a slow disk may take much longer. */
const warmUpTimeoutMs = 120_000;
const rememberedAnswers = 2_000;
/**
 * Questions the worker may hold at once: at ~10 ms each, a second's work. Beyond it a question is refused at once
 * (the caller says 'cannot be read just now') rather than queued behind a flood it would time out in anyway.
 */
const maxWaitingQuestions = 100;

interface Waiting {
  resolve(answer: VinDecode | undefined): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The offline VIN decoder (docs/product/vin-and-paperwork.md). A decode is ~10 ms (up to ~30) of synchronous
 * SQLite work, so it runs in one long-lived worker thread (this module, loaded again in it), never on the
 * thread that answers requests; questions and answers are matched by id. A worker that stops is replaced on
 * the next call. The last 2,000 answers are kept, so a VIN typed twice costs nothing.
 */
export function createVinDecoder({ dataDir, logger }: CreateVinDecoderOptions): VinDecoder {
  const answers = new LruCache<string, VinDecode>({ maxEntries: rememberedAnswers });
  const decoding = new SingleFlight<string, VinDecode>();
  const waiting = new Map<number, Waiting>();
  let worker: Worker | undefined;
  /** The running worker's database is open: a decode's time limit starts only then (unpacking may take seconds). */
  let ready: Promise<void> | undefined;
  let lastId = 0;

  function settle(id: number, outcome: { answer?: VinDecode } | Error) {
    const question = waiting.get(id);
    if (!question) return; // answered after its time ran out
    waiting.delete(id);
    clearTimeout(question.timer);
    if (waiting.size === 0) worker?.unref(); // an idle worker does not keep the process alive
    if (outcome instanceof Error) question.reject(outcome);
    else question.resolve(outcome.answer);
  }

  function runningWorker(): Worker {
    if (worker) return worker;
    const started = new Worker(decoderWorkerUrl, { workerData: { dataDir } satisfies VinDecoderWorkerData });
    let failure: Error | undefined;
    started.on("message", (reply: VinDecoderReply) =>
      settle(reply.id, "failure" in reply ? new Error(`VIN decoding failed: ${reply.failure}`) : reply),
    );
    started.on("error", (error) => {
      failure = error;
      logger?.error({ err: error }, "the VIN decoder failed");
    });
    started.on("exit", (code) => {
      if (worker === started) {
        worker = undefined;
        ready = undefined;
      }
      for (const id of [...waiting.keys()])
        settle(id, failure ?? new Error(`the VIN decoder stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  function ask(question: Omit<VinDecoderQuestion, "id">, timeoutMs: number): Promise<VinDecode | undefined> {
    if (waiting.size >= maxWaitingQuestions) {
      return Promise.reject(new Error(`the VIN decoder has ${waiting.size} questions waiting`));
    }
    const asked = runningWorker();
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => settle(id, new Error(`the VIN decoder did not answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      waiting.set(id, { resolve, reject, timer });
      asked.ref();
      asked.postMessage({ id, ...question } satisfies VinDecoderQuestion);
    });
  }

  function whenReady(): Promise<void> {
    ready ??= ask({}, warmUpTimeoutMs).then(
      () => undefined,
      (error: unknown) => {
        ready = undefined; // the next question tries again
        throw error;
      },
    );
    return ready;
  }

  return {
    async decode(vin, yearHint) {
      const key = `${vin}/${yearHint ?? ""}`;
      const remembered = answers.get(key);
      if (remembered) return remembered;
      return decoding.run(key, async () => {
        await whenReady();
        const answer = (await ask({ vin, yearHint: yearHint ?? undefined }, answerTimeoutMs)) as VinDecode;
        Object.freeze(answer); // shared by every later caller
        answers.set(key, answer, Number.POSITIVE_INFINITY); // vPIC's data only changes with a deploy
        return answer;
      });
    },
    async warmUp() {
      const started = performance.now();
      await whenReady();
      logger?.info({ vinDecoder: { readyMilliseconds: Math.round(performance.now() - started) } }, "VIN decoder ready");
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      ready = undefined;
      await stopping?.terminate();
    },
  };
}

let sharedOptions: CreateVinDecoderOptions = { dataDir: path.join(tmpdir(), "roamstead-vpic") };
let shared: VinDecoder | undefined;

/**
 * Where the app's decoder keeps its database and what it logs to: the server sets DATA_DIR's at start-up. Until then
 * (scripts and tests) the database is unpacked once into the system's temp folder and shared.
 */
export function configureSharedVinDecoder(options: CreateVinDecoderOptions): void {
  void shared?.close();
  shared = undefined;
  sharedOptions = options;
}

/** The decoder the app shares; made on first use, not at import. */
export function sharedVinDecoder(): VinDecoder {
  shared ??= createVinDecoder(sharedOptions);
  return shared;
}
