import type { GarmentKind } from './art'

export const GROUPS = [
  { id: 1, name: 'Apparel' },
  { id: 2, name: 'Accessories & Footwear' },
  { id: 3, name: 'Kids' },
] as const

export const SUB_GROUPS = [
  { id: 11, groupId: 1, name: 'Tops' },
  { id: 12, groupId: 1, name: 'Bottoms' },
  { id: 13, groupId: 1, name: 'Outerwear' },
  { id: 14, groupId: 1, name: 'Dresses & Skirts' },
  { id: 21, groupId: 2, name: 'Bags & Small Leather Goods' },
  { id: 22, groupId: 2, name: 'Footwear' },
  { id: 23, groupId: 2, name: 'Headwear, Eyewear & Watches' },
  { id: 31, groupId: 3, name: 'Kids Apparel' },
] as const

const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL']
const WOMEN_SIZES = ['XS', 'S', 'M', 'L', 'XL']
const WAIST_SIZES = ['28', '30', '32', '34', '36']
const KIDS_SIZES = ['4Y', '6Y', '8Y', '10Y', '12Y']
const SHOE_SIZES = ['39', '40', '41', '42', '43', '44']
const ONE_SIZE = ['ALL']

export interface SubCategoryDef {
  id: number
  name: string
  code: string
  showCover: boolean
  coverText: string
  kinds: GarmentKind[]
  names: string[]
  sizes: string[]
  priceRange: [number, number]
  groupId: number
  subGroupId: number
  sizeChart: boolean
  weightGrams: number
}

export interface CategoryDef {
  id: number
  name: string
  slug: string
  letter: string
  coverText: string
  subs: SubCategoryDef[]
}

