import * as m from '#messages'
import { useCallback, useEffect, useRef, useState } from 'react'
import { UPLOAD_LIMITS } from '@store/contract/admin/media'
import type { UploadedImage } from '@store/contract/admin/media'
import { uploadImage } from '@/components/media/upload-image'

export interface UploadItem {
  id: number
  name: string
  /** 0 to 1 of the file sent. */
  progress: number
  state: 'waiting' | 'uploading' | 'failed'
  error?: string
}

let nextId = 0

/**
 * Uploads files one after the other, in the order picked (the server draws
 * each photo's renditions; one at a time keeps its cores for the shop). A
 * file done leaves the list for `onUploaded`; a failed one stays with its
 * own message until dismissed.
 */
export function useImageUploads(onUploaded: (image: UploadedImage) => void) {
  const [items, setItems] = useState<UploadItem[]>([])
  const queue = useRef<{ id: number; file: File }[]>([])
  const running = useRef(false)
  const stopped = useRef(new AbortController())
  const uploaded = useRef(onUploaded)
  useEffect(() => {
    uploaded.current = onUploaded
  }, [onUploaded])

  const update = (id: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)))

  const run = useCallback(async () => {
    if (running.current) return
    running.current = true
    for (let job = queue.current.shift(); job; job = queue.current.shift()) {
      const { id, file } = job
      update(id, { state: 'uploading' })
      try {
        const image = await uploadImage(
          file,
          (progress) => update(id, { progress }),
          stopped.current.signal,
        )
        setItems((current) => current.filter((item) => item.id !== id))
        uploaded.current(image)
      } catch (error) {
        if (stopped.current.signal.aborted) return
        update(id, { state: 'failed', error: (error as Error).message })
      }
    }
    running.current = false
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    stopped.current = controller
    return () => controller.abort()
  }, [])

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = []
      for (const file of files) {
        const id = ++nextId
        // Refused before a byte is sent; everything else the server decides from the bytes.
        if (file.size > UPLOAD_LIMITS.maxBytes) {
          added.push({
            id,
            name: file.name,
            progress: 0,
            state: 'failed',
            error: m.media_too_large(),
          })
          continue
        }
        added.push({ id, name: file.name, progress: 0, state: 'waiting' })
        queue.current.push({ id, file })
      }
      setItems((current) => [...current, ...added])
      void run()
    },
    [run],
  )

  const dismiss = useCallback(
    (id: number) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  )

  return { items, add, dismiss, busy: items.some((item) => item.state !== 'failed') }
}
