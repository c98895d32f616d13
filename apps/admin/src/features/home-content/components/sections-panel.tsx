import * as m from '#messages'
import { useCallback, useState } from 'react'
import type { AdminHomeSection } from '@store/contract/admin/home-content'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { SectionForm } from './section-form'

/** The three promotional sections under the slider, in the home's order. */
export function SectionsPanel({ sections }: { sections: AdminHomeSection[] }) {
  const [dirty, setDirty] = useState<Record<number, boolean>>({})
  useUnsavedChanges(Object.values(dirty).some(Boolean))
  const dirtyOf = useCallback(
    (id: number) => (isDirty: boolean) =>
      setDirty((held) => (held[id] === isDirty ? held : { ...held, [id]: isDirty })),
    [],
  )
  return (
    <section aria-labelledby="sections-heading" className="flex max-w-3xl flex-col gap-4">
      <div>
        <h2 id="sections-heading" className="text-lg font-semibold">
          {m.home_part_sections()}
        </h2>
        <p className="text-sm text-muted">{m.home_sections_note()}</p>
      </div>
      {sections.map((section) => (
        <SectionForm key={section.id} section={section} onDirty={dirtyOf(section.id)} />
      ))}
    </section>
  )
}
