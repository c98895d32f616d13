import { exportNewsletterCsv } from '@store/contract/admin/newsletter'
import { apiUrl } from '@/lib/api-client'

/** The subscribers as CSV: a plain link the browser downloads with the session cookie. */
export const newsletterExportHref = () => apiUrl(exportNewsletterCsv.path)
