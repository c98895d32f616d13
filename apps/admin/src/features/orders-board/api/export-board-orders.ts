import { exportBoardOrders } from '@store/contract/admin/orders-board'
import { apiUrl } from '@/lib/api-client'
import type { BoardFilters } from '../utils/board-params'

/** The export is a plain link: the browser downloads it with the session cookie. */
export const boardExportHref = (filters: BoardFilters) => apiUrl(exportBoardOrders.path, filters)
