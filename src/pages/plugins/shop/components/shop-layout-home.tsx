import { parseLayout } from '@/api/layout'
import { LayoutView } from '@/components/layout-view/layout-view'

/** A shop home designed in the drag layout (data_model 2), drawn by the shared layout renderer. */
export function ShopLayoutHome({ layout }: { layout: unknown }) {
  return <LayoutView rows={parseLayout(layout)} />
}
