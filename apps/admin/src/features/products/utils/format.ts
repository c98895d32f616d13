const RUPIAH = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})

/** Whole rupiah as the shop writes them: Rp 250.000. */
export const formatRupiah = (amount: number) => RUPIAH.format(amount).replace(/\u00a0/g, ' ')
