// The rate adapter (docs/product/currencies-and-units.md): the Bank of Canada's daily USD/CAD rate from its Valet API,
// fetched only when EXCHANGE_RATES=bank-of-canada. The server never calls out by default.
import { z } from "zod";
import type { ExchangeRate } from "./currencies.ts";

export const bankOfCanadaValetUrl = "https://www.bankofcanada.ca/valet/observations/FXUSDCAD/json?recent=1";

const valetAnswer = z.object({
  observations: z.array(z.object({ d: z.iso.date(), FXUSDCAD: z.object({ v: z.coerce.number().positive() }) })).min(1),
});

/** The latest published rate: Canadian dollars per US dollar, turned into US dollars per Canadian dollar. */
export async function fetchBankOfCanadaRate(url = bankOfCanadaValetUrl, timeoutMs = 10_000): Promise<ExchangeRate> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The Bank of Canada answered ${response.status}`);
  const { observations } = valetAnswer.parse(await response.json());
  const latest = observations.at(-1);
  if (!latest) throw new Error("The Bank of Canada gave no observation");
  return { usdPerUnit: 1 / latest.FXUSDCAD.v, rateDate: latest.d, source: "bank-of-canada" };
}
