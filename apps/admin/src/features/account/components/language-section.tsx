import * as m from '#messages'
import { useState } from 'react'
import { toast } from 'sonner'
import { LOCALES } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { LOCALE } from '@/i18n/locale'
import { useSetLanguage } from '../api/set-language'

/** Each language by its own name, as people look for it in a list. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: m.language_en(),
  id: m.language_id(),
}

/** The language the back office speaks to this account, on every device it signs in on. */
export function LanguageSection() {
  const [chosen, setChosen] = useState<Locale>(LOCALE)
  const save = useSetLanguage()
  return (
    <section aria-labelledby="language-heading" className="mb-10 max-w-md">
      <h2 id="language-heading" className="mb-3 text-lg font-semibold">
        {m.language_heading()}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate(chosen, { onError: (error) => toast.error(error.message) })
        }}
      >
        <SelectField
          label={m.language_label()}
          hint={m.language_hint()}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={save.isPending} className="self-start">
          {m.language_save()}
        </Button>
      </form>
    </section>
  )
}
