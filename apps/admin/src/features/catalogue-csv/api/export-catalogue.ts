import { exportCatalogueCsv } from '@store/contract/admin/catalogue-csv'
import { apiUrl } from '@/lib/api-client'

/** The whole catalogue as CSV: a plain link the browser downloads with the session cookie. */
export const catalogueExportHref = () => apiUrl(exportCatalogueCsv.path)
