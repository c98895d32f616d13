import type { Db } from '../client'
import type { MediaUrlOf } from './catalogue'
import { categoryLandings, hashtagImages, homeSections, imageSliders, settings } from '../schema'
import { bahasaSettingKey } from '@store/contract/home'
import { HASHTAG_IMAGE_COUNT, INSTAGRAM_URL } from './content-data'
import { MEDIA_PREFIX, mediaPath } from './media-paths'

export async function seedContent(db: Db, urlOf: MediaUrlOf): Promise<void> {
  const banner = (name: string) => urlOf(mediaPath.banner(name))
  await db.insert(homeSections).values([
    {
      id: 1,
      imageUrl: banner('section-women'),
      imageUrlMobile: banner('section-women'),
      titleLines: ['Soft Linen,', 'Slow Days'],
      subtitle: 'Breathable dresses, blouses and wide-leg trousers for the tropics.',
      buttonText: 'Shop Women',
      titleLinesBahasa: ['Linen Lembut,', 'Hari yang Santai'],
      subtitleBahasa: 'Gaun, blus, dan celana kulot yang adem untuk cuaca tropis.',
      buttonTextBahasa: 'Belanja Wanita',
      url: '/products?category_id=7',
      openNewTab: false,
    },
    {
      id: 2,
      imageUrl: banner('section-men'),
      imageUrlMobile: banner('section-men'),
      titleLines: ['Batik for', 'Every Friday'],
      subtitle: 'Hand-stamped motifs from Pekalongan, cut in a modern slim fit.',
      buttonText: 'Shop Batik',
      titleLinesBahasa: ['Batik untuk', 'Setiap Jumat'],
      subtitleBahasa: 'Motif cap asli Pekalongan dengan potongan slim fit yang modern.',
      buttonTextBahasa: 'Belanja Batik',
      url: '/products?category_sub_id=603',
      openNewTab: false,
    },
    {
      id: 3,
      imageUrl: banner('section-accessories'),
      imageUrlMobile: banner('section-accessories'),
      titleLines: ['Finish', 'The Look'],
      subtitle: 'Totes, sneakers and scarves. Read the lookbook on our journal.',
      buttonText: 'Read The Lookbook',
      titleLinesBahasa: ['Sempurnakan', 'Gaya Anda'],
      subtitleBahasa: 'Tas tote, sneakers, dan syal. Lihat lookbook kami di jurnal.',
      buttonTextBahasa: 'Lihat Lookbook',
      url: INSTAGRAM_URL,
      openNewTab: true,
    },
  ])
  await db.insert(imageSliders).values([
    {
      sliderType: 'IMAGE',
      title: 'The Linen Edit',
      titleBahasa: 'Koleksi Linen',
      mediaUrl: banner('slider-linen'),
      mediaUrlMobile: banner('slider-linen-mobile'),
      hrefUrl: '/products?category_id=7',
      openNewTab: false,
      sortOrder: 1,
    },
    {
      sliderType: 'IMAGE',
      title: 'Batik, Reworn',
      titleBahasa: 'Batik, Gaya Baru',
      mediaUrl: banner('slider-batik'),
      mediaUrlMobile: banner('slider-batik-mobile'),
      hrefUrl: '/products?category_sub_id=603',
      openNewTab: false,
      sortOrder: 2,
    },
    {
      sliderType: 'YOUTUBE',
      title: 'Made in Bandung: the film',
      titleBahasa: 'Dibuat di Bandung: filmnya',
      mediaUrl: banner('slider-film'),
      mediaUrlMobile: banner('slider-film-mobile'),
      hrefUrl: null,
      openNewTab: false,
      youtubeVideoId: 'aqz-KE-bpKQ',
      sortOrder: 3,
    },
    {
      sliderType: 'IMAGE',
      title: 'Mid-Season Sale: up to 40% off',
      titleBahasa: 'Mid-Season Sale: diskon hingga 40%',
      mediaUrl: banner('slider-sale'),
      mediaUrlMobile: banner('slider-sale-mobile'),
      hrefUrl: '/products?sale=1',
      openNewTab: false,
      sortOrder: 4,
    },
  ])
  await db.insert(hashtagImages).values(
    Array.from({ length: HASHTAG_IMAGE_COUNT }, (_, index) => ({
      imageUrl: urlOf(mediaPath.hashtag(index)),
      igUrl: INSTAGRAM_URL,
      sortOrder: index,
    })),
  )
  await db.insert(settings).values([
    { key: 'INTERSTITIAL_IMAGE_DESKTOP_HM', value: urlOf(`${MEDIA_PREFIX}/banners/popup.svg`) },
    { key: 'HOME_VIDEO_HM', value: 'aqz-KE-bpKQ' },
    { key: 'HASHTAG_SECTION_TITLE', value: '#KAINARAEVERYDAY' },
    { key: 'HASHTAG_SECTION_DESC', value: 'How you wear it. Tag @kainara.id to be featured.' },
    {
      key: bahasaSettingKey('HASHTAG_SECTION_DESC'),
      value: 'Gaya Anda memakainya. Tag @kainara.id untuk tampil di sini.',
    },
  ])
  await db.insert(categoryLandings).values(
    (['men', 'women'] as const).map((slug) => ({
      slug,
      categoryId: slug === 'men' ? 6 : 7,
      content: {
        heroImageUrl: banner(`landing-${slug}`),
        heroImageUrlMobile: banner(`landing-${slug}-mobile`),
        title: 'New In',
        socialUrl: INSTAGRAM_URL,
        promoRows: LANDING_ROWS[slug].map((row, index) => ({
          ...row,
          imageUrl: banner(`landing-${slug}-row-${index + 1}`),
        })),
      },
      contentBahasa: { title: 'Produk Terbaru', promoRows: LANDING_ROWS_BAHASA[slug] },
    })),
  )
}

const LANDING_ROWS = {
  men: [
    {
      title: 'Shirts That Breathe',
      subtitle: 'Linen and oxford for humid days.',
      shopUrl: '/products?category_sub_id=602',
    },
    {
      title: 'Batik, Reworn',
      subtitle: 'Classic motifs, modern fit.',
      shopUrl: '/products?category_sub_id=603',
    },
    {
      title: 'Light Layers',
      subtitle: 'Coach jackets and hoodies.',
      shopUrl: '/products?category_sub_id=605',
    },
  ],
  women: [
    {
      title: 'The Dress Edit',
      subtitle: 'Midi, maxi and shirt dresses.',
      shopUrl: '/products?category_sub_id=702',
    },
    {
      title: 'Modern Kebaya',
      subtitle: 'For celebrations and Fridays.',
      shopUrl: '/products?category_sub_id=706',
    },
    {
      title: 'Easy Outers',
      subtitle: 'Kimonos and light jackets.',
      shopUrl: '/products?category_sub_id=705',
    },
  ],
}

const LANDING_ROWS_BAHASA = {
  men: [
    { title: 'Kemeja yang Adem', subtitle: 'Linen dan oxford untuk hari yang lembap.' },
    { title: 'Batik, Gaya Baru', subtitle: 'Motif klasik, potongan modern.' },
    { title: 'Lapisan Ringan', subtitle: 'Jaket coach dan hoodie.' },
  ],
  women: [
    { title: 'Koleksi Gaun', subtitle: 'Gaun midi, maxi, dan gaun kemeja.' },
    { title: 'Kebaya Modern', subtitle: 'Untuk acara spesial dan hari Jumat.' },
    { title: 'Outer Praktis', subtitle: 'Kimono dan jaket ringan.' },
  ],
}
