import { useSearchParams } from 'react-router'

export type CustomerTab = 'members' | 'guests'

/** The list's tab, search and page, kept in the URL. */
export function useCustomerListParams() {
  const [params, setParams] = useSearchParams()
  const page = Number(params.get('page'))
  const state = {
    tab: params.get('tab') === 'guests' ? 'guests' : 'members',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
  const update = (change: Partial<{ tab: CustomerTab; q: string; page: number }>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [name, value] of Object.entries(change)) {
        if (value === '' || value === undefined || (name === 'tab' && value === 'members'))
          next.delete(name)
        else next.set(name, String(value))
      }
      if (!('page' in change)) next.delete('page')
      return next
    })
  return { ...state, update }
}
