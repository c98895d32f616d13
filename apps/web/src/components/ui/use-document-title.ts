import { useEffect } from 'react'

const STORE_NAME = 'KAINARA'

/**
 * The server writes the first page's <title>; client-side navigation has to
 * keep it in step so tabs, history and screen readers name the right page.
 * `title` is suffixed with the store name unless `exact` is set.
 */
export function useDocumentTitle(title: string | undefined, exact = false) {
  useEffect(() => {
    if (title) document.title = exact ? title : `${title} | ${STORE_NAME}`
  }, [title, exact])
}
