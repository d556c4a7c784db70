/**
 * The exchange rates that pay is compared with (issue 34 item 3, decision 199): the European
 * Central Bank's euro foreign exchange reference rates of one date, shipped with the code so that
 * the server's generated `salary_max_yearly` column (migration 0014's `hireloop_usd_per_unit`),
 * the in-memory search and the web app convert with the same figures.
 *
 * Source: ECB, "Euro foreign exchange reference rates" (daily file `eurofxref-daily.xml`), rates
 * of Thursday 4 January 2024 as published that day, quoted as units of each currency for 1 EUR.
 * Checked against the ECB's statistical series for that date (EXR.D.USD.EUR.SP00.A = 1.0953,
 * EXR.D.CNY.EUR.SP00.A = 7.8330). The ECB publishes them "for information purposes only": they
 * rank and filter jobs, they are not a quote.
 *
 * To update: replace `CURRENCY_RATES_DATE` and the figures with one day's file, write a migration
 * that re-creates `hireloop_usd_per_unit` from {@link usdPerUnitSql} and re-adds the generated
 * column (the test `currencyRates.test.ts` on the server fails until the SQL matches).
 */

/** The day the rates were published (ISO date): what the UI states ("converted at rates of …"). */
export const CURRENCY_RATES_DATE = '2024-01-04';

/** Where the rates come from, for the UI's note and the decision record. */
export const CURRENCY_RATES_SOURCE = 'European Central Bank euro foreign exchange reference rates';

/** The currency that pay is converted into for comparing (the seeker's: search's `salary_min`). */
export const COMPARISON_CURRENCY = 'USD';

/** Units of each currency for 1 EUR on {@link CURRENCY_RATES_DATE} (EUR itself is 1). */
export const EUR_REFERENCE_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.0953,
  JPY: 157.91,
  BGN: 1.9558,
  CZK: 24.652,
  DKK: 7.459,
  GBP: 0.86278,
  HUF: 378.85,
  PLN: 4.346,
  RON: 4.9733,
  SEK: 11.1905,
  CHF: 0.9313,
  ISK: 150.5,
  NOK: 11.2845,
  TRY: 32.6087,
  AUD: 1.628,
  BRL: 5.3761,
  CAD: 1.4603,
  CNY: 7.833,
  HKD: 8.5523,
  IDR: 16994.46,
  ILS: 3.9973,
  INR: 91.1745,
  KRW: 1434.25,
  MXN: 18.6124,
  MYR: 5.0762,
  NZD: 1.7528,
  PHP: 60.833,
  SGD: 1.4546,
  THB: 37.75,
  ZAR: 20.4271,
};

/** Decimals kept of a USD-per-unit factor (the SQL function returns the same rounded numbers). */
export const USD_PER_UNIT_DECIMALS = 10;

/**
 * How many US dollars one unit of `currency` was worth on {@link CURRENCY_RATES_DATE} (the USD
 * rate divided by the currency's rate, rounded to {@link USD_PER_UNIT_DECIMALS} decimals), or null
 * for a currency the table has not (its pay is then not compared: treated like unstated pay).
 * @param currency ISO 4217 code, upper case (`CAD`); null or unknown codes give null
 */
export function usdPerUnit(currency: string | null): number | null {
  if (currency === null || !Object.hasOwn(EUR_REFERENCE_RATES, currency)) return null;
  if (currency === COMPARISON_CURRENCY) return 1;
  const factor = EUR_REFERENCE_RATES[COMPARISON_CURRENCY]! / EUR_REFERENCE_RATES[currency]!;
  return Number(factor.toFixed(USD_PER_UNIT_DECIMALS));
}

/**
 * `amount` of `currency` in US dollars at the shipped rates, or null when the currency has no rate.
 * @param amount an amount of `currency` (any period)
 * @param currency ISO 4217 code
 */
export function toUsd(amount: number, currency: string | null): number | null {
  const factor = usdPerUnit(currency);
  return factor === null ? null : amount * factor;
}

/**
 * The body of the IMMUTABLE SQL function `hireloop_usd_per_unit(currency text) RETURNS numeric`
 * that migration 0014 creates: a CASE over every currency of the table with {@link usdPerUnit}'s
 * factors, NULL for any other code. A server test asserts the migration holds exactly this text.
 */
export function usdPerUnitSql(): string {
  const cases = Object.keys(EUR_REFERENCE_RATES)
    .map((code) => `WHEN '${code}' THEN ${usdPerUnit(code)!.toFixed(USD_PER_UNIT_DECIMALS)}`)
    .join(' ');
  return `SELECT CASE currency ${cases} ELSE NULL END`;
}
