const RUPIAH = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})

/** Whole rupiah as the shop writes them: Rp 250.000. */
export const formatRupiah = (amount: number) => RUPIAH.format(amount).replace(/\u00a0/g, ' ')

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '2026-11-26 13:47:05' (already WIB) as a day: '26 Nov 2026'. */
export function formatWibDay(dateTime: string): string {
  const [year, month, date] = (dateTime.split(' ')[0] ?? '').split('-')
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`
}

/** '2026-11-26 13:47:05' (already WIB) with its time: '26 Nov 2026 13:47 WIB'. */
export const formatWib = (dateTime: string) =>
  `${formatWibDay(dateTime)} ${(dateTime.split(' ')[1] ?? '').slice(0, 5)} WIB`
