import { randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export const hashPassword = (password: string) => hash(password.normalize('NFC'), ARGON2_OPTIONS)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFC'))
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined
/** Spends the time of a real check, so an unknown e-mail answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('a password no account has')
  await verifyPassword(await dummyHash, password)
  return false
}

// No 0/O or 1/l/I: a mailed password is often typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** A mailed password: 14 characters of a 55-letter alphabet, about 80 bits. */
export function generatePassword(length = 14): string {
  let password = ''
  for (let i = 0; i < length; i += 1) password += ALPHABET[randomInt(ALPHABET.length)]
  return password
}
