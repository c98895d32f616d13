import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { openDatabase } from '@store/db/client'
import { migrateDatabase } from '@store/db/migrate'
import { seedDatabase } from '@store/db/seed'
const d = await openDatabase({ dataDir: 'memory://' })
await migrateDatabase(d)
await seedDatabase(d.db)
const raw = (d.db as any).$client as PGlite
let t = Date.now()
const dump = await raw.dumpDataDir('none')
console.log('dump', Date.now() - t, dump.size); t = Date.now()
const p2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } })
console.log('load', Date.now() - t); t = Date.now()
console.log((await p2.query('select count(*) from products')).rows)
