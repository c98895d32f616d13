import * as m from '#messages'
import { useState } from 'react'
import type { AdminCategory, AdminSubCategory } from '@store/contract/admin/categories'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { PageHeader } from '@/components/ui/page-header'
import { useAdminCategories } from '../api/get-categories'
import { CategoryForm } from './category-form'
import { DeleteFlow } from './delete-dialog'
import type { DeleteTarget } from './delete-dialog'
import { OrderButtons } from './order-buttons'
import { SubCategoryForm } from './sub-category-form'

type Editing =
  | { kind: 'category'; category?: AdminCategory }
  | { kind: 'sub'; categoryId: number; sub?: AdminSubCategory }
  | { kind: 'delete'; target: DeleteTarget }

const counts = (all: number, active: number) =>
  [
    m.categories_product_count({ count: all }),
    ...(all > active ? [m.categories_archived_count({ count: all - active })] : []),
  ].join(', ')

function titleOf(editing: Editing) {
  if (editing.kind === 'delete') return m.categories_delete_title({ name: editing.target.name })
  if (editing.kind === 'category')
    return editing.category
      ? m.categories_edit_title({ name: editing.category.name })
      : m.categories_new()
  return editing.sub ? m.categories_edit_title({ name: editing.sub.name }) : m.categories_new_sub()
}

/** Categories and their sub-categories: order, names, covers, and deleting empty ones. */
export function Component() {
  const { data, error, isPending } = useAdminCategories()
  const [editing, setEditing] = useState<Editing | null>(null)
  const close = () => setEditing(null)
  return (
    <>
      <PageHeader
        title={m.nav_categories()}
        actions={
          <Button onClick={() => setEditing({ kind: 'category' })}>{m.categories_new()}</Button>
        }
      />
      {isPending && (
        <p role="status" className="text-muted">
          {m.categories_loading()}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      <ol className="flex max-w-4xl flex-col gap-4">
        {data?.map((category, index) => (
          <li key={category.id} className="rounded-lg border border-line bg-white">
            <section aria-labelledby={`category-${category.id}`}>
              <header className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-3">
                <OrderButtons
                  kind="category"
                  id={category.id}
                  name={category.name}
                  first={index === 0}
                  last={index === data.length - 1}
                />
                <div className="min-w-0 flex-1">
                  <h2 id={`category-${category.id}`} className="text-lg font-semibold">
                    {category.name}
                  </h2>
                  <p className="text-xs text-muted">
                    {counts(category.product_count, category.active_count)}
                    {category.fixed && ` · ${m.categories_in_header()}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'sub', categoryId: category.id })}
                  >
                    {m.categories_add_sub()}
                    <span className="sr-only">
                      {' '}
                      {m.categories_add_sub_to({ name: category.name })}
                    </span>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'category', category })}
                  >
                    {m.categories_edit()}
                    <span className="sr-only"> {category.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() =>
                      setEditing({
                        kind: 'delete',
                        target: {
                          kind: 'category',
                          id: category.id,
                          name: category.name,
                          productCount: category.product_count,
                          fixed: category.fixed,
                        },
                      })
                    }
                  >
                    {m.categories_delete()}
                    <span className="sr-only"> {category.name}</span>
                  </Button>
                </div>
              </header>
              {category.subs.length === 0 ? (
                <p className="px-4 py-3 text-sm text-muted">{m.categories_no_subs()}</p>
              ) : (
                <ol aria-label={m.categories_subs_of({ name: category.name })}>
                  {category.subs.map((sub, subIndex) => (
                    <li
                      key={sub.id}
                      className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-2 last:border-0 sm:pl-8"
                    >
                      <OrderButtons
                        kind="sub"
                        id={sub.id}
                        name={sub.name}
                        first={subIndex === 0}
                        last={subIndex === category.subs.length - 1}
                      />
                      <div className="min-w-0 flex-1">
                        <p className="font-medium">{sub.name}</p>
                        <p className="text-xs text-muted">
                          {counts(sub.product_count, sub.active_count)}
                          {sub.show_cover && ` · ${m.categories_own_cover()}`}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          onClick={() => setEditing({ kind: 'sub', categoryId: category.id, sub })}
                        >
                          {m.categories_edit()}
                          <span className="sr-only"> {sub.name}</span>
                        </Button>
                        <Button
                          variant="ghost"
                          onClick={() =>
                            setEditing({
                              kind: 'delete',
                              target: {
                                kind: 'sub',
                                id: sub.id,
                                name: sub.name,
                                productCount: sub.product_count,
                                fixed: false,
                              },
                            })
                          }
                        >
                          {m.categories_delete()}
                          <span className="sr-only"> {sub.name}</span>
                        </Button>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </li>
        ))}
      </ol>
      <Dialog open={editing !== null} onClose={close} title={editing ? titleOf(editing) : ''}>
        {editing?.kind === 'category' && (
          <CategoryForm category={editing.category} onDone={close} />
        )}
        {editing?.kind === 'sub' && (
          <SubCategoryForm categoryId={editing.categoryId} sub={editing.sub} onDone={close} />
        )}
        {editing?.kind === 'delete' && data && (
          <DeleteFlow target={editing.target} categories={data} onDone={close} />
        )}
      </Dialog>
    </>
  )
}
