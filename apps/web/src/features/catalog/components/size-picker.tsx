import type { ProductSize } from '@store/contract/catalog'
import { MESSAGES } from '@store/contract/messages'
import { toast } from '@/lib/toast'
import * as m from '#messages'

interface SizePickerProps {
  sizes: ProductSize[]
  value: string | undefined
  onChange: (sizeCode: string) => void
  id: string
}

/** Spec section 4: an unavailable size looks disabled but still answers a click, pointing to the wishlist. */
export function SizePicker({ sizes, value, onChange, id }: SizePickerProps) {
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap gap-2">
      {sizes.map((size) => {
        const available = size.is_available === 1
        return (
          <button
            key={size.size_code}
            type="button"
            aria-pressed={value === size.size_code}
            aria-label={
              available
                ? m.size_of({ size: size.size_name })
                : m.size_out_of_stock({ size: size.size_name })
            }
            title={size.size_name}
            onClick={() =>
              available ? onChange(size.size_code) : toast.info(MESSAGES.sizeOutOfStock)
            }
            className={`relative min-h-11 min-w-13 border px-3 text-sm transition ${
              available
                ? 'border-line hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-cream'
                : 'cursor-not-allowed border-line bg-sand/60 text-muted line-through'
            }`}
          >
            {size.size_code}
          </button>
        )
      })}
    </div>
  )
}
