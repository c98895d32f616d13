import ts from 'typescript'

/**
 * Words a shopper reads, written in a module instead of the message
 * catalogues (docs/decisions/068-two-languages.md): text between JSX tags,
 * a string in an attribute people read (label, title, placeholder, alt…), a
 * string handed to a toast, and a string that is the label, title or text of
 * an object. A string without two letters in a row is no word ('404', '·').
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'alt',
  'title',
  'placeholder',
  'label',
  'legend',
  'kicker',
  'description',
  'documentTitle',
  'question',
  'confirmLabel',
  'actionLabel',
  'summary',
])
const READ_PROPERTIES = new Set(['label', 'title', 'text', 'intro', 'cta', 'description'])
/** Names, not words: the brand and the services whose own names are shown as they are. */
export const NAMES = new Set([
  'KAINARA',
  'SiCepat',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'App Store',
  'Google Play',
])

export interface Unlocalized {
  line: number
  text: string
}

const isWord = (text: string) =>
  /\p{L}{2}/u.test([...NAMES].reduce((rest, name) => rest.replaceAll(name, ' '), text))

const stringOf = (node: ts.Node | undefined): string | null => {
  if (!node) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  if (ts.isJsxExpression(node)) return stringOf(node.expression)
  if (ts.isConditionalExpression(node)) {
    const either = [stringOf(node.whenTrue), stringOf(node.whenFalse)].filter(
      (text): text is string => text !== null && isWord(text),
    )
    return either[0] ?? null
  }
  return null
}

const isToastCall = (node: ts.CallExpression) => {
  const callee = node.expression
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'toast'
  )
}

/** The back office's own props and keys that hold words (its fields' hints, its tables' headers). */
export interface ReadNames {
  attributes?: readonly string[]
  properties?: readonly string[]
}

export function findUnlocalized(
  fileName: string,
  source: string,
  extra: ReadNames = {},
): Unlocalized[] {
  const attributes = new Set([...READ_ATTRIBUTES, ...(extra.attributes ?? [])])
  const properties = new Set([...READ_PROPERTIES, ...(extra.properties ?? [])])
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: Unlocalized[] = []
  const report = (node: ts.Node, text: string) => {
    if (!isWord(text)) return
    found.push({
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = stringOf(node.expression)
      if (text !== null) report(node, text)
    } else if (ts.isJsxAttribute(node) && attributes.has(node.name.getText())) {
      const text = stringOf(node.initializer)
      if (text !== null) report(node, text)
    } else if (ts.isCallExpression(node) && isToastCall(node)) {
      const text = stringOf(node.arguments[0])
      if (text !== null) report(node, text)
    } else if (
      ts.isPropertyAssignment(node) &&
      properties.has(node.name.getText()) &&
      !ts.isJsxAttributes(node.parent)
    ) {
      const text = stringOf(node.initializer)
      if (text !== null) report(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}
