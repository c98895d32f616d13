/**
 * Served as the page's script (the store's CSP allows scripts from itself
 * only): a second press while the first is on its way does nothing.
 */
export const PAGE_SCRIPT = `document.querySelectorAll('form[data-once]').forEach(function (form) {
  form.addEventListener('submit', function (event) {
    if (form.getAttribute('aria-busy') === 'true') {
      event.preventDefault()
      return
    }
    form.setAttribute('aria-busy', 'true')
  })
})
`
