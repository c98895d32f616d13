/** One numbered section of a legal text: paragraphs, optionally followed by a list. */
export interface LegalSection {
  title: string
  paragraphs: readonly string[]
  items?: readonly string[]
}
