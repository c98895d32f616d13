/**
 * Served as the page's script (the store's CSP allows scripts from itself
 * only): a second press while the first is on its way does nothing, and a
 * copy button puts its number on the clipboard.
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
document.querySelectorAll('button[data-copy]').forEach(function (button) {
  button.addEventListener('click', function () {
    var said = button.parentElement.querySelector('.copied')
    navigator.clipboard.writeText(button.getAttribute('data-copy')).then(function () {
      if (said) said.textContent = button.getAttribute('data-copied')
    })
  })
})
`
