export * from './regions'
export * from './catalog'
export * from './stores'
export * from './content'
