import * as m from '#messages'
import { useState } from 'react'
import { readQrFromFile } from '../utils/decode-qr'

/** A photo of the QR, taken with the back camera or chosen from the phone, read on the phone. */
export function PhotoScanner({ onRead }: { onRead: (text: string) => void }) {
  const [reading, setReading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function read(input: HTMLInputElement) {
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    setProblem(null)
    setReading(true)
    const text = await readQrFromFile(file).catch(() => null)
    setReading(false)
    if (text) onRead(text)
    else setProblem(m.counter_no_qr_in_photo())
  }

  return (
    <div className="flex flex-col gap-2">
      <label className="inline-flex min-h-12 w-full cursor-pointer items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-2 text-base font-medium hover:bg-stone-100 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent">
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={(event) => void read(event.currentTarget)}
        />
        {reading ? m.counter_reading_photo() : m.counter_take_photo()}
      </label>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  )
}
