import { lazy, Suspense, useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { queryClient } from '@/lib/query-client'
import { useToasterNeeded } from '@/lib/toast'
import { createRouter } from './router'

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: () => <Toaster position="top-center" richColors closeButton />,
  })),
)

export function App() {
  const [router] = useState(createRouter)
  const toasterNeeded = useToasterNeeded()
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toasterNeeded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