export const CATEGORIES: CategoryDef[] = [
  {
    id: 6,
    name: 'MEN',
    slug: 'men',
    letter: 'M',
    coverText: 'Easy tailoring, breathable cotton and batik cut for the tropics.',
    subs: [
      { id: 601, name: 'T-Shirts', code: 'TS', showCover: false, coverText: 'Heavyweight cotton tees for every day.', kinds: ['t-shirt'], names: ['Essential Crew Tee', 'Boxy Heavyweight Tee', 'Pocket Tee', 'Oversized Graphic Tee', 'Supima Slim Tee', 'Raglan Sleeve Tee', 'Garment-Dyed Tee', 'Henley Tee', 'Striped Breton Tee'], sizes: ADULT_SIZES, priceRange: [129_000, 299_000], groupId: 1, subGroupId: 11, sizeChart: true, weightGrams: 250 },
      { id: 602, name: 'Shirts', code: 'SH', showCover: true, coverText: 'Oxford, linen and poplin shirts that breathe in Jakarta heat.', kinds: ['shirt'], names: ['Relaxed Linen Shirt', 'Oxford Button-Down Shirt', 'Cuban Collar Shirt', 'Poplin Work Shirt', 'Chambray Shirt', 'Mandarin Collar Shirt', 'Flannel Overshirt', 'Seersucker Shirt'], sizes: ADULT_SIZES, priceRange: [249_000, 549_000], groupId: 1, subGroupId: 11, sizeChart: true, weightGrams: 300 },
      { id: 603, name: 'Batik', code: 'BT', showCover: true, coverText: 'Hand-stamped and printed batik from Pekalongan and Solo.', kinds: ['batik-shirt'], names: ['Parang Batik Shirt', 'Kawung Batik Shirt', 'Mega Mendung Batik Shirt', 'Truntum Batik Shirt', 'Sekar Jagad Batik Shirt', 'Sogan Batik Shirt', 'Lereng Batik Shirt'], sizes: ADULT_SIZES, priceRange: [349_000, 899_000], groupId: 1, subGroupId: 11, sizeChart: true, weightGrams: 320 },
      { id: 604, name: 'Polo', code: 'PL', showCover: false, coverText: 'Piqué and knit polos.', kinds: ['polo'], names: ['Piqué Polo', 'Knit Polo', 'Johnny Collar Polo', 'Tipped Polo', 'Long Sleeve Polo', 'Airism Polo', 'Jersey Polo'], sizes: ADULT_SIZES, priceRange: [199_000, 399_000], groupId: 1, subGroupId: 11, sizeChart: true, weightGrams: 280 },
      { id: 605, name: 'Outerwear', code: 'OW', showCover: true, coverText: 'Light layers for air-conditioned offices and rainy evenings.', kinds: ['jacket', 'hoodie'], names: ['Coach Jacket', 'Chore Jacket', 'Zip Hoodie', 'Bomber Jacket', 'Trucker Jacket', 'Pullover Hoodie', 'Windbreaker', 'Harrington Jacket'], sizes: ADULT_SIZES, priceRange: [399_000, 999_000], groupId: 1, subGroupId: 13, sizeChart: true, weightGrams: 650 },
      { id: 606, name: 'Trousers & Jeans', code: 'TR', showCover: false, coverText: 'Chinos, jeans and shorts.', kinds: ['trousers', 'jeans', 'shorts'], names: ['Slim Chino', 'Straight Selvedge Jeans', 'Pleated Trousers', 'Drawstring Shorts', 'Tapered Jeans', 'Cargo Trousers', 'Linen Shorts', 'Relaxed Chino'], sizes: WAIST_SIZES, priceRange: [279_000, 649_000], groupId: 1, subGroupId: 12, sizeChart: true, weightGrams: 550 },
      { id: 607, name: 'Boys', code: 'BY', showCover: false, coverText: 'Playground-proof cotton for boys.', kinds: ['kids-tee'], names: ['Boys Graphic Tee', 'Boys Pocket Tee', 'Boys Striped Tee', 'Boys Dino Tee', 'Boys Ringer Tee', 'Boys Batik Tee', 'Boys Camp Tee'], sizes: KIDS_SIZES, priceRange: [89_000, 199_000], groupId: 3, subGroupId: 31, sizeChart: true, weightGrams: 150 },
    ],
  },
  {
    id: 7,
    name: 'WOMEN',
    slug: 'women',
    letter: 'W',
    coverText: 'Fluid shapes, soft linen and modest cuts for every day.',
    subs: [
      { id: 701, name: 'Tops & Blouses', code: 'TP', showCover: false, coverText: 'Blouses and tees.', kinds: ['blouse', 't-shirt'], names: ['Puff Sleeve Blouse', 'Linen Wrap Blouse', 'Ribbed Baby Tee', 'Tie-Front Blouse', 'Pleated Tunic', 'Boat Neck Top', 'Broderie Blouse', 'Relaxed Cotton Tee'], sizes: WOMEN_SIZES, priceRange: [159_000, 429_000], groupId: 1, subGroupId: 11, sizeChart: true, weightGrams: 220 },
      { id: 702, name: 'Dresses', code: 'DR', showCover: true, coverText: 'Midi, maxi and shirt dresses in breathable weaves.', kinds: ['dress'], names: ['Tiered Midi Dress', 'Linen Shirt Dress', 'Slip Dress', 'Smocked Maxi Dress', 'Wrap Dress', 'Abaya Maxi Dress', 'Pleated Midi Dress', 'Batik Midi Dress'], sizes: WOMEN_SIZES, priceRange: [329_000, 899_000], groupId: 1, subGroupId: 14, sizeChart: true, weightGrams: 380 },
      { id: 703, name: 'Skirts', code: 'SK', showCover: false, coverText: 'Skirts.', kinds: ['skirt'], names: ['Pleated Midi Skirt', 'Satin Slip Skirt', 'A-Line Denim Skirt', 'Wrap Skirt', 'Tiered Maxi Skirt', 'Linen Midi Skirt', 'Button-Front Skirt'], sizes: WOMEN_SIZES, priceRange: [229_000, 499_000], groupId: 1, subGroupId: 14, sizeChart: true, weightGrams: 300 },
      { id: 704, name: 'Trousers', code: 'WT', showCover: false, coverText: 'Wide legs and culottes.', kinds: ['trousers', 'jeans'], names: ['Wide-Leg Trousers', 'Culottes', 'High-Rise Mom Jeans', 'Pleated Palazzo', 'Linen Trousers', 'Flare Jeans', 'Paperbag Trousers'], sizes: WOMEN_SIZES, priceRange: [279_000, 599_000], groupId: 1, subGroupId: 12, sizeChart: true, weightGrams: 450 },
      { id: 705, name: 'Outerwear', code: 'WO', showCover: true, coverText: 'Outers, kimonos and light jackets to layer over anything.', kinds: ['outer', 'jacket'], names: ['Kimono Outer', 'Cropped Denim Jacket', 'Linen Blazer', 'Longline Outer', 'Quilted Vest', 'Utility Jacket', 'Knit Cardigan'], sizes: WOMEN_SIZES, priceRange: [349_000, 949_000], groupId: 1, subGroupId: 13, sizeChart: true, weightGrams: 500 },
      { id: 706, name: 'Batik & Kebaya', code: 'KB', showCover: true, coverText: 'Modern kebaya and batik for celebrations and Fridays.', kinds: ['batik-shirt', 'blouse'], names: ['Kutubaru Kebaya', 'Batik Peplum Top', 'Encim Kebaya', 'Batik Tunic', 'Lasem Batik Blouse', 'Kartini Kebaya'], sizes: WOMEN_SIZES, priceRange: [399_000, 1_299_000], groupId: 1, subGroupId: 11, sizeChart: true, weightGrams: 320 },
      { id: 707, name: 'Girls', code: 'GR', showCover: false, coverText: 'Twirl-ready dresses for girls.', kinds: ['kids-dress'], names: ['Girls Smocked Dress', 'Girls Floral Dress', 'Girls Tiered Dress', 'Girls Pinafore', 'Girls Batik Dress', 'Girls Ruffle Dress', 'Girls Linen Dress'], sizes: KIDS_SIZES, priceRange: [119_000, 259_000], groupId: 3, subGroupId: 31, sizeChart: true, weightGrams: 180 },
    ],
  },
  {
    id: 8,
    name: 'ACCESSORIES',
    slug: 'accessories',
    letter: 'A',
    coverText: 'Bags, shoes and the small things that finish an outfit.',
    subs: [
      { id: 801, name: 'Bags', code: 'BG', showCover: true, coverText: 'Totes, slings and backpacks in canvas and leather.', kinds: ['bag'], names: ['Canvas Tote Bag', 'Leather Sling Bag', 'Roll-Top Backpack', 'Woven Rattan Bag', 'Mini Crossbody', 'Weekender Duffle', 'Laptop Messenger'], sizes: ONE_SIZE, priceRange: [199_000, 1_199_000], groupId: 2, subGroupId: 21, sizeChart: false, weightGrams: 700 },
      { id: 802, name: 'Caps & Hats', code: 'CP', showCover: false, coverText: 'Caps and hats.', kinds: ['cap'], names: ['Washed Baseball Cap', 'Corduroy Cap', 'Bucket Hat', 'Five-Panel Cap', 'Linen Cap', 'Trucker Cap'], sizes: ONE_SIZE, priceRange: [99_000, 249_000], groupId: 2, subGroupId: 23, sizeChart: false, weightGrams: 120 },
      { id: 803, name: 'Belts & Wallets', code: 'BW', showCover: false, coverText: 'Belts and wallets.', kinds: ['belt', 'wallet'], names: ['Full-Grain Leather Belt', 'Canvas Web Belt', 'Bifold Wallet', 'Card Holder', 'Braided Belt', 'Zip Wallet'], sizes: ONE_SIZE, priceRange: [129_000, 459_000], groupId: 2, subGroupId: 21, sizeChart: false, weightGrams: 200 },
      { id: 804, name: 'Footwear', code: 'FW', showCover: true, coverText: 'Sneakers and sandals made to walk the city.', kinds: ['sneakers', 'sandals'], names: ['Canvas Low Sneakers', 'Leather Court Sneakers', 'Slide Sandals', 'Strap Sandals', 'Runner Sneakers', 'Suede Loafers', 'High-Top Sneakers'], sizes: SHOE_SIZES, priceRange: [299_000, 1_099_000], groupId: 2, subGroupId: 22, sizeChart: true, weightGrams: 900 },
      { id: 805, name: 'Eyewear & Watches', code: 'EW', showCover: false, coverText: 'Sunglasses and watches.', kinds: ['sunglasses', 'watch'], names: ['Round Acetate Sunglasses', 'Aviator Sunglasses', 'Minimal Leather Watch', 'Steel Mesh Watch', 'Square Sunglasses', 'Field Watch'], sizes: ONE_SIZE, priceRange: [249_000, 1_499_000], groupId: 2, subGroupId: 23, sizeChart: false, weightGrams: 150 },
      { id: 806, name: 'Scarves & Hijab', code: 'HJ', showCover: false, coverText: 'Voile, jersey and silk-touch scarves.', kinds: ['hijab'], names: ['Voile Square Hijab', 'Jersey Pashmina', 'Silk-Touch Scarf', 'Ceruti Pashmina', 'Printed Square Scarf', 'Bamboo Instant Hijab'], sizes: ONE_SIZE, priceRange: [79_000, 249_000], groupId: 2, subGroupId: 23, sizeChart: false, weightGrams: 100 },
    ],
  },
]

export const FABRIC_NOTES = [
  '100% combed cotton 24s, soft and breathable',
  'washed linen blend that gets softer with every wash',
  'cotton poplin with a crisp, cool hand',
  'viscose rayon that drapes and keeps you cool',
  'stretch cotton twill for all-day comfort',
  'recycled polyester blend, quick-drying and light',
]

export const FIT_NOTES = [
  'Relaxed fit: size down for a closer fit.',
  'Regular fit: true to size.',
  'Slim fit: size up if you are between sizes.',
  'Oversized fit: dropped shoulders and a roomy body.',
]

export const CARE_NOTES =
  'Machine wash cold with similar colours. Do not bleach. Dry in the shade. Iron on low heat.'
