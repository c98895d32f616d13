import * as m from '#messages'
import { useState } from 'react'
import { toast } from 'sonner'
import type { AdminCategory } from '@store/contract/admin/categories'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { useDeleteCategory } from '../api/delete-category'
import { useMoveCategoryProducts } from '../api/move-category-products'

export interface DeleteTarget {
  kind: 'category' | 'sub'
  id: number
  name: string
  productCount: number
  fixed: boolean
}

interface DeleteFlowProps {
  target: DeleteTarget
  categories: AdminCategory[]
  onDone: () => void
}

const plural = (count: number) => m.categories_product_count({ count })

/** Deletes an empty category; one holding products offers to move them elsewhere first. */
export function DeleteFlow({ target, categories, onDone }: DeleteFlowProps) {
  const remove = useDeleteCategory()
  const move = useMoveCategoryProducts()
  const choices = categories
    .filter((category) => target.kind === 'sub' || category.id !== target.id)
    .map((category) => ({
      ...category,
      subs: category.subs.filter((sub) => target.kind === 'category' || sub.id !== target.id),
    }))
    .filter((category) => category.subs.length > 0)
  const [destination, setDestination] = useState('')
  const [error, setError] = useState<string | undefined>()
  if (target.fixed)
    return (
      <div className="flex flex-col gap-4">
        <p>{m.categories_fixed({ name: target.name })}</p>
        <Button variant="secondary" className="self-end" onClick={onDone}>
          {m.close()}
        </Button>
      </div>
    )
  const finish = () =>
    remove.mutate(
      { kind: target.kind, id: target.id },
      {
        onSuccess: ({ message }) => {
          toast.success(message)
          onDone()
        },
        onError: (e) => setError(e.message),
      },
    )
  const moveThenDelete = () => {
    const [categoryId, subId] = destination.split(':').map(Number)
    if (!categoryId || !subId) {
      setError(m.categories_choose_destination())
      return
    }
    move.mutate(
      { kind: target.kind, id: target.id, to_category_id: categoryId, to_sub_id: subId },
      { onSuccess: finish, onError: (e) => setError(e.message) },
    )
  }
  const busy = remove.isPending || move.isPending
  return (
    <div className="flex flex-col gap-4">
      {target.productCount === 0 ? (
        <p>
          {[
            m.categories_delete_confirm({ name: target.name }),
            target.kind === 'category' ? m.categories_delete_subs_too() : '',
            m.categories_cannot_undo(),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : (
        <>
          <p>{m.categories_holds({ name: target.name, products: plural(target.productCount) })}</p>
          <SelectField
            label={m.categories_move_to()}
            value={destination}
            error={error ? { message: error } : undefined}
            onChange={(e) => setDestination(e.target.value)}
          >
            <option value="">{m.categories_choose_sub()}</option>
            {choices.map((category) => (
              <optgroup key={category.id} label={category.name}>
                {category.subs.map((sub) => (
                  <option key={sub.id} value={`${category.id}:${sub.id}`}>
                    {category.name} › {sub.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        </>
      )}
      {target.productCount === 0 && error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {m.categories_cancel()}
        </Button>
        <Button
          variant="danger"
          busy={busy}
          onClick={target.productCount === 0 ? finish : moveThenDelete}
        >
          {target.productCount === 0
            ? m.categories_delete()
            : m.categories_move_and_delete({ products: plural(target.productCount) })}
        </Button>
      </div>
    </div>
  )
}
