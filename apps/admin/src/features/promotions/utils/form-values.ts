/** An amount as a form's text box holds it: 0 shows as blank. */
export const text = (value: number) => (value === 0 ? '' : String(value))

/** 'YYYY-MM-DD HH:mm' as a datetime-local input takes it. */
export const asDateInput = (value: string | null) => (value ? value.replace(' ', 'T') : '')
