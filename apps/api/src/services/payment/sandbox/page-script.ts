/**
 * Served as the page's script (the store's CSP allows scripts from itself
 * only): a second press while the first is on its way does nothing, a
 * copy button puts its number on the clipboard, a countdown counts the
 * seconds the store gave it (not the phone's clock, which may differ from
 * the store's), and a waiting page asks the store until the bill is settled.
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
document.querySelectorAll('[data-countdown]').forEach(function (timer) {
  var end = Date.now() + Number(timer.getAttribute('data-countdown')) * 1000
  var pad = function (value) { return (value < 10 ? '0' : '') + value }
  var tick = function () {
    var left = Math.max(0, Math.floor((end - Date.now()) / 1000))
    timer.textContent = Math.floor(left / 3600) + ':' + pad(Math.floor(left / 60) % 60) + ':' + pad(left % 60)
    if (left > 0) setTimeout(tick, 1000)
  }
  tick()
})
document.querySelectorAll('[data-poll]').forEach(function (waiting) {
  var ask = function () {
    fetch(waiting.getAttribute('data-poll'), { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(function (response) { return response.ok ? response.json() : { next: null } })
      .then(function (answer) {
        if (answer.next) window.location.assign(answer.next)
        else setTimeout(ask, 2000)
      }, function () { setTimeout(ask, 5000) })
  }
  setTimeout(ask, 2000)
})
`
