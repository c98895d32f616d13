const root = document.getElementById('root')
if (!root) throw new Error('The reference page has no #root element')
// React DOM sets itself up when first imported, a long step of its own: imported apart, it runs
// in a task of its own, and hydration starts in the next one, as the store's entry does.
void import('./hydrate').then(({ hydrate }) => setTimeout(() => hydrate(root), 0))
