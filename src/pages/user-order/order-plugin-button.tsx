import { Button } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'

interface Props {
  /** Shown only while this plugin is enabled. */
  plugin: string
  url: string
  label: string
  testId: string
  className?: string
}

/** A plugin's link on an order (parcel tracking, attachments...): opens its page without opening the order. */
export const OrderPluginButton = observer(function OrderPluginButton({ plugin, url, label, testId, className }: Props) {
  const { app } = useStores()
  if (!app.isPluginEnabled(plugin)) return null
  return (
    <Button
      className={className}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation()
        void openPage(url)
      }}
    >
      {label}
    </Button>
  )
})
