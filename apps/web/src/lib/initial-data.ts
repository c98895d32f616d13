type Answers = Record<string, unknown>

let pageAnswers: Answers | null = null

/** Without server rendering, the server still puts the first API answers in the page. */
function readPageAnswers(): Answers {
  if (pageAnswers) return pageAnswers
  pageAnswers = readJsonBlock<Answers>('initial-data') ?? {}
  return pageAnswers
}

let answerSource: () => Answers | undefined = readPageAnswers

/** The server render answers from the data of the request it is rendering. */
export function setAnswerSource(source: () => Answers | undefined) {
  answerSource = source
}

/** A JSON data block of the page (the only kind of inline script the CSP allows). */
export function readJsonBlock<T>(id: string): T | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as T
  } catch {
    return null
  }
}

/**
 * The answer the server already holds for this request, used once: the first
 * view renders without waiting for a second round trip.
 */
export function takeInitialData(key: string): unknown {
  const data = answerSource()
  if (!data || !(key in data)) return undefined
  const value = data[key]
  delete data[key]
  return value
}
