import { orderSlides } from '@store/contract/admin/home-content'
import { useHomeContentWrite } from './home-content-write'
import type { WriteOptions } from './home-content-write'

/** The slides in a new order; the first is the one shoppers see on arrival. */
export const useOrderSlides = (options?: WriteOptions) => useHomeContentWrite(orderSlides, options)
