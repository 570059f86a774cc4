import { useMemo } from 'react'
import { parseLayout } from '@/api/layout'
import { LayoutView } from '@/components/layout-view/layout-view'

/** The home's drag layout (data_mode 2), drawn where the goods floors go. Loads only in that mode. */
export default function LayoutHome({ rows }: { rows: unknown }) {
  const parsed = useMemo(() => parseLayout(rows), [rows])
  return <LayoutView rows={parsed} />
}
