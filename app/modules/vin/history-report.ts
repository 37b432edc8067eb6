// The outside vehicle history report (docs/product/vin-and-paperwork.md, A history report): an adapter, off by
// default. When an operator names a service (HISTORY_REPORT_NAME, HISTORY_REPORT_URL), a listing with a VIN links
// buyers to that service's report for it. The server never calls the service: the buyer follows the link.

export interface HistoryReportService {
  name: string;
  /** An https address with {vin} where the VIN goes. */
  urlTemplate: string;
}

export interface HistoryReportLink {
  name: string;
  url: string;
}

/** The service's report address for `vin`; null when no service is configured or the listing has no VIN. */
export function historyReportLink(
  service: Partial<HistoryReportService>,
  vin: string | null,
): HistoryReportLink | null {
  if (!vin || !service.name || !service.urlTemplate) return null;
  return { name: service.name, url: service.urlTemplate.replaceAll("{vin}", encodeURIComponent(vin)) };
}
