/**
 * The demo catalogue's Bahasa Indonesia, written the way Indonesian fashion
 * stores name things: the everyday word first (kemeja, celana, rok, tas), the
 * loan words shoppers use kept as they are (hoodie, sneakers, outer, tote).
 */

export interface TextsBahasa {
  name: string
  coverText: string
}

export const CATEGORIES_BAHASA: Record<number, TextsBahasa> = {
  6: {
    name: 'PRIA',
    coverText: 'Potongan santai, katun yang adem, dan batik yang pas untuk cuaca tropis.',
  },
  7: {
    name: 'WANITA',
    coverText: 'Siluet jatuh, linen lembut, dan potongan sopan untuk dipakai setiap hari.',
  },
  8: {
    name: 'AKSESORIS',
    coverText: 'Tas, sepatu, dan detail kecil yang menyempurnakan gaya Anda.',
  },
}

export const SUBS_BAHASA: Record<number, TextsBahasa> = {
  601: { name: 'Kaos', coverText: 'Kaos katun tebal untuk dipakai setiap hari.' },
  602: {
    name: 'Kemeja',
    coverText: 'Kemeja oxford, linen, dan poplin yang tetap adem di panasnya Jakarta.',
  },
  603: { name: 'Batik', coverText: 'Batik cap dan printing dari Pekalongan dan Solo.' },
  604: { name: 'Polo', coverText: 'Kaos polo piqué dan rajut.' },
  605: {
    name: 'Jaket & Outer',
    coverText: 'Lapisan ringan untuk kantor ber-AC dan sore yang hujan.',
  },
  606: { name: 'Celana & Jeans', coverText: 'Chino, jeans, dan celana pendek.' },
  607: { name: 'Anak Laki-laki', coverText: 'Katun kuat untuk si kecil yang aktif bermain.' },
  701: { name: 'Atasan & Blus', coverText: 'Blus dan kaos.' },
  702: { name: 'Gaun', coverText: 'Gaun midi, maxi, dan kemeja dari tenunan yang adem.' },
  703: { name: 'Rok', coverText: 'Rok.' },
  704: { name: 'Celana', coverText: 'Celana kulot dan potongan lebar.' },
  705: {
    name: 'Outer',
    coverText: 'Outer, kimono, dan jaket ringan yang serasi dengan apa saja.',
  },
  706: {
    name: 'Batik & Kebaya',
    coverText: 'Kebaya modern dan batik untuk acara spesial dan hari Jumat.',
  },
  707: { name: 'Anak Perempuan', coverText: 'Gaun anak yang nyaman untuk berputar-putar.' },
  801: { name: 'Tas', coverText: 'Tas tote, tas selempang, dan ransel dari kanvas dan kulit.' },
  802: { name: 'Topi', coverText: 'Topi dan bucket hat.' },
  803: { name: 'Ikat Pinggang & Dompet', coverText: 'Ikat pinggang dan dompet.' },
  804: {
    name: 'Sepatu & Sandal',
    coverText: 'Sneakers dan sandal yang enak dipakai jalan keliling kota.',
  },
  805: { name: 'Kacamata & Jam Tangan', coverText: 'Kacamata hitam dan jam tangan.' },
  806: { name: 'Syal & Hijab', coverText: 'Syal dan hijab voal, jersey, dan silk.' },
}

/** A colour as a product name ends with it; several stay as Indonesian stores keep them. */
export const COLOURS_BAHASA: Record<string, string> = {
  Ivory: 'Gading',
  White: 'Putih',
  Sand: 'Pasir',
  Camel: 'Camel',
  Terracotta: 'Terakota',
  Mustard: 'Mustard',
  Olive: 'Olive',
  Sage: 'Sage',
  'Denim Blue': 'Biru Denim',
  Navy: 'Navy',
  'Dusty Rose': 'Dusty Pink',
  Maroon: 'Marun',
  Charcoal: 'Abu Tua',
  Black: 'Hitam',
}

/** In the order of FABRIC_NOTES, so a product's note is the same one in both languages. */
export const FABRIC_NOTES_BAHASA = [
  'katun combed 24s 100%, lembut dan menyerap keringat',
  'campuran linen washed yang makin lembut setiap dicuci',
  'katun poplin yang terasa renyah dan sejuk',
  'rayon viskosa yang jatuh dan terasa adem',
  'katun twill stretch yang nyaman dipakai seharian',
  'campuran poliester daur ulang, ringan dan cepat kering',
]

/** In the order of FIT_NOTES. */
export const FIT_NOTES_BAHASA = [
  'Relaxed fit: pilih satu ukuran lebih kecil untuk hasil yang lebih pas.',
  'Regular fit: sesuai ukuran biasa Anda.',
  'Slim fit: pilih satu ukuran lebih besar jika Anda di antara dua ukuran.',
  'Oversized fit: bahu turun dan badan yang longgar.',
]

export const ONE_SIZE_BAHASA = 'Satu ukuran.'

export const CARE_NOTES_BAHASA =
  'Cuci dengan mesin dengan air dingin bersama warna serupa. Jangan gunakan pemutih. Jemur di tempat teduh. Setrika dengan suhu rendah.'

/** What the ALL size is called on a size button. */
export const ALL_SIZE_BAHASA = 'Satu Ukuran'

/** The bulk catalogue's style words (STYLE_WORDS of bulk.ts), as a collection name would read. */
export const STYLE_WORDS_BAHASA: Record<string, string> = {
  Everyday: 'Everyday',
  Essential: 'Essential',
  Heritage: 'Warisan',
  Studio: 'Studio',
  Weekend: 'Akhir Pekan',
  Signature: 'Signature',
  Classic: 'Klasik',
  Resort: 'Resort',
  Travel: 'Travel',
  Lebaran: 'Lebaran',
  Archive: 'Arsip',
  Premium: 'Premium',
}
