export type PayPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

export interface Pay {
  min: number | null;
  max: number | null;
  period: PayPeriod | null;
  currency: string | null;
}

const PER_YEAR: Record<PayPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

/** A yearly figure of a pay amount (a full-time year: 2,080 hours, 260 days). */
export function annualise(amount: number | null, period: PayPeriod | null): number | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * PER_YEAR[period ?? 'year']);
}

export function periodFrom(text: string | null | undefined): PayPeriod | null {
  const v = (text ?? '').toLowerCase();
  if (!v) return null;
  if (/^(pa|per ?year|year|yearly|annual|annually|p\.?a\.?)$|year|annum|annual/.test(v)) return 'year';
  if (/^ph$|hour|\/h\b|p\/h|hr\b|stunde/.test(v)) return 'hour';
  if (/^pm$|month|monat/.test(v)) return 'month';
  if (/^(pd)$|day|daily|tag/.test(v)) return 'day';
  if (/^(bw|pw)$|week/.test(v)) return 'week';
  return null;
}

const CURRENCY: [RegExp, string][] = [
  [/€|\beur\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
  [/\bcad\b|c\$/i, 'CAD'],
  [/\$|\busd\b/i, 'USD'],
];

/**
 * Free-text pay as boards write it: "$90k - $105k", "up to $55 p/h usd", "2400-2600€", "€50,000 – €60,000 a year".
 * Amounts with k are thousands; a lone amount is the top when it follows "up to", else the bottom.
 */
export function parseSalaryText(text: string | null | undefined): Pay {
  const none: Pay = { min: null, max: null, period: null, currency: null };
  if (!text || !/\d/.test(text)) return none;
  const currency = CURRENCY.find(([re]) => re.test(text))?.[1] ?? null;
  const amounts = [...text.matchAll(/(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s*(k|K|tsd)?/g)]
    .map((m) => {
      const digits = m[1]!.replace(/[,.](?=\d{3}\b)/g, '');
      return Number(digits) * (m[2] ? 1000 : 1);
    })
    .filter((n) => Number.isFinite(n) && n > 0);
  if (!amounts.length) return none;
  const lowest = Math.min(...amounts.slice(0, 2));
  const highest = Math.max(...amounts.slice(0, 2));
  let period = periodFrom(text.replace(/\d/g, ' '));
  if (!period) period = highest < 300 ? 'hour' : highest < 20_000 ? 'month' : 'year';
  const upTo = /\bup to\b|\bbis\b|\bmax/i.test(text) && amounts.length === 1;
  return {
    min: upTo ? null : lowest,
    max: amounts.length > 1 || upTo ? highest : null,
    period,
    currency,
  };
}

const money = (amount: number, currency: string | null) => {
  const symbol =
    currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : currency === 'USD' || !currency ? '$' : `${currency} `;
  const digits =
    amount >= 1000 ? Math.round(amount).toLocaleString('en-US') : amount % 1 ? amount.toFixed(2) : String(amount);
  return `${symbol}${digits}`;
};

const PERIOD_WORDS: Record<PayPeriod, string> = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
};

/** "$85,000 - $110,000 a year", "$22 - $28 an hour", "Up to $55 an hour", "From €3,000 a month". */
export function formatPay(pay: Pay): string | null {
  const { min, max, period, currency } = pay;
  if (min === null && max === null) return null;
  const per = period ? ` ${PERIOD_WORDS[period]}` : '';
  if (min !== null && max !== null && min !== max) return `${money(min, currency)} - ${money(max, currency)}${per}`;
  if (min !== null && max === null) return `From ${money(min, currency)}${per}`;
  if (min === null && max !== null) return `Up to ${money(max, currency)}${per}`;
  return `${money(min!, currency)}${per}`;
}
