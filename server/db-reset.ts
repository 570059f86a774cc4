// `npm run db:reset`: delete the database (and its uploads) and create a freshly seeded one.
import fs from 'node:fs'
import path from 'node:path'
import { migrate, openDb } from './db'
import { seedIfEmpty } from './db/seed'

const dbPath = path.resolve(process.env.DB_PATH ?? path.join(__dirname, '..', 'data', 'shop.db'))
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true })
fs.rmSync(path.join(path.dirname(dbPath), 'uploads'), { recursive: true, force: true })

const db = openDb(dbPath)
migrate(db)
seedIfEmpty(db, { now: process.env.SHOP_NOW ? new Date(process.env.SHOP_NOW) : new Date(), log: console.log })
db.close()
console.log(`Database recreated: ${dbPath}`)
