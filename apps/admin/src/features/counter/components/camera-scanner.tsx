import * as m from '#messages'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { readQr } from '../utils/decode-qr'

// A frame four times a second finds a QR as soon as it is steady, without warming the phone.
const FRAME_GAP_MS = 250

/** The back camera, read frame by frame until a QR code is in view. */
export function CameraScanner({ onRead }: { onRead: (text: string) => void }) {
  const [scanning, setScanning] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const video = useRef<HTMLVideoElement>(null)
  const reported = useRef(onRead)
  reported.current = onRead
  const hasCamera = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices)

  useEffect(() => {
    if (!scanning) return
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
    const look = async (element: HTMLVideoElement) => {
      if (stopped) return
      const text =
        element.readyState >= 2
          ? await readQr(element, element.videoWidth, element.videoHeight)
          : null
      if (stopped) return
      if (text) {
        stop()
        setScanning(false)
        reported.current(text)
      } else timer = setTimeout(() => void look(element), FRAME_GAP_MS)
    }
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
      } catch {
        setProblem(m.counter_camera_refused())
        setScanning(false)
        return
      }
      const element = video.current
      if (stopped || !element) return stop()
      element.srcObject = stream
      await element.play().catch(() => undefined)
      void look(element)
    })()
    return stop
  }, [scanning])

  if (!hasCamera) return null
  return (
    <div className="flex flex-col gap-3">
      {scanning ? (
        <>
          <div className="relative overflow-hidden rounded-lg bg-ink">
            <video
              ref={video}
              muted
              playsInline
              aria-label={m.counter_camera_view()}
              className="aspect-square w-full object-cover"
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-[18%] rounded-md border-2 border-white/80"
            />
          </div>
          <p role="status" className="text-sm text-muted">
            {m.counter_looking_for_qr()}
          </p>
          <Button variant="secondary" onClick={() => setScanning(false)}>
            {m.counter_stop_camera()}
          </Button>
        </>
      ) : (
        <Button
          className="min-h-12 w-full text-base"
          onClick={() => {
            setProblem(null)
            setScanning(true)
          }}
        >
          {m.counter_scan_with_camera()}
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  )
}
