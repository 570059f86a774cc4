import { decodeBase64, encodeBase64 } from '@/lib/base64'

describe('base64', () => {
  it('round-trips text of every UTF-8 length (ASCII, Latin, CJK, emoji)', () => {
    for (const text of ['hello', 'café', '中文测试', 'é😀x', '']) expect(decodeBase64(encodeBase64(text))).toBe(text)
  })

  it('decodes what another encoder produced', () => {
    expect(decodeBase64(Buffer.from('中文😀é', 'utf8').toString('base64'))).toBe('中文😀é')
  })
})
