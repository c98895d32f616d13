import pg from 'pg'

/**
 * A fresh copy of the seeded template database for one test file, so files
 * run in parallel without seeing each other's writes.
 */
export async function copyTemplateDatabase(templateUrl: string): Promise<string> {
  const template = new URL(templateUrl)
  const name = `kainara_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: new URL('/postgres', template).toString() })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template.pathname.slice(1)}`)
  } finally {
    await admin.end()
  }
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  return url.toString()
}
