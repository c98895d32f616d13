import { createInterface } from 'node:readline'

/**
 * A password from the terminal without echoing it, or the first line of
 * standard input when it is a pipe (scripts, tests); never an argument, which
 * would stay in the shell's history and the process list.
 */
export async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin
  if (!input.isTTY) {
    const lines = createInterface({ input })
    for await (const line of lines) {
      lines.close()
      return line
    }
    return ''
  }
  process.stdout.write(prompt)
  input.setRawMode(true)
  input.resume()
  input.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    let typed = ''
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false)
          input.pause()
          input.off('data', onData)
          process.stdout.write('\n')
          resolve(typed)
          return
        }
        if (char === '\u0003') {
          input.setRawMode(false)
          reject(new Error('Cancelled.'))
          return
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char
      }
    }
    input.on('data', onData)
  })
}
