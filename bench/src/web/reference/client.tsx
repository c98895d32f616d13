import { hydrateRoot } from 'react-dom/client'
import { ReferencePage } from './page'

const root = document.getElementById('root')
if (!root) throw new Error('The reference page has no #root element')
hydrateRoot(root, <ReferencePage />)
