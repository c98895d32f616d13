import { scalePath } from '../path'
import type { Segment, Shape } from './types'

/** Resizes a drawn shape about (0, cy), e.g. to cut a kids' size from an adult pattern. */
export function scaleShape(shape: Shape, sx: number, sy: number, cy = 500): Shape {
  const y = (v: number): number => cy + (v - cy) * sy
  const seg = ([x1, y1, x2, y2]: Segment): Segment => [x1 * sx, y(y1), x2 * sx, y(y2)]
  const { measures } = shape
  return {
    ...shape,
    marks: shape.marks.map((m) => ({ ...m, d: scalePath(m.d, sx, sy, 0, cy) })),
    focus: {
      x: shape.focus.x * sx,
      y: y(shape.focus.y),
      w: shape.focus.w * sx,
      h: shape.focus.h * sy,
    },
    top: { y: y(shape.top.y), half: shape.top.half * sx },
    bottom: y(shape.bottom),
    measures: measures && {
      a: seg(measures.a),
      b: seg(measures.b),
      c: measures.c && seg(measures.c),
    },
  }
}
