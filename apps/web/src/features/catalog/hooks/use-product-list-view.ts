import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { readProductListView } from '@store/contract/product-list-url'
import { withParams } from '../utils/product-list-params'

/** The list's filters live in the URL, so back, forward and shared links show the same list. */
export function useProductListView() {
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => readProductListView(params), [params])
  const update = (changes: Parameters<typeof withParams>[1]) =>
    setParams(withParams(params, changes), { preventScrollReset: true })
  return { params, view, update }
}
