/** The shapes of the FAQ and how-to content, written once per language (en/, id/). */
export interface FaqItem {
  question: string
  answer: string
  link?: { label: string; to: string }
}

export interface FaqTopic {
  id: string
  label: string
  items: readonly FaqItem[]
}

export interface HowToStep {
  title: string
  text: string
}

export interface HowToGuide {
  title: string
  intro: string
  steps: readonly HowToStep[]
}
