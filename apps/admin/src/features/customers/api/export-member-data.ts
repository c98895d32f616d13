import { exportMemberData } from '@store/contract/admin/customer-data'
import { apiUrl } from '@/lib/api-client'

/** The export is a plain link: the server answers it as a JSON file to keep. */
export const memberExportHref = (id: number) => apiUrl(exportMemberData.path, { id })
