import * as m from '#messages'
/** An order flagged for a person (docs/decisions/050). */
export function AttentionMark() {
  return (
    <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-100 px-1.5 py-0.5 align-middle text-[0.65rem] font-semibold uppercase tracking-wide text-amber-900">
      {m.needs_attention()}
    </span>
  )
}

export function NewMark() {
  return (
    <span className="ml-2 rounded-full bg-accent px-1.5 py-0.5 align-middle text-[0.65rem] font-semibold uppercase tracking-wide text-white">
      {m.new_mark()}
    </span>
  )
}
