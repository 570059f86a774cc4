import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { LabelChip } from '@/api/plugins/label'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import './goods-label-chips.scss'

/**
 * The labels of one goods ("热卖", "新品"...) drawn over its photo (goods detail gallery, goods cards),
 * from the plugins_label_data that came with the goods (api-plugins-2 §3.4; labelChipsFor). A chip
 * opens the label's goods when the shop links them. Nothing at all without chips.
 */
export const GoodsLabelChips = observer(function GoodsLabelChips({ chips, small }: { chips: LabelChip[]; small?: boolean }) {
  if (!chips.length) return null
  return (
    <View className={`goods-label-chips ${small ? 'goods-label-chips--small' : ''}`} data-testid='goods-label-chips'>
      {chips.map((chip) => (
        <Text
          key={chip.id}
          className='goods-label-chips__chip'
          style={{ background: chip.bgColor, color: chip.textColor }}
          onClick={(e) => {
            if (!chip.url) return
            e.stopPropagation()
            void openPage(chip.url)
          }}
          // A link for the keyboard too, except on goods cards (the card itself opens the goods).
          {...(chip.url && !small ? pressable(() => void openPage(chip.url)) : {})}
          data-testid='goods-label-chip'
        >
          {chip.name}
        </Text>
      ))}
    </View>
  )
})
