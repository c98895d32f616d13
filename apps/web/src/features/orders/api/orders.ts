import { queryOptions } from '@tanstack/react-query'
import type { OrderLink } from '@store/contract/order-link'
import { fetchCall } from '@/lib/api-client'

export const ORDERS_KEY = ['user', 'orders']

/** The member's orders with their last known tracking; the courier is not asked. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: ORDERS_KEY,
    queryFn: async () => (await fetchCall('getOrders')).data.user_orders,
  })

/** Tracking asked of the courier afresh each time the tracking modal opens. */
export const orderTrackingQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'tracking', id],
    queryFn: async () => (await fetchCall('getOrderTracking', { id })).data.order_tracking,
    staleTime: 0,
  })

/** The one order a guest's signed e-mail link opens. */
export const linkedOrderQuery = (link: OrderLink) =>
  queryOptions({
    queryKey: ['order-link', link.ref, link.key],
    queryFn: async () => (await fetchCall('getLinkedOrder', link)).data.order,
  })

export const linkedOrderTrackingQuery = (link: OrderLink) =>
  queryOptions({
    queryKey: ['order-link', link.ref, link.key, 'tracking'],
    queryFn: async () => (await fetchCall('getLinkedOrderTracking', link)).data.order_tracking,
    staleTime: 0,
  })
