import { get, useWatch } from 'react-hook-form'
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { InputField, TextAreaField } from '@/components/ui/field'
import * as m from '#messages'
import { missingHint, translationState } from './translation-state'

interface TranslatedFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
  /** What the pair is, such as Name: the legend, and the start of each control's name. */
  label: string
  english: Path<T>
  bahasa: Path<T>
  multiline?: boolean
  /** Said once under both controls, such as the markup a description accepts. */
  hint?: string
  className?: string
  controlClassName?: string
  /** A blank side is not missing here (a size named by its code reads the same in both). */
  optional?: boolean
}

/**
 * One translatable text edited side by side, English | Bahasa Indonesia
 * (stacked on a phone), registered on the form so its dirty state and
 * validation are the form's own; a side still missing says what the shop
 * shows meanwhile.
 */
export function TranslatedField<T extends FieldValues>({
  form,
  label,
  english,
  bahasa,
  multiline = false,
  hint,
  className = '',
  controlClassName = '',
  optional = false,
}: TranslatedFieldProps<T>) {
  const [englishText, bahasaText] = useWatch({ control: form.control, name: [english, bahasa] })
  const state = optional ? 'complete' : translationState(englishText, bahasaText)
  const errorAt = (path: Path<T>): FieldError | undefined => get(form.formState.errors, path)
  const Control = multiline ? TextAreaField : InputField
  const side = (path: Path<T>, language: 'en' | 'id', name: string, missing: boolean) => (
    <Control
      lang={language}
      className={controlClassName}
      label={
        <>
          <span className="sr-only">{label}, </span>
          <span className="font-normal text-muted">{name}</span>
        </>
      }
      hint={missing ? missingHint(state) : undefined}
      error={errorAt(path)}
      {...form.register(path)}
    />
  )
  return (
    <fieldset className={`flex min-w-0 flex-col gap-2 ${className}`}>
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {side(english, 'en', m.language_english(), state === 'missing-english')}
        {side(bahasa, 'id', m.language_bahasa(), state === 'missing-bahasa')}
      </div>
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </fieldset>
  )
}
