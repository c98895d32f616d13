/** Where the seed's generated images are served from (under /media). */
export const MEDIA_PREFIX = '/media'

export const mediaPath = {
  product: (code: string, index: number) =>
    `${MEDIA_PREFIX}/products/${code.toLowerCase()}-${index + 1}.svg`,
  sizeChart: (subCode: string) => `${MEDIA_PREFIX}/size-charts/${subCode.toLowerCase()}.svg`,
  banner: (name: string) => `${MEDIA_PREFIX}/banners/${name}.svg`,
  hashtag: (index: number) => `${MEDIA_PREFIX}/hashtag/look-${index + 1}.svg`,
}

export const PRODUCT_VIEWS = ['front', 'back', 'detail', 'styled'] as const
