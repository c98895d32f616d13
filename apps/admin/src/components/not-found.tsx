/** An address the back office has no page for (or an id that is not one). */
export function NotFound() {
  return <p className="text-muted">There is no such page in the back office.</p>
}
