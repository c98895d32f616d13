import type { GarmentKind } from './garments/types'

export type BannerTheme =
  'men' | 'women' | 'accessories' | 'kids' | 'sale' | 'new-in' | 'hashtag' | 'store'

export type StageLayout = 'flatlay' | 'rail' | 'plinths' | 'collage' | 'store'

export interface LookItem {
  kind: GarmentKind
  colour: string
  /** Relative size on the stage. */
  weight: number
}

export interface ThemeLook {
  panel: string
  stage: string
  accent: string
  layout: StageLayout
  items: LookItem[]
  /** Pieces set on the floor under a rail. */
  floor?: LookItem[]
}

const item = (kind: GarmentKind, colour: string, weight = 1): LookItem => ({ kind, colour, weight })

/** Art direction per theme; the seed picks one look. Colours are palette names. */
export const LOOKS: Record<BannerTheme, ThemeLook[]> = {
  men: [
    {
      panel: '#5E5D3A',
      stage: '#ECE4D8',
      accent: '#DCCFBB',
      layout: 'flatlay',
      items: [
        item('shirt', 'Denim Blue', 1.2),
        item('trousers', 'Sand', 1.2),
        item('sneakers', 'White', 0.7),
        item('watch', 'Camel', 0.45),
      ],
    },
    {
      panel: '#2E2E30',
      stage: '#E7E2DA',
      accent: '#D5CEC3',
      layout: 'rail',
      items: [
        item('jacket', 'Olive'),
        item('t-shirt', 'White'),
        item('shirt', 'Navy'),
        item('polo', 'Sand'),
      ],
      floor: [item('sneakers', 'White'), item('bag', 'Camel')],
    },
    {
      panel: '#24304A',
      stage: '#EEE7DC',
      accent: '#DDD3C3',
      layout: 'flatlay',
      items: [
        item('batik-shirt', 'Maroon', 1.2),
        item('jeans', 'Denim Blue', 1.2),
        item('cap', 'Charcoal', 0.6),
        item('belt', 'Camel', 0.5),
      ],
    },
  ],
  women: [
    {
      panel: '#B98B80',
      stage: '#F1E8E1',
      accent: '#E6D5CC',
      layout: 'flatlay',
      items: [
        item('dress', 'Terracotta', 1.3),
        item('bag', 'Camel', 0.8),
        item('sandals', 'Ivory', 0.6),
        item('sunglasses', 'Black', 0.5),
      ],
    },
    {
      panel: '#6E2A2F',
      stage: '#EFE7DE',
      accent: '#E2D4C6',
      layout: 'rail',
      items: [
        item('outer', 'Sand'),
        item('dress', 'Sage'),
        item('blouse', 'Ivory'),
        item('skirt', 'Maroon'),
      ],
      floor: [item('sandals', 'Camel'), item('bag', 'Black')],
    },
    {
      panel: '#8C9A82',
      stage: '#F2ECE3',
      accent: '#E2DCCD',
      layout: 'flatlay',
      items: [
        item('blouse', 'Dusty Rose', 1.1),
        item('skirt', 'Camel', 1.2),
        item('sandals', 'Ivory', 0.6),
        item('bag', 'Black', 0.7),
      ],
    },
  ],
  accessories: [
    {
      panel: '#9C7A57',
      stage: '#EDE4D7',
      accent: '#DDD0BE',
      layout: 'plinths',
      items: [
        item('bag', 'Camel'),
        item('watch', 'Black'),
        item('sunglasses', 'Black'),
        item('cap', 'Olive'),
      ],
    },
    {
      panel: '#3E3E40',
      stage: '#E9E4DC',
      accent: '#D8D1C6',
      layout: 'plinths',
      items: [
        item('sneakers', 'White'),
        item('wallet', 'Maroon'),
        item('belt', 'Black'),
        item('bag', 'Sand'),
      ],
    },
  ],
  kids: [
    {
      panel: '#C99A2E',
      stage: '#F3ECDF',
      accent: '#E7D9BE',
      layout: 'flatlay',
      items: [
        item('kids-tee', 'Sage', 1),
        item('kids-dress', 'Dusty Rose', 1.1),
        item('cap', 'Mustard', 0.55),
        item('sneakers', 'White', 0.6),
      ],
    },
    {
      panel: '#8FA487',
      stage: '#F1EDE4',
      accent: '#E0E3D3',
      layout: 'rail',
      items: [
        item('kids-dress', 'Mustard'),
        item('kids-tee', 'Terracotta'),
        item('kids-tee', 'Navy'),
        item('kids-dress', 'Sage'),
      ],
      floor: [item('sneakers', 'White'), item('cap', 'Mustard')],
    },
  ],
  sale: [
    {
      panel: '#B8613F',
      stage: '#F1E7DA',
      accent: '#E7CDB9',
      layout: 'flatlay',
      items: [
        item('t-shirt', 'Black', 1),
        item('jeans', 'Denim Blue', 1.2),
        item('sneakers', 'White', 0.7),
        item('sunglasses', 'Black', 0.5),
      ],
    },
    {
      panel: '#6E2A2F',
      stage: '#F0E6DC',
      accent: '#E4CDBF',
      layout: 'flatlay',
      items: [
        item('hoodie', 'Sand', 1.1),
        item('shorts', 'Olive', 0.9),
        item('cap', 'Terracotta', 0.55),
        item('sandals', 'Camel', 0.6),
      ],
    },
  ],
  'new-in': [
    {
      panel: '#EFE8DA',
      stage: '#E8E1D5',
      accent: '#F6F2EA',
      layout: 'rail',
      items: [
        item('shirt', 'Ivory'),
        item('outer', 'Camel'),
        item('dress', 'Olive'),
        item('jacket', 'Charcoal'),
      ],
      floor: [item('bag', 'Terracotta'), item('sandals', 'Ivory')],
    },
    {
      panel: '#D8C7AA',
      stage: '#EFE9DF',
      accent: '#E3D8C6',
      layout: 'flatlay',
      items: [
        item('outer', 'Sage', 1.2),
        item('trousers', 'Ivory', 1.1),
        item('bag', 'Terracotta', 0.65),
        item('watch', 'Camel', 0.45),
      ],
    },
  ],
  hashtag: [
    { panel: '#EFE8DA', stage: '#E9E3D9', accent: '#D9CDBB', layout: 'collage', items: [] },
  ],
  store: [
    { panel: '#2E2E30', stage: '#E9E2D6', accent: '#D9CCB8', layout: 'store', items: [] },
    { panel: '#5E5D3A', stage: '#ECE5DA', accent: '#DACDB8', layout: 'store', items: [] },
  ],
}
