import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { encodeQr } from '@/lib/qrcode'
import './qr-code-view.scss'

interface Props {
  text: string
  /** Side of the drawn code in px, quiet zone included. */
  size?: number
}

interface Run {
  row: number
  col: number
  length: number
}

/** Dark modules merged into horizontal runs, so a version-4 code needs a few hundred views, not thousands. */
export function darkRuns(matrix: boolean[][]): Run[] {
  const runs: Run[] = []
  matrix.forEach((line, row) => {
    let start = -1
    line.forEach((dark, col) => {
      if (dark && start < 0) start = col
      if ((!dark || col === line.length - 1) && start >= 0) {
        runs.push({ row, col: start, length: (dark ? col + 1 : col) - start })
        start = -1
      }
    })
  })
  return runs
}

const QUIET_ZONE = 2

/** A real QR code (lib/qrcode) drawn with views: works on H5 and every mini-program. */
export function QrCodeView({ text, size = 220 }: Props) {
  const qr = useMemo(() => (text ? encodeQr(text) : null), [text])
  if (!qr) return null
  const modules = qr.matrix.length + QUIET_ZONE * 2
  const cell = size / modules
  return (
    <View
      className='qr-view'
      style={{ width: `${size}px`, height: `${size}px` }}
      data-testid='qr-code'
      data-version={qr.version}
      data-modules={qr.matrix.length}
    >
      {darkRuns(qr.matrix).map((run) => (
        <View
          key={`${run.row}-${run.col}`}
          className='qr-view__run'
          style={{
            top: `${(run.row + QUIET_ZONE) * cell}px`,
            left: `${(run.col + QUIET_ZONE) * cell}px`,
            width: `${run.length * cell + 0.3}px`,
            height: `${cell + 0.3}px`,
          }}
        />
      ))}
    </View>
  )
}
