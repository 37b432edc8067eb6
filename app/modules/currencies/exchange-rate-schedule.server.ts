import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { fetchBankOfCanadaRate } from "./bank-of-canada-rates.server.ts";
import { recordExchangeRate } from "./record-exchange-rate.server.ts";

export const exchangeRateQueue = "exchange-rates";
/** Daily, after the Bank of Canada publishes (16:30 Eastern). */
export const exchangeRateCron = "15 22 * * *";

export interface ScheduleExchangeRatesOptions {
  jobs: JobQueue;
  db: Database;
  logger: Logger;
  /** The adapter's address (EXCHANGE_RATES_URL), the Bank of Canada's Valet API by default. */
  url?: string;
}

/**
 * Registers the daily rate update on the shared queue, once across all processes, and runs one at start (one an hour,
 * however many starts). Only started when EXCHANGE_RATES=bank-of-canada; a failed fetch keeps the last rate and is
 * logged, and the next day tries again.
 */
export async function scheduleExchangeRates({ jobs, db, logger, url }: ScheduleExchangeRatesOptions): Promise<void> {
  const log = logger.child({ module: "exchange-rates" });
  await scheduleCronJob(
    jobs,
    exchangeRateQueue,
    exchangeRateCron,
    async () => {
      const rate = await fetchBankOfCanadaRate(url);
      const repriced = await recordExchangeRate({ db, currency: "CAD", rate });
      log.info({ rate, repriced }, "exchange rate recorded");
    },
    { runAtStart: true },
  );
}
