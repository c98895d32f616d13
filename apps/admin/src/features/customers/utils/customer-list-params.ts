import { pageOf } from '@/lib/list-params'

export type CustomerTab = 'members' | 'guests'

/** The customers list's tab, search and page, read from the address; members first. */
export const customerListOf = (
  params: URLSearchParams,
): { tab: CustomerTab; q: string; page: number } => ({
  tab: params.get('tab') === 'guests' ? 'guests' : 'members',
  q: params.get('q') ?? '',
  page: pageOf(params.get('page')),
})

/** The tab as the address writes it: members, the first tab, is no tab at all. */
export const tabParam = (tab: CustomerTab) => (tab === 'members' ? null : tab)
