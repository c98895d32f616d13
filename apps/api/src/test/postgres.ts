import pg from 'pg'

/**
 * Makes an empty database for this test file on the server and returns its URL.
 * Each file gets its own, so files can run in parallel without seeing each other.
 */
export async function createTestDatabaseUrl(adminUrl: string): Promise<string> {
  const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
