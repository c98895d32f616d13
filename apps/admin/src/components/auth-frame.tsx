import type { ReactNode } from 'react'

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow-sm">
        <p className="font-serif text-sm tracking-[0.3em] text-muted">KAINARA</p>
        <h1 className="mt-1 mb-6 text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  )
}
